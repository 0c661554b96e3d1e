import Testing
import ZoetropeGraphics

@testable import ZoetropeHeadless

/// The gesture commands of scripts: drags along paths at an input rate,
/// flings, presses, pinches and rotations, and their mistakes.
@Suite struct ScriptGestureCommandTests {
  @Test func parsesEachGestureCommand() throws {
    let script = try Script(
      parsing: """
        1.0 drag 40,300 -> 280,300 over 0.4
        2 drag 40,300 to 160,200 -> 280,300 over 0.4 at 120hz
        3 drag "A" to "B" at 30 hz over 1
        4 fling 200,300 velocity 1500,-20
        5 fling "Card" velocity 0,900 over 0.2 at 120hz
        6 press "Card" for 0.8
        7 press 10,10
        8 pinch "Photo" scale 2 over 0.5
        9 pinch 100,100 scale 0.5 at 30hz
        10 rotate "Photo" by 90 over 0.5
        11 rotate 100,100 by -45.5 over 1 at 120hz
        """)
    #expect(
      script.commands.map(\.action) == [
        .drag(.point(x: 40, y: 300), to: .target(.point(x: 280, y: 300)), duration: 0.4),
        .drag(
          .point(x: 40, y: 300), via: [.point(x: 160, y: 200)],
          to: .target(.point(x: 280, y: 300)), duration: 0.4, rate: 120),
        .drag("A", to: .target("B"), duration: 1, rate: 30),
        .fling(.point(x: 200, y: 300), velocity: Vector(dx: 1500, dy: -20), duration: 0.1),
        .fling("Card", velocity: Vector(dx: 0, dy: 900), duration: 0.2, rate: 120),
        .press("Card", duration: 0.8),
        .press(.point(x: 10, y: 10), duration: 1),
        .pinch("Photo", scale: 2, duration: 0.5),
        .pinch(.point(x: 100, y: 100), scale: 0.5, duration: 0.5, rate: 30),
        .rotate("Photo", degrees: 90, duration: 0.5),
        .rotate(.point(x: 100, y: 100), degrees: -45.5, duration: 1, rate: 120),
      ])
    #expect(script.commands.map(\.endTime) == [1.4, 2.4, 4, 4.1, 5.2, 6.8, 8, 8.5, 9.5, 10.5, 12])
    #expect(script.duration == 12)
  }

  /// Each command's description parses back to the same command.
  @Test func descriptionsRoundTrip() throws {
    let text = """
      1 drag 40,300 -> 160,200 -> 280,300 over 0.4 at 120hz
      2 fling "Card" velocity 1500.5,-3 over 0.2 at 30hz
      3 press "Card" for 0.8
      4 pinch "Photo" scale 0.25 over 0.5 at 90hz
      5 rotate "Photo" by -90 over 0.5
      """
    let script = try Script(parsing: text)
    #expect(
      script.commands[0].description == "1 drag 40,300 to 160,200 to 280,300 over 0.4 at 120hz")
    let again = try Script(parsing: script.commands.map(\.description).joined(separator: "\n"))
    #expect(again.commands == script.commands)
  }

  /// Pinches and rotations hold touches 0 and 1 for their duration; a
  /// press holds touch 0.
  @Test func gesturesHoldTheirTouches() throws {
    #expect(throws: Never.self) {
      try Script(parsing: "0 pinch 1,1 scale 2 over 0.5\n0.5 down 1,1 touch 1\n0.6 up 1,1 touch 1")
    }
    #expect(throws: Never.self) {
      try Script(parsing: "0 press 1,1 for 0.5\n0.2 down 5,5 touch 1\n0.3 up 5,5 touch 1")
    }
  }

  /// Each mistake, with its line and a fragment of the message.
  static let mistakes: [(text: String, line: Int, message: String)] = [
    ("1 drag 1,1 -> 2,2 at 0hz", 1, "the drag's input rate 0 Hz is not 1...1000 Hz"),
    ("1 drag 1,1 -> 2,2 at 1e9hz", 1, "input rate 1e9 Hz is not 1...1000 Hz"),
    ("1 drag 1,1 -> 2,2 at nanhz", 1, "input rate nan Hz is not 1...1000 Hz"),
    (
      "1 drag 1,1 -> 2,2 at fast", 1, "expected an input rate like 120hz after \"at\", got \"fast\""
    ),
    ("1 drag 1,1 -> 2,2 at", 1, "after \"at\", got nothing"),
    ("1 drag 1,1 -> 2,2 over 1 over 2", 1, "unexpected \"over\""),
    ("1 drag 1,1 -> 2,2 ->", 1, "after \"drag … to\", got nothing"),
    ("1 drag 1,1 -> 2,2 over -0.5", 1, "the drag duration -0.5 is not a number of seconds"),
    ("1 fling 1,1", 1, "expected \"velocity\" after the fling's start, got nothing"),
    ("1 fling 1,1 velocity 5", 1, "expected a velocity vx,vy"),
    ("1 fling 1,1 velocity nan,0", 1, "the velocity nan,0 is not within ±1000000"),
    ("1 fling 1,1 velocity 2e6,0", 1, "is not within ±1000000 points per second"),
    ("1 fling 1,1 velocity 5,5 over inf", 1, "the fling duration inf is not a number of seconds"),
    ("1 press \"Card\" for -1", 1, "the press duration -1 is not a number of seconds"),
    ("1 press \"Card\" for", 1, "expected a duration in seconds after \"for\", got nothing"),
    ("1 press \"Card\" over 1", 1, "unexpected \"over\""),
    ("1 pinch \"Photo\" 2", 1, "expected \"scale\" after the pinch's target, got \"2\""),
    ("1 pinch \"Photo\" scale", 1, "expected a scale after \"scale\", got nothing"),
    ("1 pinch \"Photo\" scale nan", 1, "a scale nan after \"scale\" is not finite"),
    ("1 pinch \"Photo\" scale 0", 1, "the pinch scale 0 is not 0.01...100"),
    ("1 pinch \"Photo\" scale 1e6", 1, "the pinch scale 1000000 is not 0.01...100"),
    ("1 rotate \"Photo\" 90", 1, "expected \"by\" after the rotation's target"),
    ("1 rotate \"Photo\" by inf", 1, "is not finite"),
    ("1 rotate \"Photo\" by 1e9", 1, "is beyond ±3600°"),
    ("1 rotate \"Photo\" by 90 at 5000hz", 1, "the rotation's input rate 5000 Hz"),
    ("0 drag 1,1 to 5,5 over 1\n0.5 pinch 1,1 scale 2", 2, "touch 0 is still dragging until 1 s"),
    ("0 pinch 1,1 scale 2 over 1\n0.5 down 1,1 touch 1", 2, "touch 1 is still pinching until 1 s"),
    ("0 rotate 1,1 by 9 over 1\n0.5 tap 1,1", 2, "touch 0 is still rotating until 1 s"),
    (
      "0 press 1,1 for 1\n0.5 fling 1,1 velocity 1,1", 2,
      "still pressing until 1 s (the press on line 1)"
    ),
    ("0 fling 1,1 velocity 1,1 over 1\n0.5 move 1,1", 2, "touch 0 is still flinging"),
    ("0 down 1,1 touch 1\n0.5 pinch 1,1 scale 2", 2, "touch 1 is down (since line 1)"),
  ]

  @Test(arguments: mistakes.indices)
  func reportsTheLineAndTheMistake(index: Int) {
    let mistake = Self.mistakes[index]
    do {
      let script = try Script(parsing: mistake.text)
      Issue.record("parsed \(script.commands) from \(mistake.text)")
    } catch {
      #expect(error.line == mistake.line, "\(error)")
      #expect(error.message.contains(mistake.message), "\(error)")
      #expect(error.description.hasPrefix("line \(mistake.line): "))
    }
  }

  /// A path of more than ``Script/maximumPathPoints`` points is refused.
  @Test func hugePathIsRefused() {
    let points = (0...Script.maximumPathPoints).map { "\($0),1" }.joined(separator: " -> ")
    let error = #expect(throws: ScriptError.self) { try Script(parsing: "0 drag \(points)") }
    #expect(error?.message.contains("more than 1000 points") == true)
  }
}
