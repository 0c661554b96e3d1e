extension TimingFunction {
  /// Parses a CSS `<easing-function>`.
  ///
  /// Accepted syntax (keywords and function names are ASCII
  /// case-insensitive; whitespace and comments may appear between tokens):
  ///
  /// - keywords `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`,
  ///   `step-start`, `step-end`;
  /// - `cubic-bezier(x1, y1, x2, y2)` with x1 and x2 in [0, 1];
  /// - `steps(n)` and `steps(n, position)` with an integer n ≥ 1 (≥ 2 for
  ///   `jump-none`) and position `start`, `end`, `jump-start`, `jump-end`,
  ///   `jump-none` or `jump-both`;
  /// - `linear(stops)`: at least two comma-separated stops, each a number
  ///   with up to two percentages (`linear(0, 0.25 75%, 1)`).
  ///
  /// Unlike the clamping initializers, parsing is strict, as in CSS: anything
  /// else throws.
  ///
  /// ```swift
  /// let curve = try TimingFunction(css: "cubic-bezier(0.1, 0.7, 1.0, 0.1)")
  /// ```
  ///
  /// - Parameter css: The CSS text.
  /// - Throws: ``ParseError`` naming the text and what is wrong with it.
  public init(css: String) throws {
    var tokenizer = CSSEasingTokenizer(css)
    do {
      let tokens = try tokenizer.tokens().get()
      self = try Self.parse(tokens)
    } catch {
      throw ParseError(input: css, reason: error.reason)
    }
  }

  private static func parse(_ tokens: [CSSEasingToken]) throws(CSSEasingSyntaxError)
    -> TimingFunction
  {
    guard let first = tokens.first else {
      throw CSSEasingSyntaxError(reason: "empty string")
    }
    switch first {
    case .identifier(let keyword):
      guard tokens.count == 1 else {
        throw CSSEasingSyntaxError(reason: "unexpected text after \"\(keyword)\"")
      }
      return try keywordFunction(keyword)
    case .function(let name):
      guard tokens.last == .closeParenthesis else {
        throw CSSEasingSyntaxError(reason: "\(name)() is missing its closing parenthesis")
      }
      let arguments = try splitArguments(tokens.dropFirst().dropLast(), function: name)
      switch name {
      case "cubic-bezier": return try cubicBezier(arguments)
      case "steps": return try steps(arguments)
      case "linear": return try piecewiseLinear(arguments)
      default: throw CSSEasingSyntaxError(reason: "unknown function \(name)()")
      }
    default:
      throw CSSEasingSyntaxError(reason: "expected a keyword or a function")
    }
  }

  private static func keywordFunction(_ keyword: String) throws(CSSEasingSyntaxError)
    -> TimingFunction
  {
    switch keyword {
    case "linear": return .linear
    case "ease": return .ease
    case "ease-in": return .easeIn
    case "ease-out": return .easeOut
    case "ease-in-out": return .easeInOut
    case "step-start": return .stepStart
    case "step-end": return .stepEnd
    default: throw CSSEasingSyntaxError(reason: "unknown keyword \"\(keyword)\"")
    }
  }

  /// Splits the tokens between the parentheses at commas.
  private static func splitArguments(
    _ tokens: ArraySlice<CSSEasingToken>, function: String
  ) throws(CSSEasingSyntaxError) -> [[CSSEasingToken]] {
    var arguments: [[CSSEasingToken]] = [[]]
    for token in tokens {
      switch token {
      case .comma:
        arguments.append([])
      case .function, .closeParenthesis:
        throw CSSEasingSyntaxError(reason: "nested functions are not supported in \(function)()")
      default:
        arguments[arguments.count - 1].append(token)
      }
    }
    if arguments.contains(where: \.isEmpty) {
      throw CSSEasingSyntaxError(reason: "\(function)() has an empty argument")
    }
    return arguments
  }

  private static func cubicBezier(_ arguments: [[CSSEasingToken]]) throws(CSSEasingSyntaxError)
    -> TimingFunction
  {
    guard arguments.count == 4 else {
      throw CSSEasingSyntaxError(reason: "cubic-bezier() takes 4 numbers, got \(arguments.count)")
    }
    var values: [Double] = []
    for argument in arguments {
      guard argument.count == 1, case .number(let value, _) = argument[0], value.isFinite else {
        throw CSSEasingSyntaxError(reason: "cubic-bezier() arguments must be finite numbers")
      }
      values.append(value)
    }
    for (name, x) in [("x1", values[0]), ("x2", values[2])] where !(0...1).contains(x) {
      throw CSSEasingSyntaxError(reason: "cubic-bezier() \(name) \(x) is outside [0, 1]")
    }
    return TimingFunction(
      representation: .cubicBezier(
        CubicBezierCurve(x1: values[0], y1: values[1], x2: values[2], y2: values[3]))
    )
  }

  private static func steps(_ arguments: [[CSSEasingToken]]) throws(CSSEasingSyntaxError)
    -> TimingFunction
  {
    guard arguments.count == 1 || arguments.count == 2 else {
      throw CSSEasingSyntaxError(reason: "steps() takes 1 or 2 arguments, got \(arguments.count)")
    }
    guard arguments[0].count == 1, case .number(let value, isInteger: true) = arguments[0][0],
      let count = Int(exactly: value)
    else {
      throw CSSEasingSyntaxError(reason: "steps() needs an integer number of steps")
    }
    var position = StepPosition.end
    if arguments.count == 2 {
      guard arguments[1].count == 1, case .identifier(let keyword) = arguments[1][0] else {
        throw CSSEasingSyntaxError(reason: "steps() position must be a keyword")
      }
      switch keyword {
      case "start", "jump-start": position = .jumpStart
      case "end", "jump-end": position = .jumpEnd
      case "jump-none": position = .jumpNone
      case "jump-both": position = .jumpBoth
      default: throw CSSEasingSyntaxError(reason: "unknown steps() position \"\(keyword)\"")
      }
    }
    let minimum = position == .jumpNone ? 2 : 1
    guard count >= minimum else {
      throw CSSEasingSyntaxError(
        reason: "steps() needs at least \(minimum) step\(minimum == 1 ? "" : "s") for \(position)"
      )
    }
    return TimingFunction(representation: .steps(count: count, position: position))
  }

  private static func piecewiseLinear(_ arguments: [[CSSEasingToken]]) throws(CSSEasingSyntaxError)
    -> TimingFunction
  {
    guard arguments.count >= 2 else {
      throw CSSEasingSyntaxError(reason: "linear() needs at least two stops")
    }
    var stops: [LinearStop] = []
    for argument in arguments {
      var output: Double?
      var percentages: [Double] = []
      for (position, token) in argument.enumerated() {
        switch token {
        case .number(let value, _) where output == nil:
          // The number comes first or after all of the percentages.
          guard position == 0 || position == argument.count - 1 else {
            throw CSSEasingSyntaxError(
              reason: "linear() stop numbers cannot sit between percentages")
          }
          output = value
        case .percentage(let value):
          percentages.append(value / 100)
        default:
          throw CSSEasingSyntaxError(
            reason: "linear() stops are a number and up to two percentages")
        }
      }
      guard let output, percentages.count <= 2, output.isFinite,
        percentages.allSatisfy(\.isFinite)
      else {
        throw CSSEasingSyntaxError(reason: "linear() stops are a number and up to two percentages")
      }
      if percentages.isEmpty {
        stops.append(LinearStop(output))
      } else {
        for input in percentages { stops.append(LinearStop(output, at: input)) }
      }
    }
    return TimingFunction(representation: .piecewiseLinear(canonicalPoints(stops)))
  }
}
