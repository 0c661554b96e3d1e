import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeTesting

/// Golden images of every layer property, gravity, text layout and
/// drawing feature, at scale 1 and 2.
///
/// References live in `__Snapshots__`;
/// delete one and run again to record it anew (then look at it).
@MainActor
@Suite struct RendererSnapshotTests {
  nonisolated static let scales = [1.0, 2.0]
  let size = Size(width: 64, height: 64)

  func expectImage(
    _ image: Image, _ name: String, scale: Double, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    assertGoldenImage(
      of: image, named: "\(Int(scale))x", fileID: fileID, filePath: filePath,
      testName: name, line: line, column: column)
  }

  @Test(arguments: scales) func backgroundAndCornerRadius(scale: Double) {
    let square = Fixture.layer(frame: Rect(x: 4, y: 4, width: 26, height: 26)) {
      $0.backgroundColor = .systemBlue
    }
    let rounded = Fixture.layer(frame: Rect(x: 34, y: 4, width: 26, height: 26)) {
      $0.backgroundColor = .systemRed
      $0.cornerRadius = 8
    }
    let pill = Fixture.layer(frame: Rect(x: 4, y: 36, width: 56, height: 20)) {
      $0.backgroundColor = .systemGreen
      $0.cornerRadius = 100  // clamped to half the height: a capsule
    }
    expectImage(
      Fixture.render([square, rounded, pill], size: size, scale: scale), "background",
      scale: scale)
  }

  @Test(arguments: scales) func borderIsInsideAndAboveSublayers(scale: Double) {
    let child = Fixture.layer(frame: Rect(x: -6, y: 10, width: 40, height: 20)) {
      $0.backgroundColor = .yellow
    }
    let bordered = Fixture.layer(
      frame: Rect(x: 8, y: 8, width: 48, height: 48), sublayers: [child]
    ) {
      $0.backgroundColor = .lightGray
      $0.borderWidth = 4
      $0.borderColor = .black
      $0.cornerRadius = 10
    }
    expectImage(Fixture.render([bordered], size: size, scale: scale), "border", scale: scale)
  }

  @Test(arguments: scales) func masksToBoundsClipsToRoundedCorners(scale: Double) {
    let child = Fixture.layer(frame: Rect(x: -10, y: -10, width: 40, height: 70)) {
      $0.backgroundColor = .systemRed
    }
    let image = Fixture.layer(frame: Rect(x: 20, y: 0, width: 28, height: 48)) {
      $0.contents = Fixture.testImage()
      $0.contentsGravity = .center
    }
    let clipper = Fixture.layer(
      frame: Rect(x: 8, y: 8, width: 48, height: 48), sublayers: [child, image]
    ) {
      $0.backgroundColor = .systemBlue
      $0.cornerRadius = 16
      $0.masksToBounds = true
    }
    expectImage(Fixture.render([clipper], size: size, scale: scale), "masksToBounds", scale: scale)
  }

  @Test(arguments: scales) func rotatedAndScaledBox(scale: Double) {
    let box = Fixture.layer(frame: Rect(x: 22, y: 22, width: 20, height: 20)) {
      $0.backgroundColor = .systemBlue
      $0.borderWidth = 2
      $0.borderColor = .black
      $0.transform = Transform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 1.2)
    }
    let anchored = Fixture.layer(frame: Rect(x: 4, y: 4, width: 16, height: 8)) {
      $0.backgroundColor = .systemRed
      $0.anchorPoint = Point(x: 0, y: 0)
      $0.position = Point(x: 4, y: 4)
      $0.transform = Transform(rotationAngle: .pi / 4)
    }
    expectImage(
      Fixture.render([box, anchored], size: size, scale: scale), "transform", scale: scale)
  }

  @Test(arguments: scales) func groupOpacityOfAButton(scale: Double) {
    let button = buttonLayer(opacity: 0.5)
    expectImage(
      Fixture.render([button], size: Size(width: 100, height: 40), scale: scale), "button",
      scale: scale)
  }

  @Test(arguments: scales) func everyContentsGravity(scale: Double) {
    var cells: [RenderLayer] = []
    for (index, gravity) in ContentsGravity.allCases.enumerated() {
      let column = Double(index % 4)
      let row = Double(index / 4)
      cells.append(
        Fixture.layer(frame: Rect(x: 4 + column * 64, y: 4 + row * 52, width: 56, height: 44)) {
          $0.backgroundColor = .lightGray
          $0.contents = Fixture.testImage(scale: 2)  // 40 × 30 points at scale 2
          $0.contentsGravity = gravity
        })
    }
    expectImage(
      Fixture.render(cells, size: Size(width: 260, height: 160), scale: scale), "gravity",
      scale: scale)
  }

  @Test(arguments: scales) func multilineTextInEachAlignment(scale: Double) {
    let string = "The quick brown fox jumps over the lazy dog"
    var layers: [RenderLayer] = []
    for (index, alignment) in [TextAlignment.left, .center, .right, .justified].enumerated() {
      let text = RenderContent.Text(
        string: string, font: .systemFont(ofSize: 11), foregroundColor: .black,
        alignment: alignment, isWrapped: true, truncation: .none)
      layers.append(
        Fixture.layer(
          frame: Rect(x: 4 + Double(index) * 74, y: 4, width: 70, height: 72),
          content: RenderContent(text: text)
        ) { $0.backgroundColor = Color(white: 0.9) })
    }
    expectImage(
      Fixture.render(layers, size: Size(width: 300, height: 80), scale: scale), "textAlignment",
      scale: scale)
  }

  @Test(arguments: scales) func truncation(scale: Double) {
    var layers: [RenderLayer] = []
    for (index, truncation) in [TextTruncation.start, .middle, .end, .none].enumerated() {
      let text = RenderContent.Text(
        string: "Truncated in the \(truncation) of a long line", font: .systemFont(ofSize: 12),
        foregroundColor: .black, alignment: .left, isWrapped: false, truncation: truncation)
      layers.append(
        Fixture.layer(
          frame: Rect(x: 4, y: 4 + Double(index) * 20, width: 120, height: 18),
          content: RenderContent(text: text)
        ) { $0.backgroundColor = Color(white: 0.9) })
    }
    expectImage(
      Fixture.render(layers, size: Size(width: 128, height: 84), scale: scale), "truncation",
      scale: scale)
  }

  @Test(arguments: scales) func contentsTransitions(scale: Double) {
    let old = ImageRenderer(size: Size(width: 40, height: 40)).image { context in
      context.setFillColor(.systemRed)
      context.fill(Rect(x: 0, y: 0, width: 40, height: 40))
    }
    let new = ImageRenderer(size: Size(width: 40, height: 40)).image { context in
      context.setFillColor(.systemBlue)
      context.fillEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40))
    }
    let kinds: [(TransitionType, TransitionSubtype)] = [
      (.fade, .fromLeft), (.push, .fromLeft), (.moveIn, .fromTop), (.reveal, .fromRight),
    ]
    let layers = kinds.enumerated().map { index, kind in
      Fixture.layer(frame: Rect(x: 4 + Double(index) * 44, y: 4, width: 40, height: 40)) {
        $0.contents = new
        $0.contentsTransition = ContentsTransition(
          previousContents: old, type: kind.0, subtype: kind.1, progress: 0.5)
      }
    }
    expectImage(
      Fixture.render(layers, size: Size(width: 180, height: 48), scale: scale), "transition",
      scale: scale)
  }

  @Test(arguments: scales) func customDrawing(scale: Double) {
    let image = ImageRenderer(size: Size(width: 120, height: 90), scale: scale).image {
      DrawingSample.draw(on: $0)
    }
    expectImage(image, "drawing", scale: scale)
  }

  /// A button: a rounded blue background with a black title, as a group.
  func buttonLayer(opacity: Double) -> RenderLayer {
    let title = RenderContent.Text(
      string: "Roll", font: .boldSystemFont(ofSize: 20), foregroundColor: .black,
      alignment: .center, isWrapped: false, truncation: .none)
    let label = Fixture.layer(
      frame: Rect(x: 0, y: 6, width: 92, height: 28), content: RenderContent(text: title))
    return Fixture.layer(frame: Rect(x: 4, y: 4, width: 92, height: 32), sublayers: [label]) {
      $0.backgroundColor = .systemBlue
      $0.cornerRadius = 8
      $0.opacity = opacity
    }
  }
}

/// Custom drawing that exercises every GraphicsContext requirement.
@MainActor
enum DrawingSample {
  static func draw(on context: any GraphicsContext) {
    context.setFillColor(.white)
    context.fill(context.bounds)
    // Linear gradient band clipped to a rounded rect.
    context.saveGState()
    var rounded = Path()
    rounded.addRoundedRect(in: Rect(x: 4, y: 4, width: 52, height: 24), cornerRadius: 6)
    context.clip(to: rounded, rule: .nonZero)
    context.drawLinearGradient(
      Gradient(colors: [.systemRed, .yellow, .systemBlue]), start: Point(x: 4, y: 0),
      end: Point(x: 56, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    context.restoreGState()
    // Radial gradient.
    context.drawRadialGradient(
      Gradient(colors: [.white, .systemGreen]), startCenter: Point(x: 88, y: 16),
      startRadius: 2, endCenter: Point(x: 88, y: 16), endRadius: 14, options: [])
    // Even-odd ring.
    var ring = Path()
    ring.addEllipse(in: Rect(x: 4, y: 34, width: 26, height: 26))
    ring.addEllipse(in: Rect(x: 10, y: 40, width: 14, height: 14))
    context.setFillColor(.purple)
    context.fill(ring, rule: .evenOdd)
    // Thick stroked polyline with round caps and bevel joins, dashed.
    var zigzag = Path()
    zigzag.move(to: Point(x: 38, y: 56))
    zigzag.addLine(to: Point(x: 50, y: 38))
    zigzag.addLine(to: Point(x: 62, y: 56))
    zigzag.addQuadCurve(to: Point(x: 78, y: 40), control: Point(x: 74, y: 60))
    context.setStrokeColor(.orange)
    context.setLineWidth(4)
    context.setLineCap(.round)
    context.setLineJoin(.bevel)
    context.stroke(zigzag)
    context.setLineDash(phase: 0, lengths: [4, 3])
    context.setLineWidth(1.5)
    context.setStrokeColor(.black)
    context.setLineCap(.butt)
    context.stroke(Rect(x: 84, y: 36, width: 30, height: 22))
    context.setLineDash(phase: 0, lengths: [])
    // Transformed, translucent square.
    context.saveGState()
    context.translateBy(x: 100, y: 72)
    context.rotate(by: .pi / 8)
    context.setAlpha(0.6)
    context.setFillColor(.systemBlue)
    context.fill(Rect(x: -8, y: -8, width: 16, height: 16))
    context.restoreGState()
    // An image, nearest-sampled, and text.
    let checker = Fixture.checker()
    context.interpolationQuality = .none
    context.draw(checker, in: Rect(x: 4, y: 64, width: 18, height: 18))
    context.draw("Hi", at: Point(x: 58, y: 8), font: .systemFont(ofSize: 12), color: .black)
    context.draw(
      "Wrapped text in a box", in: Rect(x: 30, y: 62, width: 62, height: 28),
      font: .systemFont(ofSize: 9), color: .darkGray, alignment: .center)
  }
}
