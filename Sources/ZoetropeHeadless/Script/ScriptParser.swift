import ZoetropeGraphics

/// Parses script lines into commands and checks the rules ``Script`` lists.
struct ScriptParser {
  /// The commands so far.
  var commands: [ScriptCommand] = []
  /// The previous command's time, for the ordering rule.
  private var lastTime: Double = 0
  /// The touches that are down, by number, with the line that put them down.
  private var touchesDown: [Int: Int] = [:]
  /// The touches a drag, fling, press, pinch or rotation holds, by number:
  /// until when, the line, and the command's verb.
  private var busyTouches: [Int: (end: Double, line: Int, verb: String)] = [:]

  /// The default `over` duration of a drag, in seconds.
  static let defaultDragDuration = 0.25
  /// The default `over` duration of a fling, in seconds.
  static let defaultFlingDuration = 0.1
  /// The default `for` duration of a press, in seconds.
  static let defaultPressDuration = 1.0
  /// The default `over` duration of a pinch or rotation, in seconds.
  static let defaultTwoFingerDuration = 0.5
  /// The highest touch number.
  static let maximumTouch = 9
  /// The verbs, for error messages.
  static let verbs = "tap, drag, fling, press, pinch, rotate, down, move, up"

  mutating func parseLine(_ line: Substring, number: Int) throws(ScriptError) {
    for tokens in try ScriptTokenizer.commands(in: line, number: number) {
      var reader = Reader(tokens: tokens, line: number)
      let command = try parseCommand(&reader)
      try check(command)
      guard commands.count < Script.maximumCommandCount else {
        throw ScriptError(
          line: number, "the script has more than \(Script.maximumCommandCount) commands")
      }
      commands.append(command)
    }
  }

  private func parseCommand(_ reader: inout Reader) throws(ScriptError) -> ScriptCommand {
    let line = reader.line
    let timeToken = reader.next()
    guard let timeToken, !timeToken.isQuoted, let time = Double(timeToken.text) else {
      throw ScriptError(
        line: line, "expected a time in seconds, got \(Reader.show(timeToken ?? nil))")
    }
    guard time.isFinite, time >= 0, time <= Script.maximumTime else {
      throw ScriptError(
        line: line,
        "the time \(ScriptNumber.excerpt(timeToken.text)) is not a number of seconds"
          + " 0...\(ScriptNumber.format(Script.maximumTime))")
    }
    guard let verb = reader.next(), !verb.isQuoted else {
      throw ScriptError(
        line: line,
        "expected an action (\(Self.verbs)) after the time, got "
          + Reader.show(reader.previous))
    }
    let action: ScriptAction
    switch verb.text {
    case "tap":
      action = .tap(try reader.target(for: "tap"))
    case "drag":
      action = try parseDrag(&reader)
    case "fling":
      action = try parseFling(&reader)
    case "press":
      action = try parsePress(&reader)
    case "pinch":
      action = try parsePinch(&reader)
    case "rotate":
      action = try parseRotate(&reader)
    case "down", "move", "up":
      action = try parseTouch(verb.text, &reader)
    default:
      throw ScriptError(
        line: line,
        "expected an action (\(Self.verbs)), got \(Reader.show(verb))")
    }
    if let extra = reader.next() {
      throw ScriptError(
        line: line, "unexpected \(Reader.show(extra)) after \"\(action)\"")
    }
    return ScriptCommand(time: time, action: action, line: line)
  }

  /// `press A [for D]`.
  private func parsePress(_ reader: inout Reader) throws(ScriptError) -> ScriptAction {
    let target = try reader.target(for: "press")
    var duration = Self.defaultPressDuration
    if reader.takeKeyword("for") {
      duration = try reader.duration(after: "for", of: "press")
    }
    return .press(target, duration: duration)
  }

  /// `pinch A scale S [over D] [at N hz]`.
  private func parsePinch(_ reader: inout Reader) throws(ScriptError) -> ScriptAction {
    let line = reader.line
    let target = try reader.target(for: "pinch")
    try reader.expectKeyword("scale", after: "the pinch's target")
    let scale = try reader.number(after: "scale", what: "a scale")
    guard Script.pinchScales.contains(scale) else {
      throw ScriptError(
        line: line,
        "the pinch scale \(ScriptNumber.format(scale)) is not"
          + " \(ScriptNumber.format(Script.pinchScales.lowerBound))"
          + "...\(ScriptNumber.format(Script.pinchScales.upperBound))")
    }
    let timing = try reader.motionTiming(of: "pinch", duration: Self.defaultTwoFingerDuration)
    return .pinch(target, scale: scale, duration: timing.duration, rate: timing.rate)
  }

  /// `rotate A by DEG [over D] [at N hz]`.
  private func parseRotate(_ reader: inout Reader) throws(ScriptError) -> ScriptAction {
    let line = reader.line
    let target = try reader.target(for: "rotate")
    try reader.expectKeyword("by", after: "the rotation's target")
    let degrees = try reader.number(after: "by", what: "an angle in degrees")
    guard abs(degrees) <= Script.maximumRotation else {
      throw ScriptError(
        line: line,
        "the rotation \(ScriptNumber.format(degrees))° is beyond"
          + " ±\(ScriptNumber.format(Script.maximumRotation))°")
    }
    let timing = try reader.motionTiming(of: "rotation", duration: Self.defaultTwoFingerDuration)
    return .rotate(target, degrees: degrees, duration: timing.duration, rate: timing.rate)
  }

  /// `down|move|up A [touch N]`.
  private func parseTouch(_ verb: String, _ reader: inout Reader) throws(ScriptError)
    -> ScriptAction
  {
    let line = reader.line
    let target = try reader.target(for: verb)
    var touch = 0
    if reader.takeKeyword("touch") {
      let token = reader.next()
      guard let token, let value = Int(token.text), (0...Self.maximumTouch).contains(value)
      else {
        throw ScriptError(
          line: line,
          "expected a touch number 0...\(Self.maximumTouch) after \"touch\", got "
            + Reader.show(token))
      }
      touch = value
    }
    switch verb {
    case "down": return .down(target, touch: touch)
    case "move": return .move(target, touch: touch)
    default: return .up(target, touch: touch)
    }
  }

  /// `drag A to B [to C …] [over D] [at N hz]`; `->` may stand for `to`.
  private func parseDrag(_ reader: inout Reader) throws(ScriptError) -> ScriptAction {
    let line = reader.line
    let target = try reader.target(for: "drag")
    guard reader.takeKeyword("to") || reader.takeKeyword("->") else {
      throw ScriptError(
        line: line,
        "expected \"to\" (or \"->\") after the drag's start, got \(Reader.show(reader.peek))")
    }
    guard let destinationToken = reader.peek else {
      throw ScriptError(
        line: line, "expected a fraction 0...1, a point x,y or a \"label\" after \"to\"")
    }
    var via: [ScriptTarget] = []
    let destination: ScriptDragDestination
    if !destinationToken.isQuoted, !destinationToken.text.contains(","),
      let fraction = Double(destinationToken.text)
    {
      _ = reader.next()
      guard fraction.isFinite, (0...1).contains(fraction) else {
        throw ScriptError(
          line: line,
          "the drag fraction \(ScriptNumber.excerpt(destinationToken.text)) is outside 0...1"
            + " (0.9 means 90% along the track)")
      }
      guard target.label != nil else {
        throw ScriptError(
          line: line,
          "a drag to a fraction needs a view to drag (\"label\"), not the point \(target)")
      }
      destination = .fraction(fraction)
    } else {
      var last = try reader.target(for: "drag … to")
      while reader.takeKeyword("to") || reader.takeKeyword("->") {
        via.append(last)
        guard via.count + 2 <= Script.maximumPathPoints else {
          throw ScriptError(
            line: line,
            "the drag's path has more than \(Script.maximumPathPoints) points")
        }
        last = try reader.target(for: "drag … to")
      }
      destination = .target(last)
    }
    let timing = try reader.motionTiming(of: "drag", duration: Self.defaultDragDuration)
    return .drag(target, via: via, to: destination, duration: timing.duration, rate: timing.rate)
  }

  /// `fling A velocity vx,vy [over D] [at N hz]`.
  private func parseFling(_ reader: inout Reader) throws(ScriptError) -> ScriptAction {
    let line = reader.line
    let target = try reader.target(for: "fling")
    try reader.expectKeyword("velocity", after: "the fling's start")
    let token = reader.next()
    let parts = token.map { $0.text.split(separator: ",", omittingEmptySubsequences: false) } ?? []
    guard let token, !token.isQuoted, parts.count == 2, let dx = Double(parts[0]),
      let dy = Double(parts[1])
    else {
      throw ScriptError(
        line: line,
        "expected a velocity vx,vy in points per second after \"velocity\", got"
          + " \(Reader.show(token))")
    }
    guard dx.isFinite, dy.isFinite, abs(dx) <= Script.maximumSpeed, abs(dy) <= Script.maximumSpeed
    else {
      throw ScriptError(
        line: line,
        "the velocity \(ScriptNumber.excerpt(token.text)) is not within"
          + " ±\(ScriptNumber.format(Script.maximumSpeed)) points per second")
    }
    let timing = try reader.motionTiming(of: "fling", duration: Self.defaultFlingDuration)
    return .fling(
      target, velocity: Vector(dx: dx, dy: dy), duration: timing.duration, rate: timing.rate)
  }

  /// Checks time order, that touches go down before they move or lift, and
  /// that no command uses a touch another still holds.
  private mutating func check(_ command: ScriptCommand) throws(ScriptError) {
    let line = command.line
    let time = command.time
    guard time >= lastTime else {
      throw ScriptError(
        line: line,
        "the time \(ScriptNumber.format(time)) is earlier than the previous command's"
          + " \(ScriptNumber.format(lastTime)); commands must be in time order")
    }
    lastTime = time
    let action = command.action
    for touch in action.touchNumbers {
      if let busy = busyTouches[touch], time < busy.end {
        throw ScriptError(
          line: line,
          "touch \(touch) is still \(Self.progressive(busy.verb)) until"
            + " \(ScriptNumber.format(busy.end)) s (the \(busy.verb) on line \(busy.line))")
      }
    }
    switch action {
    case .tap, .drag, .fling, .press, .pinch, .rotate:
      for touch in action.touchNumbers {
        if let downLine = touchesDown[touch] {
          throw ScriptError(
            line: line,
            "touch \(touch) is down (since line \(downLine)); lift it with \"up\" before a"
              + " \(action.verb)")
        }
      }
      if case .tap = action { break }
      for touch in action.touchNumbers {
        busyTouches[touch] = (command.endTime, line, action.verb)
      }
    case .down(_, let touch):
      if let downLine = touchesDown[touch] {
        throw ScriptError(line: line, "touch \(touch) is already down (since line \(downLine))")
      }
      touchesDown[touch] = line
    case .move(_, let touch), .up(_, let touch):
      guard touchesDown[touch] != nil else {
        throw ScriptError(line: line, "touch \(touch) is not down; put it down with \"down\" first")
      }
      if case .up = action {
        touchesDown[touch] = nil
      }
    }
  }

  /// `dragging`, `flinging`, … for error messages.
  private static func progressive(_ verb: String) -> String {
    switch verb {
    case "drag": "dragging"
    case "rotate": "rotating"
    default: verb + "ing"
    }
  }
}
