import ZoetropeGraphics

extension TimingFunction {
  /// Where the jumps of a ``TimingFunction/steps(_:position:)`` function fall.
  ///
  /// The names follow CSS Easing (`<step-position>`): with *n* steps over
  /// [0, 1],
  ///
  /// | position | jumps at | outputs |
  /// |---|---|---|
  /// | ``jumpStart`` (``start``) | 0, 1/n, … | 1/n … 1 |
  /// | ``jumpEnd`` (``end``) | 1/n, …, 1 | 0 … (n−1)/n, then 1 at the end |
  /// | ``jumpNone`` | inside only | 0 … 1 in n−1 jumps |
  /// | ``jumpBoth`` | 0 and 1 too | 1/(n+1) … n/(n+1) |
  public struct StepPosition: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
      case jumpStart
      case jumpEnd
      case jumpNone
      case jumpBoth
    }

    var kind: Kind

    init(_ kind: Kind) {
      self.kind = kind
    }

    /// The first jump happens at the start of the interval (CSS `jump-start`).
    public static let jumpStart = StepPosition(.jumpStart)

    /// The last jump happens at the end of the interval (CSS `jump-end`).
    public static let jumpEnd = StepPosition(.jumpEnd)

    /// No jump at either end; the output holds 0 and 1 for a step each
    /// (CSS `jump-none`; needs at least two steps).
    public static let jumpNone = StepPosition(.jumpNone)

    /// Jumps at both ends, so there are `count + 1` jumps (CSS `jump-both`).
    public static let jumpBoth = StepPosition(.jumpBoth)

    /// The CSS alias `start`; the same as ``jumpStart``.
    public static let start = StepPosition.jumpStart

    /// The CSS alias `end`; the same as ``jumpEnd``.
    public static let end = StepPosition.jumpEnd

    /// The CSS keyword for this position: `jump-start`, `jump-end`,
    /// `jump-none` or `jump-both`.
    public var description: String {
      switch kind {
      case .jumpStart: "jump-start"
      case .jumpEnd: "jump-end"
      case .jumpNone: "jump-none"
      case .jumpBoth: "jump-both"
      }
    }
  }

  /// Creates a step function with `count` equal steps (CSS `steps()`).
  ///
  /// ```swift
  /// let flipbook = TimingFunction.steps(6)  // six frames, jump at the end of each
  /// flipbook.value(at: 0.5)  // 0.5
  /// ```
  ///
  /// Bad input policy: a count below 1 (below 2 for ``StepPosition/jumpNone``,
  /// which needs two steps to reach both 0 and 1) is raised to that minimum
  /// with a `zoetropeWarning`.
  ///
  /// - Parameters:
  ///   - count: The number of steps, at least 1 (2 for `jumpNone`).
  ///   - position: Where the jumps fall; ``StepPosition/end`` by default, as in CSS.
  /// - Returns: The step timing function.
  public static func steps(_ count: Int, position: StepPosition = .end) -> TimingFunction {
    let minimum = position == .jumpNone ? 2 : 1
    var count = count
    if count < minimum {
      zoetropeWarning(
        "TimingFunction.steps count \(count) is below \(minimum) for \(position); using \(minimum)"
      )
      count = minimum
    }
    return TimingFunction(representation: .steps(count: count, position: position))
  }
}
