import Testing

@testable import ZoetropeGraphics

@Suite struct FontTests {
  @Test func systemFontUsesDejaVu() {
    let font = Font.systemFont(ofSize: 17, weight: .semibold)
    #expect(font.family == "DejaVu Sans")
    #expect(font.size == 17)
    #expect(font.weight == .semibold)
    #expect(Font.boldSystemFont(ofSize: 12).weight == .bold)
    #expect(Font(family: "", size: 10).family == Font.defaultFamily)
  }

  @Test func badSizesFallBackWithAWarning() {
    for size in [0, -4, Double.nan, .infinity] {
      let (font, warnings) = withWarningsCaptured { Font(family: "Serif", size: size) }
      #expect(font.size == 17)
      #expect(warnings.count == 1)
    }
    #expect(Font.systemFont(ofSize: 10).withSize(30).size == 30)
  }

  @Test func weightsClampAndOrder() {
    #expect(Font.Weight(5_000).value == 1_000)
    #expect(Font.Weight(-2).value == 1)
    #expect(Font.Weight.light < .regular && Font.Weight.bold < .black)
  }
}

@Suite struct MonospacedFontDescriptionTests {
  @Test func monospacedDigitsAreTheSystemFontWithTabularDigits() {
    let font = Font.monospacedDigitSystemFont(ofSize: 48, weight: .light)
    #expect(font.family == Font.defaultFamily)
    #expect(font.size == 48 && font.weight == .light)
    #expect(font.usesMonospacedDigits)
    #expect(font != Font.systemFont(ofSize: 48, weight: .light))
    #expect(font.withSize(12).usesMonospacedDigits)
    #expect(!Font.systemFont(ofSize: 17).usesMonospacedDigits)
  }

  @Test func monospacedIsDejaVuSansMono() {
    let font = Font.monospacedSystemFont(ofSize: 13, weight: .bold)
    #expect(font.family == "DejaVu Sans Mono")
    #expect(font.family == Font.monospacedFamily)
    #expect(font.size == 13 && font.weight == .bold)
    #expect(!font.usesMonospacedDigits)
  }
}
