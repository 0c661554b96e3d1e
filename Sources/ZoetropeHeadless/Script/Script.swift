/// A hand-written list of timed touches that drives an app: taps, drags and
/// touch sequences aimed at points or at views by label.
///
/// One command per line; `#` starts a comment; blank lines are ignored; `;`
/// separates commands on one line (handy on a command line):
///
/// ```text
/// # time  action
/// 0.5 tap "Roll"                     # the view labelled or titled "Roll"
/// 3.0 tap 160,240                    # a point in window coordinates
/// 2.0 drag "Speed" to 0.9 over 0.4   # to 90% of the slider's track
/// 4.0 drag 10,10 to 200,300 over 0.5
/// 5.0 down 10,10; 5.1 move 20,20; 5.2 up 20,20
/// 6.0 down 100,100 touch 1           # a second finger
/// ```
///
/// Rules, checked by ``init(parsing:)``: times are seconds, finite, at least
/// 0 and in order (each command's time is at least the previous one's);
/// a drag's `over` duration is finite and at least 0 (0.25 s if omitted);
/// a drag's fraction is 0...1; touch numbers are 0...9; `move` and `up`
/// need their touch down and `down` needs it up; taps and drags use touch 0
/// and may not start while it is down or still dragging.
///
/// ```swift
/// let script = try Script(parsing: "0.5 tap \"Roll\"\n2 tap 10,10")
/// script.commands.count  // 2
/// ```
public struct Script: Hashable, Sendable {
  /// The commands in time order.
  public var commands: [ScriptCommand]

  /// Creates a script from commands made in code, in time order.
  ///
  /// - Parameter commands: The commands.
  public init(commands: [ScriptCommand] = []) {
    self.commands = commands
  }

  /// Parses a script's text.
  ///
  /// Lines end with `\n`, `\r\n` or `\r` (files from any system), and a
  /// leading byte-order mark is ignored. Error messages quote at most 80
  /// characters of the offending text.
  ///
  /// - Parameter text: The script, one command per line.
  /// - Throws: ``ScriptError`` naming the first line with a mistake.
  /// - Complexity: O(n) in the length of `text`.
  public init(parsing text: String) throws(ScriptError) {
    var parser = ScriptParser()
    var lineNumber = 0
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    let lines = body.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    )
    for line in lines {
      lineNumber += 1
      try parser.parseLine(Substring(line), number: lineNumber)
    }
    commands = parser.commands
  }

  /// The time the last touch happens, in seconds; 0 for an empty script.
  public var duration: Double {
    commands.map(\.endTime).max() ?? 0
  }
}
