import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@_spi(Benchmarks) @testable import ZoetropeRendering

/// Emitter layers drawn: the same bytes from run to run and from any
/// starting frame, a golden confetti frame, tinting, and the compositor's
/// damage against full redraws.
@MainActor
@Suite struct EmitterRenderingTests {
  nonisolated static let scales = [1.0, 2.0]
  let size = Size(width: 64, height: 64)

  /// A white 4 × 6 point rectangle at a scale.
  static func chip(scale: Double = 2) -> Image {
    ImageRenderer(size: Size(width: 4, height: 6), scale: scale).image { context in
      context.setFillColor(.white)
      context.fill(Rect(x: 0, y: 0, width: 4, height: 6))
    }
  }

  /// Confetti falling from a line across the top: three colors, spinning.
  func confetti(seed: UInt32 = 7, rate: Double = 20) -> Layer {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(origin: .zero, size: size)
    root.backgroundColor = Color(white: 0.97)
    let emitter = EmitterLayer()
    emitter.frame = Rect(origin: .zero, size: size)
    emitter.emitterShape = .line
    emitter.emitterPosition = Point(x: 32, y: -4)
    emitter.emitterSize = Size(width: 64, height: 0)
    emitter.seed = seed
    let image = EmitterRenderingTests.chip()
    emitter.emitterCells = [Color.systemRed, .systemBlue, .yellow].map { color in
      var cell = EmitterCell()
      cell.contents = image
      cell.contentsScale = 2
      cell.birthRate = rate
      cell.lifetime = 3
      cell.velocity = 30
      cell.velocityRange = 20
      cell.emissionLongitude = .pi / 2
      cell.emissionRange = .pi / 3
      cell.yAcceleration = 20
      cell.spin = 2
      cell.spinRange = 6
      cell.scaleRange = 0.4
      cell.color = color
      cell.alphaSpeed = -0.2
      return cell
    }
    root.addSublayer(emitter)
    Transaction.commit()
    return root
  }

  @Test func theSameSeedGivesTheSameBytesFrameByFrame() {
    let first = LayerTree(rootLayer: confetti())
    let second = LayerTree(rootLayer: confetti())
    let a = Renderer()
    let b = Renderer()
    for frame in 0..<45 {
      let time = Double(frame) / 30
      let left = a.render(first.frame(at: time), size: size, background: .white)
      let right = b.render(second.frame(at: time), size: size, background: .white)
      #expect(left.pixels == right.pixels, "frame \(frame)")
    }
  }

  @Test func aDifferentSeedDiffers() {
    let one = Renderer().render(
      LayerTree(rootLayer: confetti(seed: 7)).frame(at: 1.5), size: size, background: .white)
    let other = Renderer().render(
      LayerTree(rootLayer: confetti(seed: 8)).frame(at: 1.5), size: size, background: .white)
    #expect(one.pixels != other.pixels)
  }

  @Test func frame300IsTheSameDirectlyAsAfterPlaying() {
    let played = LayerTree(rootLayer: confetti())
    let renderer = Renderer()
    var last: Image?
    for frame in 0...300 {
      last = renderer.render(played.frame(at: Double(frame) / 60), size: size, background: .white)
    }
    let direct = Renderer().render(
      LayerTree(rootLayer: confetti()).frame(at: 300.0 / 60), size: size, background: .white)
    #expect(last?.pixels == direct.pixels)
    // Particles are on screen then.
    #expect(direct.pixels.contains { $0 != direct.pixels[0] })
  }

  /// Confetti that stops emitting at 0.5 s, played at 60 frames a second:
  /// the frames rendered.
  func burstThenStop() -> [Image] {
    let root = confetti(rate: 40)
    let tree = LayerTree(rootLayer: root)
    let renderer = Renderer()
    var images: [Image] = []
    for frame in 0...240 {
      if frame == 30 {
        Transaction.begin()
        Transaction.setDisableActions(true)
        (root.sublayers[0] as? EmitterLayer)?.birthRate = 0
        Transaction.commit()
      }
      images.append(renderer.render(tree.frame(at: Double(frame) / 60), size: size))
    }
    return images
  }

  @Test func aBurstThenStopFallsOutOfViewTheSameInEveryRun() {
    let first = burstThenStop()
    let second = burstThenStop()
    #expect(first.map(\.pixels) == second.map(\.pixels))
    // After the stop the confetti already born keeps falling (the frames
    // change and hold particles) until it is gone, 3 s after the stop.
    let background = first[240].pixels[0]
    #expect(first[45].pixels != first[40].pixels)
    #expect(first[60].pixels.contains { $0 != background })
    #expect(first[240].pixels.allSatisfy { $0 == background })
    // Still, the stop is seen: fewer particles drawn a second later than
    // without it.
    let steady = LayerTree(rootLayer: confetti(rate: 40)).frame(at: 1.5)
    let stopped = LayerTree(rootLayer: confetti(rate: 40))
    _ = stopped.frame(at: 0)
    Transaction.begin()
    Transaction.setDisableActions(true)
    (stopped.rootLayer.sublayers[0] as? EmitterLayer)?.birthRate = 0
    Transaction.commit()
    _ = stopped.frame(at: 0.5)
    let few = stopped.frame(at: 1.5).root.sublayers[0].properties.emittedParticles().count
    let many = steady.root.sublayers[0].properties.emittedParticles().count
    #expect(few == 3 * 20)
    #expect(many > 3 * 55)
  }

  @Test(arguments: scales) func confettiGolden(scale: Double) {
    let image = Renderer(scale: scale).render(
      LayerTree(rootLayer: confetti()).frame(at: 1.2), size: size, background: .white)
    assertGoldenImage(of: image, named: "\(Int(scale))x")
  }

  @Test func particlesAreTintedByTheirColor() {
    // One still particle of a white chip, colored half red.
    Transaction.begin()
    Transaction.setDisableActions(true)
    let emitter = EmitterLayer()
    emitter.frame = Rect(origin: .zero, size: size)
    emitter.emitterPosition = Point(x: 32, y: 32)
    var cell = EmitterCell()
    cell.contents = EmitterRenderingTests.chip(scale: 1)
    cell.birthRate = 1
    cell.lifetime = 100
    cell.color = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    emitter.emitterCells = [cell]
    Transaction.commit()
    let image = Renderer().render(
      LayerTree(rootLayer: emitter).frame(at: 0.5), size: size, background: .black)
    let center = image.color(atX: 32, y: 32)
    #expect(abs(center.red - 0.5) < 1.5 / 255)
    #expect(abs(center.green - 0.25) < 1.5 / 255)
    #expect(center.blue == 0)
    #expect(image.color(atX: 40, y: 32) == .black)
  }

  /// Frames of falling confetti drawn with the damage of one renderer
  /// equal a fresh renderer's full redraw, and the Cairo reference.
  @Test(arguments: scales) func animatedConfettiRedrawsExactlyTheDamage(scale: Double) {
    let tree = LayerTree(rootLayer: confetti())
    let renderer = Renderer(scale: scale)
    for frame in 0..<20 {
      let snapshot = tree.frame(at: 1 + Double(frame) / 30)
      let drawn = renderer.render(snapshot, size: size, background: .white)
      let full = Renderer(scale: scale).render(snapshot, size: size, background: .white)
      #expect(drawn.pixels == full.pixels, "frame \(frame)")
      let reference = Renderer(scale: scale)
      reference.usesCompositor = false
      let cairo = reference.render(snapshot, size: size, background: .white)
      // Turned particles are sampled by the compositor: edges within 24.
      #expect(maximumDifference(drawn, cairo) <= 24, "frame \(frame)")
    }
  }

  @Test func aFloodOfParticlesIsCappedAndDrawn() {
    let root = confetti(rate: 1)
    let emitter = root.sublayers[0] as? EmitterLayer
    let (_, warnings) = withWarningsCaptured {
      emitter?.birthRate = 1e9
    }
    #expect(!warnings.isEmpty)
    let snapshot = LayerTree(rootLayer: root).frame(at: 30)
    let particles = snapshot.root.sublayers[0].properties.emittedParticles()
    #expect(particles.count <= EmitterLayer.maximumParticleCount)
    let image = Renderer().render(snapshot, size: size, background: .white)
    #expect(image.pixelWidth == 64)
  }

  /// The largest difference of one channel between two images' pixels.
  func maximumDifference(_ a: Image, _ b: Image) -> Int {
    var largest = 0
    for (p, q) in zip(a.pixels, b.pixels) where p != q {
      for shift in stride(from: 0, to: 32, by: 8) {
        let x = Int((p >> UInt32(shift)) & 0xFF)
        let y = Int((q >> UInt32(shift)) & 0xFF)
        largest = max(largest, abs(x - y))
      }
    }
    return largest
  }
}
