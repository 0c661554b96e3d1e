import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@_spi(Benchmarks) @testable import ZoetropeRendering

/// Replicator layers drawn: delayed, transformed and tinted copies, golden
/// images of a spinner, and the compositor's damage against full redraws.
@MainActor
@Suite struct ReplicatorRenderingTests {
  nonisolated static let scales = [1.0, 2.0]

  /// A replicator of `count` copies of a 10-point square of `color` at
  /// (x, 5), each copy moved by `step`, in a canvas of `size`.
  func scene(
    count: Int, step: Transform, color: Color = .red, size: Size = Size(width: 120, height: 80),
    configure: (ReplicatorLayer, Layer) -> Void = { _, _ in }
  ) -> (root: Layer, replicator: ReplicatorLayer, square: Layer) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(origin: .zero, size: size)
    let replicator = ReplicatorLayer()
    replicator.frame = Rect(origin: .zero, size: size)
    replicator.instanceCount = count
    replicator.instanceTransform = step
    let square = Layer()
    square.frame = Rect(x: 0, y: 5, width: 10, height: 10)
    square.backgroundColor = color
    replicator.addSublayer(square)
    root.addSublayer(replicator)
    configure(replicator, square)
    Transaction.commit()
    return (root, replicator, square)
  }

  /// Rows `rows` of an image, pixel by pixel.
  func rows(_ image: Image, _ rows: Range<Int>) -> [UInt32] {
    rows.flatMap { y in (0..<image.pixelWidth).map { image.pixel(x: $0, y: y) } }
  }

  /// A scene whose square slides right over one second, in four copies a
  /// row apart, each 0.2 s behind the one before.
  func slidingScene() -> Layer {
    let (root, _, square) = scene(count: 4, step: Transform(translationX: 0, y: 20)) {
      replicator, _ in replicator.instanceDelay = 0.2
    }
    let slide = BasicAnimation(keyPath: \.position.x, from: 5, to: 105)
    slide.duration = 1
    square.add(slide, forKey: "slide")
    return root
  }

  @Test func copyKSitsWhereCopyZeroWasKDelaysEarlier() {
    let size = Size(width: 120, height: 80)
    let tree = LayerTree(rootLayer: slidingScene())
    let renderer = Renderer()
    _ = renderer.render(tree.frame(at: 0), size: size, background: .white)
    let now = renderer.render(tree.frame(at: 0.9), size: size, background: .white)
    for k in 1...3 {
      let earlierTree = LayerTree(rootLayer: slidingScene())
      let earlierRenderer = Renderer()
      _ = earlierRenderer.render(earlierTree.frame(at: 0), size: size, background: .white)
      let earlier = earlierRenderer.render(
        earlierTree.frame(at: 0.9 - 0.2 * Double(k)), size: size, background: .white)
      #expect(rows(now, (20 * k)..<(20 * k + 20)) == rows(earlier, 0..<20), "copy \(k)")
      // And the copy is not where copy 0 is now.
      #expect(rows(now, (20 * k)..<(20 * k + 20)) != rows(now, 0..<20))
    }
    // Copy 0 at 0.9 s: x = 5 + 90 = 95, the square over 90..<100.
    #expect(now.color(atX: 95, y: 10) == .red)
    // Copy 3 at 0.9 − 0.6 s: x = 35.
    #expect(now.color(atX: 35, y: 70) == .red)
    #expect(now.color(atX: 95, y: 70) == .white)
  }

  @Test func aZeroCountDrawsNothing() {
    let (root, _, _) = scene(count: 0, step: .identity)
    let image = Renderer().render(
      LayerTree(rootLayer: root).frame(at: 0), size: Size(width: 120, height: 80),
      background: .white)
    #expect(image.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
  }

  @Test func theTransformAccumulates() {
    let (root, _, _) = scene(count: 4, step: Transform(translationX: 20, y: 0))
    let image = Renderer().render(
      LayerTree(rootLayer: root).frame(at: 0), size: Size(width: 120, height: 80),
      background: .white)
    for k in 0..<4 {
      #expect(image.color(atX: 20 * k + 5, y: 10) == .red, "copy \(k)")
      #expect(image.color(atX: 20 * k + 15, y: 10) == .white)
    }
    #expect(image.color(atX: 85, y: 10) == .white)
  }

  @Test func theTransform3DAccumulatesLikeThe2DOne() {
    // A 3D step without depth is the 2D step: copy k at 20·k points.
    let (root, _, _) = scene(count: 4, step: .identity) { replicator, _ in
      replicator.instanceTransform3D = Transform3D(translationX: 20, y: 0, z: 0)
    }
    let image = Renderer().render(
      LayerTree(rootLayer: root).frame(at: 0), size: Size(width: 120, height: 80),
      background: .white)
    for k in 0..<4 {
      #expect(image.color(atX: 20 * k + 5, y: 10) == .red, "copy \(k)")
      #expect(image.color(atX: 20 * k + 15, y: 10) == .white)
    }
  }

  @Test func copiesRecedeUnderPerspective() {
    // The second copy is 30 points further from an eye 200 points away:
    // drawn 200 / 230 times as big about the center, over the first
    // (red), tinted yellow by the green offset.
    let (root, _, _) = scene(
      count: 2, step: .identity, color: .white, size: Size(width: 120, height: 120)
    ) { replicator, square in
      square.frame = Rect(x: 40, y: 40, width: 40, height: 40)
      var perspective = Transform3D.identity
      perspective.m34 = -1 / 200
      replicator.sublayerTransform = perspective
      replicator.instanceTransform3D = Transform3D(translationX: 0, y: 0, z: -30)
      replicator.instanceColor = .red
      replicator.instanceGreenOffset = 1
    }
    let image = Renderer().render(
      LayerTree(rootLayer: root).frame(at: 0), size: Size(width: 120, height: 120),
      background: .white)
    let row = (0..<120).map { image.color(atX: $0, y: 60) }
    let yellow = row.filter { $0.red > 0.9 && $0.green > 0.9 && $0.blue < 0.1 }.count
    let red = row.filter { $0.red > 0.9 && $0.green < 0.1 }.count
    // 40 · 200 / 230 ≈ 34.8 points of yellow, the rest of the 40 red.
    #expect(yellow >= 33 && yellow <= 36)
    #expect(red >= 3 && red <= 7)
  }

  @Test func theTransformTurnsAboutTheCenter() {
    // A quarter turn about the center (20, 20) of a 40-point replicator
    // carries the top-left square to each corner in turn, clockwise.
    let (root, _, _) = scene(
      count: 4, step: Transform(rotationAngle: .pi / 2), size: Size(width: 40, height: 40)
    ) { _, square in square.frame = Rect(x: 0, y: 0, width: 10, height: 10) }
    let image = Renderer().render(
      LayerTree(rootLayer: root).frame(at: 0), size: Size(width: 40, height: 40),
      background: .white)
    #expect(image.color(atX: 5, y: 5) == .red)
    #expect(image.color(atX: 35, y: 5) == .red)
    #expect(image.color(atX: 35, y: 35) == .red)
    #expect(image.color(atX: 5, y: 35) == .red)
    #expect(image.color(atX: 20, y: 20) == .white)
  }

  @Test func colorOffsetsTintTheCopies() {
    let (root, _, _) = scene(count: 3, step: Transform(translationX: 20, y: 0), color: .white) {
      replicator, _ in
      replicator.instanceColor = Color(red: 1, green: 1, blue: 0.5)
      replicator.instanceGreenOffset = -0.5
      replicator.instanceRedOffset = -0.25
      replicator.instanceAlphaOffset = -0.25
    }
    for usesCompositor in [true, false] {
      let renderer = Renderer()
      renderer.usesCompositor = usesCompositor
      let image = renderer.render(
        LayerTree(rootLayer: root).frame(at: 0), size: Size(width: 120, height: 80),
        background: .black)
      // Copy k: (1 − k/4, 1 − k/2, 0.5) at alpha 1 − k/4, over black.
      for k in 0..<3 {
        let color = image.color(atX: 20 * k + 5, y: 10)
        let alpha = 1 - 0.25 * Double(k)
        #expect(abs(color.red - (1 - 0.25 * Double(k)) * alpha) < 1.5 / 255, "copy \(k)")
        #expect(abs(color.green - (1 - 0.5 * Double(k)) * alpha) < 1.5 / 255)
        #expect(abs(color.blue - 0.5 * alpha) < 1.5 / 255)
      }
    }
  }

  /// Twelve bars around the center, each fainter than the one before,
  /// turning over one second, each bar's pulse a twelfth of a second
  /// behind the one before.
  func spinner() -> Layer {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 64, height: 64)
    root.backgroundColor = Color(white: 0.95)
    let replicator = ReplicatorLayer()
    replicator.frame = Rect(x: 0, y: 0, width: 64, height: 64)
    replicator.instanceCount = 12
    replicator.instanceTransform = Transform(rotationAngle: 2 * .pi / 12)
    replicator.instanceAlphaOffset = -1.0 / 12
    replicator.instanceDelay = 1.0 / 12
    let bar = Layer()
    bar.frame = Rect(x: 29.5, y: 6, width: 5, height: 16)
    bar.cornerRadius = 2.5
    bar.backgroundColor = .systemBlue
    replicator.addSublayer(bar)
    root.addSublayer(replicator)
    Transaction.commit()
    let pulse = BasicAnimation(keyPath: \.transform.scale, from: 1.3, to: 1)
    pulse.duration = 1
    pulse.repeatCount = .infinity
    bar.add(pulse, forKey: "pulse")
    return root
  }

  @Test(arguments: scales) func spinnerGolden(scale: Double) {
    let size = Size(width: 64, height: 64)
    let tree = LayerTree(rootLayer: spinner())
    let renderer = Renderer(scale: scale)
    _ = renderer.render(tree.frame(at: 0), size: size, background: .white)
    let image = renderer.render(tree.frame(at: 0.25), size: size, background: .white)
    assertGoldenImage(of: image, named: "\(Int(scale))x")
  }

  /// Frames of the spinner drawn with the damage of one renderer equal a
  /// fresh renderer's full redraw, and the Cairo reference within 2.
  @Test(arguments: scales) func animatedSpinnerRedrawsExactlyTheDamage(scale: Double) {
    let size = Size(width: 64, height: 64)
    let tree = LayerTree(rootLayer: spinner())
    let renderer = Renderer(scale: scale)
    for frame in 0..<12 {
      let snapshot = tree.frame(at: Double(frame) / 30)
      let drawn = renderer.render(snapshot, size: size, background: .white)
      let full = Renderer(scale: scale).render(snapshot, size: size, background: .white)
      #expect(drawn.pixels == full.pixels, "frame \(frame)")
      let reference = Renderer(scale: scale)
      reference.usesCompositor = false
      let cairo = reference.render(snapshot, size: size, background: .white)
      #expect(maximumDifference(drawn, cairo) <= 2, "frame \(frame)")
    }
  }

  @Test func aTranslucentLayerWithOneSublayerFadesIt() {
    // A copy with alpha below 1 holding one sublayer (the spinner's
    // case): the layer's opacity must reach the sublayer's pixels.
    let child = Fixture.layer(frame: Rect(x: 0, y: 0, width: 10, height: 10)) {
      $0.backgroundColor = .black
    }
    let parent = Fixture.layer(frame: Rect(x: 0, y: 0, width: 20, height: 20), sublayers: [child]) {
      $0.opacity = 0.5
    }
    for usesCompositor in [true, false] {
      let renderer = Renderer()
      renderer.usesCompositor = usesCompositor
      let image = renderer.render(
        Fixture.snapshot(size: Size(width: 20, height: 20), [parent]),
        size: Size(width: 20, height: 20), background: .white)
      #expect(abs(image.color(atX: 5, y: 5).red - 0.5) < 1.5 / 255)
    }
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
