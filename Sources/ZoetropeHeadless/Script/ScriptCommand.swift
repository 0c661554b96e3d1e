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

  /// When the command's last touch happens: ``time`` plus a drag's
  /// duration.
  public var endTime: Double {
    if case .drag(_, _, let duration) = action {
      return time + duration
    }
    return time
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
  /// Touch 0 goes down on the target, moves in a straight line to the
  /// destination over `duration` seconds (a move every 1/60 s), and lifts.
  case drag(ScriptTarget, to: ScriptDragDestination, duration: Double)
  /// A touch goes down; `touch` numbers it (0...9) for multi-touch.
  case down(ScriptTarget, touch: Int)
  /// A touch that is down moves.
  case move(ScriptTarget, touch: Int)
  /// A touch that is down lifts.
  case up(ScriptTarget, touch: Int)

  /// The action as a script writes it, without the time.
  public var description: String {
    switch self {
    case .tap(let target):
      return "tap \(target)"
    case .drag(let target, let destination, let duration):
      return "drag \(target) to \(destination) over \(ScriptNumber.format(duration))"
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
