import ZoetropeGraphics

/// Parses script lines into commands and checks the rules ``Script`` lists.
struct ScriptParser {
  /// The commands so far.
  var commands: [ScriptCommand] = []
  /// The previous command's time, for the ordering rule.
  private var lastTime: Double = 0
  /// The touches that are down, by number, with the line that put them down.
  private var touchesDown: [Int: Int] = [:]
  /// When touch 0's current drag ends, and its line.
  private var dragEnd: (time: Double, line: Int)?

  /// The default `over` duration of a drag, in seconds.
  static let defaultDragDuration = 0.25
  /// The highest touch number.
  static let maximumTouch = 9

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
        "expected an action (tap, drag, down, move, up) after the time, got "
          + Reader.show(reader.previous))
    }
    let action: ScriptAction
    switch verb.text {
    case "tap":
      action = .tap(try reader.target(for: "tap"))
    case "drag":
      action = try parseDrag(&reader)
    case "down", "move", "up":
      let target = try reader.target(for: verb.text)
      var touch = 0
      if reader.peek?.text == "touch", reader.peek?.isQuoted == false {
        _ = reader.next()
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
        "expected an action (tap, drag, down, move, up), got \(Reader.show(verb))")
    }
    if let extra = reader.next() {
      throw ScriptError(
        line: line, "unexpected \(Reader.show(extra)) after \"\(action)\"")
    }
    return ScriptCommand(time: time, action: action, line: line)
  }

  private func parseDrag(_ reader: inout Reader) throws(ScriptError) -> ScriptAction {
    let line = reader.line
    let target = try reader.target(for: "drag")
    guard let to = reader.next(), to.text == "to", !to.isQuoted else {
      throw ScriptError(
        line: line, "expected \"to\" after the drag's start, got \(Reader.show(reader.previous))")
    }
    guard let destinationToken = reader.peek else {
      throw ScriptError(
        line: line, "expected a fraction 0...1, a point x,y or a \"label\" after \"to\"")
    }
    let destination: ScriptDragDestination
    if !destinationToken.isQuoted, !destinationToken.text.contains(","),
      let fraction = Double(destinationToken.text)
    {
      _ = reader.next()
      guard fraction.isFinite, (0...1).contains(fraction) else {
        throw ScriptError(
          line: line,
          "the drag fraction \(ScriptNumber.excerpt(destinationToken.text)) is outside 0...1 (0.9 means 90% along"
            + " the track)")
      }
      guard target.label != nil else {
        throw ScriptError(
          line: line,
          "a drag to a fraction needs a view to drag (\"label\"), not the point \(target)")
      }
      destination = .fraction(fraction)
    } else {
      destination = .target(try reader.target(for: "drag … to"))
    }
    var duration = Self.defaultDragDuration
    if reader.peek?.text == "over", reader.peek?.isQuoted == false {
      _ = reader.next()
      let token = reader.next()
      guard let token, !token.isQuoted, let value = Double(token.text) else {
        throw ScriptError(
          line: line, "expected a duration in seconds after \"over\", got \(Reader.show(token))")
      }
      guard value.isFinite, value >= 0, value <= Script.maximumTime else {
        throw ScriptError(
          line: line,
          "the drag duration \(ScriptNumber.excerpt(token.text)) is not a number of seconds"
            + " 0...\(ScriptNumber.format(Script.maximumTime))")
      }
      duration = value
    }
    return .drag(target, to: destination, duration: duration)
  }

  /// Checks time order and that touches go down before they move or lift.
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
    if let dragEnd, time < dragEnd.time {
      switch command.action {
      case .tap, .drag, .down(_, touch: 0), .move(_, touch: 0), .up(_, touch: 0):
        throw ScriptError(
          line: line,
          "touch 0 is still dragging until \(ScriptNumber.format(dragEnd.time)) s"
            + " (the drag on line \(dragEnd.line))")
      default:
        break
      }
    }
    switch command.action {
    case .tap, .drag:
      if let downLine = touchesDown[0] {
        throw ScriptError(
          line: line,
          "touch 0 is down (since line \(downLine)); lift it with \"up\" before a tap or drag")
      }
      if case .drag = command.action {
        dragEnd = (command.endTime, line)
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
      if case .up = command.action {
        touchesDown[touch] = nil
      }
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
