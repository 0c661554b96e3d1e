// A card flipping in perspective (its plane drawn flat and mapped
// projectively) beside the same card turned in 2D (the compositor's
// turned-paint path) and squashed without perspective (the affine path),
// in the same run: compare these, not figures from another day.

import Benchmark
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// Frames of a 240×320 card holding 20 boxes in a 400×400 window at scale
/// 2, turning over one second: about y under a perspective of 500 points
/// (`flip`), about z (`turn`), or squashed in x without perspective
/// (`squash`).
@MainActor
struct FlipScene {
  static let size = Size(width: 400, height: 400)
  static let frameCount = 12

  enum Kind { case flip, turn, squash }

  let snapshots: [RenderSnapshot]

  init(kind: Kind) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(origin: .zero, size: FlipScene.size)
    root.backgroundColor = .white
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    root.sublayerTransform = perspective
    let card = Layer()
    card.frame = Rect(x: 80, y: 40, width: 240, height: 320)
    card.backgroundColor = .systemBlue
    card.cornerRadius = 12
    for index in 0..<20 {
      let box = Layer()
      box.frame = Rect(
        x: Double(index % 4) * 56 + 12, y: Double(index / 4) * 60 + 12, width: 48, height: 50)
      box.backgroundColor = Color(red: Double(index) / 20, green: 0.5, blue: 0.3, alpha: 1)
      card.addSublayer(box)
    }
    root.addSublayer(card)
    Transaction.commit()
    switch kind {
    case .flip:
      let turn = BasicAnimation(
        keyPath: \.transform3D, from: .identity,
        to: Transform3D(rotationAngle: 1.4, x: 0, y: 1, z: 0))
      turn.duration = 1
      card.add(turn, forKey: "flip")
    case .turn:
      let turn = BasicAnimation(
        keyPath: \.transform, from: .identity, to: Transform(rotationAngle: 1.4))
      turn.duration = 1
      card.add(turn, forKey: "turn")
    case .squash:
      let squash = BasicAnimation(
        keyPath: \.transform, from: .identity, to: Transform(scaleX: 0.2, y: 1))
      squash.duration = 1
      card.add(squash, forKey: "squash")
    }
    let tree = LayerTree(rootLayer: root)
    snapshots = (0..<FlipScene.frameCount).map {
      tree.frame(at: Double($0) / Double(FlipScene.frameCount))
    }
  }
}

let flipBenchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 300)
  let kinds: [(FlipScene.Kind, String)] = [
    (.flip, "Flip: a 240×320 card of 20 boxes turning about y in perspective, 400×400 @2x"),
    (.turn, "Flip peer: the card turning about z (2D)"),
    (.squash, "Flip peer: the card squashed in x (2D, no perspective)"),
  ]
  for (kind, name) in kinds {
    Benchmark(name, configuration: configuration) { benchmark in
      await measureOnMainActor(benchmark) {
        let scene = FlipScene(kind: kind)
        let renderer = Renderer(scale: 2)
        return { iteration in
          renderer.render(
            scene.snapshots[iteration % FlipScene.frameCount], size: FlipScene.size,
            background: .white)
        }
      }
    }
  }
}
