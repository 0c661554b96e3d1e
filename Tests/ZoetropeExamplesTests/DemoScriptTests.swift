import Foundation
import Testing
import Zoetrope

@testable import BouncingBall
@testable import BoxAnimation
@testable import DiceRoller
@testable import ImageHop

/// The demo scripts that `make demo` and `scripts/record-docs` record
/// parse, find every view they aim at, and leave each app where the script
/// means to.
@MainActor
@Suite struct DemoScriptTests {
  /// Parses `Examples/<app>/demo.script`.
  func script(_ app: String) throws -> Script {
    let examples = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples")
    let text = try String(
      contentsOf: examples.appendingPathComponent(app).appendingPathComponent("demo.script"),
      encoding: .utf8)
    return try Script(parsing: text)
  }

  /// Runs a script to its end plus `settle` seconds.
  func run(_ host: HeadlessHost, _ script: Script, settle: Double) {
    host.run(script)
    host.advance(to: script.duration + settle)
    #expect(host.scriptWarnings.isEmpty, "\(host.scriptWarnings)")
  }

  @Test func diceRollerRollsTwice() throws {
    let host = HeadlessHost(app: DiceRollerApp(), seed: 1)
    run(host, try script("DiceRoller"), settle: 0.5)
    let dice = host.root(DiceRollerViewController.self)
    #expect(dice.counts.reduce(0, +) == 2)
    #expect(dice.rollButton.isEnabled)
  }

  @Test func imageHopSpeedsUpSlowsDownAndSits() throws {
    let host = HeadlessHost(app: ImageHopApp())
    run(host, try script("ImageHop"), settle: 0.5)
    let hop = host.root(ImageHopViewController.self)
    #expect(!hop.bunnyView.isAnimating)
    #expect(hop.hopButton.currentTitle == "Hop!")
    #expect(hop.hopsPerSecond.text != "1.00 hps")
  }

  @Test func boxAnimationMovesSpringsAndFades() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    run(host, try script("BoxAnimation"), settle: 6.5)
    let box = host.root(BoxAnimationViewController.self)
    #expect(box.stoppedAnimations.map(\.id) == [nil, nil, "spring", "fadeOut", "fadeIn"])
    #expect(box.curve == .spring)
  }

  @Test func bouncingBallSlowsDownAndSpeedsUp() throws {
    let host = HeadlessHost(app: BouncingBallApp())
    let script = try script("BouncingBall")
    host.run(script)
    host.advance(to: 2.6)
    let ball = host.root(BouncingBallViewController.self)
    #expect(ball.timerInterval > 0.1)
    host.advance(to: script.duration + 0.5)
    #expect(host.scriptWarnings.isEmpty)
    #expect(ball.slider.value == 0)
    #expect(ball.timerInterval == BouncingBallViewController.minimumInterval)
  }
}
