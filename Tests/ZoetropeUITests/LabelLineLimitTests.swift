import Testing
import ZoetropeGraphics
import ZoetropeRendering

@testable import ZoetropeUI

extension UI {
  /// A label's line limit counts lines made by newlines too.
  @Suite @MainActor struct LabelLineLimitTests {
    let font = Font.systemFont(ofSize: 17)

    /// The rows of a rendered label that hold dark (text) pixels.
    func inkedRows(of label: Label, size: Size) -> [Int] {
      let image = renderWindow(size: size, scale: 1) { window in
        window.backgroundColor = .white
        window.addSubview(label)
      }
      return (0..<image.pixelHeight).filter { y in
        (0..<image.pixelWidth).contains { x in image.color(atX: x, y: y).red < 0.5 }
      }
    }

    @Test func oneLineLabelWithNewlinesShowsOneLine() throws {
      let line = TextMeasurement.size(of: "one", font: font).height
      let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 120))
      label.text = "one\ntwo\nthree"
      #expect(label.numberOfLines == 1)
      #expect(abs(label.sizeThatFits(Size(width: 200, height: 120)).height - line) <= 1)
      let rows = inkedRows(of: label, size: Size(width: 200, height: 120))
      let first = try #require(rows.first)
      let last = try #require(rows.last)
      // Ink spans a single line's height, not three.
      #expect(Double(last - first) < line)
    }

    @Test func twoLineLabelWithNewlinesShowsTwoLines() throws {
      let line = TextMeasurement.size(of: "one", font: font).height
      let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 120))
      label.numberOfLines = 2
      label.text = "one\ntwo\nthree\nfour"
      #expect(abs(label.sizeThatFits(Size(width: 200, height: 120)).height - 2 * line) <= 1)
      let rows = inkedRows(of: label, size: Size(width: 200, height: 120))
      let first = try #require(rows.first)
      let last = try #require(rows.last)
      #expect(Double(last - first) > line && Double(last - first) < 2 * line)
    }
  }
}
