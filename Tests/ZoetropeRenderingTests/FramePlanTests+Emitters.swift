import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// Random trees of emitters: each executor's plan has the particles of
/// each emitter as one step, the same particles in the same order.
extension FramePlanTests {
  /// A random emitter tree from `trees`' generator: up to three
  /// containers (moved, scaled, turned, faded, clipping), each with an
  /// emitter of one to three cells (images at 1x and 2x, tinted or white,
  /// turning or not, some without an image) and a card beside it.
  static func emitterTree(_ trees: inout RandomTrees) -> LayerTree {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(origin: .zero, size: trees.size)
    root.backgroundColor = Color(white: 0.97)
    for _ in 0..<Int.random(in: 1...3, using: &trees.generator) {
      let container = Layer()
      container.frame = Rect(
        x: trees.number(-8...20), y: trees.number(-8...16), width: trees.number(10...48),
        height: trees.number(10...40))
      container.transform = trees.transform()
      container.opacity = trees.chance(0.3) ? trees.number(0.2...0.9, wholeChance: 0) : 1
      container.masksToBounds = trees.chance(0.3)
      if trees.chance(0.3) { container.cornerRadius = trees.number(0...8) }
      if trees.chance(0.5) { container.backgroundColor = trees.color() }
      let card = Layer()
      card.frame = Rect(x: 2, y: 2, width: 8, height: 6)
      card.backgroundColor = trees.color()
      container.addSublayer(card)
      container.addSublayer(emitter(&trees, in: container.bounds))
      root.addSublayer(container)
    }
    Transaction.commit()
    return LayerTree(rootLayer: root)
  }

  /// A random emitter covering `bounds`.
  static func emitter(_ trees: inout RandomTrees, in bounds: Rect) -> EmitterLayer {
    let emitter = EmitterLayer()
    emitter.frame = bounds
    let shapes: [EmitterShape] = [.point, .line, .rectangle, .circle]
    emitter.emitterShape = shapes[Int.random(in: 0...3, using: &trees.generator)]
    emitter.emitterPosition = Point(x: trees.number(0...30), y: trees.number(0...20))
    emitter.emitterSize = Size(width: trees.number(0...30), height: trees.number(0...20))
    emitter.seed = UInt32.random(in: 0...1_000, using: &trees.generator)
    emitter.opacity = trees.chance(0.2) ? 0.6 : 1
    var cells: [EmitterCell] = []
    for _ in 0..<Int.random(in: 1...3, using: &trees.generator) {
      var cell = EmitterCell()
      cell.contents = trees.chance(0.9) ? trees.images.randomElement(using: &trees.generator) : nil
      cell.contentsScale = trees.chance(0.5) ? 2 : 1
      cell.birthRate = trees.number(4...30)
      cell.lifetime = trees.number(1...3)
      cell.velocity = trees.chance(0.3) ? 0 : trees.number(5...30)
      cell.velocityRange = trees.number(0...10)
      cell.emissionRange = .pi
      if trees.chance(0.6) {
        cell.spin = trees.number(-3...3)
        cell.spinRange = trees.number(0...4)
      }
      cell.scale = trees.chance(0.5) ? 1 : trees.number(0.3...1.5, wholeChance: 0)
      cell.scaleRange = trees.chance(0.5) ? 0 : 0.3
      cell.color = trees.chance(0.3) ? .white : trees.color()
      cell.alphaSpeed = trees.chance(0.5) ? 0 : -0.3
      cells.append(cell)
    }
    emitter.emitterCells = cells
    return emitter
  }

  @Test func bothExecutorsGetTheSameParticlesInOneStepPerEmitter() {
    var trees = RandomTrees(seed: 907)
    let renderer = Renderer()
    var compared = 0
    var particleSteps = 0
    for _ in 0..<80 {
      let tree = Self.emitterTree(&trees)
      let time = trees.number(0.3...2.5, wholeChance: 0.2)
      let (cpu, gpu, gpuSubtrees) = plans(
        of: tree.frame(at: time), size: trees.size, renderer: renderer)
      #expect(isBalanced(cpu))
      #expect(isBalanced(gpu))
      guard gpuSubtrees == 0 else { continue }
      compared += 1
      #expect(cpu.map(summary) == gpu.map(summary))
      // No particle is a bitmap step of its own: an emitter is one step.
      let bitmaps = gpu.filter { if case .bitmap = $0 { true } else { false } }
      #expect(bitmaps.isEmpty, "the containers and cards draw no bitmap")
      for step in gpu {
        guard case .particles(let batch) = step else { continue }
        particleSteps += 1
        #expect(!batch.particles.isEmpty)
        #expect(batch.bitmaps.count <= 3)
        #expect(batch.particles.allSatisfy { batch.bitmaps.indices.contains($0.bitmap) })
      }
    }
    #expect(compared > 70)
    #expect(particleSteps > 60)
  }
}
