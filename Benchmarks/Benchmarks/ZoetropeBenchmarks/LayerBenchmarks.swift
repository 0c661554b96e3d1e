// Benchmarks for the layer tree's presentation pass: one frame is
// `LayerTree.frame(at:)` (commit, presentation, finish), producing the
// RenderSnapshot a renderer draws.

import Benchmark
import BenchmarkScenes
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// Measures one `LayerTree.frame(at:)` per iteration at 60 Hz frame times,
/// in steady state: the tree is made once per benchmark (not once per
/// sample: see `measureOnMainActor`), and four unmeasured frames come
/// first (the first makes every render node, the next two make the spare
/// ones that later frames refill, and the fourth, the first to refill a
/// node in place, makes the animations' tracks).
func measureFrames(of makeTree: @escaping @MainActor () -> LayerTree, _ benchmark: Benchmark) async
{
  await measureOnMainActor(benchmark, warmUp: 4) {
    let tree = makeTree()
    return { iteration in tree.frame(at: Double(iteration) / 60) }
  }
}

/// N 32×32 sprite layers under one 800×600 root, moved every frame by
/// setting `position` with actions disabled, as a bunnymark does.
@MainActor
struct SpriteLayers {
  let tree: LayerTree
  let sprites: [Layer]
  let starts: [Point]

  init(count: Int) {
    let root = Layer()
    root.bounds = Rect(x: 0, y: 0, width: 800, height: 600)
    root.position = Point(x: 400, y: 300)
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    var sprites: [Layer] = []
    var starts: [Point] = []
    sprites.reserveCapacity(count)
    for _ in 0..<count {
      let sprite = Layer()
      let start = Point(x: random() * 800, y: random() * 600)
      Transaction.perform(disableActions: true) {
        sprite.bounds = Rect(x: 0, y: 0, width: 32, height: 32)
        sprite.position = start
      }
      root.addSublayer(sprite)
      sprites.append(sprite)
      starts.append(start)
    }
    self.tree = LayerTree(rootLayer: root)
    self.sprites = sprites
    self.starts = starts
  }

  /// Moves every sprite (actions disabled) and runs one frame.
  func frame(_ index: Int) -> RenderSnapshot {
    let step = Double(index % 100) * 3.7
    Transaction.begin()
    Transaction.setDisableActions(true)
    for (sprite, start) in zip(sprites, starts) {
      sprite.position = Point(x: start.x + step, y: start.y + step / 2)
    }
    Transaction.commit()
    return tree.frame(at: Double(index) / 60)
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

  // The same with every animation of its own duration: no two layers
  // share a timing, so each frame solves 9,900 timing curves.
  Benchmark(
    "Layers: frame of 10,000 layers, 9,900 animating, distinct timings",
    configuration: .init(maxDuration: .seconds(5), maxIterations: 200)
  ) { benchmark in
    await measureFrames(of: { makeLayerTree(animated: true, distinctTimings: true) }, benchmark)
  }

  // One frame of the same tree with nothing animating or changed: must not
  // walk the layers.
  Benchmark(
    "Layers: idle frame of 10,000 layers",
    configuration: .init(maxDuration: .seconds(3), maxIterations: 100_000)
  ) { benchmark in
    await measureFrames(of: { makeLayerTree(animated: false) }, benchmark)
  }

  // A bunnymark frame on the layer side: set `position` on every sprite
  // with actions disabled, then one frame.
  for (count, name) in [(10_000, "10,000"), (20_000, "20,000")] {
    Benchmark(
      "Layers: set position on \(name) layers (actions disabled) + frame",
      configuration: .init(maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark in
      // Steady state, as in `measureFrames(of:_:)`.
      await measureOnMainActor(benchmark, warmUp: 3) {
        let scene = SpriteLayers(count: count)
        return { index in scene.frame(index) }
      }
    }
  }
}
