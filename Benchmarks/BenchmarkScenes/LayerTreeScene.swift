// The layer tree of the layer-tree benchmarks and LayerProfile.

import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// A root with 100 groups of 99 layers (10,000 layers with the groups
/// and the root), each of the 9,900 running a repeating position animation
/// when `animated` is true: of five durations, or, with `distinctTimings`,
/// each of its own (so that no two share a clock).
@MainActor
public func makeLayerTree(animated: Bool, distinctTimings: Bool = false) -> LayerTree {
  let root = Layer()
  for group in 0..<100 {
    let parent = Layer()
    root.addSublayer(parent)
    for index in 0..<99 {
      let layer = Layer()
      parent.addSublayer(layer)
      if animated {
        let move = BasicAnimation(
          keyPath: \.position, from: Point(x: Double(index), y: 0),
          to: Point(x: 0, y: Double(group)))
        move.duration =
          distinctTimings
          ? 1 + Double(group * 99 + index) * 1e-4 : 1 + Double(index % 5) * 0.25
        move.repeatCount = .infinity
        move.autoreverses = true
        move.timingFunction = .easeInEaseOut
        layer.add(move, forKey: "move")
      }
    }
  }
  return LayerTree(rootLayer: root)
}
