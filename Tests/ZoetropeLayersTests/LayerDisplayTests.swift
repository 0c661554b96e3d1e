import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

/// A delegate that draws a red rectangle when asked, or leaves drawing to
/// the layer.
@MainActor
private final class PaintingDelegate: LayerDelegate {
  var drawsLayerContent: Bool
  var drawCount = 0

  init(drawsLayerContent: Bool) {
    self.drawsLayerContent = drawsLayerContent
  }

  func draw(_ layer: Layer, in context: any GraphicsContext) {
    drawCount += 1
    context.setFillColor(.red)
    context.fill(layer.bounds)
  }
}

@MainActor
@Suite struct LayerDisplayTests {
  private func makeLayer() -> Layer {
    let layer = Layer()
    layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    layer.draw = { context in
      context.setFillColor(.systemBlue)
      context.fillEllipse(in: Rect(x: 10, y: 10, width: 80, height: 80))
    }
    return layer
  }

  @Test func theDrawClosureRecordsItsCommands() {
    let layer = makeLayer()
    let context = RecordingGraphicsContext(bounds: layer.bounds)
    layer.display(in: context)
    #expect(
      context.commands == [
        .setFillColor(.systemBlue),
        .fill(Path(ellipseIn: Rect(x: 10, y: 10, width: 80, height: 80)), rule: .nonZero),
      ])
    #expect(context.drawings.first?.state.fillColor == .systemBlue)
    #expect(layer.drawsContent)
  }

  @Test func setNeedsDisplaySetsTheFlagAndDisplayIfNeededClearsIt() {
    let layer = Layer()
    #expect(!layer.needsDisplay)
    layer.setNeedsDisplay()
    #expect(layer.needsDisplay)
    let context = RecordingGraphicsContext(size: Size(width: 10, height: 10))
    #expect(layer.displayIfNeeded(in: context))
    #expect(!layer.needsDisplay)
    #expect(!layer.displayIfNeeded(in: context))
    layer.setNeedsDisplay()
    layer.clearNeedsDisplay()
    #expect(!layer.needsDisplay)
  }

  @Test func settingTheDrawClosureAsksForDisplay() {
    let layer = makeLayer()
    #expect(layer.needsDisplay)
    let context = RecordingGraphicsContext(bounds: layer.bounds)
    #expect(layer.displayIfNeeded(in: context))
    #expect(context.drawings.count == 1)
  }

  @Test func drawingThatAsksForDisplayAgainStaysMarked() {
    let layer = Layer()
    layer.draw = { [unowned layer] _ in layer.setNeedsDisplay() }
    layer.displayIfNeeded(in: RecordingGraphicsContext(size: .zero))
    #expect(layer.needsDisplay)
  }

  @Test func aDrawingDelegateTakesPrecedence() {
    let layer = makeLayer()
    let delegate = PaintingDelegate(drawsLayerContent: true)
    layer.delegate = delegate
    let context = RecordingGraphicsContext(bounds: layer.bounds)
    layer.display(in: context)
    #expect(delegate.drawCount == 1)
    #expect(
      context.commands == [
        .setFillColor(.red), .fill(Path(rect: layer.bounds), rule: .nonZero),
      ])
  }

  @Test func aNonDrawingDelegateLeavesDrawingToTheClosure() {
    let layer = makeLayer()
    let delegate = PaintingDelegate(drawsLayerContent: false)
    layer.delegate = delegate
    let context = RecordingGraphicsContext(bounds: layer.bounds)
    layer.display(in: context)
    #expect(delegate.drawCount == 0)
    #expect(context.commands.first == .setFillColor(.systemBlue))
  }

  @Test func layersWithoutContentDrawNothing() {
    let layer = Layer()
    #expect(!layer.drawsContent)
    let context = RecordingGraphicsContext(size: Size(width: 5, height: 5))
    layer.display(in: context)
    #expect(context.commands.isEmpty)
    let delegate = PaintingDelegate(drawsLayerContent: true)
    layer.delegate = delegate
    #expect(layer.drawsContent)
  }
}
