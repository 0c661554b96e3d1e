/// A hand-written list of timed touches that drives an app: taps, drags,
/// flings, long presses, two-finger pinches and rotations, and touch
/// sequences aimed at points or at views by label.
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
/// 4.5 drag 40,300 -> 160,200 -> 280,300 over 0.4 at 120hz  # a path, 120 moves/s
/// 5.0 fling 200,300 velocity 1500,0  # lifts moving at 1500 points/s
/// 5.5 press "Card" for 0.8           # a long press
/// 6.0 pinch "Photo" scale 2 over 0.5 # two fingers, twice as far apart
/// 7.0 rotate "Photo" by 90 over 0.5  # two fingers, a quarter turn clockwise
/// 8.0 down 10,10; 8.1 move 20,20; 8.2 up 20,20
/// 9.0 down 100,100 touch 1           # a second finger
/// ```
///
/// Moving commands (`drag`, `fling`, `pinch`, `rotate`) move their touches
/// at a steady speed, `rate` times a second (`at 120hz`; 60 by default,
/// 1...1000), and once more at the end, where they lift. `drag A to B`
/// may go through more points (`to` and `->` are the same); `fling A
/// velocity vx,vy` moves at that velocity (points per second) for its
/// `over` duration (0.1 s by default), so a pan recognizer ends with that
/// velocity; `press A for D` holds touch 0 still for D seconds (1 by
/// default); `pinch A scale S` and `rotate A by DEG` put touches 0 and 1
/// down 100 points apart (60 % of the shorter side of a smaller view)
/// either side of the target's centre on a horizontal line, then move them
/// apart or together until their distance is S times the first, or turn
/// them DEG degrees around the centre (clockwise when positive), over 0.5 s
/// by default.
///
/// Rules, checked by ``init(parsing:)``: times are seconds, finite, at least
/// 0 and in order (each command's time is at least the previous one's);
/// durations (`over`, `for`) are finite and 0...1 000 000 s (a drag's
/// 0.25 s if omitted); a drag's fraction is 0...1 and its path has at most
/// ``maximumPathPoints`` points; input rates are ``inputRates``; a fling's
/// velocity is within ±``maximumSpeed``; a pinch's scale is
/// ``pinchScales``; a rotation is within ±``maximumRotation`` degrees;
/// touch numbers are 0...9; `move` and `up` need their touch down and
/// `down` needs it up; taps, drags, flings and presses use touch 0, pinches
/// and rotations touches 0 and 1, and none may start while a touch it uses
/// is down or still held by another command.
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
