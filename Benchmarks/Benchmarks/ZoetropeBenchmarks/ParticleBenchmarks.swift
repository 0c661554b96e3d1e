// Benchmarks for emitter layers: a frame of 10,000 live particles drawn
// by the renderer, beside the same particles (the same sprite, positions
// and angles) drawn by the plain pixman and Cairo sprite loops in the
// same run. Compare the medians of one run with each other.

import Benchmark
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// Frames of an emitter holding 10,000 live particles (2,000 born a
/// second, each living 5 seconds) spreading from the middle of an 800 ×
/// 600 frame, turning as they go: as render snapshots, and as the
/// particles' plain positions and angles for the peers.
@MainActor
struct ParticleScene {
  nonisolated static let size = Size(width: 800, height: 600)
  static let frameCount = 4

  let frames: EmitterFrames
  let sprite: Image
  let emitter: EmitterLayer

  init() {
    sprite = ImageRenderer(size: Size(width: 16, height: 16)).image { context in
      context.setFillColor(.systemBlue)
      context.fillEllipse(in: Rect(x: 1, y: 1, width: 14, height: 14))
      context.setFillColor(.white)
      context.fill(Rect(x: 6, y: 2, width: 4, height: 12))
    }
    var cell = EmitterCell()
    cell.contents = sprite
    cell.birthRate = 2_000
    cell.lifetime = 5
    cell.velocity = 60
    cell.velocityRange = 100
    cell.emissionRange = 2 * .pi
    cell.spin = 1
    cell.spinRange = 4
    Transaction.begin()
    Transaction.setDisableActions(true)
    let emitter = EmitterLayer()
    emitter.frame = Rect(origin: .zero, size: ParticleScene.size)
    emitter.emitterPosition = Point(x: 400, y: 300)
    emitter.emitterShape = .circle
    emitter.emitterSize = Size(width: 40, height: 0)
    emitter.emitterCells = [cell]
    let root = Layer()
    root.frame = Rect(origin: .zero, size: ParticleScene.size)
    root.addSublayer(emitter)
    Transaction.commit()
    let tree = LayerTree(rootLayer: root)
    frames = EmitterFrames(tree: tree, emitter: emitter, count: ParticleScene.frameCount)
    self.emitter = emitter
  }
}

let particleBenchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(4), maxIterations: 300)
  let name = "10,000 particles turned, 800×600"
  // The renderer's frame includes computing the particles from the
  // emitter's values and time; the peers get them computed.
  emitterBenchmarks(
    name: name, configuration: configuration, size: ParticleScene.size,
    make: { ParticleScene() }, frames: { $0.frames }, sprite: { $0.sprite })
  Benchmark("Particles only: \(name)", configuration: configuration) { benchmark in
    await measureOnMainActor(benchmark) {
      let scene = ParticleScene()
      return { iteration in
        scene.emitter.particles(atLocalTime: 10 + Double(iteration % 4) / 60).count
      }
    }
  }
}
