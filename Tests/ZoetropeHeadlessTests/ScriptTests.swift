import Testing
import ZoetropeGraphics
import ZoetropeHeadless

@Suite struct ScriptTests {
  @Test func parsesEveryCommand() throws {
    let script = try Script(
      parsing: """
        # a comment, then a blank line

        0.5 tap "Roll"
        1 tap 160,240   # trailing comment
        1.5 tap 160, 240
        2.0 drag "Speed" to 0.9 over 0.4
        3 drag 10,10 to 200,300 over 0.5
        4 drag "A" to "B"
        5 down 10,10; 5.1 move 20,20; 5.2 up 20,20
        6 down 1,2 touch 1
        6 down 3,4
        6.5 up 3,4
        7 up 1,2 touch 1
        8 tap "say \\"hi\\" \\\\ # ;"
        """)
    #expect(
      script.commands.map(\.action) == [
        .tap("Roll"),
        .tap(.point(x: 160, y: 240)),
        .tap(.point(x: 160, y: 240)),
        .drag("Speed", to: .fraction(0.9), duration: 0.4),
        .drag(.point(x: 10, y: 10), to: .target(.point(x: 200, y: 300)), duration: 0.5),
        .drag("A", to: .target("B"), duration: 0.25),
        .down(.point(x: 10, y: 10), touch: 0),
        .move(.point(x: 20, y: 20), touch: 0),
        .up(.point(x: 20, y: 20), touch: 0),
        .down(.point(x: 1, y: 2), touch: 1),
        .down(.point(x: 3, y: 4), touch: 0),
        .up(.point(x: 3, y: 4), touch: 0),
        .up(.point(x: 1, y: 2), touch: 1),
        .tap(.label("say \"hi\" \\ # ;")),
      ])
    #expect(script.commands.map(\.time) == [0.5, 1, 1.5, 2, 3, 4, 5, 5.1, 5.2, 6, 6, 6.5, 7, 8])
    #expect(script.commands.map(\.line) == [3, 4, 5, 6, 7, 8, 9, 9, 9, 10, 11, 12, 13, 14])
    #expect(script.duration == 8)
  }

  @Test func emptyScriptIsFine() throws {
    #expect(try Script(parsing: "").commands.isEmpty)
    #expect(try Script(parsing: "\n# nothing\n   \n").commands.isEmpty)
  }

  @Test func descriptionRoundTrips() throws {
    let text =
      "0.5 tap \"Roll\"\n2 drag \"Speed\" to 0.9 over 0.4\n3 down 1.5,2 touch 2\n4 up 1,2 touch 2"
    let script = try Script(parsing: text)
    let again = try Script(parsing: script.commands.map(\.description).joined(separator: "\n"))
    #expect(again.commands.map(\.action) == script.commands.map(\.action))
    #expect(script.commands[0].description == "0.5 tap \"Roll\"")
  }

  /// Each mistake, with the line it is on and a fragment of the message.
  static let mistakes: [(text: String, line: Int, message: String)] = [
    ("0 tap 1,1\n\n abc tap 1,1", 3, "expected a time in seconds, got \"abc\""),
    ("-1 tap 1,1", 1, "not a number of seconds 0...1000000"),
    ("nan tap 1,1", 1, "not a number of seconds 0...1000000"),
    ("inf tap 1,1", 1, "not a number of seconds 0...1000000"),
    ("1", 1, "expected an action"),
    (
      "1 jump 1,1", 1,
      "expected an action (tap, drag, fling, press, pinch, rotate, down, move, up), got \"jump\""
    ),
    ("1 tap", 1, "after \"tap\", got nothing"),
    ("1 tap Roll", 1, "labels need double quotes"),
    ("1 tap 1,x", 1, "expected a point x,y"),
    ("1 tap 1,2,3", 1, "expected a point x,y"),
    ("1 tap \"Roll", 1, "no closing quote"),
    ("1 tap \"\"", 1, "is empty"),
    ("1 tap 1,1 now", 1, "unexpected \"now\""),
    ("2 tap 1,1\n1 tap 1,1", 2, "earlier than the previous command's 2"),
    ("1 drag \"S\" 0.5", 1, "expected \"to\""),
    ("1 drag \"S\" to", 1, "after \"to\""),
    ("1 drag \"S\" to 1.5", 1, "outside 0...1"),
    ("1 drag 5,5 to 0.5", 1, "needs a view to drag"),
    ("1 drag \"S\" to 0.5 over", 1, "duration in seconds after \"over\", got nothing"),
    ("1 drag \"S\" to 0.5 over -1", 1, "not a number of seconds 0...1000000"),
    ("1 drag \"S\" to 0.5 over 1\n1.5 tap 1,1", 2, "still dragging until 2"),
    ("1 move 1,1", 1, "touch 0 is not down"),
    ("1 up 1,1 touch 3", 1, "touch 3 is not down"),
    ("1 down 1,1\n2 down 1,1", 2, "already down (since line 1)"),
    ("1 down 1,1\n2 tap 1,1", 2, "touch 0 is down (since line 1)"),
    ("1 down 1,1 touch 10", 1, "touch number 0...9"),
    ("1 down 1,1 touch", 1, "touch number 0...9"),
    ("1 tap 1,1; x tap 1,1", 1, "expected a time in seconds, got \"x\""),
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
}
