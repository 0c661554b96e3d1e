import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct AnimationOptionsTests {
    @Test func repeatRunsForever() {
      let fixture = AnimationFixture()
      var finished: Bool?
      fixture.move(to: 100, options: [.curveLinear, .repeat]) { finished = $0 }
      fixture.host.frame()
      fixture.host.advance(by: 3.25)
      #expect(isClose(fixture.x, 25))
      #expect(finished == nil)
      fixture.box.layer.removeAllAnimations()
      fixture.host.advance(by: 0.1)
      #expect(finished == false)
    }

    @Test func autoreverseGoesThereAndBackThenShowsTheModel() {
      let fixture = AnimationFixture()
      var finished: Bool?
      fixture.move(to: 100, options: [.curveLinear, .autoreverse]) { finished = $0 }
      fixture.host.frame()
      fixture.host.advance(by: 1.5)
      #expect(isClose(fixture.x, 50))
      fixture.host.advance(by: 0.4)
      #expect(isClose(fixture.x, 10))
      #expect(finished == nil)
      fixture.host.advance(by: 0.2)
      #expect(finished == true)
      #expect(fixture.x == 100)
    }

    @Test func repeatWithAutoreverseOscillates() {
      let fixture = AnimationFixture()
      fixture.move(to: 100, options: [.curveLinear, .repeat, .autoreverse])
      fixture.host.frame()
      fixture.host.advance(by: 4.25)
      #expect(isClose(fixture.x, 25))
      fixture.host.advance(by: 1)
      #expect(isClose(fixture.x, 75))
    }

    @Test func delayHoldsTheOldValueThenAnimates() {
      let fixture = AnimationFixture()
      var finished: Bool?
      fixture.move(to: 100, delay: 0.5, options: .curveLinear) { finished = $0 }
      fixture.host.frame()
      fixture.host.advance(by: 0.4)
      #expect(fixture.x == 0)
      fixture.host.advance(by: 0.6)
      #expect(isClose(fixture.x, 50))
      fixture.host.advance(by: 0.6)
      #expect(finished == true)
      #expect(fixture.x == 100)
    }

    @Test func beginFromCurrentStateStartsFromThePresentationValue() {
      let fixture = AnimationFixture()
      var first: Bool?
      fixture.move(to: 100, options: .curveLinear) { first = $0 }
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      fixture.move(to: 0, options: [.curveLinear, .beginFromCurrentState])
      fixture.host.frame()
      #expect(isClose(fixture.x, 50))
      #expect(first == false)
      fixture.host.advance(by: 0.5)
      #expect(isClose(fixture.x, 25))
    }

    @Test func withoutBeginFromCurrentStateAFadeStartsFromTheOldModelValue() {
      let fixture = AnimationFixture()
      var first: Bool?
      var second: Bool?
      let opacity = { fixture.box.layer.presentation().opacity }
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        fixture.box.alpha = 0
      } completion: {
        first = $0
      }
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        fixture.box.alpha = 1
      } completion: {
        second = $0
      }
      fixture.host.frame()
      #expect(isClose(opacity(), 0))
      #expect(first == false)
      fixture.host.advance(by: 0.5)
      #expect(isClose(opacity(), 0.5))
      #expect(second == nil)
      fixture.host.advance(by: 0.6)
      #expect(second == true)
    }

    @Test func withoutBeginFromCurrentStateAMoveAddsOntoTheRunningOne() {
      let fixture = AnimationFixture()
      var first: Bool?
      var second: Bool?
      fixture.move(to: 100, options: .curveLinear) { first = $0 }
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      fixture.move(to: 0, options: .curveLinear) { second = $0 }
      fixture.host.frame()
      // 0 (model) − 100 × 0.5 (first, additive) + 100 (second, just begun).
      #expect(isClose(fixture.x, 50))
      fixture.host.advance(by: 0.5)
      // The first has ended at 0; the second is halfway from +100 to 0.
      #expect(isClose(fixture.x, 50))
      #expect(first == true)
      #expect(second == nil)
      fixture.host.advance(by: 0.6)
      #expect(second == true)
      #expect(fixture.x == 0)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
      let fixture = AnimationFixture()
      let other = View(frame: Rect(x: -5, y: -5, width: 10, height: 10))
      fixture.host.window.addSubview(other)
      fixture.host.frame()
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        View.animate(withDuration: 4, delay: 0, options: .curveEaseIn) {
          fixture.box.center = Point(x: 100, y: 0)
        }
        View.animate(
          withDuration: 2, delay: 0, options: [.overrideInheritedDuration, .curveEaseIn]
        ) {
          other.center = Point(x: 100, y: 0)
        }
      }
      #expect(fixture.box.layer.animation(forKey: "position")?.duration == 1)
      #expect(fixture.box.layer.animation(forKey: "position")?.timingFunction == .linear)
      #expect(other.layer.animation(forKey: "position")?.duration == 2)
      #expect(other.layer.animation(forKey: "position")?.timingFunction == .linear)
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        View.animate(withDuration: 3, delay: 0, options: [.overrideInheritedCurve, .curveEaseOut]) {
          other.alpha = 0
        }
      }
      #expect(other.layer.animation(forKey: "opacity")?.duration == 1)
      #expect(other.layer.animation(forKey: "opacity")?.timingFunction == .easeOut)
    }
  }
}
