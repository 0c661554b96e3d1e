extension TimingFunction {
  /// The error ``TimingFunction/init(css:)`` throws for text that is not a
  /// valid CSS `<easing-function>`.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that failed to parse, exactly as given.
    public var input: String

    /// What is wrong with it, in words (for example "steps() needs at least 1 step").
    public var reason: String

    /// Creates a parse error.
    ///
    /// - Parameters:
    ///   - input: The text that failed to parse.
    ///   - reason: What is wrong with it.
    public init(input: String, reason: String) {
      self.input = input
      self.reason = reason
    }

    /// A message naming the input and the reason.
    public var description: String {
      "invalid CSS easing function \"\(input)\": \(reason)"
    }
  }
}
