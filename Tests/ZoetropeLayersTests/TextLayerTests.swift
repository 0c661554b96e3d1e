import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@MainActor
@Suite struct TextLayerTests {
  @Test func defaultsFollowUIKitLabels() {
    let text = TextLayer()
    #expect(text.string.isEmpty)
    #expect(text.font == Font.systemFont(ofSize: 17))
    #expect(text.foregroundColor == .black)
    #expect(text.alignmentMode == .natural)
    #expect(!text.isWrapped)
    #expect(text.truncationMode == .none)
    #expect(!text.needsDisplay)
  }

  /// Runs a change on a fresh layer and reports whether it asked for display.
  private func marksDisplay(_ change: (TextLayer) -> Void) -> Bool {
    let text = TextLayer()
    let before = text.changeCount
    change(text)
    return text.needsDisplay && text.changeCount != before
  }

  @Test func everySetterMarksTheLayerForDisplay() {
    #expect(marksDisplay { $0.string = "1.00 hps" })
    #expect(marksDisplay { $0.font = .boldSystemFont(ofSize: 12) })
    #expect(marksDisplay { $0.foregroundColor = .white })
    #expect(marksDisplay { $0.alignmentMode = .right })
    #expect(marksDisplay { $0.isWrapped = true })
    #expect(marksDisplay { $0.truncationMode = .middle })
  }

  @Test func settingTheSameValueDoesNotMarkDisplay() {
    #expect(!marksDisplay { $0.string = "" })
    #expect(!marksDisplay { $0.font = .systemFont(ofSize: 17) })
    #expect(!marksDisplay { $0.foregroundColor = .black })
    #expect(!marksDisplay { $0.alignmentMode = .natural })
    #expect(!marksDisplay { $0.isWrapped = false })
    #expect(!marksDisplay { $0.truncationMode = .none })
  }

  @Test func copiesKeepTheTextProperties() {
    let text = TextLayer()
    text.string = "Hop!"
    text.font = .boldSystemFont(ofSize: 20)
    text.foregroundColor = .systemBlue
    text.alignmentMode = .center
    text.isWrapped = true
    text.truncationMode = .end
    text.position = Point(x: 4, y: 5)
    text.name = "label"
    let copy = TextLayer(layer: text)
    #expect(copy.string == "Hop!")
    #expect(copy.font == .boldSystemFont(ofSize: 20))
    #expect(copy.foregroundColor == .systemBlue)
    #expect(copy.alignmentMode == .center)
    #expect(copy.isWrapped && copy.truncationMode == .end)
    #expect(copy.position == Point(x: 4, y: 5) && copy.name == "label")
    let plain = TextLayer(layer: Layer())
    #expect(plain.string.isEmpty && plain.alignmentMode == .natural)
  }

  @Test func alignmentAndTruncationValues() {
    #expect(
      TextAlignment.allCases.map(\.description) == [
        "natural", "left", "center", "right", "justified",
      ])
    #expect(Set(TextAlignment.allCases).count == 5)
    #expect(TextAlignment.natural != .left)
    #expect(TextTruncation.allCases.map(\.description) == ["none", "start", "middle", "end"])
    #expect(Set(TextTruncation.allCases).count == 4)
  }
}
