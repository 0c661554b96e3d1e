/// A recording or screenshot that could not be made, with the reason.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, naming the file.
  public let description: String

  /// Creates an error.
  ///
  /// - Parameter description: What went wrong, naming the file.
  public init(_ description: String) {
    self.description = description
  }
}
