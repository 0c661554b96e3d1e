import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

/// The smallest rectangle of pixels (in pixels) that match a test, or nil.
func pixelBounds(of image: Image, where matches: (Color) -> Bool) -> Rect? {
  var minX = Int.max
  var minY = Int.max
  var maxX = Int.min
  var maxY = Int.min
  for y in 0..<image.pixelHeight {
    for x in 0..<image.pixelWidth where matches(image.color(atX: x, y: y)) {
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x + 1)
      maxY = max(maxY, y + 1)
    }
  }
  guard minX <= maxX else { return nil }
  return Rect(
    x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY))
}

extension UI {
  /// `setTitleShadowColor(_:for:)` and `UILabel`'s text shadow: the title
  /// drawn again in the shadow colour, moved by the label's offset, with
  /// no blur.
  @Suite @MainActor struct ButtonTitleShadowTests {
    @Test func shadowColorFallsBackToTheNormalState() {
      let button = Button(type: .custom)
      button.setTitle("Go", for: .normal)
      #expect(button.titleShadowColor(for: .normal) == nil)
      #expect(button.currentTitleShadowColor == nil)
      #expect(button.titleLabel.shadowColor == nil)
      button.setTitleShadowColor(.red, for: .normal)
      button.setTitleShadowColor(.blue, for: .highlighted)
      #expect(button.titleShadowColor(for: .selected) == .red)
      #expect(button.titleShadowColor(for: .disabled) == .red)
      #expect(button.titleLabel.shadowColor == .red)
      button.isHighlighted = true
      #expect(button.currentTitleShadowColor == .blue)
      #expect(button.titleLabel.shadowColor == .blue)
      button.isHighlighted = false
      button.setTitleShadowColor(nil, for: .normal)
      #expect(button.titleLabel.shadowColor == nil)
      #expect(button.titleLabel.shadowLayer?.isHidden == true)
    }

    /// A label's shadow is one point above its text by default.
    ///
    /// UIKit's `UILabel.shadowOffset`: "The default offset size is (0, -1),
    /// which indicates a shadow one point above the text."
    @Test func labelShadowOffsetDefaultsToOnePointUp() {
      let label = Label()
      #expect(label.shadowOffset == Size(width: 0, height: -1))
      #expect(label.shadowColor == nil)
      #expect(label.shadowLayer == nil)  // no layer until a shadow is asked for
      let (_, warnings) = withWarningsCaptured {
        label.shadowOffset = Size(width: .nan, height: 2)
      }
      #expect(warnings.count == 1)
      #expect(label.shadowOffset == Size(width: 0, height: -1))
    }

    /// Renders a button titled "HH" in black with a red title shadow.
    func render(offset: Size?, shadow: Color?, scale: Double) -> Image {
      renderWindow(size: Size(width: 120, height: 60), scale: scale) { window in
        let button = Button(frame: Rect(x: 0, y: 0, width: 120, height: 60))
        button.titleLabel.font = .boldSystemFont(ofSize: 30)
        button.setTitle("HH", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.setTitleShadowColor(shadow, for: .normal)
        if let offset { button.titleLabel.shadowOffset = offset }
        window.addSubview(button)
      }
    }

    static func isInk(_ color: Color) -> Bool {
      color.red < 0.25 && color.green < 0.25 && color.blue < 0.25 && color.alpha > 0.9
    }

    static func isShadow(_ color: Color) -> Bool {
      color.red > 0.75 && color.green < 0.25 && color.blue < 0.25
    }

    @Test(arguments: [1.0, 2.0]) func shadowIsTheTitleMovedByTheOffset(scale: Double) throws {
      let image = render(offset: Size(width: 3, height: 4), shadow: .red, scale: scale)
      let ink = try #require(pixelBounds(of: image, where: Self.isInk))
      let shadow = try #require(pixelBounds(of: image, where: Self.isShadow))
      // The shadow's right and bottom edges stick out past the title's by
      // the offset (its other edges are under the title).
      #expect(abs(shadow.maxX - ink.maxX - 3 * scale) <= 1)
      #expect(abs(shadow.maxY - ink.maxY - 4 * scale) <= 1)
      #expect(shadow.minX > ink.minX)
      #expect(shadow.minY > ink.minY)
    }

    @Test(arguments: [1.0, 2.0]) func defaultShadowIsOnePointAbove(scale: Double) throws {
      let image = render(offset: nil, shadow: .red, scale: scale)
      let ink = try #require(pixelBounds(of: image, where: Self.isInk))
      let shadow = try #require(pixelBounds(of: image, where: Self.isShadow))
      #expect(abs(ink.minY - shadow.minY - scale) <= 1)
      #expect(shadow.minY < ink.minY)
      #expect(shadow.maxY <= ink.maxY)
    }

    @Test func noShadowColorDrawsNoShadow() throws {
      let image = render(offset: Size(width: 3, height: 4), shadow: nil, scale: 1)
      #expect(pixelBounds(of: image, where: Self.isInk) != nil)
      #expect(pixelBounds(of: image, where: Self.isShadow) == nil)
    }
  }
}
