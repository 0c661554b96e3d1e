import ZoetropeGraphics
import ZoetropeUI

// Scripted calls clamp their numbers into the bounds scripts must respect.
extension HeadlessHost {
  /// `command` with every number within the bounds of ``Script``, or nil
  /// when it cannot run; each change or refusal is a warning.
  ///
  /// A non-finite time skips the command; a time past
  /// ``Script/maximumTime`` becomes that time; a drag's duration is
  /// clamped to 0...``Script/maximumTime`` (NaN becomes 0), its fraction
  /// to 0...1; a point's coordinates to ±``Script/maximumCoordinate`` (NaN
  /// becomes 0); a touch number to 0...9.
  func bounded(_ command: ScriptCommand) -> ScriptCommand? {
    var command = command
    guard command.time.isFinite else {
      warn(command, "its time \(command.time) is not finite; skipped")
      return nil
    }
    if command.time > Script.maximumTime {
      warn(command, "its time \(command.time) is after \(Script.maximumTime) s; using that")
      command.time = Script.maximumTime
    }
    func point(_ target: ScriptTarget) -> ScriptTarget {
      guard let point = target.point else { return target }
      let limit = Script.maximumCoordinate
      func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -limit), limit)
      }
      let bounded = Point(x: clamp(point.x), y: clamp(point.y))
      guard bounded != point else { return target }
      warn(
        command,
        "the point \(point.x),\(point.y) is not within ±\(limit); using \(bounded.x),\(bounded.y)")
      return .point(bounded)
    }
    func touch(_ number: Int) -> Int {
      let maximum = ScriptParser.maximumTouch
      guard !(0...maximum).contains(number) else { return number }
      let bounded = min(max(number, 0), maximum)
      warn(command, "touch \(number) is not 0...\(maximum); using touch \(bounded)")
      return bounded
    }
    switch command.action {
    case .tap(let target):
      command.action = .tap(point(target))
    case .drag(let target, var destination, var duration):
      if !(duration >= 0 && duration <= Script.maximumTime) {
        let bounded = duration.isNaN ? 0 : min(max(duration, 0), Script.maximumTime)
        warn(
          command,
          "the drag duration \(duration) is not 0...\(Script.maximumTime) s; using \(bounded)")
        duration = bounded
      }
      switch destination {
      case .target(let other):
        destination = .target(point(other))
      case .fraction(let fraction) where !(0...1).contains(fraction):
        let bounded = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        warn(command, "the drag fraction \(fraction) is not 0...1; using \(bounded)")
        destination = .fraction(bounded)
      case .fraction:
        break
      }
      command.action = .drag(point(target), to: destination, duration: duration)
    case .down(let target, let number):
      command.action = .down(point(target), touch: touch(number))
    case .move(let target, let number):
      command.action = .move(point(target), touch: touch(number))
    case .up(let target, let number):
      command.action = .up(point(target), touch: touch(number))
    }
    return command
  }
}
