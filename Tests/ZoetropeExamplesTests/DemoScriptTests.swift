import Foundation
import Testing
import Zoetrope

@testable import BouncingBall
@testable import BoxAnimation
@testable import DiceRoller
@testable import Gallery
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
    #expect(!hop.imageView.isAnimating)
    #expect(hop.toggleButton.currentTitle == "Hop!")
    #expect(hop.hopsPerSecond.text != "1.00 hps")
  }

  @Test func boxAnimationMovesSpringsAndFades() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    run(host, try script("BoxAnimation"), settle: 6.5)
    let box = host.root(BoxAnimationViewController.self)
    #expect(box.stoppedAnimations.map(\.id) == [nil, "spring", "fadeOut", "fadeIn"])
    #expect(box.curve == .spring)
  }

  /// Throughout the demo, every corner of the turning, growing box stays
  /// inside the window and above the hint, which lies behind the box
  /// anyway.
  @Test func boxAnimationKeepsTheBoxInsideTheWindowAndOffTheHint() throws {
    let host = HeadlessHost(app: BoxAnimationApp(), fps: 30)
    let script = try script("BoxAnimation")
    host.run(script)
    let box = host.root(BoxAnimationViewController.self)
    let hint = box.hintLabel.frame
    let hintIndex = box.view.subviews.firstIndex { $0 === box.hintLabel }
    let boxIndex = box.view.subviews.firstIndex { $0 === box.boxView }
    #expect((hintIndex ?? .max) < (boxIndex ?? .min))
    var time = 0.0
    var lowest = 0.0
    var rightmost = 0.0
    while time < script.duration + 6.5 {
      time += 1.0 / 30
      host.advance(to: time)
      let layer = box.boxView.layer.presentation()
      let half = Point(x: layer.bounds.width / 2, y: layer.bounds.height / 2)
      let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
        let offset = Point(x: sx * half.x, y: sy * half.y).applying(layer.transform)
        return Point(x: layer.position.x + offset.x, y: layer.position.y + offset.y)
      }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let (minX, maxX) = (xs.min() ?? 0, xs.max() ?? 0)
      let (minY, maxY) = (ys.min() ?? 0, ys.max() ?? 0)
      lowest = max(lowest, maxY)
      rightmost = max(rightmost, maxX)
      #expect(minX >= 0 && minY >= 0 && maxX <= 320, "at \(time): \(corners)")
      #expect(maxY <= hint.minY, "at \(time): \(corners) reaches the hint at \(hint.minY)")
    }
    print("BoxAnimation demo: lowest \(lowest), rightmost \(rightmost)")
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

  @Test func galleryVisitsEveryScreenAndEndsOnConfetti() throws {
    let host = HeadlessHost(app: GalleryApp())
    run(host, try script("Gallery"), settle: 1)
    let gallery = host.root(GalleryViewController.self)
    #expect(gallery.screen is ConfettiScreen)
  }
}
