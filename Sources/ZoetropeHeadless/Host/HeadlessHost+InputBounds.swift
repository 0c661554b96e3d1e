import ZoetropeGraphics
import ZoetropeUI

// Scripted calls clamp their numbers into the bounds scripts must respect.
extension HeadlessHost {
  /// `command` with every number within the bounds of ``Script``, or nil
  /// when it cannot run; each change or refusal is a warning.
  ///
  /// A non-finite time skips the command; a time past
  /// ``Script/maximumTime`` becomes that time; a duration is clamped to
  /// 0...``Script/maximumTime`` (NaN becomes 0), a drag's fraction to
  /// 0...1, an input rate to ``Script/inputRates`` (NaN: the default), a
  /// fling's velocity to ±``Script/maximumSpeed`` (NaN: 0), a pinch's scale
  /// to ``Script/pinchScales`` (NaN: 1), a rotation to
  /// ±``Script/maximumRotation`` degrees (NaN: 0); a point's coordinates to
  /// ±``Script/maximumCoordinate`` (NaN becomes 0); a touch number to 0...9.
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
    func duration(_ value: Double, _ name: String) -> Double {
      guard !(value >= 0 && value <= Script.maximumTime) else { return value }
      let bounded = value.isNaN ? 0 : min(max(value, 0), Script.maximumTime)
      warn(
        command,
        "the \(name) duration \(value) is not 0...\(Script.maximumTime) s; using \(bounded)")
      return bounded
    }
    func clamped(
      _ value: Double, to range: ClosedRange<Double>, nan: Double, _ what: String
    ) -> Double {
      guard !range.contains(value) else { return value }
      let bounded = value.isNaN ? nan : min(max(value, range.lowerBound), range.upperBound)
      warn(
        command,
        "\(what) \(value) is not \(range.lowerBound)...\(range.upperBound); using \(bounded)")
      return bounded
    }
    func rate(_ value: Double?) -> Double? {
      guard let value, !value.isNaN else {
        if value != nil { warn(command, "the input rate nan is not a number; using the default") }
        return nil
      }
      return clamped(value, to: Script.inputRates, nan: 60, "the input rate (Hz)")
    }
    switch command.action {
    case .tap(let target):
      command.action = .tap(point(target))
    case .drag(let target, let via, var destination, let length, let moves):
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
      var waypoints = via.map(point)
      if waypoints.count + 2 > Script.maximumPathPoints {
        warn(
          command,
          "the drag's path has more than \(Script.maximumPathPoints) points; using the first"
            + " \(Script.maximumPathPoints)")
        waypoints = Array(waypoints.prefix(Script.maximumPathPoints - 2))
      }
      command.action = .drag(
        point(target), via: waypoints, to: destination, duration: duration(length, "drag"),
        rate: rate(moves))
    case .fling(let target, let velocity, let length, let moves):
      let speeds = -Script.maximumSpeed...Script.maximumSpeed
      let bounded = Vector(
        dx: clamped(velocity.dx, to: speeds, nan: 0, "the fling velocity's x"),
        dy: clamped(velocity.dy, to: speeds, nan: 0, "the fling velocity's y"))
      command.action = .fling(
        point(target), velocity: bounded, duration: duration(length, "fling"), rate: rate(moves))
    case .press(let target, let length):
      command.action = .press(point(target), duration: duration(length, "press"))
    case .pinch(let target, let scale, let length, let moves):
      command.action = .pinch(
        point(target), scale: clamped(scale, to: Script.pinchScales, nan: 1, "the pinch scale"),
        duration: duration(length, "pinch"), rate: rate(moves))
    case .rotate(let target, let degrees, let length, let moves):
      let limit = Script.maximumRotation
      command.action = .rotate(
        point(target),
        degrees: clamped(degrees, to: -limit...limit, nan: 0, "the rotation (degrees)"),
        duration: duration(length, "rotation"), rate: rate(moves))
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
