import Foundation
import Testing
import Zoetrope
import ZoetropeTesting

@testable import Interactive

/// The Interactive app, run headless: the card flings away or springs
/// home with the release velocity, and the mini player's property
/// animator follows pans, taps and the slider.
@MainActor
@Suite(.isolatedLayerContext) struct InteractiveTests {
  let host = HeadlessHost(app: InteractiveApp())
  var controller: InteractiveViewController { host.root(InteractiveViewController.self) }
  var card: LayerProperties { controller.cardView.layer.presentation() }
  var panel: LayerProperties { controller.playerView.layer.presentation() }

  /// Runs frames until `condition` holds (or `limit` seconds pass) and
  /// returns the time it first held.
  func advance(until condition: () -> Bool, limit: Double = 5) -> Double? {
    let end = host.time + limit
    while host.time < end {
      host.advance(by: 1.0 / 60)
      if condition() { return host.time }
    }
    return nil
  }

  /// The velocity of a presented point over the next millisecond, in
  /// points per second.
  func presentedVelocity(of point: () -> Point) -> Point {
    let start = point()
    let time = host.time
    host.advance(to: time + 0.001)
    let end = point()
    return Point(x: (end.x - start.x) / 0.001, y: (end.y - start.y) / 0.001)
  }

  @Test func theCardRestsAtHomeAndThePlayerIsABar() {
    host.advance(by: 0)
    #expect(controller.cardView.center == InteractiveViewController.cardHome)
    #expect(controller.playerView.frame == InteractiveViewController.collapsedFrame)
    #expect(controller.playerState == .collapsed)
    #expect(InteractiveViewController.project(1000) > 400)  // 0.998: ~499 points
  }

  @Test func aFastFlingThrowsTheCardAwayAndANewOneComesIn() throws {
    host.fling("Card", velocity: Vector(dx: 2000, dy: 0), at: 0.5)
    let release = try #require(advance(until: { controller.lastRelease != nil }))
    let (velocity, thrown) = try #require(controller.lastRelease)
    #expect(thrown)
    #expect(isClose(velocity.x, 2000, tolerance: 100))
    // It leaves at the finger's speed, to the right.
    let start = presentedVelocity(of: { card.position })
    #expect(isClose(start.x, velocity.x, tolerance: 0.05 * velocity.x), "\(start) at \(release)")
    var leftTheWindow = false
    _ = advance(until: {
      leftTheWindow = leftTheWindow || card.position.x - 90 > 320
      return controller.cardsThrown == 1
    })
    #expect(leftTheWindow)
    host.advance(by: 2)
    #expect(controller.cardsThrown == 1)
    #expect(isClose(card.position, InteractiveViewController.cardHome))
    #expect(isClose(card.opacity, 1, tolerance: 1e-3))
    #expect(controller.cardLabel.text == "Card 2")
    #expect(host.scriptWarnings.isEmpty)
  }

  @Test func aSlowFlingSpringsBackHomeStartingAtTheReleaseVelocity() throws {
    host.fling("Card", velocity: Vector(dx: 200, dy: 0), at: 0.5)
    _ = try #require(advance(until: { controller.lastRelease != nil }))
    let (velocity, thrown) = try #require(controller.lastRelease)
    #expect(!thrown)
    #expect(isClose(velocity.x, 200, tolerance: 10))
    let released = card.position
    #expect(released.x > InteractiveViewController.cardHome.x + 5)  // dragged right
    let start = presentedVelocity(of: { card.position })
    // The spring starts at the finger's velocity (away from home) …
    #expect(isClose(start.x, velocity.x, tolerance: 0.05 * velocity.x), "\(start)")
    #expect(isClose(start.y, 0, tolerance: 1))
    // … and brings the card home.
    host.advance(by: 2)
    #expect(controller.cardsThrown == 0)
    #expect(isClose(card.position, InteractiveViewController.cardHome, tolerance: 0.01))
    #expect(controller.cardView.center == InteractiveViewController.cardHome)
  }

  @Test func aCardFlyingAwayCanBeCaught() throws {
    // Thrown by the projection (600 × 0.499 ≈ 300 points), not the speed.
    host.fling("Card", velocity: Vector(dx: 600, dy: 0), at: 0.5)
    _ = try #require(advance(until: { controller.lastRelease != nil }))
    host.advance(by: 0.03)
    // Where the card is on screen, not where it is going.
    let onScreen = card.position
    #expect(onScreen.x < 320 && onScreen.x > InteractiveViewController.cardHome.x)
    host.drag(
      .point(onScreen), to: .target(.point(InteractiveViewController.cardHome)), over: 1.5,
      at: host.time)
    host.advance(by: 1.0 / 60)
    // Stopped under the finger, where it was on screen.
    #expect(isClose(card.position, onScreen, tolerance: 2), "\(card.position)")
    host.advance(by: 0.5)
    #expect(controller.lastRelease?.thrown == true)  // not released yet
    host.advance(by: 3)
    #expect(controller.lastRelease?.thrown == false)
    #expect(controller.cardsThrown == 0)
    #expect(isClose(card.position, InteractiveViewController.cardHome, tolerance: 0.5))
  }

  @Test func aFastUpwardPanExpandsThePlayerWithItsVelocity() throws {
    host.fling("Player", velocity: Vector(dx: 0, dy: -1500), at: 0.5)
    _ = try #require(advance(until: { controller.lastPlayerRelease != nil }))
    let release = try #require(controller.lastPlayerRelease)
    #expect(isClose(release.velocity, -1500, tolerance: 75))
    #expect(release.expansion > 0.2 && release.expansion < 0.6)
    // The panel's top goes on at the finger's speed.
    let top = presentedVelocity(of: { Point(x: 0, y: panel.position.y - panel.bounds.height / 2) })
    #expect(isClose(top.y, release.velocity, tolerance: 0.1 * 1500), "\(top)")
    host.advance(by: 2)
    #expect(controller.playerState == .expanded)
    #expect(controller.playerCompletions == [.end])
    #expect(controller.playerView.frame == InteractiveViewController.expandedFrame)
    #expect(
      isClose(panel.position.y, InteractiveViewController.expandedFrame.midY, tolerance: 0.01))
  }

  @Test func aPanToFortyPercentReleasedSlowlyDownwardsReverses() throws {
    // Up 150 points, then back down 10, slowly: 160 points over 1.6 s.
    host.drag(
      .point(x: 160, y: 436), via: [.point(x: 160, y: 286)], to: .target(.point(x: 160, y: 296)),
      over: 1.6, at: 0.5)
    _ = try #require(advance(until: { controller.lastPlayerRelease != nil }))
    let release = try #require(controller.lastPlayerRelease)
    #expect(release.velocity > 0 && release.velocity < 150, "\(release)")
    #expect(isClose(release.expansion, 0.4, tolerance: 0.08), "\(release)")
    #expect(controller.playerAnimator?.isReversed == true)
    host.advance(by: 2)
    #expect(controller.playerState == .collapsed)
    #expect(controller.playerCompletions == [.start])
    #expect(
      isClose(panel.position.y, InteractiveViewController.collapsedFrame.midY, tolerance: 0.01))
  }

  @Test func aTapMidFlightTurnsThePlayerRound() throws {
    host.tap("Player", at: 0.5)
    host.advance(to: 0.75)
    let animator = try #require(controller.playerAnimator)
    #expect(animator.isRunning)
    let expansion = controller.expansion
    #expect(expansion > 0.2 && expansion < 0.9, "\(expansion)")
    host.tap(.point(x: 160, y: 300), at: 0.75)
    host.advance(by: 1.0 / 60)
    #expect(animator.isReversed)
    var most = 0.0
    _ = advance(until: {
      most = max(most, controller.expansion)
      return controller.playerAnimator == nil
    })
    #expect(most < 1)
    #expect(controller.playerState == .collapsed)
    #expect(controller.playerCompletions == [.start])
    #expect(controller.playerView.frame == InteractiveViewController.collapsedFrame)
  }

  @Test func theSliderScrubsThePlayer() throws {
    host.drag("Scrub", to: .fraction(0.3), over: 0.5, at: 0.5)
    host.advance(to: 0.9)
    let animator = try #require(controller.playerAnimator)
    #expect(!animator.isRunning)
    #expect(isClose(controller.expansion, controller.scrubSlider.value, tolerance: 1e-9))
    host.advance(to: 3)
    #expect(controller.playerState == .collapsed)  // let go below half
    #expect(controller.playerCompletions == [.start])
  }

  @Test func theDemoScriptThrowsOneCardAndEndsExpanded() throws {
    let script = try demoScript()
    host.run(script)
    host.advance(to: script.duration + 1.5)
    #expect(host.scriptWarnings.isEmpty, "\(host.scriptWarnings)")
    #expect(controller.cardsThrown == 1)
    #expect(controller.playerCompletions == [.end, .start, .end, .end])
    #expect(controller.playerState == .expanded)
  }

  /// Two recordings of the demo, as `scripts/record-docs` makes them,
  /// are the same bytes.
  @Test func theDemoRecordingIsTheSameEveryRun() throws {
    let script = try demoScript()
    var recordings: [Data] = []
    for run in 0..<2 {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent(
          "interactive-\(ProcessInfo.processInfo.processIdentifier)-\(run).webp"
        )
        .path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let host = HeadlessHost(app: InteractiveApp(), scale: 0.5, fps: 15, seed: 1)
      host.run(script)
      try host.record(
        to: RecordingDestination(path: path), duration: script.duration + 1.5,
        showsProgress: false)
      recordings.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(recordings[0].count > 1000)
    #expect(recordings[0] == recordings[1])
  }

  @Test(arguments: [1.0, 2.0]) func goldenCardAndExpandedPanel(scale: Double) {
    let host = HeadlessHost(app: InteractiveApp(), scale: scale)
    host.advance(by: 0)
    expectGolden(host, named: "card")
    host.tap("Player", at: 0.5)
    host.advance(to: 2)
    expectGolden(host, named: "expanded")
  }

  @Test func withReduceMotionAThrownCardFadesInsteadOfFlying() throws {
    Accessibility.isReduceMotionEnabled = true
    let host = HeadlessHost(app: InteractiveApp())
    let controller = host.root(InteractiveViewController.self)
    host.fling("Card", velocity: Vector(dx: 2000, dy: 0), at: 0.5)
    var time = 0.5
    while controller.lastRelease == nil, time < 2 {
      time += 1.0 / 60
      host.advance(to: time)
    }
    #expect(controller.lastRelease?.thrown == true)
    let released = controller.cardView.layer.presentation().position
    let home = InteractiveViewController.cardHome
    var faintest = 1.0
    while time < 2 {
      time += 1.0 / 60
      host.advance(to: time)
      let card = controller.cardView.layer.presentation()
      // Where it was let go, or at home: never in between.
      #expect(isClose(card.position, released) || isClose(card.position, home), "\(card.position)")
      faintest = min(faintest, card.opacity)
    }
    #expect(faintest < 0.05)
    #expect(controller.cardsThrown == 1)
    #expect(isClose(controller.cardView.layer.presentation().position, home))
    #expect(isClose(controller.cardView.layer.presentation().opacity, 1))
  }

  @Test func withReduceMotionThePlayerCrossFades() {
    Accessibility.isReduceMotionEnabled = true
    let host = HeadlessHost(app: InteractiveApp())
    let controller = host.root(InteractiveViewController.self)
    host.tap("Player", at: 0.5)
    var time = 0.5
    var faintest = 1.0
    while time < 1.5 {
      time += 1.0 / 60
      host.advance(to: time)
      let panel = controller.playerView.layer.presentation()
      let top = panel.position.y - panel.bounds.height / 2
      #expect(
        isClose(top, InteractiveViewController.collapsedFrame.minY)
          || isClose(top, InteractiveViewController.expandedFrame.minY), "\(top)")
      faintest = min(faintest, panel.opacity)
    }
    #expect(faintest < 0.05)
    #expect(controller.playerAnimator == nil)
    #expect(controller.playerState == .expanded)
    #expect(controller.playerView.frame == InteractiveViewController.expandedFrame)
  }

  /// Parses `Examples/Interactive/demo.script`.
  func demoScript() throws -> Script {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Interactive/demo.script")
    return try Script(parsing: String(contentsOf: url, encoding: .utf8))
  }
}
