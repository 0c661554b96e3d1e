import Foundation
import Testing
import ZoetropeTesting

@testable import ZoetropeUI

/// Records what a scroll view tells its delegate, with the times.
@MainActor
final class ScrollLog: ScrollViewDelegate {
  var scrolls: [(time: Double, offset: Point)] = []
  var release: (time: Double, offset: Point, velocity: Point)?
  var override: ((Point) -> Point)?
  var ended: [String] = []

  func now() -> Double { Application.current?.animationBaseTime ?? .nan }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    scrolls.append((now(), scrollView.contentOffset))
  }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    release = (now(), scrollView.contentOffset, velocity)
    if let override { targetContentOffset = override(targetContentOffset) }
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { ended.append("decelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { ended.append("animation") }
}

/// A 320 × 480 headless window filled by a scroll view of 320 × 4,000
/// points of content (or paged sideways).
@MainActor
final class ScrollStage {
  let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
  let log = ScrollLog()
  let host: HeadlessHost

  init(content: Size = Size(width: 320, height: 4_000)) {
    let scroll = scroll
    scroll.contentSize = content
    scroll.delegate = log
    host = HeadlessHost(size: Size(width: 320, height: 480), fps: 60) {
      let controller = ViewController()
      controller.view.addSubview(scroll)
      return controller
    }
  }

  func run(_ script: String, until end: Double) throws {
    host.run(try Script(parsing: script))
    host.advance(to: end)
  }
}

extension UI {
  @Suite @MainActor struct ScrollViewTests {
    let rate = 0.998

    @Test func physicsClosedForms() {
      // The velocity decays as rate^(1000 t); the distance sums it per ms.
      for (velocity, rate) in [(1000.0, 0.998), (-2500.0, 0.998), (800.0, 0.99)] {
        for time in [0.0, 0.1, 0.5, 2.0] {
          #expect(
            ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, time: time)
              == velocity * pow(rate, 1000 * time))
          let steps = Int(1000 * time)
          let summed = (1...max(steps, 1)).reduce(0.0) { sum, k in
            sum + velocity / 1000 * pow(rate, Double(k))
          }
          let closed = ScrollPhysics.decelerationDistance(
            velocity: velocity, rate: rate, time: time)
          #expect(abs(closed - (steps == 0 ? 0 : summed)) < 1e-9 * abs(velocity))
        }
        let projected = velocity * rate / (1 - rate) / 1000
        #expect(
          abs(ScrollPhysics.projectedDistance(velocity: velocity, rate: rate) - projected) < 1e-9)
      }
      #expect(abs(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998) - 499) < 1e-9)
      #expect(abs(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.99) - 99) < 1e-9)
      // Rubber band: (1 − 1/(x·0.55/d + 1))·d, and its inverse.
      for (x, d) in [(100.0, 480.0), (-40.0, 480.0), (1000.0, 320.0)] {
        let expected = (1 - 1 / (abs(x) * 0.55 / d + 1)) * d * (x < 0 ? -1 : 1)
        #expect(abs(ScrollPhysics.rubberBand(x, dimension: d) - expected) < 1e-9)
        #expect(abs(ScrollPhysics.dragForRubberBand(expected, dimension: d) - x) < 1e-6)
      }
      #expect(ScrollPhysics.rubberBand(50, dimension: 0) == 0)
    }

    @Test func aFlingDeceleratesAlongTheCurveAndStopsAtTheProjection() throws {
      let stage = ScrollStage()
      try stage.run("0.5 fling 160,400 velocity 0,-1200 over 0.1 at 60hz", until: 6)
      let release = try #require(stage.log.release)
      let velocity = release.velocity.y * 1000
      #expect(abs(velocity - 1200) < 60, "\(velocity)")
      let after = stage.log.scrolls.filter { $0.time > release.time }
      #expect(after.count > 60)
      for sample in after.dropLast() {
        let expected =
          release.offset.y
          + ScrollPhysics.decelerationDistance(
            velocity: velocity, rate: rate, time: sample.time - release.time)
        #expect(abs(sample.offset.y - expected) < 1e-6, "at \(sample.time)")
      }
      let end = release.offset.y + velocity * rate / (1 - rate) / 1000
      #expect(abs(stage.scroll.contentOffset.y - end) < 1e-6)
      #expect(stage.scroll.contentOffset.x == 0)
      #expect(stage.log.ended == ["decelerating"] && !stage.scroll.isDecelerating)
    }

    @Test func draggingPastTheTopRubberBandsAndBouncesBack() throws {
      let stage = ScrollStage()
      var during: [Double] = []
      stage.scroll.panGestureRecognizer.addAction { pan in
        if pan.state == .changed {
          let pulled = pan.translation(in: nil).y
          during.append(
            stage.scroll.contentOffset.y + ScrollPhysics.rubberBand(pulled, dimension: 480))
        }
      }
      try stage.run(
        "0.5 down 160,100; 0.6 move 160,150; 0.7 move 160,220; 0.8 move 160,300; 1.2 up 160,300",
        until: 0.9)
      // Pulled 200 points down from the top: shown (1 − 1/(200·0.55/480 + 1))·480.
      let shown = (1 - 1 / (200 * 0.55 / 480 + 1)) * 480
      #expect(abs(stage.scroll.contentOffset.y + shown) < 1e-9)
      #expect(during.allSatisfy { abs($0) < 1e-9 })
      stage.host.advance(to: 3)
      let release = try #require(stage.log.release)
      #expect(abs(release.offset.y + shown) < 1e-9)
      let back = stage.log.scrolls.filter { $0.time > release.time }
      #expect(back.count > 10)
      for sample in back.dropLast() {
        let state = ScrollPhysics.spring(
          displacement: release.offset.y, velocity: release.velocity.y * 1000,
          time: sample.time - release.time)
        #expect(abs(sample.offset.y - state.displacement) < 1e-6)
      }
      #expect(back.allSatisfy { $0.offset.y <= 1e-9 })
      #expect(stage.scroll.contentOffset.y == 0)
    }

    @Test func aFlingIntoTheEndBouncesAndRestsAtTheEdge() throws {
      let stage = ScrollStage(content: Size(width: 320, height: 800))
      try stage.run("0.5 fling 160,400 velocity 0,-3000 over 0.1 at 60hz", until: 4)
      let maximum = 800.0 - 480
      let peak = stage.log.scrolls.map(\.offset.y).max() ?? 0
      #expect(peak > maximum + 5 && peak < maximum + 200)
      #expect(stage.scroll.contentOffset.y == maximum)
      stage.scroll.bounces = false
      stage.scroll.contentOffset = .zero
      stage.log.scrolls = []
      try stage.run("4.5 fling 160,400 velocity 0,-3000 over 0.1 at 60hz", until: 8)
      #expect(stage.log.scrolls.allSatisfy { $0.offset.y <= maximum })
      #expect(stage.scroll.contentOffset.y == maximum)
    }

    @Test func pagingLandsOnPages() throws {
      let stage = ScrollStage(content: Size(width: 960, height: 480))
      stage.scroll.isPagingEnabled = true
      try stage.run(
        "0.5 down 300,200; 0.7 move 260,200; 1 move 220,200; 1.3 move 180,200; 1.8 up 180,200",
        until: 3)
      #expect(stage.scroll.contentOffset.x == 0, "a slow drag of 120 points goes back")
      try stage.run("3.5 fling 300,200 velocity -900,0 over 0.1 at 60hz", until: 5)
      #expect(stage.scroll.contentOffset.x == 320)
      try stage.run("5.5 fling 300,200 velocity -900,0 over 0.1 at 60hz", until: 7)
      #expect(stage.scroll.contentOffset.x == 640)
      try stage.run("7.5 fling 300,200 velocity -900,0 over 0.1 at 60hz", until: 9)
      #expect(stage.scroll.contentOffset.x == 640, "the last page")
    }

    @Test func theDelegatesTargetIsWhereItStops() throws {
      let stage = ScrollStage()
      stage.log.override = { _ in Point(x: 0, y: 300) }
      try stage.run("0.5 fling 160,400 velocity 0,-1200 over 0.1 at 60hz", until: 6)
      #expect(abs(stage.scroll.contentOffset.y - 300) < 1e-6)
      stage.log.override = { _ in Point(x: 0, y: .nan) }
      try stage.run("6.5 fling 160,400 velocity 0,-1200 over 0.1 at 60hz", until: 12)
      let release = try #require(stage.log.release)
      let end = release.offset.y + release.velocity.y * rate / (1 - rate)
      #expect(abs(stage.scroll.contentOffset.y - end) < 1e-6, "a NaN target is ignored")
    }

    @Test func animatedOffsetsTellTheDelegateEachFrame() {
      let stage = ScrollStage()
      stage.host.advance(to: 0.5)
      stage.scroll.setContentOffset(Point(x: 0, y: 600), animated: true)
      stage.host.advance(to: 0.65)
      let middle = stage.scroll.contentOffset.y
      #expect(abs(middle - 300) < 1e-6, "half-way through 0.3 s ease-in-out")
      stage.host.advance(to: 1)
      #expect(stage.scroll.contentOffset.y == 600 && stage.log.ended == ["animation"])
      #expect(stage.log.scrolls.count >= 17)
      stage.scroll.scrollRectToVisible(
        Rect(x: 0, y: 3_900, width: 10, height: 200), animated: false)
      #expect(stage.scroll.contentOffset.y == 4_000 - 480)
      let (_, warnings) = withWarningsCaptured {
        stage.scroll.contentOffset = Point(x: .nan, y: 0)
        stage.scroll.contentSize = Size(width: -1, height: .infinity)
        stage.scroll.setContentOffset(Point(x: 0, y: .infinity), animated: true)
        stage.scroll.decelerationRate = DecelerationRate(rawValue: 1.5)
      }
      #expect(warnings.count == 4 && stage.scroll.contentSize == Size(width: 0, height: 0))
      #expect(stage.scroll.decelerationRate == .normal)
      #expect(stage.scroll.contentOffset.y == 4_000 - 480)
    }
  }
}
