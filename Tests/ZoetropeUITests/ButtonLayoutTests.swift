import Testing
import ZoetropeGraphics
import ZoetropeRendering

@testable import ZoetropeUI

extension UI {
  /// Button sizes, insets, the image–title gap and the content alignments.
  ///
  /// Sizes follow UIKit's `sizeToFit` rules, or the filled
  /// configuration's. UIKit's numbers are those of tests that ran against
  /// Apple's UIKit in a UIKit re-implementation (`ButtonSizeToFitTests`,
  /// `ButtonContentAlignmentTests`).
  @Suite @MainActor struct ButtonLayoutTests {
    let font = Font.systemFont(ofSize: 17)

    @Test(arguments: [Button.ButtonType.custom, .system])
    func emptyButtonSizesToThirtyByThirtyFour(type: Button.ButtonType) {
      let button = Button(type: type)
      button.sizeToFit()
      #expect(button.frame.size == Size(width: 30, height: 34))
      let framed = Button(frame: Rect(x: 5, y: 5, width: 100, height: 100))
      framed.sizeToFit()
      #expect(framed.frame.size == Size(width: 30, height: 34))
      #expect(framed.frame.origin == Point(x: 5, y: 5))
    }

    @Test func imageOnlySizesToTheImage() {
      let button = Button(frame: .zero)
      button.setImage(solidImage(.red, points: 80), for: .normal)
      button.sizeToFit()
      #expect(button.frame.size == Size(width: 80, height: 80))
      let system = Button(type: .system)
      system.setImage(solidImage(.red, points: 80), for: .normal)
      #expect(system.intrinsicContentSize == Size(width: 80, height: 80))
    }

    @Test func titleOnlyGetsSixPointsAboveAndBelow() {
      let button = Button(frame: .zero)
      button.setTitle("Hop!", for: .normal)
      button.sizeToFit()
      let title = TextMeasurement.size(of: "Hop!", font: font)
      #expect(button.frame.size == Size(width: title.width, height: title.height + 12))
    }

    @Test func customButtonPutsImageAndTitleSideBySide() {
      let button = Button(frame: .zero)
      button.setTitle("Hop!", for: .normal)
      button.setImage(solidImage(.red, points: 40), for: .normal)
      let title = TextMeasurement.size(of: "Hop!", font: font)
      #expect(
        button.intrinsicContentSize
          == Size(width: 40 + title.width, height: max(40, title.height + 12)))
      button.frame = Rect(x: 0, y: 0, width: 200, height: 100)
      button.layoutIfNeeded()
      #expect(button.titleLabel.frame.minX == button.imageView.frame.maxX)  // no gap
    }

    @Test func contentEdgeInsetsAddToTheSize() {
      let button = Button(frame: .zero)
      button.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(button.intrinsicContentSize == Size(width: 36, height: 38))
      button.setImage(solidImage(.red, points: 10), for: .normal)
      #expect(button.intrinsicContentSize == Size(width: 16, height: 14))
      button.frame = Rect(x: 0, y: 0, width: 100, height: 50)
      button.contentHorizontalAlignment = .left
      button.contentVerticalAlignment = .top
      button.layoutIfNeeded()
      #expect(button.imageView.frame.origin == Point(x: 2, y: 1))
      // A configuration's insets replace contentEdgeInsets, as in UIKit.
      button.configuration = .filled()
      button.layoutIfNeeded()
      #expect(button.imageView.frame.origin == Point(x: 14, y: 7))
    }

    /// The filled configuration keeps the old metrics: 7/14-point insets
    /// and 6 points between image and title.
    @Test func filledConfigurationHasInsetsAndAGap() {
      let button = filledButton("Hop!")
      let title = TextMeasurement.size(of: "Hop!", font: font)
      let expected = Size(width: title.width + 28, height: title.height + 14)
      #expect(button.intrinsicContentSize == expected)
      #expect(button.frame.size == expected)
      button.setImage(solidImage(.red, points: 10), for: .normal)
      #expect(button.intrinsicContentSize.width == expected.width + 10 + 6)
      let empty = Button(configuration: .filled())
      #expect(empty.intrinsicContentSize == Size(width: 28, height: 14))
      #expect(Button.Configuration.plain().contentInsets == .zero)
      #expect(Button.Configuration.plain().imagePadding == 0)
    }

    @Test func filledLayoutCentresTheTitleAndImageWithTheGap() {
      let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 50))
      button.configuration = .filled()
      button.setTitle("Hop!", for: .normal)
      button.setImage(solidImage(.red, points: 10), for: .normal)
      button.layoutIfNeeded()
      let title = button.titleLabel.frame
      let image = button.imageView.frame
      #expect(image.size == Size(width: 10, height: 10))
      #expect(title.minX == image.maxX + 6)
      #expect(abs(image.minX - (200 - title.maxX)) <= 1)
      #expect(button.backgroundLayer.frame == button.bounds)
      #expect(!button.imageView.isHidden)
    }

    // MARK: Content alignment

    /// A 200 × 100 custom button with a 40-point image and a title.
    func alignedButton(
      _ horizontal: Control.ContentHorizontalAlignment,
      _ vertical: Control.ContentVerticalAlignment, image: Bool = true, title: Bool = true
    ) -> Button {
      let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 100))
      if title { button.setTitle("Short", for: .normal) }
      if image { button.setImage(solidImage(.red, points: 40), for: .normal) }
      button.contentHorizontalAlignment = horizontal
      button.contentVerticalAlignment = vertical
      button.layoutIfNeeded()
      return button
    }

    var titleSize: Size { TextMeasurement.size(of: "Short", font: font) }

    @Test func centredByDefault() {
      let button = alignedButton(.center, .center)
      let title = button.titleLabel.frame
      let image = button.imageView.frame
      #expect(title.size == titleSize)
      #expect(image.minX == ((200 - 40 - titleSize.width) / 2).rounded(.down))
      #expect(title.minX == image.maxX)
      #expect(image.minY == 30)
      #expect(title.minY == ((100 - titleSize.height) / 2).rounded(.down))
      let titleOnly = alignedButton(.center, .center, image: false)
      #expect(titleOnly.titleLabel.frame.minX == ((200 - titleSize.width) / 2).rounded(.down))
      let imageOnly = alignedButton(.center, .center, title: false)
      #expect(imageOnly.imageView.frame.origin == Point(x: 80, y: 30))
    }

    @Test(arguments: [Control.ContentHorizontalAlignment.left, .leading])
    func topLeft(horizontal: Control.ContentHorizontalAlignment) {
      let button = alignedButton(horizontal, .top)
      #expect(button.effectiveContentHorizontalAlignment == .left)
      #expect(button.imageView.frame.origin == Point(x: 0, y: 0))
      #expect(button.titleLabel.frame.origin == Point(x: 40, y: 0))
      let titleOnly = alignedButton(horizontal, .top, image: false)
      #expect(titleOnly.titleLabel.frame.origin == Point(x: 0, y: 0))
    }

    @Test(arguments: [Control.ContentHorizontalAlignment.right, .trailing])
    func bottomRight(horizontal: Control.ContentHorizontalAlignment) {
      let button = alignedButton(horizontal, .bottom)
      #expect(button.effectiveContentHorizontalAlignment == .right)
      let title = button.titleLabel.frame
      let image = button.imageView.frame
      #expect(title.maxX == 200)
      #expect(title.maxY == 100)
      #expect(image.maxX == title.minX)
      #expect(image.maxY == 100)
      let imageOnly = alignedButton(horizontal, .bottom, title: false)
      #expect(imageOnly.imageView.frame.origin == Point(x: 160, y: 60))
    }

    @Test func fillStretches() {
      let button = alignedButton(.fill, .fill)
      #expect(button.imageView.frame == Rect(x: 0, y: 0, width: 40, height: 100))
      #expect(button.titleLabel.frame == Rect(x: 40, y: 0, width: 160, height: 100))
      let imageOnly = alignedButton(.fill, .fill, title: false)
      #expect(imageOnly.imageView.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func changingAnAlignmentLaysOutAgain() {
      let button = alignedButton(.center, .center)
      #expect(button.imageView.frame.minX > 0)
      button.contentHorizontalAlignment = .left
      #expect(button.needsLayout)
      button.layoutIfNeeded()
      #expect(button.imageView.frame.minX == 0)
    }
  }
}
