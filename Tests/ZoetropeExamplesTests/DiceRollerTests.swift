import Testing
import Zoetrope

@testable import DiceRoller

/// The dice roller tutorial, run headless: Roll and Stop swap their
/// enabled state and alpha; Stop shows a uniformly random face.
@MainActor
@Suite struct DiceRollerTests {
  static let dieCenter = Point(x: 160, y: 240)

  func controller(_ host: HeadlessHost) -> DiceRollerViewController {
    host.root(DiceRollerViewController.self)
  }

  /// The first face `RandomSource.seeded(seed)` picks, as Stop does.
  func firstPick(seed: UInt64) -> Int {
    RandomSource.seeded(seed).int(in: 1...6)
  }

  @Test func buttonsSwapOnRollAndStop() {
    let host = HeadlessHost(app: DiceRollerApp(), seed: 7)
    let dice = controller(host)
    host.advance(by: 0)
    #expect(dice.rollButton.isEnabled && dice.rollButton.alpha == 1)
    #expect(!dice.stopButton.isEnabled && dice.stopButton.alpha == 0.5)
    #expect(dice.rollDiceImageView.image == dice.animationImages[0])
    #expect(
      Point(x: dice.rollDiceImageView.frame.midX, y: dice.rollDiceImageView.frame.midY)
        == Self.dieCenter)
    #expect(!dice.rollDiceImageView.isAnimating)

    host.tap("Roll", at: 0.5)
    host.advance(to: 0.6)
    #expect(dice.rollDiceImageView.isAnimating)
    #expect(!dice.rollButton.isEnabled && dice.rollButton.alpha == 0.5)
    #expect(dice.stopButton.isEnabled && dice.stopButton.alpha == 1)
    #expect(dice.rollDiceImageView.animationDuration == 0.5)
    #expect(dice.rollDiceImageView.animationRepeatCount == 0)

    host.tap("Stop", at: 2.2)
    host.advance(to: 2.3)
    #expect(!dice.rollDiceImageView.isAnimating)
    #expect(dice.rollButton.isEnabled && dice.rollButton.alpha == 1)
    #expect(!dice.stopButton.isEnabled && dice.stopButton.alpha == 0.5)
    let roll = firstPick(seed: 7)
    #expect(dice.lastRoll == roll)
    #expect(dice.rollDiceImageView.image == dice.animationImages[roll - 1])
    #expect(dice.resultLabel.text == "Last roll: \(roll)")
    #expect(dice.counts.reduce(0, +) == 1 && dice.counts[roll - 1] == 1)
  }

  @Test func theFlipbookShowsEveryFaceInHalfASecond() {
    let host = HeadlessHost(app: DiceRollerApp())
    let dice = controller(host)
    host.tap("Roll", at: 0)
    var shown: [Int] = []
    for step in 0..<6 {
      host.advance(to: (Double(step) + 0.5) / 12)
      let contents = dice.rollDiceImageView.layer.presentation().contents
      shown.append(dice.animationImages.firstIndex { $0 == contents }.map { $0 + 1 } ?? 0)
    }
    #expect(shown == [1, 2, 3, 4, 5, 6])
  }

  /// The face shown is the random pick, whatever frame was on screen.
  @Test(arguments: [0.55, 0.6, 0.7, 0.83, 0.9, 1.0])
  func stopShowsTheRandomPickNotTheLastFrame(stopTime: Double) throws {
    let seed = UInt64(stopTime * 1000)
    let host = HeadlessHost(app: DiceRollerApp(), seed: seed)
    let dice = controller(host)
    host.tap("Roll", at: 0.5)
    host.tap("Stop", at: stopTime)
    host.advance(to: stopTime + 0.1)
    let roll = firstPick(seed: seed)
    #expect(dice.lastRoll == roll)
    #expect(dice.rollDiceImageView.layer.presentation().contents == dice.animationImages[roll - 1])
    // Odd faces have a pip in the middle; even faces do not.
    let center = host.screenshot().color(at: Self.dieCenter)
    #expect(roll % 2 == 1 ? isDark(center) : isLight(center))
  }

  @Test func faceOneHasABlackPipInTheMiddle() throws {
    let seed = try #require((0..<100).first { firstPick(seed: $0) == 1 })
    let host = HeadlessHost(app: DiceRollerApp(), seed: UInt64(seed))
    host.tap("Roll", at: 0.5)
    host.tap("Stop", at: 1)
    host.advance(to: 1.1)
    #expect(controller(host).lastRoll == 1)
    let screenshot = host.screenshot()
    #expect(isDark(screenshot.color(at: Self.dieCenter)))
    #expect(isLight(screenshot.color(at: Point(x: 135, y: 215))))
  }

  /// 6,000 seeded rolls: each face about 1,000 times.
  ///
  /// The chi-square
  /// statistic with 5 degrees of freedom stays below 20.52 (p = 0.001).
  @Test func sixThousandRollsAreUniform() {
    let host = HeadlessHost(app: DiceRollerApp(), seed: 2026)
    let dice = controller(host)
    host.advance(by: 0)
    for _ in 0..<6000 {
      dice.rollButtonPressed()
      dice.stopButtonPressed()
    }
    #expect(dice.counts.reduce(0, +) == 6000)
    let chiSquare = dice.counts.map { (Double($0) - 1000) * (Double($0) - 1000) / 1000 }.reduce(
      0, +)
    #expect(chiSquare < 20.52, "counts \(dice.counts)")
  }

  @Test(arguments: [1.0, 2.0]) func goldenFirstFrameAndMidRoll(scale: Double) {
    let host = HeadlessHost(app: DiceRollerApp(), scale: scale, seed: 1)
    host.advance(by: 0)
    // The faces are drawn at launch at the display's scale: crisp.
    let faces = host.root(DiceRollerViewController.self).animationImages
    #expect(faces.allSatisfy { $0.scale == scale })
    expectGolden(host, named: "first")
    host.tap("Roll", at: 0.5)
    host.advance(to: 0.5 + 0.5 * 2.5 / 6)
    expectGolden(host, named: "mid-roll")
  }
}
