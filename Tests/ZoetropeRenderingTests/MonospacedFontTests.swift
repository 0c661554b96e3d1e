import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

/// `Font.monospacedDigitSystemFont` and `monospacedSystemFont`, measured
/// with the layout the renderer draws (exact widths, not rounded up).
@MainActor
@Suite struct MonospacedFontTests {
  let digits = Font.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
  let mono = Font.monospacedSystemFont(ofSize: 17, weight: .regular)

  /// The exact width of one line of text.
  private func width(_ text: String, _ font: Font) -> Double {
    PangoText.shared.measure(TextLayout(string: text, font: font)).width
  }

  @Test func digitsTakeEqualWidths() {
    for font in [digits, Font.monospacedDigitSystemFont(ofSize: 48, weight: .bold)] {
      let ones = width("1111", font)
      #expect(ones > 0)
      #expect(width("0000", font) == ones)
      for digit in "23456789" {
        #expect(width(String(repeating: digit, count: 4), font) == ones, "\(digit)")
      }
      #expect(width("00:00.00", font) == width("11:11.11", font))
      #expect(width("01:23.45", font) == width("10:11.71", font))
    }
  }

  @Test func theLayoutAsksForTabularFigures() {
    #expect(PangoText.fontFeatures(for: digits) == "tnum")
    #expect(PangoText.fontFeatures(for: digits.withSize(30)) == "tnum")
    #expect(PangoText.fontFeatures(for: .systemFont(ofSize: 17)) == nil)
    #expect(PangoText.fontFeatures(for: mono) == nil)
  }

  /// Only the digits: letters keep the system font's widths.
  @Test func lettersStayProportional() {
    #expect(width("iiii", digits) < width("MMMM", digits))
    #expect(width("Reset", digits) == width("Reset", .systemFont(ofSize: 17)))
  }

  @Test func theMonospacedFontGivesEveryCharacterOneWidth() {
    let cell = width("0000", mono)
    #expect(cell > 0)
    for text in ["1111", "iiii", "MMMM", "....", "Wi.1"] {
      #expect(width(text, mono) == cell, "\(text)")
    }
    #expect(width("MMMM", .systemFont(ofSize: 17)) > width("iiii", .systemFont(ofSize: 17)))
    let bold = Font.monospacedSystemFont(ofSize: 17, weight: .bold)
    #expect(width("iiii", bold) == width("MMMM", bold))
  }
}
