import Foundation
import Testing
import ZoetropeGraphics
import ZoetropeLayers

/// A file that imports both Foundation and ZoetropeLayers must compile
/// without qualifying any name; this file is that check.
@MainActor
@Suite struct FoundationCoexistenceTests {
  @Test func layerNamesDoNotCollideWithFoundation() {
    let layer: Layer = TextLayer()
    let context: any GraphicsContext = RecordingGraphicsContext(size: Size(width: 1, height: 1))
    let gradient: Gradient = Gradient(colors: [.red])
    let state: GraphicsState = GraphicsState()
    let options: GradientDrawingOptions = []
    let rule: FillRule = .evenOdd
    let cap: LineCap = .round
    let join: LineJoin = .bevel
    let quality: InterpolationQuality = .none
    let alignment: TextAlignment = .center
    let truncation: TextTruncation = .end
    let gravity: ContentsGravity = .center
    let command: DrawingCommand = .setAlpha(1)
    let drawing: RecordedDrawing = RecordedDrawing(command: command, state: state)
    context.setLineCap(cap)
    context.setLineJoin(join)
    context.interpolationQuality = quality
    context.drawLinearGradient(gradient, start: .zero, end: .zero, options: options)
    context.fill(Path(), rule: rule)
    context.draw("", in: .zero, font: .systemFont(ofSize: 9), color: .black, alignment: alignment)
    layer.display(in: context)
    #expect(truncation.description == "end")
    #expect(gravity.contentsRect(for: Size(width: 1, height: 1), in: .zero).isNull)
    #expect(drawing.command.paints == false)
    #expect(NSString(string: "x").length == 1)
  }
}
