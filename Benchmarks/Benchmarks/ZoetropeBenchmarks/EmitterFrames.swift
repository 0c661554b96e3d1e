// What the emitter benchmarks share: recorded frames of an emitter, and
// the renderer beside the plain pixman and Cairo loops drawing one sprite
// at the same particles' positions and angles.

import Benchmark
import SpriteBaselines
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// Frames of an emitter's tree from local time 10 s at 60 Hz: the
/// snapshots, and each frame's particle positions and angles for the
/// plain loops.
@MainActor
struct EmitterFrames {
  let snapshots: [RenderSnapshot]
  let positions: [[Point]]
  let angles: [[Double]]

  /// Records `count` frames of a tree holding `emitter`.
  init(tree: LayerTree, emitter: EmitterLayer, count: Int) {
    var snapshots: [RenderSnapshot] = []
    var positions: [[Point]] = []
    var angles: [[Double]] = []
    for frame in 0..<count {
      let time = 10 + Double(frame) / 60
      snapshots.append(tree.frame(at: time))
      let particles = emitter.particles(atLocalTime: time)
      positions.append(particles.map(\.position))
      angles.append(particles.map(\.angle))
    }
    self.snapshots = snapshots
    self.positions = positions
    self.angles = angles
  }
}

/// Registers the renderer drawing an emitter scene's frames, and the
/// plain pixman and Cairo loops drawing `sprite(scene)` at the same
/// positions and angles, under one name.
func emitterBenchmarks<Scene>(
  name: String, configuration: Benchmark.Configuration, size: Size,
  make: @escaping @MainActor () -> Scene, frames: @escaping @MainActor (Scene) -> EmitterFrames,
  sprite: @escaping @MainActor (Scene) -> Image
) {
  Benchmark("Render: \(name)", configuration: configuration) { benchmark in
    await measureOnMainActor(benchmark) {
      let recorded = frames(make())
      let renderer = Renderer()
      return { iteration in
        renderer.render(
          recorded.snapshots[iteration % recorded.snapshots.count], size: size,
          background: .white)
      }
    }
  }
  Benchmark("Render baseline (plain pixman): \(name)", configuration: configuration) {
    benchmark in
    await measureOnMainActor(benchmark) {
      let scene = make()
      let recorded = frames(scene)
      let baseline = PixmanSpriteBaseline(size: size, sprite: sprite(scene))
      return { iteration in
        let frame = iteration % recorded.snapshots.count
        return baseline.render(positions: recorded.positions[frame], angles: recorded.angles[frame])
      }
    }
  }
  Benchmark("Render baseline (plain Cairo): \(name)", configuration: configuration) {
    benchmark in
    await measureOnMainActor(benchmark) {
      let scene = make()
      let recorded = frames(scene)
      let baseline = CairoSpriteBaseline(size: size, sprite: sprite(scene))
      return { iteration in
        let frame = iteration % recorded.snapshots.count
        return baseline.render(positions: recorded.positions[frame], angles: recorded.angles[frame])
      }
    }
  }
}
