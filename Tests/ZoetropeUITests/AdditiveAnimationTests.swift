import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  /// Block animations of `position`, `bounds` and `transform` are additive,
  /// as UIKit's since iOS 8; other properties replace the running animation.
  @Suite @MainActor struct AdditiveAnimationTests {
    /// Samples a presentation value every 60th of a second up to `end`.
    private func sample(
      _ host: TestHost, until end: Double, _ value: () -> Double
    ) -> [Double] {
      var values: [Double] = []
      while host.now < end - 1e-9 {
        host.frame(at: min(host.now + 1.0 / 60, end))
        values.append(value())
      }
      return values
    }

    /// Whether the step across a change (from the last sample before it
    /// to the first after) is no larger than the steps on either side:
    /// the value moves on without a jump.
    private func isContinuous(before: [Double], after: [Double]) -> Bool {
      guard before.count >= 2, after.count >= 2, let last = before.last else { return false }
      let across = abs(after[0] - last)
      let neighbours = max(abs(last - before[before.count - 2]), abs(after[1] - after[0]))
      return across <= neighbours * 1.5
    }

    @Test func boundsChangedTwiceAnimatesSmoothlyAndBothComplete() {
      let fixture = AnimationFixture()
      var results: [String] = []
      let width = { fixture.box.layer.presentation().bounds.size.width }
      View.animate(withDuration: 1) {
        fixture.box.bounds = Rect(x: 0, y: 0, width: 110, height: 10)
      } completion: {
        results.append("first \($0)")
      }
      let before = sample(fixture.host, until: 0.5, width)
      View.animate(withDuration: 1) {
        fixture.box.bounds = Rect(x: 0, y: 0, width: 40, height: 10)
      } completion: {
        results.append("second \($0)")
      }
      let animation = fixture.box.layer.animation(forKey: "bounds-2") as? BasicAnimation<Rect>
      #expect(animation?.isAdditive == true)
      #expect(animation?.fromValue == Rect(x: 0, y: 0, width: 70, height: 0))
      #expect(animation?.toValue == .zero)
      let after = sample(fixture.host, until: 1.6, width)
      // Replacing the first animation would jump by tens of points.
      #expect(isContinuous(before: before, after: after))
      #expect(results == ["first true", "second true"])
      #expect(width() == 40)
      #expect(fixture.box.layer.animationKeys().isEmpty)
    }

    @Test func centerChangedTwiceAnimatesSmoothlyAndBothComplete() {
      let fixture = AnimationFixture()
      var results: [Bool] = []
      fixture.move(to: 100) { results.append($0) }
      let before = sample(fixture.host, until: 0.4) { fixture.x }
      fixture.move(to: -50) { results.append($0) }
      #expect(fixture.box.layer.animationKeys() == ["position", "position-2"])
      let after = sample(fixture.host, until: 1.5) { fixture.x }
      #expect(isContinuous(before: before, after: after))
      #expect(results == [true, true])
      #expect(fixture.x == -50)
    }

    @Test func transformChangedTwiceAnimatesSmoothlyAndBothComplete() {
      let fixture = AnimationFixture()
      var results: [Bool] = []
      let angle = { fixture.box.layer.presentation().transform.decomposed().rotation }
      View.animate(withDuration: 1) {
        fixture.box.transform = Transform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
      } completion: {
        results.append($0)
      }
      let before = sample(fixture.host, until: 0.5, angle)
      View.animate(withDuration: 1) {
        fixture.box.transform = Transform(rotationAngle: -.pi / 4)
      } completion: {
        results.append($0)
      }
      let after = sample(fixture.host, until: 1.6, angle)
      #expect(isContinuous(before: before, after: after))
      #expect(results == [true, true])
      let final = fixture.box.layer.presentation().transform
      #expect(final == Transform(rotationAngle: -.pi / 4))
    }

    @Test func transformsAddByConcatenation() {
      let fixture = AnimationFixture()
      let old = Transform(scaleX: 2, y: 2)
      fixture.box.transform = old
      let new = Transform(rotationAngle: .pi / 2)
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        fixture.box.transform = new
      }
      let animation = fixture.box.layer.animation(forKey: "transform") as? BasicAnimation<Transform>
      #expect(animation?.isAdditive == true)
      // old − new is old · new⁻¹; the model (new) is applied after it.
      let delta = try? #require(animation?.fromValue)
      #expect(delta.map { new.adding($0).isClose(to: old) } == true)
      fixture.host.frame(at: 0)
      #expect(fixture.box.layer.presentation().transform.isClose(to: old))
    }

    @Test func frameChangesAnimatePositionAndBoundsAdditively() {
      let fixture = AnimationFixture()
      View.animate(withDuration: 1) {
        fixture.box.frame = Rect(x: 20, y: 20, width: 40, height: 40)
      }
      View.animate(withDuration: 1) {
        fixture.box.frame = Rect(x: 0, y: 0, width: 20, height: 20)
      }
      let keys = fixture.box.layer.animationKeys()
      #expect(Set(keys) == ["position", "bounds", "position-2", "bounds-2"])
      for key in keys {
        #expect(
          (fixture.box.layer.animation(forKey: key) as? PropertyAnimation<Point>)?.isAdditive
            ?? (fixture.box.layer.animation(forKey: key) as? PropertyAnimation<Rect>)?.isAdditive
            == true)
      }
    }

    @Test func alphaAndBackgroundColorStillReplace() {
      let fixture = AnimationFixture()
      var results: [String] = []
      View.animate(withDuration: 1) {
        fixture.box.alpha = 0
        fixture.box.backgroundColor = .white
      } completion: {
        results.append("first \($0)")
      }
      fixture.host.advance(by: 0.3)
      View.animate(withDuration: 1) {
        fixture.box.alpha = 0.5
        fixture.box.backgroundColor = .black
      } completion: {
        results.append("second \($0)")
      }
      #expect(Set(fixture.box.layer.animationKeys()) == ["opacity", "backgroundColor"])
      #expect(
        fixture.box.layer.animation(forKey: "opacity").map {
          ($0 as? PropertyAnimation<Double>)?.isAdditive
        } == false)
      fixture.host.frame()
      #expect(results == ["first false"])
      fixture.host.advance(by: 1)
      #expect(results == ["first false", "second true"])
    }

    @Test func beginFromCurrentStateReplacesEveryAnimationOfTheProperty() {
      let fixture = AnimationFixture()
      var results: [String] = []
      fixture.move(to: 100) { results.append("a \($0)") }
      fixture.host.advance(by: 0.2)
      fixture.move(to: 50) { results.append("b \($0)") }
      fixture.host.advance(by: 0.2)
      let x = fixture.x
      fixture.move(to: 0, options: .beginFromCurrentState) { results.append("c \($0)") }
      #expect(fixture.box.layer.animationKeys() == ["position"])
      fixture.host.frame()
      #expect(results == ["a false", "b false"])
      #expect(abs(fixture.x - x) < 3)
    }

    @Test func zeroScaleTransformsFallBackToReplacing() {
      let fixture = AnimationFixture()
      View.animate(withDuration: 1) {
        fixture.box.transform = Transform(scaleX: 0, y: 0)
      }
      let animation = fixture.box.layer.animation(forKey: "transform") as? BasicAnimation<Transform>
      #expect(animation?.isAdditive == false)
      #expect(animation?.toValue == Transform(scaleX: 0, y: 0))
    }
  }
}

extension Transform {
  /// Whether every entry is within `tolerance` of another transform's.
  fileprivate func isClose(to other: Transform, tolerance: Double = 1e-9) -> Bool {
    [a - other.a, b - other.b, c - other.c, d - other.d, tx - other.tx, ty - other.ty]
      .allSatisfy { abs($0) <= tolerance }
  }
}
