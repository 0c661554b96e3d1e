import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  /// Changes made directly on a view's layer inside a property animator's
  /// animations or a keyframe block animate with them, as the view's own
  /// properties do (UIKit animates a view's layer `cornerRadius`,
  /// `borderWidth` and colours inside both).
  @Suite @MainActor struct RecordedLayerChangeTests {
    @Test func anAnimatorDrivesALayerProperty() {
      let fixture = AnimationFixture()
      let animator = PropertyAnimator(duration: 1, curve: .linear) {
        fixture.box.layer.cornerRadius = 10
        fixture.box.layer.borderWidth = 4
      }
      #expect(fixture.box.layer.cornerRadius == 0)
      animator.startAnimation()
      #expect(fixture.box.layer.cornerRadius == 10)
      #expect(Set(fixture.box.layer.animationKeys()) == ["cornerRadius", "borderWidth"])
      fixture.host.frame(at: 0.5)
      #expect(isClose(fixture.box.layer.presentation().cornerRadius, 5))
      #expect(isClose(fixture.box.layer.presentation().borderWidth, 2))
      fixture.host.frame(at: 1.1)
      #expect(animator.state == .inactive)
      #expect(fixture.box.layer.animationKeys().isEmpty)
      #expect(fixture.box.layer.presentation().cornerRadius == 10)
    }

    @Test func aPausedAnimatorScrubsAndReversesALayerProperty() {
      let fixture = AnimationFixture()
      let animator = PropertyAnimator(duration: 1, curve: .linear) {
        fixture.box.layer.cornerRadius = 10
      }
      animator.pauseAnimation()
      animator.fractionComplete = 0.3
      fixture.host.frame(at: 0.2)
      #expect(isClose(fixture.box.layer.presentation().cornerRadius, 3))
      animator.isReversed = true
      animator.startAnimation()
      fixture.host.frame(at: 0.35)
      // Back from 0.3 to 0 over 0.3 s: halfway after 0.15 s.
      #expect(isClose(fixture.box.layer.presentation().cornerRadius, 1.5, tolerance: 1e-6))
      fixture.host.frame(at: 0.6)
      #expect(animator.state == .inactive)
      // Ending at the start puts the model back.
      #expect(fixture.box.layer.cornerRadius == 0)
      #expect(fixture.box.layer.presentation().cornerRadius == 0)
    }

    @Test func stoppingAtTheCurrentPositionKeepsTheValueOnScreen() {
      let fixture = AnimationFixture()
      let animator = PropertyAnimator(duration: 1, curve: .linear) {
        fixture.box.layer.backgroundColor = Color(red: 0, green: 0, blue: 1)
        fixture.box.layer.cornerRadius = 8
      }
      animator.startAnimation()
      fixture.host.frame(at: 0.25)
      animator.stopAnimation(false)
      animator.finishAnimation(at: .current)
      #expect(isClose(fixture.box.layer.cornerRadius, 2, tolerance: 1e-9))
      #expect(fixture.box.layer.animationKeys().isEmpty)
    }

    @Test func anAnimationBlockInsideAnAnimatorStillAnimatesOnItsOwn() {
      let fixture = AnimationFixture()
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        fixture.box.layer.cornerRadius = 10
      }
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      #expect(isClose(fixture.box.layer.presentation().cornerRadius, 5))
    }

    @Test func keyframeStepsAnimateALayerProperty() {
      let fixture = AnimationFixture()
      var finished: Bool?
      View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear) {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          fixture.box.layer.cornerRadius = 10
        }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          fixture.box.layer.cornerRadius = 4
        }
      } completion: {
        finished = $0
      }
      #expect(fixture.box.layer.cornerRadius == 4)
      #expect(fixture.box.layer.animationKeys() == ["cornerRadius"])
      fixture.host.frame()
      fixture.host.advance(by: 0.25)
      #expect(isClose(fixture.box.layer.presentation().cornerRadius, 5))
      fixture.host.advance(by: 0.25)
      #expect(isClose(fixture.box.layer.presentation().cornerRadius, 10))
      fixture.host.advance(by: 0.25)
      #expect(isClose(fixture.box.layer.presentation().cornerRadius, 7))
      fixture.host.advance(by: 0.3)
      #expect(finished == true)
      #expect(fixture.box.layer.presentation().cornerRadius == 4)
    }

    @Test func aStandaloneLayerInAnAnimatorKeepsItsOwnImplicitAnimation() {
      // A layer that is not a view's has no delegate: its change is Core
      // Animation's implicit one (the transaction's 0.25 s), not the
      // animator's.
      let fixture = AnimationFixture()
      let dot = Layer()
      fixture.box.layer.addSublayer(dot)
      fixture.host.frame()
      let animator = PropertyAnimator(duration: 1, curve: .linear) { dot.opacity = 0 }
      animator.startAnimation()
      let animation = dot.animation(forKey: "opacity")
      #expect(animation?.duration == 0.25)
    }
  }
}

extension UI.RecordedLayerChangeTests {
  /// An animator whose animations hold a keyframe block (UIKit's
  /// `animateKeyframes(withDuration: 0…)` inside `addAnimations`): the box
  /// goes right in the first half and down in the second.
  func keyframeAnimator(_ fixture: AnimationFixture) -> PropertyAnimator {
    PropertyAnimator(duration: 2, curve: .linear) {
      View.animateKeyframes(withDuration: 0, delay: 0, options: .calculationModeLinear) {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          fixture.box.center = Point(x: 100, y: 0)
        }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          fixture.box.center = Point(x: 100, y: 100)
          fixture.box.layer.cornerRadius = 10
        }
      }
    }
  }

  @Test func anAnimatorRunsAKeyframeBlockOverItsDuration() {
    let fixture = AnimationFixture()
    let animator = keyframeAnimator(fixture)
    animator.startAnimation()
    #expect(fixture.box.layer.animationKeys().sorted() == ["cornerRadius", "position"])
    fixture.host.frame(at: 0.5)
    #expect(isClose(fixture.box.layer.presentation().position, Point(x: 50, y: 0)))
    fixture.host.frame(at: 1.5)
    #expect(isClose(fixture.box.layer.presentation().position, Point(x: 100, y: 50)))
    #expect(isClose(fixture.box.layer.presentation().cornerRadius, 5))
    fixture.host.frame(at: 2.1)
    #expect(animator.state == .inactive)
    #expect(fixture.box.layer.animationKeys().isEmpty)
    #expect(fixture.box.center == Point(x: 100, y: 100))
  }

  @Test func aPausedAnimatorScrubsAKeyframeBlock() {
    let fixture = AnimationFixture()
    let animator = keyframeAnimator(fixture)
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    fixture.host.frame(at: 0.1)
    #expect(isClose(fixture.box.layer.presentation().position, Point(x: 50, y: 0)))
    animator.fractionComplete = 0.75
    fixture.host.frame(at: 0.2)
    #expect(isClose(fixture.box.layer.presentation().position, Point(x: 100, y: 50)))
    // Time does not move it while paused.
    fixture.host.frame(at: 1.2)
    #expect(isClose(fixture.box.layer.presentation().position, Point(x: 100, y: 50)))
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    #expect(fixture.box.center == Point(x: 0, y: 0))
    #expect(fixture.box.layer.cornerRadius == 0)
    #expect(fixture.box.layer.animationKeys().isEmpty)
  }
}
