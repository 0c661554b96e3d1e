// Benchmarks for the Gallery example's busiest screen, the confetti: one
// frame of its emitter drawn by the renderer, beside the same particles
// drawn by the plain pixman and Cairo sprite loops in the same run.
// Compare the medians of one run with each other. Two release runs on the
// shared 2-core machine (about 200 live particles): the renderer 907 and
// 837 µs a frame, plain pixman 486 and 421 µs (1.9× and 2.0× faster),
// plain Cairo 2,308 and 2,404 µs (2.5× and 2.9× slower).

import Benchmark
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// Frames of the Gallery's confetti screen (Examples/Gallery/ConfettiScreen.swift,
/// the same cells and emitter): five colored cells of a 10 × 6 white piece,
/// 8 a second each, living 5 seconds, from a line above a 320 × 440 screen,
/// at 10 s (about 200 live particles): as render snapshots, and as the
/// particles' plain positions and angles for the peers.
@MainActor
struct ConfettiScene {
  nonisolated static let size = Size(width: 320, height: 440)
  static let frameCount = 4

  let frames: EmitterFrames
  let piece: Image

  init() {
    let piece = ImageRenderer(size: Size(width: 10, height: 6)).image { context in
      context.setFillColor(.white)
      context.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 6)))
    }
    self.piece = piece
    let colors: [Color] = [.systemRed, .systemBlue, .systemGreen, .orange, .purple]
    Transaction.begin()
    Transaction.setDisableActions(true)
    let emitter = EmitterLayer()
    emitter.emitterCells = colors.map { color in
      var cell = EmitterCell()
      cell.contents = piece
      cell.color = color
      cell.birthRate = 8
      cell.lifetime = 5
      cell.velocity = 90
      cell.velocityRange = 60
      cell.emissionLongitude = .pi / 2
      cell.emissionRange = .pi / 4
      cell.yAcceleration = 60
      cell.spin = 2
      cell.spinRange = 8
      cell.scaleRange = 0.4
      return cell
    }
    emitter.frame = Rect(origin: .zero, size: Self.size)
    emitter.emitterShape = .line
    emitter.emitterPosition = Point(x: Self.size.width / 2, y: -10)
    emitter.emitterSize = Size(width: Self.size.width, height: 0)
    let root = Layer()
    root.frame = Rect(origin: .zero, size: Self.size)
    root.backgroundColor = .white
    root.addSublayer(emitter)
    Transaction.commit()
    let tree = LayerTree(rootLayer: root)
    frames = EmitterFrames(tree: tree, emitter: emitter, count: Self.frameCount)
  }
}

let galleryBenchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 2_000)
  let name = "Gallery confetti frame, 320×440"
  // The renderer's frame includes computing the particles, tinting each
  // by its cell's color and scaling it; the peers draw one untinted
  // piece at the same positions and angles, unscaled.
  emitterBenchmarks(
    name: name, configuration: configuration, size: ConfettiScene.size,
    make: { ConfettiScene() }, frames: { $0.frames }, sprite: { $0.piece })
}
