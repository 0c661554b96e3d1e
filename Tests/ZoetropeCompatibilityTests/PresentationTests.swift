import Testing
import ZoetropeCompatibility

/// `presentation()` as Core Animation's: `nil` until the layer is first
/// committed, then the values on screen, read with `?.` or `if let`;
/// Zoetrope's non-optional form still works beside it.
@MainActor
@Suite struct PresentationTests {
  @Test func nilBeforeTheFirstFrameThenTheValuesOnScreen() throws {
    let ring = CAShapeLayer()
    ring.strokeEnd = 0.25
    #expect(ring.presentation()?.strokeEnd == nil)
    if let shown = ring.presentation() {
      Issue.record("presented before any frame: \(shown.strokeEnd)")
    }
    // Zoetrope's own form: the model before the first frame.
    #expect(ring.presentation().strokeEnd == 0.25)
    let tree = LayerTree(rootLayer: ring)
    _ = tree.frame(at: 0)
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.duration = 1
    ring.add(animation, forKey: "draw")
    _ = tree.frame(at: 0)
    _ = tree.frame(at: 0.5)
    let shown = try #require(ring.presentation() as LayerProperties?)
    #expect(abs(shown.strokeEnd - 0.5) < 1e-9)
    guard let values = ring.presentation() else {
      Issue.record("not presented after a frame")
      return
    }
    #expect(abs(values.strokeEnd - 0.5) < 1e-9)
  }
}
