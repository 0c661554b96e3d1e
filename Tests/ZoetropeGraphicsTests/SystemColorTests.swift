import Testing

@testable import ZoetropeGraphics

/// UIKit's system colours, group by group, against Apple's light-mode
/// values (see the sources in Color+System.swift and Color+Semantic.swift):
/// each as its 8-bit sRGB components and its exact alpha.
@Suite struct SystemColorTests {
  /// A colour's 8-bit components and its alpha, to compare in one line.
  private func components(_ color: Color) -> [Double] {
    let bytes = color.rgba8
    return [Double(bytes.red), Double(bytes.green), Double(bytes.blue), color.alpha]
  }

  @Test func standardColors() {
    let expected: [(Color, [Double])] = [
      (.systemRed, [255, 59, 48, 1]), (.systemOrange, [255, 149, 0, 1]),
      (.systemYellow, [255, 204, 0, 1]), (.systemGreen, [52, 199, 89, 1]),
      (.systemMint, [0, 199, 190, 1]), (.systemTeal, [48, 176, 199, 1]),
      (.systemCyan, [50, 173, 230, 1]), (.systemBlue, [0, 122, 255, 1]),
      (.systemIndigo, [88, 86, 214, 1]), (.systemPurple, [175, 82, 222, 1]),
      (.systemPink, [255, 45, 85, 1]), (.systemBrown, [162, 132, 94, 1]),
    ]
    for (color, values) in expected {
      #expect(components(color) == values, "\(color)")
    }
    #expect(Color.systemOrange.hexString == "#FF9500")
    #expect(Color(hex: "#5856D6") == .systemIndigo)
  }

  @Test func grays() {
    let expected: [(Color, [Double])] = [
      (.systemGray, [142, 142, 147, 1]), (.systemGray2, [174, 174, 178, 1]),
      (.systemGray3, [199, 199, 204, 1]), (.systemGray4, [209, 209, 214, 1]),
      (.systemGray5, [229, 229, 234, 1]), (.systemGray6, [242, 242, 247, 1]),
    ]
    for (color, values) in expected {
      #expect(components(color) == values, "\(color)")
    }
  }

  @Test func labelsAndPlaceholderText() {
    #expect(components(.label) == [0, 0, 0, 1])
    #expect(components(.secondaryLabel) == [60, 60, 67, 0.6])
    #expect(components(.tertiaryLabel) == [60, 60, 67, 0.3])
    #expect(components(.quaternaryLabel) == [60, 60, 67, 0.18])
    #expect(components(.placeholderText) == [60, 60, 67, 0.3])
    #expect(Color.secondaryLabel.hexString == "#3C3C4399")
  }

  @Test func fills() {
    #expect(components(.systemFill) == [120, 120, 128, 0.2])
    #expect(components(.secondarySystemFill) == [120, 120, 128, 0.16])
    #expect(components(.tertiarySystemFill) == [118, 118, 128, 0.12])
    #expect(components(.quaternarySystemFill) == [116, 116, 128, 0.08])
  }

  @Test func backgrounds() {
    #expect(Color.systemBackground == .white)
    #expect(components(.secondarySystemBackground) == [242, 242, 247, 1])
    #expect(Color.tertiarySystemBackground == .white)
    #expect(components(.systemGroupedBackground) == [242, 242, 247, 1])
    #expect(Color.secondarySystemGroupedBackground == .white)
    #expect(components(.tertiarySystemGroupedBackground) == [242, 242, 247, 1])
  }

  @Test func separatorsLinksAndText() {
    #expect(components(.separator) == [60, 60, 67, 0.29])
    #expect(components(.opaqueSeparator) == [198, 198, 200, 1])
    #expect(Color.link == .systemBlue)
    #expect(Color.lightText == Color(white: 1, alpha: 0.6))
    #expect(Color.darkText == .black)
  }

  @Test func fixedColorsAsUIKitHasThem() {
    #expect(Color.cyan == Color(red: 0, green: 1, blue: 1))
    #expect(Color.magenta == Color(red: 1, green: 0, blue: 1))
    #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
  }
}
