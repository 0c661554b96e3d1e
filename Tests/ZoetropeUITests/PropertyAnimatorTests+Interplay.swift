import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI.PropertyAnimatorTests {
  @Test func aZeroDurationAnimatorAppliesAtOnceAndCompletesNextFrame() {
    let fixture = AnimationFixture()
    var position: ViewAnimatingPosition?
    let animator = PropertyAnimator(duration: 0, curve: .linear) {
      fixture.box.center = Point(x: 100, y: 0)
    }
    animator.addCompletion { position = $0 }
    animator.startAnimation()
    #expect(fixture.box.layer.animationKeys().isEmpty)
    fixture.host.frame(at: 0.01)
    #expect(fixture.x == 100)
    #expect(position == .end)
    #expect(animator.state == .inactive)
  }

  @Test func aSpringGivenByItsConstantsLastsItsSettlingDuration() {
    let fixture = AnimationFixture()
    let parameters = SpringTimingParameters(
      mass: 1, stiffness: 200, damping: 20, initialVelocity: Vector(dx: 0, dy: 0))
    let settling = Spring(mass: 1, stiffness: 200, damping: 20).settlingDuration
    let animator = PropertyAnimator(duration: 5, timingParameters: parameters)
    animator.addAnimations { fixture.box.center = Point(x: 100, y: 0) }
    var done = false
    animator.addCompletion { _ in done = true }
    animator.startAnimation()
    fixture.host.frame(at: settling - 0.01)
    #expect(!done)
    fixture.host.frame(at: settling + 0.01)
    #expect(done)
    // That frame showed the spring at its settling time (within its
    // tolerance of the end); the next shows the model.
    #expect(abs(fixture.x - 100) < 0.1)
    fixture.host.frame(at: settling + 0.02)
    #expect(fixture.x == 100)
  }

  @Test func changesMadeTwiceInOneAnimatorEndAtTheLastValue() {
    let fixture = AnimationFixture()
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      fixture.box.center = Point(x: 100, y: 0)
      fixture.box.center = Point(x: 60, y: 0)
    }
    animator.startAnimation()
    fixture.host.frame(at: 0.5)
    #expect(isClose(fixture.x, 30))
    animator.isReversed = true
    fixture.host.frame(at: 1.1)
    fixture.host.frame(at: 1.2)
    #expect(fixture.box.center.x == 0)
    #expect(fixture.x == 0)
  }

  @Test(arguments: [true, false])
  func scrubbingASpringAnimator(linearly: Bool) {
    let fixture = AnimationFixture()
    let animator = PropertyAnimator(duration: 1, dampingRatio: 0.5) {
      fixture.box.center = Point(x: 100, y: 0)
    }
    animator.scrubsLinearly = linearly
    animator.fractionComplete = 0.5
    fixture.host.frame(at: 0.1)
    let spring = Spring(uikitDuration: 1, dampingRatio: 0.5)
    let expected = linearly ? 50 : 100 * spring.value(at: 0.5)
    #expect(isClose(fixture.x, expected, tolerance: 1e-9))
  }

  @Test func runningAgainAfterALinearScrubStartsFromTheScrubbedValues() {
    let fixture = AnimationFixture()
    let animator = mover(fixture, curve: .easeIn)
    animator.fractionComplete = 0.5
    fixture.host.frame(at: 0.1)
    #expect(isClose(fixture.x, 50))
    animator.startAnimation()
    fixture.host.frame(at: 0.1 + 1.0 / 240)
    // No jump back to the curve's 100 × easeIn(0.5) ≈ 31.5.
    #expect(abs(fixture.x - 50) < 1)
    fixture.host.frame(at: 0.6)
    fixture.host.frame(at: 0.7)
    #expect(animator.state == .inactive)
    #expect(fixture.x == 100)
  }

  @Test func reversingAfterContinuingWithASpringStillEndsAtTheStart() {
    let fixture = AnimationFixture()
    let animator = mover(fixture, curve: .linear)
    var positions: [ViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    fixture.host.frame(at: 0.3)
    animator.pauseAnimation()
    animator.continueAnimation(
      withTimingParameters: SpringTimingParameters(dampingRatio: 0.9), durationFactor: 1)
    fixture.host.frame(at: 0.5)
    let turn = fixture.x
    #expect(turn > 30)
    animator.isReversed = true
    fixture.host.frame(at: 0.5 + 1.0 / 240)
    #expect(abs(fixture.x - turn) < 2)
    var time = 0.5
    while animator.state == .active, time < 3 {
      time += 1.0 / 60
      fixture.host.frame(at: time)
    }
    fixture.host.frame(at: time + 1.0 / 60)
    #expect(positions == [.start])
    #expect(fixture.x == 0)
    #expect(fixture.box.center.x == 0)
  }

  @Test func pausingDuringTheStartDelayHoldsTheStart() {
    let fixture = AnimationFixture()
    let animator = mover(fixture, curve: .linear)
    animator.startAnimation(afterDelay: 1)
    fixture.host.frame(at: 0.5)
    animator.pauseAnimation()
    fixture.host.frame(at: 1.5)
    #expect(fixture.x == 0)
    #expect(animator.fractionComplete == 0)
    animator.startAnimation()
    fixture.host.frame(at: 2)
    #expect(isClose(fixture.x, 50))
  }

  @Test func aBlockAnimationAndAnAnimatorOnOneViewAddUp() {
    let fixture = AnimationFixture()
    var blockFinished: Bool?
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      fixture.box.center = Point(x: 100, y: 0)
    } completion: {
      blockFinished = $0
    }
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      fixture.box.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
      fixture.box.center = Point(x: 100, y: 50)
    }
    animator.startAnimation()
    fixture.host.frame(at: 0.5)
    #expect(isClose(fixture.x, 50))
    #expect(isClose(fixture.box.layer.presentation().position.y, 25))
    animator.pauseAnimation()
    fixture.host.frame(at: 1.1)
    // The block ran on; the paused animator holds its half of y.
    #expect(blockFinished == true)
    #expect(isClose(fixture.x, 100))
    #expect(isClose(fixture.box.layer.presentation().position.y, 25))
  }

  @Test func stoppingAnAnimatorKeepsItsShareAndLetsABlockRunOn() {
    let fixture = AnimationFixture()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      fixture.box.center = Point(x: 100, y: 0)
    }
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      fixture.box.center = Point(x: 100, y: 40)
    }
    animator.startAnimation()
    fixture.host.frame(at: 0.5)
    #expect(isClose(fixture.x, 50))
    #expect(isClose(fixture.box.layer.presentation().position.y, 20))
    animator.stopAnimation(true)
    // The model keeps the animator's half of y; the block's x runs on.
    #expect(isClose(fixture.box.center.y, 20))
    #expect(fixture.box.center.x == 100)
    fixture.host.frame(at: 0.5 + 1.0 / 60)
    #expect(abs(fixture.x - 50) < 2)
    #expect(isClose(fixture.box.layer.presentation().position.y, 20))
    fixture.host.frame(at: 1.1)
    #expect(fixture.x == 100)
  }

  @Test func viewsAnimatedByAnAnimatorStillTakeTouchesAtTheirModelFrame() {
    let host = TestHost()
    let card = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    host.window.addSubview(card)
    host.frame()
    let animator = PropertyAnimator(duration: 1, curve: .linear) {
      card.center = Point(x: 200, y: 200)
    }
    animator.startAnimation()
    host.frame(at: 0.5)
    #expect(host.window.hitTest(Point(x: 200, y: 200), with: nil) === card)
    // A block animation without .allowUserInteraction blocks touches.
    View.animate(withDuration: 1) { card.alpha = 0.5 }
    #expect(host.window.hitTest(Point(x: 200, y: 200), with: nil) !== card)
  }
}
