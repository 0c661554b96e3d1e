import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Layers too big for a backing store are drawn directly.
@MainActor
@Suite struct HugeLayerTests {
  @Test func hugeDrawnLayerIsDrawnWithoutABackingStore() {
    let drawing: [DrawingCommand] = [
      .setFillColor(.blue),
      .fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), rule: .nonZero),
    ]
    let huge = Fixture.layer(
      frame: Rect(x: 0, y: 0, width: 5_000, height: 5_000),
      content: RenderContent(drawing: drawing)
    ) { $0.opacity = 0.5 }
    let renderer = Renderer()
    let image = renderer.render(
      Fixture.snapshot(size: Size(width: 20, height: 20), [huge]),
      size: Size(width: 20, height: 20), background: .white)
    #expect(image.color(atPoint: 5, 5).isClose(to: Color(red: 0.5, green: 0.5, blue: 1)))
    #expect(image.color(atPoint: 15, 15) == .white)
    #expect(renderer.caches.backingStores.count == 0)
  }
}
