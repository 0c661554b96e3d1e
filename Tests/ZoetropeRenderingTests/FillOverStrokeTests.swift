import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// A shape layer that paints its fill over its stroke
/// (`drawsFillOverStroke`, what Lottie asks for when a fill is listed
/// above its stroke): the fill hides the stroke's inner half, whether
/// drawn by Cairo, by the coverage rasterizer into a backing store, or
/// straight into the frame.
@MainActor
@Suite struct FillOverStrokeTests {
  static let blue = Color(red: 0, green: 0, blue: 1)
  static let red = Color(red: 1, green: 0, blue: 0)

  /// A 40 × 40 square at (10, 10), filled blue and stroked red 8 points
  /// wide (4 inside, 4 outside), over white.
  func render(fillOverStroke: Bool, coverage: Bool, direct: Bool) -> Image {
    let layer = Fixture.layer(
      frame: Rect(x: 10, y: 10, width: 40, height: 40), content: RenderContent(kind: .shape)
    ) {
      $0.path = Path(rect: Rect(x: 0, y: 0, width: 40, height: 40))
      $0.fillColor = Self.blue
      $0.strokeColor = Self.red
      $0.lineWidth = 8
      $0.usesCoverageRasterizer = coverage
      $0.drawsShapeDirectly = direct
      $0.drawsFillOverStroke = fillOverStroke
    }
    return Renderer().render(
      Fixture.snapshot(size: Size(width: 60, height: 60), [layer]),
      size: Size(width: 60, height: 60),
      background: .white)
  }

  /// The pixel at (x, y) as 0xAARRGGBB.
  func pixel(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
    image.pixels[y * image.pixelWidth + x]
  }

  @Test(arguments: [(false, false), (true, false), (true, true)])
  func fillHidesTheStrokesInnerHalf(coverage: Bool, direct: Bool) {
    let over = render(fillOverStroke: true, coverage: coverage, direct: direct)
    let under = render(fillOverStroke: false, coverage: coverage, direct: direct)
    // Inside the square, 2 points from its edge: the stroke's inner half.
    #expect(pixel(over, 12, 30) == 0xFF00_00FF)
    #expect(pixel(under, 12, 30) == 0xFFFF_0000)
    // Outside it, 2 points out: the stroke's outer half either way.
    #expect(pixel(over, 8, 30) == 0xFFFF_0000)
    #expect(pixel(under, 8, 30) == 0xFFFF_0000)
    // The middle: the fill either way.
    #expect(pixel(over, 30, 30) == 0xFF00_00FF)
    #expect(pixel(under, 30, 30) == 0xFF00_00FF)
  }

  @Test func aTranslucentFillShowsTheStrokeBelowIt() {
    let layer = Fixture.layer(
      frame: Rect(x: 10, y: 10, width: 40, height: 40), content: RenderContent(kind: .shape)
    ) {
      $0.path = Path(rect: Rect(x: 0, y: 0, width: 40, height: 40))
      $0.fillColor = Self.blue.withAlphaComponent(0.5)
      $0.strokeColor = Self.red
      $0.lineWidth = 8
      $0.usesCoverageRasterizer = true
      $0.drawsFillOverStroke = true
    }
    let image = Renderer().render(
      Fixture.snapshot(size: Size(width: 60, height: 60), [layer]),
      size: Size(width: 60, height: 60),
      background: .white)
    // Half blue over red: red and blue both about half.
    let inner = pixel(image, 12, 30)
    #expect(abs(Int((inner >> 16) & 0xFF) - 128) <= 2)
    #expect(abs(Int(inner & 0xFF) - 128) <= 2)
    #expect((inner >> 8) & 0xFF == 0)
  }
}
