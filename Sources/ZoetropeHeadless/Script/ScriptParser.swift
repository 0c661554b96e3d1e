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
      let target = try reader.target(for: "press")
      var duration = Self.defaultPressDuration
      if reader.takeKeyword("for") {
        duration = try reader.duration(after: "for", of: "press")
      }
      action = .press(target, duration: duration)
    case "pinch":
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
      action = .pinch(target, scale: scale, duration: timing.duration, rate: timing.rate)
    case "rotate":
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
      action = .rotate(target, degrees: degrees, duration: timing.duration, rate: timing.rate)
    case "down", "move", "up":
      let target = try reader.target(for: verb.text)
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
      switch verb.text {
      case "down": action = .down(target, touch: touch)
      case "move": action = .move(target, touch: touch)
      default: action = .up(target, touch: touch)
      }
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

/// Reads the words of one command.
private struct Reader {
  let tokens: [ScriptTokenizer.Token]
  let line: Int
  var index = 0

  init(tokens: [ScriptTokenizer.Token], line: Int) {
    self.tokens = tokens
    self.line = line
  }

  var peek: ScriptTokenizer.Token? {
    index < tokens.count ? tokens[index] : nil
  }

  /// The word just read, or nil at the start.
  var previous: ScriptTokenizer.Token? {
    index > 0 && index <= tokens.count ? tokens[index - 1] : nil
  }

  mutating func next() -> ScriptTokenizer.Token? {
    guard index < tokens.count else {
      index = tokens.count + 1
      return nil
    }
    index += 1
    return tokens[index - 1]
  }

  /// Reads a bare word if it is next; returns whether it was.
  mutating func takeKeyword(_ keyword: String) -> Bool {
    guard let token = peek, !token.isQuoted, token.text == keyword else { return false }
    _ = next()
    return true
  }

  /// Reads a bare word that must come next.
  mutating func expectKeyword(_ keyword: String, after what: String) throws(ScriptError) {
    guard takeKeyword(keyword) else {
      throw ScriptError(
        line: line, "expected \"\(keyword)\" after \(what), got \(Self.show(peek))")
    }
  }

  /// Reads a finite number after a keyword.
  mutating func number(after keyword: String, what: String) throws(ScriptError) -> Double {
    let token = next()
    guard let token, !token.isQuoted, let value = Double(token.text) else {
      throw ScriptError(
        line: line, "expected \(what) after \"\(keyword)\", got \(Self.show(token))")
    }
    guard value.isFinite else {
      throw ScriptError(
        line: line, "\(what) \(ScriptNumber.excerpt(token.text)) after \"\(keyword)\" is not finite"
      )
    }
    return value
  }

  /// Reads a duration in seconds, 0...``Script/maximumTime``.
  mutating func duration(after keyword: String, of command: String) throws(ScriptError) -> Double {
    let token = next()
    guard let token, !token.isQuoted, let value = Double(token.text) else {
      throw ScriptError(
        line: line,
        "expected a duration in seconds after \"\(keyword)\", got \(Self.show(token))")
    }
    guard value.isFinite, value >= 0, value <= Script.maximumTime else {
      throw ScriptError(
        line: line,
        "the \(command) duration \(ScriptNumber.excerpt(token.text)) is not a number of seconds"
          + " 0...\(ScriptNumber.format(Script.maximumTime))")
    }
    return value
  }

  /// Reads `over D` and `at N hz` (each optional, in either order).
  mutating func motionTiming(of command: String, duration defaultDuration: Double)
    throws(ScriptError) -> (duration: Double, rate: Double?)
  {
    var duration: Double?
    var rate: Double?
    while true {
      if duration == nil, takeKeyword("over") {
        duration = try self.duration(after: "over", of: command)
      } else if rate == nil, takeKeyword("at") {
        rate = try inputRate(of: command)
      } else {
        return (duration ?? defaultDuration, rate)
      }
    }
  }

  /// Reads `N hz` or `Nhz` after `at`: moves per second, within
  /// ``Script/inputRates``.
  private mutating func inputRate(of command: String) throws(ScriptError) -> Double {
    let token = next()
    var text = token.map { $0.isQuoted ? "" : $0.text.lowercased() } ?? ""
    if text.hasSuffix("hz") {
      text.removeLast(2)
    } else if let unit = peek, !unit.isQuoted, unit.text.lowercased() == "hz" {
      _ = next()
    } else {
      text = ""
    }
    guard let value = Double(text) else {
      throw ScriptError(
        line: line,
        "expected an input rate like 120hz after \"at\", got \(Self.show(token))")
    }
    let rates = Script.inputRates
    guard rates.contains(value) else {
      throw ScriptError(
        line: line,
        "the \(command)'s input rate \(ScriptNumber.excerpt(text)) Hz is not"
          + " \(ScriptNumber.format(rates.lowerBound))...\(ScriptNumber.format(rates.upperBound))"
          + " Hz")
    }
    return value
  }

  /// Reads a `"label"` or an `x,y` point.
  mutating func target(for action: String) throws(ScriptError) -> ScriptTarget {
    let token = next()
    guard let token else {
      throw ScriptError(
        line: line, "expected a point x,y or a \"label\" after \"\(action)\", got nothing")
    }
    if token.isQuoted {
      guard !token.text.isEmpty else {
        throw ScriptError(line: line, "the label \"\" is empty")
      }
      return .label(token.text)
    }
    let parts = token.text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
      throw ScriptError(
        line: line,
        "expected a point x,y or a \"label\" after \"\(action)\", got \(Self.show(token))"
          + (token.text.contains(",") ? "" : " (labels need double quotes)"))
    }
    guard x.isFinite, y.isFinite else {
      throw ScriptError(line: line, "the point \(ScriptNumber.excerpt(token.text)) is not finite")
    }
    let limit = Script.maximumCoordinate
    guard abs(x) <= limit, abs(y) <= limit else {
      throw ScriptError(
        line: line,
        "the point \(ScriptNumber.excerpt(token.text)) is beyond ±\(ScriptNumber.format(limit))"
          + " points")
    }
    return .point(x: x, y: y)
  }

  /// A word as an error message shows it: quoted, or `nothing`.
  static func show(_ token: ScriptTokenizer.Token?) -> String {
    guard let token else { return "nothing" }
    return ScriptNumber.quotedExcerpt(token.text)
  }
}
