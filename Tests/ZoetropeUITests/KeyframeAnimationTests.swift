import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct KeyframeAnimationTests {
    @Test func stepsRunInTheirSpansAndHoldBetween() {
      let fixture = AnimationFixture()
      var finished: Bool?
      View.animateKeyframes(withDuration: 2, delay: 0, options: []) {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
          fixture.box.center = Point(x: 100, y: 0)
        }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          fixture.box.center = Point(x: 100, y: 200)
        }
      } completion: {
        finished = $0
      }
      #expect(fixture.box.center == Point(x: 100, y: 200))
      #expect(fixture.box.layer.animationKeys() == ["position"])
      fixture.host.frame()
      fixture.host.advance(by: 0.25)
      #expect(isClose(fixture.box.layer.presentation().position, Point(x: 50, y: 0)))
      fixture.host.advance(by: 0.5)
      #expect(isClose(fixture.box.layer.presentation().position, Point(x: 100, y: 0)))
      fixture.host.advance(by: 0.75)
      #expect(isClose(fixture.box.layer.presentation().position, Point(x: 100, y: 100)))
      fixture.host.advance(by: 0.6)
      #expect(finished == true)
    }

    @Test func changesOutsideStepsSpanTheWholeDuration() {
      let fixture = AnimationFixture()
      View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear) {
        fixture.box.alpha = 0
      }
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      #expect(isClose(fixture.box.layer.presentation().opacity, 0.5))
    }

    @Test func discreteModeJumps() {
      let fixture = AnimationFixture()
      View.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete) {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          fixture.box.alpha = 0.5
        }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          fixture.box.alpha = 0
        }
      }
      let animation = fixture.box.layer.animation(forKey: "opacity") as? KeyframeAnimation<Double>
      #expect(animation?.calculationMode == .discrete)
      #expect(animation?.values == [1, 0.5, 0])
      #expect(animation?.keyTimes == [0, 0.5, 1])
    }

    @Test func addKeyframeOutsideABlockAppliesAtOnce() {
      let fixture = AnimationFixture()
      let (_, warnings) = withWarningsCaptured {
        View.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 2) {
          fixture.box.alpha = 0.3
        }
      }
      #expect(warnings.count == 1)
      #expect(fixture.box.alpha == 0.3)
      #expect(fixture.box.layer.animationKeys().isEmpty)
    }
  }
}
