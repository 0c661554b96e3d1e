import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// Slider drags and taps with exact value math, events and bad input.
  ///
  /// The slider's frame is (20, 100, 228, 31): its thumb centre travels
  /// 200 points, from x = 34 (value 0) to x = 234 (value 1), at y = 115.5.
  @Suite @MainActor struct SliderTests {
    let host = TestHost()
    let slider = Slider(frame: Rect(x: 20, y: 100, width: 228, height: 31))
    let log: EventLog

    init() {
      slider.value = 0.5
      host.window.addSubview(slider)
      log = EventLog(slider)
      host.frame()
    }

    /// The window x of the thumb centre for a value in 0...1.
    func x(for value: Double) -> Double { 34 + 200 * value }

    @Test func thumbSitsWhereTheValueSays() {
      #expect(slider.thumbView.frame.midX == 114)  // in the slider: 14 + 100
      #expect(slider.thumbView.frame.midY == 15.5)
      #expect(slider.minimumTrackView.frame.width == 114)
      slider.value = 1
      #expect(slider.thumbView.frame.maxX == 228)
    }

    @Test func draggingTheThumbFollowsTheMovement() {
      host.touch(.touchBegan, at: Point(x: 140, y: 115))  // 6 right of the thumb centre
      #expect(slider.value == 0.5)  // no jump
      host.touch(.touchMoved, at: Point(x: 160, y: 118))
      #expect(slider.value == 0.6)
      host.touch(.touchMoved, at: Point(x: 190, y: 118))
      #expect(slider.value == 0.75)
      host.touch(.touchEnded, at: Point(x: 190, y: 118))
      #expect(slider.value == 0.75)
      #expect(
        log.names == [
          "down", "valueChanged", "primary", "dragInside", "valueChanged", "primary", "dragInside",
          "upInside",
        ])
    }

    @Test func draggingPastTheEndClampsAndComesBackFromTheAnchor() {
      host.touch(.touchBegan, at: Point(x: 134, y: 115))
      host.touch(.touchMoved, at: Point(x: 400, y: 115))
      #expect(slider.value == 1)
      host.touch(.touchMoved, at: Point(x: 214, y: 115))
      #expect(slider.value == 0.9)
      host.touch(.touchMoved, at: Point(x: -100, y: 115))
      #expect(slider.value == 0)
      host.touch(.touchEnded, at: Point(x: -100, y: 115))
    }

    @Test func tappingTheTrackSetsTheValueThere() {
      host.tap(at: Point(x: x(for: 0.25), y: 115))
      #expect(slider.value == 0.25)
      #expect(log.names == ["down", "valueChanged", "primary", "upInside"])
      host.tap(at: Point(x: 22, y: 115))  // left of the thumb's travel: the minimum
      #expect(slider.value == 0)
    }

    @Test func nonContinuousSliderReportsOnceAtTheEnd() {
      slider.isContinuous = false
      host.touch(.touchBegan, at: Point(x: 134, y: 115))
      host.touch(.touchMoved, at: Point(x: 144, y: 115))
      host.touch(.touchMoved, at: Point(x: 154, y: 115))
      #expect(slider.value == 0.6)
      host.touch(.touchEnded, at: Point(x: 154, y: 115))
      #expect(
        log.names == ["down", "dragInside", "dragInside", "valueChanged", "primary", "upInside"])
      log.names = []
      host.advance(by: 1)  // not a double tap
      host.tap(at: Point(x: 154, y: 115))  // on the thumb: no change, no valueChanged
      #expect(log.names == ["down", "upInside"])
      log.names = []
      host.advance(by: 1)
      host.tap(at: Point(x: x(for: 0.1), y: 115))
      #expect(slider.value == 0.1)
      #expect(log.names == ["down", "valueChanged", "primary", "upInside"])
    }

    @Test func customRangeMapsLinearly() {
      slider.minimumValue = 0
      slider.maximumValue = 1.75
      slider.value = 1
      host.tap(at: Point(x: x(for: 1.0 / 1.75 + 0.5 / 1.75), y: 115))
      #expect(abs(slider.value - 1.5) < 1e-12)
    }

    @Test func disabledSliderGetsNothing() {
      slider.isEnabled = false
      host.tap(at: Point(x: x(for: 0.9), y: 115))
      #expect(slider.value == 0.5)
      #expect(log.names.isEmpty)
    }

    @Test func settingTheValueFromCodeSendsNoEvent() {
      slider.value = 0.2
      slider.setValue(0.3, animated: true)
      #expect(log.names.isEmpty)
      #expect(slider.value == 0.3)
    }

    @Test func animatedSetValueSlidesTheThumb() {
      slider.setValue(1, animated: true)
      let start = host.now
      host.frame()
      host.frame(at: start + 0.1)
      let x = slider.thumbView.layer.presentation().position.x
      #expect(x > 114 && x < 214)
      host.frame(at: start + 0.3)
      #expect(slider.thumbView.layer.presentation().position.x == 214)
    }

    @Test func badInputIsClampedOrIgnoredWithWarnings() {
      let (_, warnings) = withWarningsCaptured {
        slider.value = .nan
        slider.minimumValue = .nan
        slider.maximumValue = -.infinity
        slider.setValue(.nan, animated: true)
      }
      #expect(warnings.count == 4)
      #expect(slider.value == 0.5)
      #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
      slider.value = .infinity
      #expect(slider.value == 1)
      slider.value = -5
      #expect(slider.value == 0)
      let (_, swapped) = withWarningsCaptured { slider.minimumValue = 3 }
      #expect(swapped.count == 1)
      #expect(slider.maximumValue == 3)
      #expect(slider.value == 3)
      #expect(slider.fraction == 0)  // an empty range puts the thumb at the left
      let (_, lowered) = withWarningsCaptured { slider.maximumValue = -2 }
      #expect(lowered.count == 1)
      #expect(slider.minimumValue == -2 && slider.value == -2)
      host.tap(at: Point(x: 150, y: 115))  // an empty range: stays put
      #expect(slider.value == -2)
      host.frame(at: host.now + 0.5)
      for part in slider.subviews {
        let presented = part.layer.presentation()
        #expect(presented.position.x.isFinite && presented.position.y.isFinite)
        #expect(presented.bounds.width.isFinite)
      }
    }

    @Test func zeroWidthSliderDoesNotDivideByZero() {
      let thin = Slider(frame: Rect(x: 0, y: 300, width: 0, height: 31))
      host.window.addSubview(thin)
      thin.value = 0.7
      #expect(thin.thumbView.frame.midX.isFinite)
      #expect(thin.value(atX: 10) == 0)
      #expect(thin.intrinsicContentSize.height == 31)
    }
  }
}

extension UI.SliderTests {
  @Test func geometryMatchesUIKitsShape() {
    let bounds = slider.bounds
    let track = slider.trackRect(forBounds: bounds)
    #expect(track == Rect(x: 0, y: 13.5, width: 228, height: 4))
    #expect(
      slider.thumbRect(forBounds: bounds, trackRect: track, value: 0)
        == Rect(x: 0, y: 1.5, width: 28, height: 28))
    #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.25).midX == 64)
    #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 9).maxX == 228)
    #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: .nan).minX == 0)
  }

  @Test func draggingFromTheThumbRectMovesTheSlider() {
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
      value: slider.value)
    let start = slider.convert(Point(x: thumb.midX, y: thumb.midY), to: nil)
    host.drag(from: start, to: Point(x: start.x + 50, y: start.y), steps: 5)
    #expect(slider.value == 0.75)
  }
}
