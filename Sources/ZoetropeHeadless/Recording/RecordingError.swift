import ZoetropeImageIO

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

  /// Wraps an image encoding error, lowercase-first like the host's own
  /// messages (`cannot write "x.webp": …`), since it follows `error: `.
  init(imageIO error: ImageEncodingError) {
    let text = error.description
    self.description = text.prefix(1).lowercased() + text.dropFirst()
  }
}
