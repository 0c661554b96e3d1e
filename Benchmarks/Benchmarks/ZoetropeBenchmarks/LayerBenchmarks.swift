// Benchmarks for the layer tree's presentation pass.

import Benchmark
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// A root with 10,000 sublayers (100 groups of 100), each running a
/// repeating position animation when `animated` is true.
@MainActor
func makeLayerTree(animated: Bool) -> LayerTree {
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
        move.duration = 1 + Double(index % 5) * 0.25
        move.repeatCount = .infinity
        move.autoreverses = true
        move.timingFunction = .easeInEaseOut
        layer.add(move, forKey: "move")
      }
    }
  }
  return LayerTree(rootLayer: root)
}

/// Measures one `LayerTree.frame(at:)` per iteration at 60 Hz frame times.
func measureFrames(of makeTree: @escaping @MainActor () -> LayerTree, _ benchmark: Benchmark) async
{
  // The layer tree is main-actor state; the benchmark object is only used
  // from inside this one call.
  nonisolated(unsafe) let benchmark = benchmark
  await MainActor.run {
    let tree = makeTree()
    var time = 0.0
    tree.frame(at: time)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += 1.0 / 60.0
      blackHole(tree.frame(at: time))
    }
    benchmark.stopMeasurement()
  }
}

let layerBenchmarks: @Sendable () -> Void = {
  // One frame (commit, presentation, finish) of a tree whose 9,900 leaf
  // layers all animate.
  Benchmark(
    "Layers: frame of 10,000 layers, 9,900 animating",
    configuration: .init(maxDuration: .seconds(5), maxIterations: 200)
  ) { benchmark in
    await measureFrames(of: { makeLayerTree(animated: true) }, benchmark)
  }

  // One frame of the same tree with nothing animating or changed: must not
  // walk the layers.
  Benchmark(
    "Layers: idle frame of 10,000 layers",
    configuration: .init(maxDuration: .seconds(3), maxIterations: 100_000)
  ) { benchmark in
    await measureFrames(of: { makeLayerTree(animated: false) }, benchmark)
  }
}
