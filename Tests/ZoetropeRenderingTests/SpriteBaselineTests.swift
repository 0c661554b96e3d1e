import Testing
import ZoetropeGraphics
import ZoetropeTesting

@testable import ZoetropeRendering

/// The plain pixman peer of the sprite benchmarks draws what the plain
/// Cairo peer draws.
@MainActor
@Suite struct SpriteBaselineTests {
  let size = Size(width: 80, height: 60)
  let positions = [Point(x: 10, y: 12), Point(x: 40.4, y: 30.6), Point(x: 75, y: 58)]

  @Test func translatedSpritesMatchCairo() {
    let sprite = Fixture.testImage()
    let cairo = CairoSpriteBaseline(size: size, sprite: sprite)
      .render(positions: positions, angles: nil)
    let pixman = PixmanSpriteBaseline(size: size, sprite: sprite)
      .render(positions: positions, angles: nil)
    let same = cairo == pixman
    #expect(same)
  }

  @Test func rotatedSpritesAreCloseToCairo() {
    let sprite = Fixture.testImage()
    let angles = [0.3, -1.2, 2.5]
    let cairo = CairoSpriteBaseline(size: size, sprite: sprite)
      .render(positions: positions, angles: angles)
    let pixman = PixmanSpriteBaseline(size: size, sprite: sprite)
      .render(positions: positions, angles: angles)
    // The same turned sprites; edges antialiased differently (pixman
    // fades the edge texels bilinearly, Cairo covers the turned square):
    // the differences are fewer than the sprites' edge pixels (3 × 140).
    #expect(pixelsOverTolerance(cairo, pixman, tolerance: 2) < 300)
    for position in positions.dropLast() {
      #expect(
        pixman.color(atPoint: position.x, position.y)
          .isClose(to: cairo.color(atPoint: position.x, position.y)))
    }
    #expect(pixman.color(atPoint: 40, 30) != .white)
    #expect(pixman.color(atPoint: 40, 5) == .white)
  }
}
