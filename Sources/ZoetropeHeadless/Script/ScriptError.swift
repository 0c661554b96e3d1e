/// A mistake in a script: the line it is on and what is wrong.
///
/// Its ``description`` reads `line 3: expected a time in seconds, got "abc"`.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the mistake, counting from 1.
  public let line: Int

  /// What is wrong, in a sentence without the line number.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The line, counting from 1.
  ///   - message: What is wrong.
  public init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`.
  public var description: String {
    "line \(line): \(message)"
  }
}
