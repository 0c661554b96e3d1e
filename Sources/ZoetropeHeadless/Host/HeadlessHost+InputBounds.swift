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
    command.action = boundedAction(of: command)
    return command
  }

  /// `command`'s action with every number within the bounds of
  /// ``Script`` (see ``bounded(_:)``).
  private func boundedAction(of command: ScriptCommand) -> ScriptAction {
    switch command.action {
    case .tap(let target):
      return .tap(point(target, command))
    case .drag(let target, let via, let destination, let length, let moves):
      return boundedDrag(
        target, via: via, to: destination, duration: length, rate: moves, command)
    case .fling(let target, let velocity, let length, let moves):
      let speeds = -Script.maximumSpeed...Script.maximumSpeed
      let bounded = Vector(
        dx: clamped(velocity.dx, to: speeds, nan: 0, "the fling velocity's x", command),
        dy: clamped(velocity.dy, to: speeds, nan: 0, "the fling velocity's y", command))
      return .fling(
        point(target, command), velocity: bounded, duration: duration(length, "fling", command),
        rate: rate(moves, command))
    case .press(let target, let length):
      return .press(point(target, command), duration: duration(length, "press", command))
    case .pinch(let target, let scale, let length, let moves):
      return .pinch(
        point(target, command),
        scale: clamped(scale, to: Script.pinchScales, nan: 1, "the pinch scale", command),
        duration: duration(length, "pinch", command), rate: rate(moves, command))
    case .rotate(let target, let degrees, let length, let moves):
      let limit = Script.maximumRotation
      return .rotate(
        point(target, command),
        degrees: clamped(degrees, to: -limit...limit, nan: 0, "the rotation (degrees)", command),
        duration: duration(length, "rotation", command), rate: rate(moves, command))
    case .down(let target, let number):
      return .down(point(target, command), touch: touch(number, command))
    case .move(let target, let number):
      return .move(point(target, command), touch: touch(number, command))
    case .up(let target, let number):
      return .up(point(target, command), touch: touch(number, command))
    }
  }

  /// A drag of `command` within the bounds of ``Script``: its points,
  /// fraction, path length, duration and input rate.
  private func boundedDrag(
    _ target: ScriptTarget, via: [ScriptTarget], to destination: ScriptDragDestination,
    duration length: Double, rate moves: Double?, _ command: ScriptCommand
  ) -> ScriptAction {
    var destination = destination
    switch destination {
    case .target(let other):
      destination = .target(point(other, command))
    case .fraction(let fraction) where !(0...1).contains(fraction):
      let bounded = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
      warn(command, "the drag fraction \(fraction) is not 0...1; using \(bounded)")
      destination = .fraction(bounded)
    case .fraction:
      break
    }
    var waypoints = via.map { point($0, command) }
    if waypoints.count + 2 > Script.maximumPathPoints {
      warn(
        command,
        "the drag's path has more than \(Script.maximumPathPoints) points; using the first"
          + " \(Script.maximumPathPoints)")
      waypoints = Array(waypoints.prefix(Script.maximumPathPoints - 2))
    }
    return .drag(
      point(target, command), via: waypoints, to: destination,
      duration: duration(length, "drag", command), rate: rate(moves, command))
  }

  /// A target of `command` with its point's coordinates within
  /// ±``Script/maximumCoordinate`` (NaN becomes 0).
  private func point(_ target: ScriptTarget, _ command: ScriptCommand) -> ScriptTarget {
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

  /// A touch number of `command` within 0...9.
  private func touch(_ number: Int, _ command: ScriptCommand) -> Int {
    let maximum = ScriptParser.maximumTouch
    guard !(0...maximum).contains(number) else { return number }
    let bounded = min(max(number, 0), maximum)
    warn(command, "touch \(number) is not 0...\(maximum); using touch \(bounded)")
    return bounded
  }

  /// A duration of `command`, clamped to 0 through ``Script/maximumTime``
  /// (NaN becomes 0).
  private func duration(_ value: Double, _ name: String, _ command: ScriptCommand) -> Double {
    guard !(value >= 0 && value <= Script.maximumTime) else { return value }
    let bounded = value.isNaN ? 0 : min(max(value, 0), Script.maximumTime)
    warn(
      command,
      "the \(name) duration \(value) is not 0...\(Script.maximumTime) s; using \(bounded)")
    return bounded
  }

  /// A number of `command` within `range` (NaN becomes `nan`).
  private func clamped(
    _ value: Double, to range: ClosedRange<Double>, nan: Double, _ what: String,
    _ command: ScriptCommand
  ) -> Double {
    guard !range.contains(value) else { return value }
    let bounded = value.isNaN ? nan : min(max(value, range.lowerBound), range.upperBound)
    warn(
      command,
      "\(what) \(value) is not \(range.lowerBound)...\(range.upperBound); using \(bounded)")
    return bounded
  }

  /// An input rate of `command` within ``Script/inputRates`` (NaN: the
  /// default, nil).
  private func rate(_ value: Double?, _ command: ScriptCommand) -> Double? {
    guard let value, !value.isNaN else {
      if value != nil { warn(command, "the input rate nan is not a number; using the default") }
      return nil
    }
    return clamped(value, to: Script.inputRates, nan: 60, "the input rate (Hz)", command)
  }
}
