import Testing
import ZoetropeAnimation
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeGraphics
@testable import ZoetropeRendering

/// Shape and gradient layers: golden images at scale 1 and 2, and pixel
/// checks of stroke trimming, premultiplied gradients, animation and the
/// backing store's reuse.
@MainActor
@Suite struct ShapeRenderingTests {
  nonisolated static let scales = [1.0, 2.0]
  let size = Size(width: 64, height: 64)

  /// A render layer drawing a shape from properties set by `configure`.
  func shape(
    frame: Rect, id: UInt64? = nil, _ configure: (inout LayerProperties) -> Void
  ) -> RenderLayer {
    Fixture.layer(frame: frame, content: RenderContent(kind: .shape), id: id, configure)
  }

  /// A render layer drawing a gradient from properties set by `configure`.
  func gradient(frame: Rect, _ configure: (inout LayerProperties) -> Void) -> RenderLayer {
    Fixture.layer(frame: frame, content: RenderContent(kind: .gradient), configure)
  }

  /// A stroked circle of radius 24 in a 64-point layer, unfilled.
  func ring(start: Double = 0, end: Double = 1) -> RenderLayer {
    shape(frame: Rect(origin: .zero, size: size)) {
      $0.path = Path(ellipseIn: Rect(x: 8, y: 8, width: 48, height: 48))
      $0.fillColor = .clear
      $0.strokeColor = .red
      $0.lineWidth = 4
      $0.strokeStart = start
      $0.strokeEnd = end
    }
  }

  /// The number of mostly-red pixels in rows `rows` of an image.
  func redPixels(in image: Image, rows: Range<Int>) -> Int {
    var count = 0
    for y in rows {
      for x in 0..<image.pixelWidth {
        let color = image.color(atX: x, y: y)
        if color.red > 0.5 && color.green < 0.5 { count += 1 }
      }
    }
    return count
  }

  // MARK: Golden images

  @Test(arguments: scales) func filledAndStrokedShape(scale: Double) {
    var star = Path()
    star.move(to: Point(x: 32, y: 6))
    star.addLine(to: Point(x: 40, y: 26))
    star.addQuadCurve(to: Point(x: 58, y: 30), control: Point(x: 50, y: 22))
    star.addLine(to: Point(x: 44, y: 44))
    star.addCurve(
      to: Point(x: 20, y: 44), control1: Point(x: 40, y: 60), control2: Point(x: 24, y: 60))
    star.addLine(to: Point(x: 6, y: 30))
    star.addLine(to: Point(x: 24, y: 26))
    star.closeSubpath()
    star.move(to: Point(x: 38, y: 34))
    star.addArc(
      center: Point(x: 32, y: 34), radius: 6, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    let layer = shape(frame: Rect(origin: .zero, size: size)) {
      $0.path = star
      $0.fillColor = .yellow
      $0.fillRule = .evenOdd
      $0.strokeColor = .systemBlue
      $0.lineWidth = 3
      $0.lineJoin = .round
      $0.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
    }
    assertGoldenImage(
      of: Fixture.render([layer], size: size, scale: scale), named: "\(Int(scale))x")
  }

  @Test(arguments: scales) func dashedStroke(scale: Double) {
    let layer = shape(frame: Rect(x: 4, y: 4, width: 56, height: 56)) {
      $0.path = Path(roundedRect: Rect(x: 6, y: 6, width: 44, height: 44), cornerRadius: 10)
      $0.fillColor = .clear
      $0.strokeColor = .systemRed
      $0.lineWidth = 4
      $0.lineCap = .round
      $0.lineDashPattern = [8, 6]
      $0.lineDashPhase = 3
    }
    assertGoldenImage(
      of: Fixture.render([layer], size: size, scale: scale), named: "\(Int(scale))x")
  }

  @Test(arguments: scales) func trimmedStroke(scale: Double) {
    // Two subpaths, trimmed across both: the ring from a tenth of the
    // whole length, then the start of the line below it.
    var path = Path(ellipseIn: Rect(x: 8, y: 4, width: 48, height: 48))
    path.move(to: Point(x: 8, y: 58))
    path.addLine(to: Point(x: 56, y: 58))
    let layer = shape(frame: Rect(origin: .zero, size: size)) {
      $0.path = path
      $0.fillColor = .clear
      $0.strokeColor = .systemBlue
      $0.lineWidth = 5
      $0.lineCap = .round
      $0.strokeStart = 0.1
      $0.strokeEnd = 0.9
    }
    assertGoldenImage(
      of: Fixture.render([layer], size: size, scale: scale), named: "\(Int(scale))x")
  }

  @Test(arguments: scales) func axialGradient(scale: Double) {
    let layer = gradient(frame: Rect(x: 4, y: 4, width: 56, height: 56)) {
      $0.colors = [.systemRed, .yellow, .systemBlue]
      $0.locations = [0, 0.3, 1]
      $0.startPoint = Point(x: 0, y: 0)
      $0.endPoint = Point(x: 1, y: 1)
    }
    assertGoldenImage(
      of: Fixture.render([layer], size: size, scale: scale), named: "\(Int(scale))x")
  }

  @Test(arguments: scales) func radialGradient(scale: Double) {
    let layer = gradient(frame: Rect(x: 4, y: 12, width: 56, height: 40)) {
      $0.gradientType = .radial
      $0.colors = [.white, .systemGreen, Color(red: 0, green: 0, blue: 0.5, alpha: 0)]
      $0.startPoint = Point(x: 0.5, y: 0.5)
      $0.endPoint = Point(x: 1, y: 1)
    }
    assertGoldenImage(
      of: Fixture.render([layer], size: size, scale: scale), named: "\(Int(scale))x")
  }

  @Test(arguments: scales) func conicGradient(scale: Double) {
    let layer = gradient(frame: Rect(x: 4, y: 4, width: 56, height: 56)) {
      $0.gradientType = .conic
      $0.colors = [
        .red, .yellow, .green, Color(red: 0, green: 1, blue: 1, alpha: 1), .blue,
        Color(red: 1, green: 0, blue: 1, alpha: 1), .red,
      ]
      $0.startPoint = Point(x: 0.5, y: 0.5)
      $0.endPoint = Point(x: 0.5, y: 0)
      $0.cornerRadius = 28
      $0.masksToBounds = true
    }
    assertGoldenImage(
      of: Fixture.render([layer], size: size, scale: scale), named: "\(Int(scale))x")
  }

  // MARK: Semantics

  @Test func strokeEndHalfColoursHalfTheCircle() {
    // The ellipse starts at its rightmost point and runs clockwise on the
    // screen, through the bottom: half of it is the lower half.
    let full = Fixture.render([ring()], size: size)
    let half = Fixture.render([ring(end: 0.5)], size: size)
    let top = 0..<30
    let bottom = 34..<64
    #expect(redPixels(in: half, rows: top) == 0)
    let lower = redPixels(in: half, rows: bottom)
    #expect(lower > 100)
    // The trimmed stroke follows the flattened curve: the same pixels, up
    // to antialiasing at their edges.
    #expect(abs(lower - redPixels(in: full, rows: bottom)) <= lower / 20)
    #expect(abs(redPixels(in: full, rows: top) - lower) <= lower / 20)
    // strokeStart 0.5 keeps the other half.
    let other = Fixture.render([ring(start: 0.5)], size: size)
    #expect(redPixels(in: other, rows: bottom) == 0)
    #expect(abs(redPixels(in: other, rows: top) - lower) <= lower / 20)
  }

  @Test func equalStrokeStartAndEndDrawNothing() {
    let (image, warnings) = withWarningsCaptured {
      Fixture.render([ring(start: 0.4, end: 0.4), ring(start: 0.7, end: 0.2)], size: size)
    }
    #expect(redPixels(in: image, rows: 0..<64) == 0)
    #expect(warnings.isEmpty)
  }

  @Test func axialMiddlePixelIsThePremultipliedMidpoint() {
    // 65 points wide: pixel 32's centre is exactly halfway.
    let clearBlue = Color(red: 0, green: 0, blue: 1, alpha: 0)
    let layer = gradient(frame: Rect(x: 0, y: 0, width: 65, height: 4)) {
      $0.colors = [.red, clearBlue]
      $0.startPoint = Point(x: 0, y: 0.5)
      $0.endPoint = Point(x: 1, y: 0.5)
    }
    let image = Fixture.render(
      [layer], size: Size(width: 65, height: 4), background: .clear)
    let middle = image.color(atX: 32, y: 2)
    // Straight blending would give purple (0.5, 0, 0.5) at half alpha.
    #expect(abs(middle.alpha - 0.5) < 2.0 / 255)
    #expect(middle.red > 0.98)
    #expect(middle.blue < 0.01)
    #expect(image.color(atX: 0, y: 2).red > 0.98)
  }

  @Test func strokeEndAnimationAtHalfTimeDrawsHalf() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let layer = ShapeLayer()
    layer.frame = Rect(origin: .zero, size: size)
    layer.path = Path(ellipseIn: Rect(x: 8, y: 8, width: 48, height: 48))
    layer.fillColor = .clear
    layer.strokeColor = .red
    layer.lineWidth = 4
    Transaction.commit()
    let draw = BasicAnimation(keyPath: \.strokeEnd, from: 0, to: 1)
    draw.duration = 2
    layer.add(draw, forKey: "draw")
    let tree = LayerTree(rootLayer: layer)
    let renderer = Renderer()
    _ = renderer.render(tree.frame(at: 0), size: size, background: .white)
    let image = renderer.render(tree.frame(at: 1), size: size, background: .white)
    #expect(redPixels(in: image, rows: 0..<30) == 0)
    #expect(redPixels(in: image, rows: 34..<64) > 100)
    #expect(renderer.caches.backingStores.drawCount == 2)
  }

  @Test func positionAnimationReusesTheBackingStore() {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 128, height: 64)
    let layer = ShapeLayer()
    layer.frame = Rect(origin: .zero, size: size)
    layer.path = Path(ellipseIn: Rect(x: 8, y: 8, width: 48, height: 48))
    layer.strokeColor = .red
    root.addSublayer(layer)
    Transaction.commit()
    let move = BasicAnimation(keyPath: \.position.x, from: 32, to: 96)
    move.duration = 1
    layer.add(move, forKey: "move")
    let tree = LayerTree(rootLayer: root)
    let renderer = Renderer()
    let canvas = Size(width: 128, height: 64)
    let first = renderer.render(tree.frame(at: 0), size: canvas, background: .white)
    let later = renderer.render(tree.frame(at: 0.5), size: canvas, background: .white)
    _ = renderer.render(tree.frame(at: 0.75), size: canvas, background: .white)
    #expect(first.color(atX: 32, y: 32) == .black)
    #expect(later.color(atX: 64, y: 32) == .black)
    #expect(later.color(atX: 20, y: 32) == .white)
    #expect(renderer.caches.backingStores.drawCount == 1)
    // A change of a shape value redraws it once.
    layer.add(BasicAnimation(keyPath: \.fillColor, from: .green, to: .green), forKey: "fill")
    _ = renderer.render(tree.frame(at: 0.8), size: canvas, background: .white)
    #expect(renderer.caches.backingStores.drawCount == 2)
  }

  /// Frames of a tree whose shape and gradient values, and positions,
  /// animate: each frame drawn with the damage of one renderer equals a
  /// fresh renderer's full redraw, at both scales.
  @Test(arguments: scales) func animatedShapesRedrawExactlyTheDamage(scale: Double) {
    Transaction.begin()
    Transaction.setDisableActions(true)
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 96, height: 64)
    root.backgroundColor = .white
    let ring = ShapeLayer()
    ring.frame = Rect(x: 4, y: 4, width: 40, height: 40)
    ring.path = Path(ellipseIn: Rect(x: 4, y: 4, width: 32, height: 32))
    ring.fillColor = .clear
    ring.strokeColor = .systemBlue
    ring.lineWidth = 4
    let fade = GradientLayer()
    fade.frame = Rect(x: 50, y: 8, width: 40, height: 30)
    fade.colors = [.red, .blue]
    fade.opacity = 0.7
    let badge = ShapeLayer()
    badge.frame = Rect(x: 10, y: 44, width: 16, height: 16)
    badge.path = Path(roundedRect: Rect(x: 0, y: 0, width: 16, height: 16), cornerRadius: 4)
    badge.fillColor = .systemGreen
    // Empty bounds: the path is drawn about the position, as in Core
    // Animation, and overflows.
    let spark = ShapeLayer()
    spark.position = Point(x: 70, y: 50)
    spark.path = Path(ellipseIn: Rect(x: -10, y: -8, width: 20, height: 16))
    spark.fillColor = .systemRed
    spark.strokeColor = .black
    spark.lineWidth = 3
    spark.opacity = 0.8
    for layer in [ring, fade, badge, spark] { root.addSublayer(layer) }
    Transaction.commit()
    let grow = BasicAnimation(keyPath: \.lineWidth, from: 1, to: 6)
    grow.duration = 1
    spark.add(grow, forKey: "grow")
    let wander = BasicAnimation(keyPath: \.position.y, from: 50, to: 30)
    wander.duration = 1
    spark.add(wander, forKey: "wander")
    let draw = BasicAnimation(keyPath: \.strokeEnd, from: 0, to: 1)
    draw.duration = 1
    ring.add(draw, forKey: "draw")
    let shift = BasicAnimation(keyPath: \.colors, from: [.red, .blue], to: [.yellow, .green])
    shift.duration = 1
    fade.add(shift, forKey: "shift")
    let slide = BasicAnimation(keyPath: \.position.x, from: 18, to: 80)
    slide.duration = 1
    badge.add(slide, forKey: "slide")
    let tree = LayerTree(rootLayer: root)
    let renderer = Renderer(scale: scale)
    let canvas = Size(width: 96, height: 64)
    for step in 0..<6 {
      let snapshot = tree.frame(at: Double(step) * 0.15)
      let frame = renderer.render(snapshot, size: canvas, background: .white)
      let full = Renderer(scale: scale).render(snapshot, size: canvas, background: .white)
      #expect(frame.pixels == full.pixels, "frame \(step)")
    }
  }

  @Test(arguments: scales) func pathsOverflowTheBounds(scale: Double) {
    // Empty bounds at (32, 32), as a shape layer often has: the path is
    // drawn about the position.
    let dot = Fixture.layer(
      frame: Rect(x: 16, y: 20, width: 0, height: 0), content: RenderContent(kind: .shape)
    ) {
      $0.path = Path(ellipseIn: Rect(x: -12, y: -12, width: 24, height: 24))
      $0.fillColor = .systemBlue
    }
    // A path reaching past non-empty bounds, and the same path clipped by
    // masksToBounds.
    let wide = shape(frame: Rect(x: 36, y: 8, width: 16, height: 16)) {
      $0.path = Path(rect: Rect(x: -4, y: 4, width: 24, height: 8))
      $0.fillColor = .systemRed
      $0.backgroundColor = Color(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
    }
    let clipped = shape(frame: Rect(x: 36, y: 36, width: 16, height: 16)) {
      $0.path = Path(rect: Rect(x: -4, y: 4, width: 24, height: 8))
      $0.fillColor = .systemRed
      $0.backgroundColor = Color(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
      $0.masksToBounds = true
    }
    let image = Fixture.render([dot, wide, clipped], size: size, scale: scale)
    #expect(image.color(atPoint: 16, 20) == .systemBlue)
    #expect(image.color(atPoint: 26, 20) == .systemBlue)
    #expect(image.color(atPoint: 16, 30) == .systemBlue)
    #expect(image.color(atPoint: 34, 18) == .systemRed)
    #expect(image.color(atPoint: 54, 18) == .systemRed)
    #expect(image.color(atPoint: 34, 46) == .white)
    #expect(image.color(atPoint: 54, 46) == .white)
    #expect(image.color(atPoint: 40, 46) == .systemRed)
    assertGoldenImage(of: image, named: "\(Int(scale))x")
  }

  @Test func shapeIsAboveTheBackgroundAndBelowSublayers() {
    let cover = Fixture.layer(frame: Rect(x: 0, y: 0, width: 16, height: 32)) {
      $0.backgroundColor = .green
    }
    let layer = Fixture.layer(
      frame: Rect(origin: .zero, size: size), content: RenderContent(kind: .shape),
      sublayers: [cover]
    ) {
      $0.backgroundColor = .blue
      $0.path = Path(rect: Rect(x: 8, y: 8, width: 48, height: 48))
      $0.fillColor = .red
    }
    let image = Fixture.render([layer], size: size)
    #expect(image.color(atPoint: 4, 40) == .blue)
    #expect(image.color(atPoint: 32, 32) == .red)
    #expect(image.color(atPoint: 12, 12) == .green)
  }

  // MARK: Bad input
}
