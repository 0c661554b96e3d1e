import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

@MainActor
@Suite struct TextMeasurementTests {
  let font = Font.systemFont(ofSize: 17)

  @Test func longerTextIsWider() {
    let short = TextMeasurement.size(of: "1.00 hps", font: font)
    let long = TextMeasurement.size(of: "1.00 hops per second", font: font)
    #expect(short.width > 30 && short.width < 120)
    #expect(long.width > short.width * 1.8)
    #expect(short.height == long.height)
    // DejaVu Sans at 17 points: one line is about 1.16 em tall.
    #expect(short.height >= 17 && short.height <= 22)
  }

  @Test func sizeScalesWithTheFont() {
    let small = TextMeasurement.size(of: "Roll", font: font)
    let big = TextMeasurement.size(of: "Roll", font: font.withSize(34))
    #expect(abs(big.width - 2 * small.width) <= 2)
    #expect(abs(big.height - 2 * small.height) <= 2)
  }

  @Test func boldIsWiderThanRegular() {
    let regular = TextMeasurement.size(of: "Sit Still!", font: font)
    let bold = TextMeasurement.size(of: "Sit Still!", font: .boldSystemFont(ofSize: 17))
    #expect(bold.width > regular.width)
  }

  @Test func wrappingAtAWidthAddsLines() {
    let text = "The quick brown fox jumps over the lazy dog"
    let oneLine = TextMeasurement.size(of: text, font: font)
    let wrapped = TextMeasurement.size(of: text, font: font, constrainedToWidth: 120)
    #expect(wrapped.width <= 120)
    #expect(wrapped.height >= 3 * oneLine.height - 1)
    let limited = TextMeasurement.size(
      of: text, font: font, constrainedToWidth: 120, numberOfLines: 2)
    #expect(abs(limited.height - 2 * oneLine.height) <= 1)
  }

  @Test func newlinesBreakLinesWithoutAWidth() {
    let one = TextMeasurement.size(of: "Hop!", font: font)
    let two = TextMeasurement.size(of: "Hop!\nHop!", font: font)
    #expect(two.width == one.width)
    #expect(abs(two.height - 2 * one.height) <= 1)
  }

  @Test func emptyStringHasNoWidthAndOneLineOfHeight() {
    let empty = TextMeasurement.size(of: "", font: font)
    #expect(empty.width == 0)
    #expect(empty.height == TextMeasurement.size(of: "x", font: font).height)
  }

  @Test func unknownFamilyFallsBackToDejaVuSans() {
    let fallback = TextMeasurement.size(
      of: "Roll", font: Font(family: "No Such Family 123", size: 17))
    let dejaVu = TextMeasurement.size(of: "Roll", font: font)
    #expect(fallback == dejaVu)
  }

  @Test func badWidthIsTreatedAsUnlimited() {
    let text = "The quick brown fox"
    let unlimited = TextMeasurement.size(of: text, font: font)
    for width in [Double.nan, .infinity, -5, 0] {
      #expect(TextMeasurement.size(of: text, font: font, constrainedToWidth: width) == unlimited)
    }
  }
}

@MainActor
@Suite struct TextLineLimitTests {
  let font = Font.systemFont(ofSize: 17)

  /// A line limit counts lines across paragraphs, not per paragraph.
  @Test(arguments: [1, 2, 3])
  func lineLimitCountsNewlines(lines: Int) {
    let line = TextMeasurement.size(of: "a", font: font).height
    let size = TextMeasurement.size(
      of: "a\nb\nc\nd", font: font, constrainedToWidth: 200, numberOfLines: lines)
    #expect(abs(size.height - Double(lines) * line) <= 1)
    let unconstrained = TextMeasurement.size(of: "a\nb\nc\nd", font: font, numberOfLines: lines)
    #expect(abs(unconstrained.height - Double(lines) * line) <= 1)
  }

  @Test func noLimitAndFewerLinesThanTheLimitAreUnchanged() {
    let text = "a\nb"
    let plain = TextMeasurement.size(of: text, font: font)
    #expect(TextMeasurement.size(of: text, font: font, numberOfLines: 0) == plain)
    #expect(TextMeasurement.size(of: text, font: font, numberOfLines: 5) == plain)
  }

  @Test func wrappedLinesAndNewlinesCountTogether() {
    let line = TextMeasurement.size(of: "a", font: font).height
    let text = "The quick brown fox jumps over the lazy dog\nsecond paragraph"
    let size = TextMeasurement.size(
      of: text, font: font, constrainedToWidth: 120, numberOfLines: 3)
    #expect(abs(size.height - 3 * line) <= 1)
    #expect(size.width <= 120)
  }
}
