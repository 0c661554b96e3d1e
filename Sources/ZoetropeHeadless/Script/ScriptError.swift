/// A mistake in a script: the line it is on and what is wrong.
///
/// Its ``description`` reads `line 3: expected a time in seconds, got "abc"`.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the mistake, counting from 1; 0 for a problem with the
  /// whole script (a file that cannot be read).
  public let line: Int

  /// What is wrong, in a sentence without the line number.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The line, counting from 1; 0 for the whole script.
  ///   - message: What is wrong.
  public init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`, or the message alone for line 0.
  public var description: String {
    line > 0 ? "line \(line): \(message)" : message
  }
}
