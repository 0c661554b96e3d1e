import Foundation
import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct AnimationCurveTests {
    @Test func linearIsHalfwayAtHalfTime() {
      let fixture = AnimationFixture()
      fixture.move(to: 100, options: .curveLinear)
      #expect(fixture.box.center.x == 100)
      fixture.host.frame()
      #expect(isClose(fixture.x, 0))
      fixture.host.advance(by: 0.5)
      #expect(isClose(fixture.x, 50))
      fixture.host.advance(by: 0.25)
      #expect(isClose(fixture.x, 75))
    }

    @Test(arguments: [
      (AnimationOptions(), TimingFunction.easeInEaseOut),
      (.curveEaseInOut, .easeInEaseOut),
      (.curveEaseIn, .easeIn),
      (.curveEaseOut, .easeOut),
      (.curveLinear, .linear),
    ])
    func curvesMatchTheirTimingFunctions(options: AnimationOptions, curve: TimingFunction) {
      let fixture = AnimationFixture()
      fixture.move(to: 100, options: options)
      fixture.host.frame()
      for step in 1...4 {
        fixture.host.advance(by: 0.2)
        let expected = 100 * curve.value(at: 0.2 * Double(step))
        #expect(isClose(fixture.x, expected, tolerance: 1e-6))
      }
    }

    @Test func everyAnimatablePropertyAnimates() {
      let fixture = AnimationFixture()
      let box = fixture.box
      box.backgroundColor = .black
      fixture.host.frame()
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        box.alpha = 0
        box.backgroundColor = .white
        box.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        box.transform = Transform(scaleX: 3, y: 3)
      }
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      let presented = box.layer.presentation()
      #expect(isClose(presented.opacity, 0.5))
      #expect(isClose(presented.backgroundColor.red, 0.5, tolerance: 0.01))
      #expect(isClose(presented.bounds.width, 20))
      #expect(isClose(presented.transform.a, 2))
      #expect(
        Set(box.layer.animationKeys()) == ["opacity", "backgroundColor", "bounds", "transform"])
    }

    @Test func frameAnimatesBoundsAndPosition() {
      let fixture = AnimationFixture()
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        fixture.box.frame = Rect(x: 95, y: -5, width: 10, height: 10)
      }
      #expect(fixture.box.layer.animationKeys() == ["position"])
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      #expect(isClose(fixture.x, 50))
    }

    @Test func rotationAndScaleTurnInsteadOfShrinking() {
      let fixture = AnimationFixture()
      View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
        fixture.box.transform = Transform(rotationAngle: .pi).scaledBy(x: 2, y: 2)
      }
      fixture.host.frame()
      fixture.host.advance(by: 1)
      let t = fixture.box.layer.presentation().transform
      let scale = (t.a * t.a + t.b * t.b).squareRoot()
      #expect(isClose(scale, 1.5, tolerance: 1e-6))
      #expect(isClose(atan2(t.b, t.a), .pi / 2, tolerance: 1e-6))
    }

    @Test func springFormsSettleAtTheEnd() {
      let fixture = AnimationFixture()
      var finished: Bool?
      View.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
        options: []
      ) {
        fixture.box.center = Point(x: 100, y: 0)
      } completion: {
        finished = $0
      }
      fixture.host.frame()
      fixture.host.advance(by: 0.5)
      #expect(fixture.x > 50)
      var peak = fixture.x
      for _ in 0..<30 {
        fixture.host.advance(by: 1.0 / 60)
        peak = max(peak, fixture.x)
      }
      #expect(peak > 100)
      fixture.host.advance(by: 0.5)
      #expect(finished == true)
      #expect(fixture.x == 100)
      // UIKit's spring for 1 s at ζ 0.5: ζ/√(1−ζ²)·e^(−ζω₀) = 0.001.
      let spring = View.uikitSpring(duration: 1, dampingRatio: 0.5, velocity: 0)
      #expect(spring == Spring(uikitDuration: 1, dampingRatio: 0.5))
      #expect(isClose(spring.stiffness, 161.7195016, tolerance: 1e-6))
      #expect(isClose(spring.dampingRatio, 0.5, tolerance: 1e-9))
    }

    @Test func springValueAnimationUsesItsSettlingDuration() {
      let fixture = AnimationFixture()
      let spring = Spring(duration: 0.5, bounce: 0)
      var finished: Bool?
      View.animate(with: spring) {
        fixture.box.center = Point(x: 100, y: 0)
      } completion: {
        finished = $0
      }
      fixture.host.frame()
      fixture.host.advance(by: 0.25)
      #expect(isClose(fixture.x, 100 * spring.value(at: 0.25), tolerance: 1e-6))
      fixture.host.advance(by: spring.settlingDuration)
      #expect(finished == true)
    }
  }
}
