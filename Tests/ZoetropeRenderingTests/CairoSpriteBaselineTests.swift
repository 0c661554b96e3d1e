import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// The benchmark baseline draws what the renderer draws.
@MainActor
@Suite struct CairoSpriteBaselineTests {
  @Test func translatedSpritesMatchTheRenderer() {
    let sprite = Fixture.testImage()
    let positions = [Point(x: 20.3, y: 15.6), Point(x: 50.5, y: 40), Point(x: 70, y: 70.49)]
    let layers = positions.map { position in
      Fixture.layer(frame: Rect(x: 0, y: 0, width: 40, height: 30)) {
        $0.position = position
        $0.contents = sprite
      }
    }
    let size = Size(width: 100, height: 90)
    let rendered = Fixture.render(layers, size: size)
    let baseline = CairoSpriteBaseline(size: size, sprite: sprite).render(
      positions: positions, angles: nil)
    #expect(rendered.pixels == baseline.pixels)
  }
}
