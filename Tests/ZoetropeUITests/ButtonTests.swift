import Testing
import ZoetropeGraphics
import ZoetropeRendering

@testable import ZoetropeUI

extension UI {
  /// Per-state values, the default look and the intrinsic size.
  @Suite @MainActor struct ButtonTests {
    @Test func titleFallsBackToNormal() {
      let button = Button(type: .system)
      button.setTitle("Roll", for: .normal)
      button.setTitle("Rolling", for: .highlighted)
      #expect(button.title(for: .disabled) == "Roll")
      #expect(button.title(for: .highlighted) == "Rolling")
      #expect(button.currentTitle == "Roll")
      button.isHighlighted = true
      #expect(button.currentTitle == "Rolling")
      #expect(button.titleLabel.text == "Rolling")
      button.setTitle(nil, for: .highlighted)
      #expect(button.currentTitle == "Roll")
    }

    @Test func defaultLookFollowsTheState() {
      let button = Button(title: "Go")
      #expect(button.backgroundLayer.backgroundColor == View.defaultTintColor)
      #expect(button.currentTitleColor == .white)
      button.isHighlighted = true
      #expect(button.backgroundLayer.backgroundColor == Button.darkened(View.defaultTintColor))
      button.isHighlighted = false
      button.isEnabled = false
      #expect(button.backgroundLayer.backgroundColor == Button.disabledFillColor)
      #expect(button.titleLabel.textColor == Button.disabledTitleColor)
      button.isEnabled = true
      button.tintColor = .systemRed
      #expect(button.backgroundLayer.backgroundColor == .systemRed)
    }

    @Test func colorsPerStateReplaceTheDefaults() {
      let button = Button(title: "Go")
      button.setBackgroundColor(.green, for: .normal)
      button.setTitleColor(.black, for: .normal)
      button.setTitleColor(.red, for: .selected)
      #expect(button.backgroundLayer.backgroundColor == .green)
      #expect(button.titleLabel.textColor == .black)
      button.isHighlighted = true
      #expect(button.backgroundLayer.backgroundColor == Button.darkened(.green))
      button.isHighlighted = false
      button.isSelected = true
      #expect(button.titleLabel.textColor == .red)
      #expect(button.titleColor(for: .disabled) == .black)
    }

    @Test func customButtonHasNoFill() {
      let button = Button(type: .custom)
      button.setTitle("Plain", for: .normal)
      #expect(button.backgroundLayer.backgroundColor == .clear)
      #expect(button.currentTitleColor == .white)
      #expect(button.buttonType == .custom)
    }

    @Test func intrinsicSizeIsTheTitlePlusInsets() {
      let button = Button(title: "Hop!")
      let title = TextMeasurement.size(of: "Hop!", font: .systemFont(ofSize: 17))
      let expected = Size(width: title.width + 28, height: title.height + 14)
      #expect(button.intrinsicContentSize == expected)
      #expect(button.frame.size == expected)  // the convenience init sizes to fit
      button.setImage(solidImage(.red, points: 10), for: .normal)
      #expect(button.intrinsicContentSize.width == expected.width + 10 + 6)
    }

    @Test func primaryActionRunsOnTap() {
      let host = TestHost()
      var taps = 0
      let button = Button(title: "Tap") { _ in taps += 1 }
      button.frame.origin = Point(x: 20, y: 20)
      host.window.addSubview(button)
      host.frame()
      host.tap(at: Point(x: 30, y: 30))
      #expect(taps == 1)
      let named = Button(title: nil, primaryAction: Control.Action(title: "Named") { _ in })
      #expect(named.currentTitle == "Named")
    }

    @Test func layoutCentresTheTitleAndImage() {
      let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 50))
      button.setTitle("Hop!", for: .normal)
      button.setImage(solidImage(.red, points: 10), for: .normal)
      button.layoutIfNeeded()
      let title = button.titleLabel.frame
      let image = button.imageView.frame
      #expect(image.size == Size(width: 10, height: 10))
      #expect(title.minX == image.maxX + 6)
      let left = image.minX
      let right = 200 - title.maxX
      #expect(abs(left - right) <= 1)
      #expect(button.backgroundLayer.frame == button.bounds)
      #expect(!button.imageView.isHidden)
    }
  }
}

extension UI.ButtonTests {
  @Test func tintIsInheritedFromTheSuperview() {
    let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    container.tintColor = .systemGreen
    let button = Button(title: "Go")
    let slider = Slider(frame: Rect(x: 0, y: 0, width: 100, height: 31))
    container.addSubview(button)
    container.addSubview(slider)
    #expect(button.backgroundLayer.backgroundColor == .systemGreen)
    #expect(slider.minimumTrackView.backgroundColor == .systemGreen)
    container.tintColor = .systemRed
    #expect(button.backgroundLayer.backgroundColor == .systemRed)
    #expect(slider.minimumTrackView.backgroundColor == .systemRed)
  }
}

extension UI.ButtonTests {
  @Test func scriptsFindButtonsByTitle() {
    let host = TestHost()
    var taps = 0
    let button = Button(title: "Hop!") { _ in taps += 1 }
    button.frame.origin = Point(x: 50, y: 50)
    host.window.addSubview(button)
    host.frame()
    #expect(button.accessibilityLabel == "Hop!")
    #expect(host.tap(label: "Hop!"))
    #expect(taps == 1)
    button.setTitle("Sit Still!", for: .normal)
    #expect(button.accessibilityLabel == "Sit Still!")
    button.setTitle("Pressed", for: .highlighted)
    #expect(button.accessibilityLabel == "Sit Still!")
  }
}

extension UI.ButtonTests {
  @Test func nonFiniteMetricsAreIgnoredWithWarnings() {
    let button = Button(title: "Go")
    let (_, warnings) = withWarningsCaptured {
      button.cornerRadius = .nan
      button.imageTitlePadding = .infinity
      button.contentEdgeInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    }
    #expect(warnings.count == 3)
    #expect(button.cornerRadius == 8)
    #expect(button.imageTitlePadding == 6)
    #expect(button.contentEdgeInsets.top == 7)
    #expect(button.backgroundLayer.cornerRadius == 8)
    button.layoutIfNeeded()
    #expect(button.titleLabel.frame.isFiniteValue)
  }
}
