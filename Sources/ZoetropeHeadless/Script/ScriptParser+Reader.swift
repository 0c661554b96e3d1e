import ZoetropeGraphics

extension ScriptParser {
  /// Reads the words of one command.
  struct Reader {
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
          line: line,
          "\(what) \(ScriptNumber.excerpt(token.text)) after \"\(keyword)\" is not finite"
        )
      }
      return value
    }

    /// Reads a duration in seconds, 0...``Script/maximumTime``.
    mutating func duration(after keyword: String, of command: String) throws(ScriptError) -> Double
    {
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
}
