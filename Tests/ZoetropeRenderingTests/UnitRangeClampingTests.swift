import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeRendering

/// Values outside 0...1: an animation that overshoots (a spring past
/// strokeEnd 1) is clamped silently, as Core Animation clamps it; a value
/// set directly warns once per layer and property, not every frame.
@MainActor
@Suite(.isolatedLayerContext) struct UnitRangeClampingTests {
  let size = Size(width: 100, height: 100)

  /// A white root with a red ring (a stroked circle) on it.
  private func scene() -> (root: Layer, ring: ShapeLayer, tree: LayerTree) {
    let root = Layer()
    root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    root.position = Point(x: 50, y: 50)
    root.backgroundColor = .white
    let ring = ShapeLayer()
    ring.frame = root.bounds
    ring.path = Path(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60))
    ring.fillColor = .clear
    ring.strokeColor = .red
    ring.lineWidth = 6
    ring.strokeEnd = 0.5
    ring.opacity = 0.5
    ring.shadowOpacity = 0.5
    root.addSublayer(ring)
    return (root, ring, LayerTree(rootLayer: root))
  }

  @Test func overshootingSpringsClampSilently() {
    let (_, ring, tree) = scene()
    let renderer = Renderer()
    _ = renderer.render(tree.frame(at: 0), size: size)
    var peaks = (strokeEnd: 0.0, opacity: 0.0, shadow: 0.0)
    let (_, warnings) = withWarningsCaptured {
      for (keyPath, key) in [
        (\LayerProperties.strokeEnd, "strokeEnd"), (\.opacity, "opacity"),
        (\.shadowOpacity, "shadowOpacity"),
      ] {
        let spring = SpringAnimation(keyPath: keyPath, from: 0.5, to: 1)
        spring.damping = 4  // bouncy: well past 1
        ring.add(spring, forKey: key)
      }
      Transaction.perform(disableActions: true) {
        ring.strokeEnd = 1
        ring.opacity = 1
        ring.shadowOpacity = 1
      }
      for frame in 1...120 {
        let snapshot = tree.frame(at: Double(frame) / 60)
        let shown = ring.presentation()
        peaks.strokeEnd = max(peaks.strokeEnd, shown.strokeEnd)
        peaks.opacity = max(peaks.opacity, shown.opacity)
        peaks.shadow = max(peaks.shadow, shown.shadowOpacity)
        _ = renderer.render(snapshot, size: size)
      }
    }
    // The springs did overshoot (the opacity is clamped in the presentation
    // itself, the others when drawn), and nothing was said about it.
    #expect(peaks.strokeEnd > 1.1, "\(peaks)")
    #expect(peaks.shadow > 1.1, "\(peaks)")
    #expect(peaks.opacity == 1)
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func valuesSetDirectlyWarnOncePerLayerAndProperty() {
    let (root, ring, tree) = scene()
    let renderer = Renderer()
    let (_, warnings) = withWarningsCaptured {
      ring.strokeEnd = 1.5
      ring.strokeEnd = 1.7  // the same layer and property: no second line
      for frame in 0..<10 {
        _ = renderer.render(tree.frame(at: Double(frame) / 60), size: size)
      }
      ring.strokeStart = -0.25
      ring.opacity = 2
      ring.shadowOpacity = -1
      let other = ShapeLayer()
      root.addSublayer(other)
      other.strokeEnd = 3
      ring.strokeEnd = 0.75  // in range: nothing
      for frame in 10..<20 {
        _ = renderer.render(tree.frame(at: Double(frame) / 60), size: size)
      }
    }
    #expect(warnings.count == 5, "\(warnings)")
    let keys = [
      "strokeEnd 1.5", "strokeStart -0.25", "opacity 2", "shadowOpacity -1", "strokeEnd 3",
    ]
    for (warning, key) in zip(warnings, keys) {
      #expect(warning.contains(key) && warning.contains("outside 0...1"), "\(warning)")
    }
  }

  @Test func aStrokeEndSetPastOneDrawsTheWholeRing() {
    let (_, ring, tree) = scene()
    let (image, _) = withWarningsCaptured { () -> Image in
      ring.opacity = 1
      ring.strokeEnd = 1.5
      return Renderer().render(tree.frame(at: 0), size: size)
    }
    // The circle starts at three o'clock; half of it ends at nine: the top
    // is drawn only when the whole ring is.
    #expect(image.color(atX: 50, y: 20).isClose(to: .red), "\(image.color(atX: 50, y: 20))")
  }
}
