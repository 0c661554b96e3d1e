import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

@testable import ZoetropeUI

extension UI {
  /// Label sizes, vertical centring, line-break mapping and bad strings.
  @Suite @MainActor struct LabelTests {
    let font = Font.systemFont(ofSize: 17)

    @Test func sizeThatFitsMeasuresOneLine() {
      let label = Label(frame: Rect(x: 0, y: 0, width: 20, height: 20))
      label.text = "1.00 hps"
      let expected = TextMeasurement.size(of: "1.00 hps", font: font)
      #expect(label.sizeThatFits(Size(width: 10, height: 10)) == expected)
      #expect(label.intrinsicContentSize == expected)
      label.sizeToFit()
      #expect(label.frame.size == expected)
      #expect(Label(text: "1.00 hps").frame.size == expected)
    }

    @Test func multilineSizeWrapsAtTheWidth() {
      let label = Label(frame: Rect(x: 0, y: 0, width: 80, height: 20))
      label.text = "The quick brown fox jumps over the lazy dog"
      label.numberOfLines = 0
      let one = TextMeasurement.size(of: "The", font: font).height
      let wrapped = label.sizeThatFits(Size(width: 80, height: .infinity))
      #expect(wrapped.width <= 80)
      #expect(wrapped.height >= 3 * one - 1)
      label.numberOfLines = 2
      let two = label.sizeThatFits(Size(width: 80, height: .infinity))
      #expect(abs(two.height - 2 * one) <= 1)
    }

    @Test func textIsCentredVertically() {
      let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      label.text = "Centred"
      let line = TextMeasurement.size(of: "Centred", font: font).height
      #expect(label.textLayer.frame.height == line)
      #expect(label.textLayer.frame.minY == ((100 - line) / 2).rounded(.down))
      #expect(label.textLayer.frame.width == 100)
      label.frame = Rect(x: 0, y: 0, width: 100, height: 40)
      label.layoutIfNeeded()
      #expect(label.textLayer.frame.minY == ((40 - line) / 2).rounded(.down))
    }

    @Test func textTallerThanTheBoundsShowsTheLinesThatFit() {
      let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 30))
      label.numberOfLines = 0
      label.text = "one two three four five six seven eight nine ten"
      #expect(label.textLayer.frame == Rect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test func lineBreakModesMapOntoTheTextLayer() {
      let label = Label()
      let cases: [(LineBreakMode, TextTruncation)] = [
        (.byTruncatingTail, .end), (.byTruncatingHead, .start), (.byTruncatingMiddle, .middle),
        (.byClipping, .none), (.byWordWrapping, .none), (.byCharWrapping, .none),
      ]
      for (mode, truncation) in cases {
        label.lineBreakMode = mode
        #expect(label.textLayer.truncationMode == truncation)
      }
      #expect(!label.textLayer.isWrapped)
      label.numberOfLines = 3
      #expect(label.textLayer.isWrapped)
    }

    @Test func attributesReachTheTextLayer() {
      let label = Label()
      label.text = "Hi"
      label.textColor = .systemRed
      label.textAlignment = .right
      label.font = .boldSystemFont(ofSize: 20)
      #expect(label.textLayer.string == "Hi")
      #expect(label.textLayer.foregroundColor == .systemRed)
      #expect(label.textLayer.alignmentMode == .right)
      #expect(label.textLayer.font == .boldSystemFont(ofSize: 20))
    }

    @Test func emptyAndNilTextMeasureZero() {
      let label = Label(frame: Rect(x: 0, y: 0, width: 50, height: 20))
      #expect(label.sizeThatFits(Size(width: 50, height: 20)) == .zero)
      label.text = ""
      #expect(label.intrinsicContentSize == .zero)
      #expect(label.textLayer.frame.height == 0)
      label.sizeToFit()
      #expect(label.frame.size == .zero)
    }

    @Test func veryLongStringsWorkAndRender() {
      let long = String(repeating: "lorem ipsum ", count: 2_000)
      let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 40))
      label.text = long
      let size = label.sizeThatFits(Size(width: 120, height: 40))
      #expect(size.width > 1_000 && size.width.isFinite)
      label.numberOfLines = 0
      #expect(label.textLayer.frame.height == 40)
      let image = renderWindow(size: Size(width: 120, height: 40), scale: 1) { window in
        window.addSubview(label)
      }
      #expect(image.pixelWidth == 120)
    }

    @Test func negativeNumberOfLinesWarnsAndMeansUnlimited() {
      let label = Label()
      let (_, warnings) = withWarningsCaptured { label.numberOfLines = -2 }
      #expect(warnings.count == 1)
      #expect(label.numberOfLines == 0)
    }

    @Test func subviewsDrawAboveTheText() {
      let label = Label(frame: Rect(x: 0, y: 0, width: 50, height: 20))
      let badge = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
      label.addSubview(badge)
      #expect(label.layer.sublayers.first === label.textLayer)
      #expect(label.layer.sublayers.last === badge.layer)
    }
  }
}

extension UI.LabelTests {
  @Test func accessibilityLabelFollowsTheTextAndTouchesPassThrough() {
    let label = Label(text: "1.00 hps")
    #expect(label.accessibilityLabel == "1.00 hps")
    label.text = "4.00 hps"
    #expect(label.accessibilityLabel == "4.00 hps")
    label.accessibilityLabel = "speed"
    label.text = "2.00 hps"
    #expect(label.accessibilityLabel == "speed")
    #expect(!label.isUserInteractionEnabled)
    #expect(label.hitTest(Point(x: 1, y: 1), with: nil) == nil)
  }
}

extension UI.LabelTests {
  @Test func convenienceInitSetsTheTextLayer() {
    let label = Label(text: "Hop", font: .systemFont(ofSize: 30))
    #expect(label.textLayer.string == "Hop")
    #expect(label.textLayer.font == .systemFont(ofSize: 30))
    label.layoutIfNeeded()
    #expect(label.textLayer.frame.height == label.bounds.height)
  }
}
