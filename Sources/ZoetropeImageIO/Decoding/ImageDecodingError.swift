/// The reason bytes or a file could not be decoded into an `Image`.
///
/// Compare ``code`` against the static codes to tell the cases apart; the
/// ``description`` is a sentence for people: it names the file, the format
/// and what the decoder reported.
///
/// ```swift
/// do {
///   _ = try Image(data: [0x47, 0x49, 0x46, 0x38])
/// } catch {
///   error.code == .unsupportedFormat  // true: GIF is not supported
/// }
/// ```
public struct ImageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which kind of failure happened.
  public struct Code: Hashable, Sendable {
    enum Representation: Hashable, Sendable {
      case emptyData
      case unsupportedFormat
      case corruptData
      case zeroSize
      case tooLarge
      case fileNotFound
      case fileUnreadable
      case invalidScale
    }

    let representation: Representation

    /// There were no bytes to decode (an empty buffer or an empty file).
    public static let emptyData = Code(representation: .emptyData)

    /// The bytes are not PNG, JPEG or WebP (the format is recognized from
    /// the first bytes, never from a file name).
    public static let unsupportedFormat = Code(representation: .unsupportedFormat)

    /// The data is truncated or corrupt, or uses a feature the decoder
    /// rejects; the description carries the library's message.
    public static let corruptData = Code(representation: .corruptData)

    /// The image declares a zero width or height.
    public static let zeroSize = Code(representation: .zeroSize)

    /// The image has more pixels than `Image.maximumDecodedPixelCount`,
    /// or the file is larger than `Image.maximumFileSize` bytes.
    public static let tooLarge = Code(representation: .tooLarge)

    /// No file exists at the path.
    public static let fileNotFound = Code(representation: .fileNotFound)

    /// The path exists but cannot be read (permissions, a directory, a
    /// device, an I/O error).
    public static let fileUnreadable = Code(representation: .fileUnreadable)

    /// The requested scale is zero, negative, infinite or NaN.
    public static let invalidScale = Code(representation: .invalidScale)
  }

  /// Which kind of failure happened.
  public let code: Code

  /// A sentence naming the problem, the file or format, and the offending values.
  public let description: String

  init(_ code: Code, _ description: String) {
    self.code = code
    self.description = description
  }

  /// The same error with `context` (for example `File "a.png": `) put in front.
  func prefixed(_ context: String) -> ImageDecodingError {
    ImageDecodingError(code, context + description)
  }
}
