import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct ViewDrawingTests {
    final class Swatch: View {
      var color = Color.black
      var draws = 0
      var rects: [Rect] = []
      override func draw(_ rect: Rect, in context: any GraphicsContext) {
        draws += 1
        rects.append(rect)
        context.setFillColor(color)
      }
    }

    @Test func drawRunsOnFirstFrameAndAfterSetNeedsDisplay() {
      let host = TestHost()
      let swatch = Swatch(frame: Rect(x: 0, y: 0, width: 30, height: 20))
      host.window.addSubview(swatch)
      host.frame()
      #expect(swatch.draws == 1)
      #expect(swatch.rects == [Rect(x: 0, y: 0, width: 30, height: 20)])
      let node = host.snapshots.last?.root.sublayers.first
      #expect(node?.content?.drawing == [.setFillColor(.black)])
      host.advance(by: 0.1)
      #expect(swatch.draws == 1)
      swatch.color = .white
      swatch.setNeedsDisplay()
      host.advance(by: 0.1)
      #expect(swatch.draws == 2)
      #expect(
        host.snapshots.last?.root.sublayers.first?.content?.drawing == [.setFillColor(.white)])
    }

    @Test func redrawContentModeRedrawsOnResize() {
      let host = TestHost()
      let swatch = Swatch(frame: Rect(x: 0, y: 0, width: 30, height: 20))
      swatch.contentMode = .redraw
      host.window.addSubview(swatch)
      host.frame()
      swatch.bounds = Rect(x: 0, y: 0, width: 60, height: 20)
      host.advance(by: 0.1)
      #expect(swatch.draws == 2)
      #expect(swatch.rects.last == Rect(x: 0, y: 0, width: 60, height: 20))
    }

    @Test func aLayerDrawClosureWinsOverTheView() {
      let host = TestHost()
      let swatch = Swatch(frame: Rect(x: 0, y: 0, width: 30, height: 20))
      swatch.layer.draw = { context in context.setFillColor(.clear) }
      host.window.addSubview(swatch)
      host.frame()
      #expect(swatch.draws == 0)
      #expect(
        host.snapshots.last?.root.sublayers.first?.content?.drawing == [.setFillColor(.clear)])
    }
  }
}
