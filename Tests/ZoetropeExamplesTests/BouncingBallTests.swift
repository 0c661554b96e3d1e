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
  static func simulate(ticks: Int) -> (center: Point, delta: Vector) {
    var center = Point(x: 64, y: 64)
    var delta = Vector(dx: 12, dy: 4)
    let radius = 24.0
    for _ in 0..<ticks {
      center = Point(x: center.x + delta.dx, y: center.y + delta.dy)
      if center.x > 320 - radius || center.x < radius { delta.dx = -delta.dx }
      if center.y > 480 - radius || center.y < radius { delta.dy = -delta.dy }
    }
    return (center, delta)
  }

  @Test func startsWithTheTutorialsValues() {
    host.advance(by: 0)
    #expect(bouncer.delta == Vector(dx: 12, dy: 4))
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
    #expect(bouncer.ball.center == expected.center)
    #expect(bouncer.delta == expected.delta)
  }

  @Test func theBallBouncesOffEachEdge() {
    var edges: [String] = []
    var delta = bouncer.delta
    for tick in 1...300 {
      host.advance(to: Double(tick) * 0.01 + 0.005)
      let center = bouncer.ball.center
      if bouncer.delta.dx != delta.dx {
        edges.append(delta.dx > 0 ? "right" : "left")
        #expect(delta.dx > 0 ? center.x > 296 : center.x < 24)
      }
      if bouncer.delta.dy != delta.dy {
        edges.append(delta.dy > 0 ? "bottom" : "top")
        #expect(delta.dy > 0 ? center.y > 456 : center.y < 24)
      }
      delta = bouncer.delta
    }
    #expect(Set(edges) == ["right", "left", "bottom", "top"], "\(edges)")
    let ball = bouncer.ball.frame
    #expect(ball.minX > -12 && ball.maxX < 332 && ball.minY > -4 && ball.maxY < 484)
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
    #expect(bouncer.intervalLabel.text == "0.00")
    let before = bouncer.tickCount
    host.advance(to: 2.001)
    #expect(bouncer.tickCount - before == 100)
  }

  @Test(arguments: [1.0, 2.0]) func goldenFirstFrameAndMidFlight(scale: Double) {
    let host = HeadlessHost(app: BouncingBallApp(), scale: scale)
    host.advance(by: 0)
    #expect(host.root(BouncingBallViewController.self).ball.image?.scale == scale)
    expectGolden(host, named: "first")
    host.advance(to: 0.5)
    expectGolden(host, named: "mid-flight")
  }
}
