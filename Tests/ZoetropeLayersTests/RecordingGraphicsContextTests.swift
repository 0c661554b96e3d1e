import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@MainActor
@Suite struct RecordingGraphicsContextTests {
  private func makeContext() -> RecordingGraphicsContext {
    RecordingGraphicsContext(size: Size(width: 100, height: 80))
  }

  @Test func boundsAndSize() {
    let context = RecordingGraphicsContext(bounds: Rect(x: 5, y: 6, width: 30, height: 40))
    #expect(context.bounds == Rect(x: 5, y: 6, width: 30, height: 40))
    #expect(context.size == Size(width: 30, height: 40))
    #expect(makeContext().bounds == Rect(x: 0, y: 0, width: 100, height: 80))
    #expect(context.ctm == .identity)
    #expect(context.state == GraphicsState())
  }

  @Test func transformsPrependToTheCTM() {
    let context = makeContext()
    context.translateBy(x: 10, y: 0)
    context.scaleBy(x: 2, y: 2)
    // User (1, 0) is scaled first, then translated: (2, 0) + (10, 0).
    #expect(Point(x: 1, y: 0).applying(context.ctm) == Point(x: 12, y: 0))
    let turned = makeContext()
    turned.translateBy(x: 50, y: 50)
    turned.rotate(by: .pi / 2)
    // (10, 0) turns clockwise to (0, 10), then moves by (50, 50).
    #expect(isClose(Point(x: 10, y: 0).applying(turned.ctm), Point(x: 50, y: 60)))
  }

  @Test func saveAndRestoreFormAStack() {
    let context = makeContext()
    context.setFillColor(.red)
    context.saveGState()
    context.translateBy(x: 10, y: 20)
    context.setFillColor(.green)
    context.setLineWidth(4)
    context.setAlpha(0.5)
    context.saveGState()
    context.scaleBy(x: 3, y: 3)
    context.setStrokeColor(.blue)
    #expect(context.savedStateCount == 2)
    #expect(context.ctm == Transform(a: 3, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    context.restoreGState()
    #expect(context.ctm == Transform(translationX: 10, y: 20))
    #expect(context.state.strokeColor == .black)
    #expect(context.state.fillColor == .green && context.state.lineWidth == 4)
    #expect(context.state.alpha == 0.5)
    context.restoreGState()
    #expect(context.ctm == .identity)
    #expect(context.state.fillColor == .red && context.state.lineWidth == 1)
    #expect(context.state.alpha == 1)
    #expect(context.savedStateCount == 0)
  }

  @Test func unbalancedRestoresAreIgnoredWithAWarning() {
    let context = makeContext()
    context.setFillColor(.red)
    let (_, warnings) = withWarningsCaptured { context.restoreGState() }
    #expect(warnings.count == 1)
    #expect(context.state.fillColor == .red)
    #expect(context.commands == [.setFillColor(.red)])
  }

  @Test func drawingsCarryTheStateTheyWereMadeIn() {
    let context = makeContext()
    context.setFillColor(.orange)
    context.translateBy(x: 5, y: 5)
    context.fill(Rect(x: 0, y: 0, width: 10, height: 10))
    context.setLineWidth(3)
    context.setLineCap(.round)
    context.setLineJoin(.bevel)
    context.setLineDash(phase: 1, lengths: [4, 2])
    context.interpolationQuality = .none
    context.stroke(Path(rect: Rect(x: 1, y: 1, width: 2, height: 2)))
    #expect(context.drawings.count == 2)
    var expected = GraphicsState()
    expected.fillColor = .orange
    expected.transform = Transform(translationX: 5, y: 5)
    #expect(
      context.drawings[0]
        == RecordedDrawing(
          command: .fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), rule: .nonZero),
          state: expected))
    expected.lineWidth = 3
    expected.lineCap = .round
    expected.lineJoin = .bevel
    expected.lineDashPhase = 1
    expected.lineDashLengths = [4, 2]
    expected.interpolationQuality = .none
    #expect(context.drawings[1].state == expected)
    #expect(context.commands.count == 9)
    #expect(context.commands.filter(\.paints).count == 2)
  }

  @Test func everyPaintingCallIsRecorded() throws {
    let context = makeContext()
    let gradient = Gradient(colors: [.red, .blue])
    let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, filledWith: .green)
    let font = Font.systemFont(ofSize: 12)
    context.clip(to: Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), rule: .evenOdd)
    context.drawLinearGradient(
      gradient, start: .zero, end: Point(x: 0, y: 80), options: .drawsAfterEndLocation)
    context.drawRadialGradient(
      gradient, startCenter: Point(x: 50, y: 40), startRadius: 0,
      endCenter: Point(x: 50, y: 40), endRadius: 40,
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    context.draw(image, in: Rect(x: 0, y: 0, width: 20, height: 20))
    context.draw("Hop!", at: Point(x: 3, y: 4), font: font, color: .white)
    context.draw(
      "1.00 hps", in: Rect(x: 0, y: 0, width: 100, height: 20), font: font, color: .black,
      alignment: .right)
    #expect(
      context.commands == [
        .clip(Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), rule: .evenOdd),
        .linearGradient(
          gradient, start: .zero, end: Point(x: 0, y: 80), options: .drawsAfterEndLocation),
        .radialGradient(
          gradient, startCenter: Point(x: 50, y: 40), startRadius: 0,
          endCenter: Point(x: 50, y: 40), endRadius: 40,
          options: [.drawsBeforeStartLocation, .drawsAfterEndLocation]),
        .image(image, in: Rect(x: 0, y: 0, width: 20, height: 20)),
        .text("Hop!", at: Point(x: 3, y: 4), font: font, color: .white),
        .textInRect(
          "1.00 hps", in: Rect(x: 0, y: 0, width: 100, height: 20), font: font, color: .black,
          alignment: .right),
      ])
    #expect(context.drawings.count == 5)
    #expect(!DrawingCommand.clip(Path(), rule: .nonZero).paints)
  }

  @Test func badStateValuesAreRecordedValidated() {
    let context = makeContext()
    let (_, warnings) = withWarningsCaptured {
      context.setLineWidth(-2)
      context.setAlpha(1.5)
      context.setLineDash(phase: .nan, lengths: [3, -1])
      context.concatenate(Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0))
      context.drawRadialGradient(
        Gradient(colors: [.red]), startCenter: .zero, startRadius: -3, endCenter: .zero,
        endRadius: .nan)
    }
    #expect(warnings.count == 7)
    #expect(
      context.commands == [
        .setLineWidth(1), .setAlpha(1), .setLineDash(phase: 0, lengths: []),
        .radialGradient(
          Gradient(colors: [.red]), startCenter: .zero, startRadius: 0, endCenter: .zero,
          endRadius: 0, options: []),
      ])
    #expect(context.ctm == .identity)
  }

  @Test func singularTransformsAreAllowed() {
    let context = makeContext()
    context.scaleBy(x: 0, y: 0)
    #expect(context.ctm == Transform(scaleX: 0, y: 0))
    #expect(context.commands == [.concatenate(Transform(scaleX: 0, y: 0))])
  }

  @Test func replayReproducesTheRecording() {
    let context = makeContext()
    context.saveGState()
    context.translateBy(x: 1, y: 2)
    context.setFillColor(.red)
    context.setStrokeColor(.blue)
    context.setLineWidth(2)
    context.setLineCap(.square)
    context.setLineJoin(.round)
    context.setLineDash(phase: 0, lengths: [1, 1])
    context.setAlpha(0.25)
    context.interpolationQuality = .none
    context.fillEllipse(in: Rect(x: 0, y: 0, width: 4, height: 4))
    context.strokeEllipse(in: Rect(x: 0, y: 0, width: 4, height: 4))
    context.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))
    context.drawLinearGradient(
      Gradient(colors: [.red, .blue]), start: .zero, end: Point(x: 1, y: 1))
    context.drawRadialGradient(
      Gradient(colors: [.red, .blue]), startCenter: .zero, startRadius: 0, endCenter: .zero,
      endRadius: 1)
    context.draw("a", at: .zero, font: .systemFont(ofSize: 9), color: .red)
    context.draw(
      "b", in: Rect(x: 0, y: 0, width: 9, height: 9), font: .systemFont(ofSize: 9), color: .red)
    context.restoreGState()
    let copy = makeContext()
    context.replay(on: copy)
    #expect(copy.commands == context.commands)
    #expect(copy.drawings == context.drawings)
    #expect(copy.state == context.state)
  }

  @Test func resetForgetsEverything() {
    let context = makeContext()
    context.saveGState()
    context.setFillColor(.red)
    context.fill(Rect(x: 0, y: 0, width: 1, height: 1))
    context.reset()
    #expect(context.commands.isEmpty && context.drawings.isEmpty)
    #expect(context.state == GraphicsState() && context.savedStateCount == 0)
  }
}
