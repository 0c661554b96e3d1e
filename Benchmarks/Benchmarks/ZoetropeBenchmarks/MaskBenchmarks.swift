// The cost of a masked layer (drawn as a group, masked with DEST_IN)
// beside the same card drawn as a translucent group and drawn plainly, in
// the same run: compare these three, not figures from another day.

import Benchmark
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// Frames of a 240×180 card holding 20 boxes, over a 400×300 frame, where
/// a 120-point circle moves across it: as the card's mask (`masked`), or
/// as a sublayer of the card, which is translucent (`grouped`) or opaque.
@MainActor
struct MaskScene {
  static let size = Size(width: 400, height: 300)
  static let frameCount = 8

  enum Kind { case masked, grouped, plain }

  let snapshots: [RenderSnapshot]

  init(kind: Kind) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(origin: .zero, size: MaskScene.size)
    root.backgroundColor = .white
    let card = Layer()
    card.frame = Rect(x: 80, y: 60, width: 240, height: 180)
    card.backgroundColor = .systemBlue
    card.cornerRadius = 12
    card.opacity = kind == .grouped ? 0.99 : 1
    for index in 0..<20 {
      let box = Layer()
      box.frame = Rect(
        x: Double(index % 5) * 46 + 8, y: Double(index / 5) * 42 + 8, width: 38, height: 34)
      box.backgroundColor = Color(red: Double(index) / 20, green: 0.5, blue: 0.3, alpha: 1)
      card.addSublayer(box)
    }
    let circle = ShapeLayer()
    circle.frame = Rect(x: 0, y: 30, width: 120, height: 120)
    circle.path = Path(ellipseIn: Rect(x: 0, y: 0, width: 120, height: 120))
    circle.fillColor = kind == .masked ? .black : .orange
    if kind == .masked {
      card.mask = circle
    } else {
      card.addSublayer(circle)
    }
    root.addSublayer(card)
    Transaction.commit()
    let move = BasicAnimation(keyPath: \.position.x, from: 60, to: 180)
    move.duration = 1
    circle.add(move, forKey: "move")
    let tree = LayerTree(rootLayer: root)
    snapshots = (0..<MaskScene.frameCount).map {
      tree.frame(at: Double($0) / Double(MaskScene.frameCount))
    }
  }
}

let maskBenchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 500)
  let kinds: [(MaskScene.Kind, String)] = [
    (.masked, "Mask: a moving circle masks a 240×180 card of 20 boxes, 400×300"),
    (.grouped, "Mask peer: the circle moves in the card, drawn as a translucent group"),
    (.plain, "Mask peer: the circle moves in the card, drawn plainly"),
  ]
  for (kind, name) in kinds {
    Benchmark(name, configuration: configuration) { benchmark in
      await measureOnMainActor(benchmark) {
        let scene = MaskScene(kind: kind)
        let renderer = Renderer()
        return { iteration in
          renderer.render(
            scene.snapshots[iteration % MaskScene.frameCount], size: MaskScene.size,
            background: .white)
        }
      }
    }
  }
}
