import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Whether a layer is drawn at all is decided in one place
/// (`Renderer.isDrawn`), and every walk agrees with it: a layer that is
/// not drawn adds nothing to its superlayer's painted area either.
@MainActor
@Suite struct DrawnLayerTests {
  @Test func hiddenTransparentAndNonFiniteLayersAreNotDrawn() {
    var properties = LayerProperties()
    properties.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(Renderer.isDrawn(properties))
    var hidden = properties
    hidden.isHidden = true
    #expect(!Renderer.isDrawn(hidden))
    var transparent = properties
    transparent.opacity = 0
    #expect(!Renderer.isDrawn(transparent))
    for value in [Double.nan, .infinity, -.infinity] {
      var broken = properties
      broken.bounds = Rect(x: 0, y: 0, width: value, height: 10)
      #expect(!Renderer.isDrawn(broken), "bounds width \(value)")
    }
  }

  /// A translucent group (drawn through a bitmap of its painted area)
  /// whose sublayers are a red square and one with bounds that are not
  /// finite: the square shows, as it does without the broken sibling.
  @Test func aSublayerThatIsNotDrawnLeavesItsSiblingsPaintedArea() {
    let size = Size(width: 40, height: 40)
    func frame(withBrokenSibling: Bool) -> Image {
      let square = Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20)) {
        $0.backgroundColor = .red
      }
      let broken = Fixture.layer(frame: Rect(x: 0, y: 0, width: 5, height: 5)) {
        $0.bounds = Rect(x: 0, y: 0, width: .nan, height: 5)
        $0.backgroundColor = .blue
      }
      let group = Fixture.layer(
        frame: Rect(x: 0, y: 0, width: 40, height: 40),
        sublayers: withBrokenSibling ? [square, broken] : [square]
      ) { $0.opacity = 0.5 }
      return Fixture.render([group], size: size)
    }
    let plain = frame(withBrokenSibling: false)
    let withBroken = frame(withBrokenSibling: true)
    let center = plain.pixels[20 * plain.pixelWidth + 20]
    #expect(center != plain.pixels[0], "the square shows")
    #expect(withBroken.pixels == plain.pixels)
  }
}
