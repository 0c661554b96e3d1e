import Foundation
import Testing
import ZoetropeTesting

@testable import ZoetropeUI

/// A delegate that zooms one view and records the zoom calls.
@MainActor
final class ZoomLog: ScrollViewDelegate {
  var zoomed: View?
  var zooms: [(time: Double, scale: Double)] = []
  var began = 0
  var ended: [Double] = []

  func viewForZooming(in scrollView: ScrollView) -> View? { zoomed }
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { began += 1 }
  func scrollViewDidZoom(_ scrollView: ScrollView) {
    zooms.append((Application.current?.animationBaseTime ?? .nan, scrollView.zoomScale))
  }
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
    ended.append(scale)
  }
}

extension UI {
  /// Zooming: the scale's limits, setZoomScale, zoom(to:), pinching about
  /// the fingers, and the spring back from past a limit.
  @Suite @MainActor struct ScrollZoomTests {
    /// A 320 × 480 scroll view zooming a 320 × 480 photo, 1× to 4×.
    func makeStage(maximum: Double = 4) -> (ScrollStage, ZoomLog, View) {
      let stage = ScrollStage(content: Size(width: 320, height: 480))
      let photo = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      photo.backgroundColor = .blue
      stage.scroll.addSubview(photo)
      let log = ZoomLog()
      log.zoomed = photo
      stage.scroll.delegate = log
      stage.scroll.minimumZoomScale = 1
      stage.scroll.maximumZoomScale = maximum
      stage.host.advance(to: 0.1)
      return (stage, log, photo)
    }

    @Test func setZoomScaleScalesTheViewAboutTheCentre() {
      let (stage, log, photo) = makeStage()
      let scroll = stage.scroll
      scroll.setZoomScale(2, animated: false)
      #expect(scroll.zoomScale == 2 && photo.transform == Transform(scaleX: 2, y: 2))
      #expect(photo.frame == Rect(x: 0, y: 0, width: 640, height: 960))
      #expect(scroll.contentSize == Size(width: 640, height: 960))
      #expect(scroll.contentOffset == Point(x: 160, y: 240), "the centre stays")
      #expect(log.zooms.last?.scale == 2)
      scroll.zoomScale = 10
      #expect(scroll.zoomScale == 4, "clamped to the maximum")
      scroll.maximumZoomScale = 3
      #expect(scroll.zoomScale == 3, "clamped into a new range")
      scroll.zoomScale = 0.1
      #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
    }

    @Test func zoomToARectFillsTheViewAlongTheCurve() {
      let (stage, log, _) = makeStage()
      let scroll = stage.scroll
      stage.host.advance(to: 0.5)
      scroll.zoom(to: Rect(x: 200, y: 300, width: 80, height: 120), animated: true)
      stage.host.advance(to: 0.65)
      // Half-way through 0.3 s ease-in-out: half the scale's way.
      #expect(abs(scroll.zoomScale - 2.5) < 1e-9)
      stage.host.advance(to: 1)
      #expect(scroll.zoomScale == 4)
      // The rectangle's centre (240, 360) × 4, at the view's centre.
      #expect(scroll.contentOffset == Point(x: 240 * 4 - 160, y: 360 * 4 - 240))
      #expect(log.ended == [4])
      scroll.zoom(to: Rect(x: 0, y: 0, width: 0, height: 10), animated: false)
      scroll.zoom(to: Rect(x: .nan, y: 0, width: 10, height: 10), animated: false)
      #expect(scroll.zoomScale == 4, "empty and NaN rectangles are ignored")
    }

    @Test func aPinchZoomsAboutItsCentre() throws {
      let (stage, log, _) = makeStage()
      let scroll = stage.scroll
      // The fingers' centre when the pinch began (the touches move one
      // at a time, so it wobbles by a fraction of a point) and at its end.
      var centres: [Point] = []
      scroll.pinchGestureRecognizer.addAction { pinch in
        if pinch.state == .began || pinch.state == .changed {
          centres.append(pinch.location(in: nil))
        }
      }
      stage.host.pinch(.point(x: 100, y: 200), scale: 2, over: 0.5, at: 0.5)
      stage.host.advance(to: 1.5)
      #expect(abs(scroll.zoomScale - 2) < 1e-9)
      // The photo's point under the fingers when they began is under them at the end.
      let first = try #require(centres.first)
      let last = try #require(centres.last)
      #expect(abs(first.x - 100) < 1 && first.y == 200)
      #expect(abs(scroll.contentOffset.x - (first.x * 2 - last.x)) < 1e-6)
      #expect(abs(scroll.contentOffset.y - 200) < 1e-6)
      #expect(log.began == 1 && log.ended.count == 1 && abs(log.ended[0] - 2) < 1e-9)
      #expect(!scroll.isZooming)
    }

    @Test func aPinchPastTheMaximumRubberBandsAndSpringsBack() throws {
      let (stage, log, _) = makeStage(maximum: 2)
      stage.host.pinch(.point(x: 160, y: 240), scale: 4, over: 0.5, at: 0.5)
      stage.host.advance(to: 1)
      let banded = 2 * (1 + ScrollPhysics.rubberBand(1, dimension: 1))
      #expect(abs(stage.scroll.zoomScale - banded) < 1e-6, "\(stage.scroll.zoomScale)")
      stage.host.advance(to: 3)
      #expect(stage.scroll.zoomScale == 2 && !stage.scroll.isZoomBouncing)
      let peak = try #require(log.zooms.map(\.scale).max())
      let release = try #require(log.zooms.last { $0.scale == peak }?.time)
      for sample in log.zooms where sample.time > release && sample.scale != 2 {
        let spring = ScrollPhysics.spring(
          displacement: 1, velocity: 0, time: sample.time - release)
        let expected = 2 + (peak - 2) * spring.displacement
        #expect(abs(sample.scale - expected) < 1e-6, "at \(sample.time)")
      }
      #expect(log.ended == [2])
      // Below the minimum: banded the other way, back to 1.
      stage.host.pinch(.point(x: 160, y: 240), scale: 0.25, over: 0.5, at: 3.5)
      stage.host.advance(to: 4)
      let low = stage.scroll.zoomScale
      #expect(low < 1 && low > 0.5, "\(low)")
      stage.host.advance(to: 6)
      #expect(stage.scroll.zoomScale == 1)
    }

    @Test func withoutAViewOrARangeAPinchDoesNothing() {
      let (stage, log, photo) = makeStage()
      log.zoomed = nil
      stage.host.pinch(.point(x: 160, y: 240), scale: 2, over: 0.5, at: 0.5)
      stage.host.advance(to: 1.5)
      #expect(stage.scroll.zoomScale == 1 && photo.transform == .identity)
      log.zoomed = photo
      stage.scroll.maximumZoomScale = 1
      stage.host.pinch(.point(x: 160, y: 240), scale: 2, over: 0.5, at: 2)
      stage.host.advance(to: 3)
      #expect(stage.scroll.zoomScale == 1 && log.began == 0)
      stage.scroll.maximumZoomScale = 2
      stage.scroll.bouncesZoom = false
      stage.host.pinch(.point(x: 160, y: 240), scale: 3, over: 0.5, at: 3.5)
      stage.host.advance(to: 4)
      #expect(stage.scroll.zoomScale == 2, "without bouncing, stops at the limit")
    }

    @Test func zoomedLooksRight() {
      let (stage, log, photo) = makeStage()
      defer { withExtendedLifetime(log) {} }
      // Four quadrants and a ring in the middle, to see the scale and the centre.
      let colors: [Color] = [.red, .green, .yellow, .blue]
      for (index, color) in colors.enumerated() {
        let quadrant = View(
          frame: Rect(
            x: Double(index % 2) * 160, y: Double(index / 2) * 240, width: 160, height: 240))
        quadrant.backgroundColor = color
        photo.addSubview(quadrant)
      }
      let ring = View(frame: Rect(x: 140, y: 220, width: 40, height: 40))
      ring.layer.cornerRadius = 20
      ring.layer.borderWidth = 4
      ring.layer.borderColor = .black
      photo.addSubview(ring)
      stage.scroll.setZoomScale(2, animated: false)
      stage.scroll.flashScrollIndicators()
      stage.host.advance(to: 0.2)
      // At 2× about the centre: each quadrant's inner half shows, the
      // ring twice as large in the middle, both indicators half as long.
      expectGolden(stage.host.screenshot(), "zoomedLooksRight", scale: 1)
      #expect(stage.scroll.indicators.vertical.frame.height > 100)
    }

    @Test func badLimitsAndScalesAreIgnoredWithWarnings() {
      let (stage, log, _) = makeStage()
      let scroll = stage.scroll
      defer { withExtendedLifetime(log) {} }
      let (_, warnings) = withWarningsCaptured {
        scroll.minimumZoomScale = .nan
        scroll.minimumZoomScale = -1
        scroll.maximumZoomScale = .infinity
        scroll.maximumZoomScale = 0
        scroll.setZoomScale(.nan, animated: true)
      }
      #expect(warnings.count == 5)
      #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 4)
      scroll.minimumZoomScale = 5
      #expect(scroll.maximumZoomScale == 5 && scroll.zoomScale == 5)
      scroll.maximumZoomScale = 0.5
      #expect(scroll.minimumZoomScale == 0.5 && scroll.zoomScale == 0.5)
      #expect(scroll.contentSize == Size(width: 160, height: 240))
    }
  }
}
