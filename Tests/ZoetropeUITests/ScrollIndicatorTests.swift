import Foundation
import Testing
import ZoetropeTesting

@testable import ZoetropeUI

extension UI {
  /// Scroll indicators: shown while the content moves, sized to the
  /// visible fraction, shorter past an edge, faded after the motion.
  @Suite @MainActor struct ScrollIndicatorTests {
    /// The vertical indicator's track in a 480-point view: 3 points from
    /// each end.
    let track = 480.0 - 6
    /// Its length for 480 of 4,000 points.
    var length: Double { track * 480 / 4_000 }

    @Test func theVerticalIndicatorFollowsADragSizedToTheVisibleFraction() throws {
      let stage = ScrollStage()
      let bars = stage.scroll.indicators
      stage.host.advance(to: 0.4)
      #expect(bars.vertical.isHidden, "hidden before any scrolling")
      try stage.run(
        "0.5 down 160,400; 0.6 move 160,300; 0.7 move 160,200; 0.8 move 160,100", until: 0.85)
      #expect(!bars.vertical.isHidden && bars.vertical.opacity == 1)
      #expect(bars.horizontal.isHidden, "the content is not wider than the view")
      let offset = stage.scroll.contentOffset.y
      #expect(offset > 250)
      let frame = bars.vertical.frame
      let progress = offset / (4_000 - 480)
      #expect(abs(frame.height - length) < 1e-9)
      #expect(abs(frame.minY - (offset + 3 + progress * (track - length))) < 1e-9)
      #expect(frame.minX == 320 - 6 && frame.width == 3)
      #expect(stage.scroll.layer.sublayers.last === bars.vertical, "above the content")
      #expect(!stage.scroll.subviews.contains { $0.layer === bars.vertical })
    }

    @Test func pastAnEdgeTheIndicatorShrinksByTheOvershoot() throws {
      let stage = ScrollStage()
      let bars = stage.scroll.indicators
      stage.host.run(
        try Script(
          parsing: "0.5 down 160,100; 0.6 move 160,120; 0.7 move 160,140; 0.8 move 160,480"))
      stage.host.advance(to: 0.75)
      let shown = -stage.scroll.contentOffset.y
      #expect(abs(shown - ScrollPhysics.rubberBand(40, dimension: 480)) < 1e-9)
      let frame = bars.vertical.frame
      #expect(abs(frame.height - (length - shown)) < 1e-9)
      #expect(abs(frame.minY - (stage.scroll.contentOffset.y + 3)) < 1e-9, "at the track's top")
      stage.host.advance(to: 0.85)
      #expect(bars.vertical.frame.height == ScrollIndicators.minimumRubberBandLength)
    }

    @Test func theIndicatorsFadeAfterTheMotionStops() throws {
      let stage = ScrollStage()
      let bars = stage.scroll.indicators
      try stage.run("0.5 fling 160,400 velocity 0,-1200 over 0.1 at 60hz", until: 1)
      #expect(bars.vertical.presentation().opacity == 1 && !bars.vertical.isHidden)
      var time = 1.0
      while stage.scroll.isDecelerating && time < 8 {
        time += 1.0 / 60
        stage.host.advance(to: time)
      }
      let stop = try #require(stage.log.scrolls.last?.time)
      #expect(stop > 2 && stop < 7.5 && stage.log.ended == ["decelerating"])
      stage.host.advance(to: stop + 0.4)
      #expect(bars.vertical.presentation().opacity == 1, "held \(ScrollIndicators.hideDelay) s")
      #expect(bars.vertical.opacity == 0, "the model is already faded")
      let later = stop + 0.5 + 0.125
      stage.host.advance(to: later)
      let fading = bars.vertical.presentation().opacity
      #expect(fading > 0.2 && fading < 0.8, "\(fading)")
      stage.host.advance(to: stop + 1.2)
      #expect(bars.vertical.presentation().opacity == 0)
      #expect(bars.vertical.animation(forKey: "fade") == nil)
      stage.scroll.contentOffset = Point(x: 0, y: 100)
      #expect(bars.vertical.isHidden, "a setter does not show them")
    }

    @Test func flashingShowsThemForAMomentAndTheSwitchesHideThem() {
      let stage = ScrollStage(content: Size(width: 960, height: 4_000))
      let bars = stage.scroll.indicators
      stage.host.advance(to: 0.5)
      stage.scroll.flashScrollIndicators()
      stage.host.advance(to: 0.6)
      #expect(bars.vertical.presentation().opacity == 1)
      #expect(bars.horizontal.presentation().opacity == 1 && !bars.horizontal.isHidden)
      // Both shown: each track stops short of the corner.
      #expect(abs(bars.horizontal.frame.minY - (480 - 6)) < 1e-9)
      #expect(abs(bars.horizontal.frame.width - (320 - 6 - 6) * 320 / 960) < 1e-9)
      #expect(bars.vertical.frame.maxY <= 480 - 6 - 3 + 1e-9)
      stage.host.advance(to: 2)
      #expect(bars.vertical.presentation().opacity == 0)
      #expect(bars.horizontal.presentation().opacity == 0)
      stage.scroll.showsVerticalScrollIndicator = false
      stage.scroll.flashScrollIndicators()
      stage.host.advance(to: 2.1)
      #expect(bars.vertical.isHidden && !bars.horizontal.isHidden)
      stage.scroll.showsHorizontalScrollIndicator = false
      #expect(bars.horizontal.isHidden)
    }

    @Test func spanStaysInsideTheTrackForOddInput() {
      let track = 3.0...471.0
      let cases: [(Double, ClosedRange<Double>, Double, Double)] = [
        (0, 0...0, 480, 0), (50, 0...100, 480, 0), (1e9, 0...100, 480, 580),
        (-1e9, 0...100, 480, 580), (50, 0...100, 0, 580),
      ]
      for (offset, range, visible, extent) in cases {
        let span = ScrollIndicators.span(
          offset: offset, range: range, visible: visible, extent: extent, track: track)
        #expect(span.length.isFinite && span.start.isFinite)
        #expect(span.start >= track.lowerBound && span.start + span.length <= track.upperBound)
        #expect(span.length >= ScrollIndicators.minimumRubberBandLength)
      }
    }
  }
}
