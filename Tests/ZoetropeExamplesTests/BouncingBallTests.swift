import Testing
import Zoetrope

@testable import BouncingBall

/// The NSTimer tutorial, run headless: each tick moves the ball by delta,
/// delta turns round at the edges, and the slider reschedules the timer.
@MainActor
@Suite struct BouncingBallTests {
  let host = HeadlessHost(app: BouncingBallApp())
  var bouncer: BouncingBallViewController {
    host.root(BouncingBallViewController.self)
  }

  /// The tutorial's arithmetic, on its own: `k` ticks from the start.
  static func simulate(ticks: Int) -> (center: Point, delta: Point) {
    var center = Point(x: 64, y: 64)
    var delta = Point(x: 12, y: 4)
    let radius = 24.0
    for _ in 0..<ticks {
      center = Point(x: center.x + delta.x, y: center.y + delta.y)
      if center.x > 320 - radius || center.x < radius { delta.x = -delta.x }
      if center.y > 480 - radius || center.y < radius { delta.y = -delta.y }
    }
    return (center, delta)
  }

  @Test func startsWithTheTutorialsValues() {
    host.advance(by: 0)
    #expect(bouncer.delta == Point(x: 12, y: 4))
    #expect(bouncer.ballRadius == 24)
    #expect(bouncer.slider.minimumValue == 0 && bouncer.slider.maximumValue == 1)
    #expect(bouncer.slider.value == 0.01)
    #expect(bouncer.intervalLabel.text == "0.01")
    #expect(bouncer.timer?.timeInterval == 0.01)
    #expect(bouncer.timer?.repeats == true)
    let screenshot = host.screenshot()
    #expect(isLight(screenshot.color(at: Point(x: 64, y: 64))))
    #expect(isClose(screenshot.color(at: Point(x: 200, y: 200)), .black))
  }

  @Test(arguments: [1, 10, 25, 60, 137]) func theCenterAfterKTicks(ticks: Int) {
    host.advance(to: Double(ticks) * 0.01 + 0.005)
    #expect(bouncer.tickCount == ticks)
    let expected = Self.simulate(ticks: ticks)
    #expect(bouncer.imageView.center == expected.center)
    #expect(bouncer.delta == expected.delta)
  }

  @Test func theBallBouncesOffEachEdge() {
    var edges: [String] = []
    var delta = bouncer.delta
    for tick in 1...300 {
      host.advance(to: Double(tick) * 0.01 + 0.005)
      let center = bouncer.imageView.center
      if bouncer.delta.x != delta.x {
        edges.append(delta.x > 0 ? "right" : "left")
        #expect(delta.x > 0 ? center.x > 296 : center.x < 24)
      }
      if bouncer.delta.y != delta.y {
        edges.append(delta.y > 0 ? "bottom" : "top")
        #expect(delta.y > 0 ? center.y > 456 : center.y < 24)
      }
      delta = bouncer.delta
    }
    #expect(Set(edges) == ["right", "left", "bottom", "top"], "\(edges)")
    let ball = bouncer.imageView.frame
    #expect(ball.minX > -12 && ball.maxX < 332 && ball.minY > -4 && ball.maxY < 484)
  }

  /// The app lays out from its view's bounds: in a window of another
  /// size the ball turns round at that window's edges.
  @Test func theBallBouncesOffTheWindowsEdges() {
    let host = HeadlessHost(size: Size(width: 200, height: 150)) {
      BouncingBallViewController()
    }
    let bouncer = host.root(BouncingBallViewController.self)
    #expect(bouncer.view.bounds.size == Size(width: 200, height: 150))
    var seen = (maxX: 0.0, maxY: 0.0)
    for step in 1...300 {
      host.advance(to: Double(step) / 60)
      seen.maxX = max(seen.maxX, bouncer.imageView.center.x)
      seen.maxY = max(seen.maxY, bouncer.imageView.center.y)
    }
    // Past the edge by less than one step, never further.
    #expect(seen.maxX > 200 - 24 && seen.maxX < 200 - 24 + 12)
    #expect(seen.maxY > 150 - 24 && seen.maxY < 150 - 24 + 4)
  }

  @Test func movingTheSliderReschedules() throws {
    host.advance(to: 1)
    let old = try #require(bouncer.timer)
    bouncer.slider.value = 0.05
    bouncer.slider.sendActions(for: .valueChanged)
    #expect(!old.isValid)
    #expect(bouncer.timer?.timeInterval == 0.05)
    #expect(bouncer.intervalLabel.text == "0.05")
    let before = bouncer.tickCount
    host.advance(to: 2.001)
    #expect(bouncer.tickCount - before == 20)
  }

  @Test func theTimerKeepsFiringWhileTheSliderIsDragged() {
    host.drag("Interval", to: .fraction(0.5), over: 1, at: 1)
    host.advance(to: 1.2)
    #expect(bouncer.slider.isTracking)
    let during = bouncer.tickCount
    host.advance(to: 1.8)
    #expect(bouncer.slider.isTracking)
    #expect(bouncer.tickCount > during)
    host.advance(to: 2.1)
    #expect(!bouncer.slider.isTracking)
    #expect(bouncer.slider.value > 0.4 && bouncer.slider.value < 0.6)
    #expect(bouncer.timer?.timeInterval == bouncer.slider.value)
  }

  @Test func aSliderAtZeroClampsTheInterval() {
    host.advance(to: 1)
    bouncer.slider.value = 0
    bouncer.sliderMoved()
    #expect(bouncer.timer?.timeInterval == BouncingBallViewController.minimumInterval)
    // The label shows the interval the timer uses, not the slider's 0.
    #expect(bouncer.intervalLabel.text == "0.01")
    let before = bouncer.tickCount
    host.advance(to: 2.001)
    #expect(bouncer.tickCount - before == 100)
  }

  @Test(arguments: [1.0, 2.0]) func goldenFirstFrameAndMidFlight(scale: Double) {
    let host = HeadlessHost(app: BouncingBallApp(), scale: scale)
    host.advance(by: 0)
    #expect(host.root(BouncingBallViewController.self).imageView.image?.scale == scale)
    expectGolden(host, named: "first")
    host.advance(to: 0.5)
    expectGolden(host, named: "mid-flight")
  }
}
