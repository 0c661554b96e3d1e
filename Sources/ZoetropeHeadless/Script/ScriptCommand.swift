import ZoetropeGraphics

/// One line of a script: an action at a time.
public struct ScriptCommand: Hashable, Sendable, CustomStringConvertible {
  /// When the action starts, in seconds on the application clock (a
  /// recording starts at 0).
  public var time: Double

  /// What happens.
  public var action: ScriptAction

  /// The line of the script the command came from, counting from 1; 0 for
  /// commands made in code.
  public var line: Int

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - time: When the action starts, in seconds.
  ///   - action: What happens.
  ///   - line: The script line it came from; 0 if none.
  public init(time: Double, action: ScriptAction, line: Int = 0) {
    self.time = time
    self.action = action
    self.line = line
  }

  /// When the command's last touch happens: ``time`` plus the duration of
  /// a drag, fling, press, pinch or rotation.
  public var endTime: Double {
    time + action.duration
  }

  /// The command as a script line: `0.5 tap "Roll"`.
  public var description: String {
    "\(ScriptNumber.format(time)) \(action)"
  }
}

/// What a script command does with touches.
public enum ScriptAction: Hashable, Sendable, CustomStringConvertible {
  /// Touch 0 goes down and up at one instant on the target.
  case tap(ScriptTarget)
  /// Touch 0 goes down on the target, moves at a steady speed through the
  /// `via` points to the destination over `duration` seconds, and lifts.
  ///
  /// It moves `rate` times a second (``HeadlessHost/dragMoveRate``, 60,
  /// when `nil`), at `k / rate` seconds after the start, and once more to
  /// the destination at the end, where it lifts.
  case drag(
    ScriptTarget, via: [ScriptTarget] = [], to: ScriptDragDestination, duration: Double,
    rate: Double? = nil)
  /// Touch 0 goes down on the target, moves at `velocity` (points per
  /// second) for `duration` seconds, `rate` times a second, and lifts: its
  /// last samples give a pan exactly that velocity.
  case fling(ScriptTarget, velocity: Vector, duration: Double, rate: Double? = nil)
  /// Touch 0 goes down on the target and lifts `duration` seconds later
  /// without moving.
  case press(ScriptTarget, duration: Double)
  /// Touches 0 and 1 go down either side of the target's centre and move
  /// apart or together until their distance is `scale` times the first,
  /// over `duration` seconds, `rate` times a second, then lift.
  case pinch(ScriptTarget, scale: Double, duration: Double, rate: Double? = nil)
  /// Touches 0 and 1 go down either side of the target's centre and turn
  /// around it by `degrees` (positive clockwise on screen) over `duration`
  /// seconds, `rate` times a second, then lift.
  case rotate(ScriptTarget, degrees: Double, duration: Double, rate: Double? = nil)
  /// A touch goes down; `touch` numbers it (0...9) for multi-touch.
  case down(ScriptTarget, touch: Int)
  /// A touch that is down moves.
  case move(ScriptTarget, touch: Int)
  /// A touch that is down lifts.
  case up(ScriptTarget, touch: Int)

  /// How long the action's touches stay down, in seconds: 0 for a tap and
  /// for `down`, `move` and `up`.
  public var duration: Double {
    switch self {
    case .drag(_, _, _, let duration, _), .fling(_, _, let duration, _),
      .press(_, let duration), .pinch(_, _, let duration, _), .rotate(_, _, let duration, _):
      return duration
    case .tap, .down, .move, .up:
      return 0
    }
  }

  /// The touch numbers the action uses for its whole duration: touch 0, or
  /// 0 and 1 for a pinch or rotation; the given touch for `down`, `move`
  /// and `up`.
  var touchNumbers: [Int] {
    switch self {
    case .tap, .drag, .fling, .press: return [0]
    case .pinch, .rotate: return [0, 1]
    case .down(_, let touch), .move(_, let touch), .up(_, let touch): return [touch]
    }
  }

  /// The action's verb in the script, such as `tap` or `drag`.
  var verb: String {
    switch self {
    case .tap: "tap"
    case .drag: "drag"
    case .fling: "fling"
    case .press: "press"
    case .pinch: "pinch"
    case .rotate: "rotate"
    case .down: "down"
    case .move: "move"
    case .up: "up"
    }
  }

  /// The action as a script writes it, without the time.
  public var description: String {
    func over(_ duration: Double) -> String { " over \(ScriptNumber.format(duration))" }
    func at(_ rate: Double?) -> String { rate.map { " at \(ScriptNumber.format($0))hz" } ?? "" }
    switch self {
    case .tap(let target):
      return "tap \(target)"
    case .drag(let target, let via, let destination, let duration, let rate):
      let path = via.map { " to \($0)" }.joined()
      return "drag \(target)\(path) to \(destination)\(over(duration))\(at(rate))"
    case .fling(let target, let velocity, let duration, let rate):
      return
        "fling \(target) velocity \(ScriptNumber.format(velocity.dx)),"
        + "\(ScriptNumber.format(velocity.dy))\(over(duration))\(at(rate))"
    case .press(let target, let duration):
      return "press \(target) for \(ScriptNumber.format(duration))"
    case .pinch(let target, let scale, let duration, let rate):
      return "pinch \(target) scale \(ScriptNumber.format(scale))\(over(duration))\(at(rate))"
    case .rotate(let target, let degrees, let duration, let rate):
      return "rotate \(target) by \(ScriptNumber.format(degrees))\(over(duration))\(at(rate))"
    case .down(let target, let touch):
      return "down \(target)" + (touch == 0 ? "" : " touch \(touch)")
    case .move(let target, let touch):
      return "move \(target)" + (touch == 0 ? "" : " touch \(touch)")
    case .up(let target, let touch):
      return "up \(target)" + (touch == 0 ? "" : " touch \(touch)")
    }
  }
}

/// Where a drag ends.
public enum ScriptDragDestination: Hashable, Sendable, CustomStringConvertible {
  /// A point or a view's center.
  case target(ScriptTarget)
  /// A fraction 0...1 along the dragged view's track: the slider's track
  /// if the view is a slider, else its frame's width (0 = left edge,
  /// 1 = right edge), at the view's vertical center.
  case fraction(Double)

  /// The destination as a script writes it.
  public var description: String {
    switch self {
    case .target(let target):
      return target.description
    case .fraction(let fraction):
      return ScriptNumber.format(fraction)
    }
  }
}
