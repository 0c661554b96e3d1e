import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// Fonts set up on another thread and handed to the main thread draw
/// text exactly as fonts set up on first use do.
@MainActor
@Suite(.serialized) struct FontWarmUpTests {
  static func label(_ string: String, size: Double) -> RenderLayer {
    Fixture.layer(
      frame: Rect(x: 4, y: 4, width: 180, height: 40),
      content: RenderContent(
        text: RenderContent.Text(
          string: string, font: .systemFont(ofSize: size), foregroundColor: .black,
          alignment: .center, isWrapped: true, truncation: .end)))
  }

  @Test func adoptedFontsDrawTheSameText() {
    let size = Size(width: 190, height: 50)
    let before = [17.0, 11.0].map {
      Fixture.render([Self.label("Hello, Zoetrope 0123", size: $0)], size: size, scale: 2)
    }
    // Without a start, adopting does nothing.
    FontWarmUp.adopt()
    let adoptedEarlier = FontWarmUp.didAdopt
    FontWarmUp.start()
    FontWarmUp.adopt()
    // Once per process: another test (or an earlier run) may have done it.
    #expect(FontWarmUp.didAdopt)
    let after = [17.0, 11.0].map {
      Fixture.render([Self.label("Hello, Zoetrope 0123", size: $0)], size: size, scale: 2)
    }
    #expect(before == after, "adopted earlier: \(adoptedEarlier)")
    // Text was drawn: the label is not blank.
    #expect(after[0].pixels.contains { $0 != 0xFFFF_FFFF })
    // Measuring agrees with drawing's font map too.
    let measured = TextMeasurement.size(of: "Roll", font: .systemFont(ofSize: 17))
    #expect(measured.width > 20 && measured.width < 60)
  }
}
