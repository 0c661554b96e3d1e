/// The reason an image could not be encoded or a writer could not write.
///
/// Compare ``code`` against the static codes to tell the cases apart; the
/// ``description`` names the file, the values and what the library or the
/// operating system reported.
///
/// ```swift
/// do {
///   try writer.append(smallImage, timestamp: 0)
/// } catch {
///   error.code == .sizeMismatch  // the frame is not the writer's size
/// }
/// ```
public struct ImageEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which kind of failure happened.
  public struct Code: Hashable, Sendable {
    enum Representation: Hashable, Sendable {
      case emptyImage
      case tooLarge
      case invalidArgument
      case sizeMismatch
      case invalidTimestamp
      case noFrames
      case writerFinished
      case encoderFailed
      case fileWriteFailed
      case libraryMissing
      case chunksDoNotFit
    }

    let representation: Representation

    /// The image has a zero width or height; PNG and WebP cannot store it.
    public static let emptyImage = Code(representation: .emptyImage)

    /// The image is larger than the format allows (WebP: 16383 pixels a side).
    public static let tooLarge = Code(representation: .tooLarge)

    /// A writer parameter is out of range (a size, a loop count, a number
    /// of digits, a file-name prefix).
    public static let invalidArgument = Code(representation: .invalidArgument)

    /// A frame's pixel size differs from the writer's.
    public static let sizeMismatch = Code(representation: .sizeMismatch)

    /// A timestamp is not finite, negative, too large, or not later than
    /// the previous one.
    public static let invalidTimestamp = Code(representation: .invalidTimestamp)

    /// An animation was finished without any frame.
    public static let noFrames = Code(representation: .noFrames)

    /// The writer was already finished (successfully or not).
    public static let writerFinished = Code(representation: .writerFinished)

    /// libpng or libwebp reported an error; the description carries it.
    public static let encoderFailed = Code(representation: .encoderFailed)

    /// A file or directory could not be created, written or renamed; the
    /// description names the path and the system's reason.
    public static let fileWriteFailed = Code(representation: .fileWriteFailed)

    /// A library the format needs at run time is not installed (FFmpeg's,
    /// for MP4); the description names the Debian packages to install.
    public static let libraryMissing = Code(representation: .libraryMissing)

    /// Chunks given to ``RecordingJoin`` are not consecutive frames of one
    /// recording: another format, size or fps, a gap, an overlap, or a
    /// file without its frame range; the description names the chunks.
    public static let chunksDoNotFit = Code(representation: .chunksDoNotFit)
  }

  /// Which kind of failure happened.
  public let code: Code

  /// A sentence naming the problem, the file and the offending values.
  public let description: String

  init(_ code: Code, _ description: String) {
    self.code = code
    self.description = description
  }
}
