import Testing
import ZoetropeTesting

@testable import ZoetropeUI

extension UI {
  /// Pans driven by scripted drags and flings: states, translation equal to
  /// the drag, velocity equal to the scripted speed at any input rate.
  @Suite @MainActor struct PanScriptTests {
    /// A 240-point drag over 0.4 s (600 points/s) at 30, 60 and 120 Hz
    /// input, under frame rates that do and do not match it.
    @Test(arguments: [(30.0, 60.0), (60.0, 60.0), (120.0, 60.0), (120.0, 24.0), (30.0, 144.0)])
    func dragGivesTranslationAndVelocity(rate: Double, fps: Double) throws {
      let stage = GestureStage(fps: fps)
      let pan = PanGestureRecognizer()
      let log = GestureLog()
      var translations: [Point] = []
      var velocities: [Point] = []
      log.watch(pan) { pan in
        translations.append(pan.translation(in: nil))
        velocities.append(pan.velocity(in: nil))
      }
      stage.card.addGestureRecognizer(pan)
      try stage.run("0.5 drag 40,300 -> 280,300 over 0.4 at \(Int(rate))hz")

      let states = log.states
      #expect(states.first == .began)
      #expect(states.last == .ended)
      #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
      #expect(states.count >= Int(0.4 * rate / 2))
      let first = try #require(translations.first)
      #expect(first.x >= PanGestureRecognizer.hysteresis && first.x < 10 + 600 / rate + 1e-9)
      let last = try #require(translations.last)
      #expect(abs(last.x - 240) < 1e-9 && abs(last.y) < 1e-9)
      let release = try #require(velocities.last)
      #expect(isClose(release.x, to: 600, within: 0.05), "\(release)")
      #expect(abs(release.y) < 1e-6)
      // Mid-drag, once 0.1 s of samples exist, the velocity is the speed too.
      let middle = velocities[velocities.count / 2]
      #expect(isClose(middle.x, to: 600, within: 0.05), "\(middle)")
      #expect(log.entries.first.map { $0.time > 0.5 && $0.time < 0.55 } == true)
      #expect(log.entries.last?.time == 0.9)
      #expect(pan.state == .possible, "reset once the touch lifted")
    }

    /// A fling ends with the scripted velocity, at each input rate, in any
    /// direction.
    @Test(arguments: [30.0, 60.0, 120.0])
    func flingEndsWithItsVelocity(rate: Double) throws {
      let stage = GestureStage()
      let pan = PanGestureRecognizer()
      var release: Point?
      pan.addAction { pan in
        if pan.state == .ended { release = pan.velocity(in: pan.view) }
      }
      stage.card.addGestureRecognizer(pan)
      try stage.run("0.5 fling 160,300 velocity 1500,-400 over 0.1 at \(Int(rate))hz")
      let velocity = try #require(release)
      #expect(isClose(velocity.x, to: 1500, within: 0.05), "\(velocity)")
      #expect(isClose(velocity.y, to: -400, within: 0.05), "\(velocity)")
    }

    /// A drag along a path: the translation is the path's end, the velocity
    /// that of its last leg (a steady speed along the whole path).
    @Test func dragAlongAPath() throws {
      let stage = GestureStage()
      let pan = PanGestureRecognizer()
      var end: (translation: Point, velocity: Point)?
      pan.addAction { pan in
        if pan.state == .ended { end = (pan.translation(in: nil), pan.velocity(in: nil)) }
      }
      stage.card.addGestureRecognizer(pan)
      // 120 + 160 = 280 points over 0.4 s: 700 points/s, the last leg straight down.
      try stage.run("0.5 drag 40,220 -> 160,220 -> 160,380 over 0.4 at 120hz")
      let result = try #require(end)
      #expect(abs(result.translation.x - 120) < 1e-9 && abs(result.translation.y - 160) < 1e-9)
      #expect(abs(result.velocity.x) < 1e-6)
      #expect(isClose(result.velocity.y, to: 700, within: 0.05), "\(result.velocity)")
    }

    /// Input at uneven times (a stalling host): the least-squares fit over
    /// the timestamps still gives the speed.
    @Test func unevenInputTimesGiveTheSpeed() {
      let host = TestHost()
      let view = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      host.window.addSubview(view)
      let pan = PanGestureRecognizer()
      var release: Point?
      pan.addAction { pan in
        if pan.state == .ended { release = pan.velocity(in: nil) }
      }
      view.addGestureRecognizer(pan)
      host.frame()
      let gaps = [0.004, 0.03, 0.011, 0.05, 0.007, 0.021, 0.016, 0.033, 0.002, 0.025]
      var time = 0.1
      host.app.enqueue(
        InputEvent(kind: .touchBegan, location: Point(x: 10, y: 10), timestamp: time))
      for gap in gaps {
        time += gap
        let x = 10 + 800 * (time - 0.1)
        host.app.enqueue(
          InputEvent(kind: .touchMoved, location: Point(x: x, y: 10), timestamp: time))
      }
      host.app.enqueue(
        InputEvent(
          kind: .touchEnded, location: Point(x: 10 + 800 * (time - 0.1), y: 10), timestamp: time))
      host.advance(by: 0.5)
      #expect(
        release.map { isClose($0.x, to: 800, within: 0.05) } == true,
        "\(String(describing: release))")
    }

    /// A finger that stops before lifting lifts with no velocity.
    @Test func stoppingBeforeLiftingGivesNoVelocity() throws {
      let stage = GestureStage()
      let pan = PanGestureRecognizer()
      var release: Point?
      pan.addAction { pan in
        if pan.state == .ended { release = pan.velocity(in: nil) }
      }
      stage.card.addGestureRecognizer(pan)
      try stage.run("0.5 down 40,300; 0.55 move 100,300; 0.6 move 160,300; 0.9 up 160,300")
      #expect(release == .zero)
    }

    /// `setTranslation` changes what `translation(in:)` reports from then
    /// on; the velocity still follows the finger.
    @Test func settingTheTranslationKeepsTheVelocity() throws {
      let stage = GestureStage()
      let pan = PanGestureRecognizer()
      var sum = 0.0
      var release: Point?
      pan.addAction { pan in
        sum += pan.translation(in: nil).x
        pan.setTranslation(.zero, in: nil)
        if pan.state == .ended { release = pan.velocity(in: nil) }
      }
      stage.card.addGestureRecognizer(pan)
      try stage.run("0.5 drag 40,300 -> 280,300 over 0.4")
      #expect(abs(sum - 240) < 1e-9)
      #expect(release.map { isClose($0.x, to: 600, within: 0.05) } == true)
    }

    /// Translation and velocity in a scaled view's coordinates.
    @Test func translationInAScaledView() throws {
      let stage = GestureStage()
      let inner = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      inner.transform = Transform(scaleX: 2, y: 2)
      stage.card.addSubview(inner)
      let pan = PanGestureRecognizer()
      var end: Point?
      pan.addAction { pan in
        if pan.state == .ended { end = pan.translation(in: inner) }
      }
      stage.card.addGestureRecognizer(pan)
      try stage.run("0.5 drag 40,300 -> 280,300 over 0.4")
      #expect(end.map { abs($0.x - 120) < 1e-9 } == true, "\(String(describing: end))")
    }

    /// A two-finger pan (minimum 2) ignores a one-finger drag.
    @Test func minimumNumberOfTouches() throws {
      let stage = GestureStage()
      let pan = PanGestureRecognizer()
      pan.minimumNumberOfTouches = 2
      let log = GestureLog()
      log.watch(pan)
      stage.card.addGestureRecognizer(pan)
      try stage.run("0.5 drag 40,300 -> 280,300 over 0.4")
      #expect(log.entries.isEmpty)
      try stage.run(
        """
        2 down 100,300; 2 down 140,300 touch 1
        2.1 move 130,300; 2.1 move 170,300 touch 1
        2.2 move 160,300; 2.2 move 200,300 touch 1
        2.3 up 160,300; 2.3 up 200,300 touch 1
        """)
      #expect(log.states.first == .began && log.states.last == .ended)
    }
  }
}
