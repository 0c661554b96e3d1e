import ZoetropeGraphics

/// Writes frames as numbered PNG files in a directory: `frame-00001.png`,
/// `frame-00002.png`...
///
/// Each file is named ``prefix``, then the frame's index padded with zeros
/// to ``digits`` digits, then `.png`, so the names sort in frame order.
/// Each file is written atomically (a temporary file in the same directory,
/// renamed into place), so a reader never sees a half-written frame; an
/// existing file with the same name is replaced. The directory is created
/// with any missing parents.
///
/// ```swift
/// var frames = try PNGSequenceWriter(directory: "out/frames")
/// try frames.append(first)   // out/frames/frame-00001.png
/// try frames.append(second)  // out/frames/frame-00002.png
/// ```
///
/// Bad input policy: the initializer throws for a prefix containing `/`
/// or a NUL, digits outside 1...18 or a negative first index; ``append(_:)``
/// throws once an index needs more than ``digits`` digits, rather than
/// breaking the sort order.
public struct PNGSequenceWriter: Hashable, Sendable {
  /// The directory the files go into.
  public let directory: String

  /// The text before each file's number, such as `frame-`.
  public let prefix: String

  /// How many digits each file's number is padded to.
  public let digits: Int

  /// The index the next ``append(_:)`` gives its file.
  public private(set) var nextIndex: Int

  /// Creates a writer and the directory it writes into.
  ///
  /// - Parameters:
  ///   - directory: The directory for the files; created (with missing
  ///     parents) if it does not exist.
  ///   - prefix: The text before each number; `frame-` if omitted. It may
  ///     be empty but must not contain `/` or a NUL.
  ///   - digits: The number's width, zero-padded, 1...18; 5 if omitted.
  ///   - firstIndex: The first frame's number, at least 0; 1 if omitted.
  /// - Throws: ``ImageEncodingError``: `.invalidArgument` for a bad prefix,
  ///   digits or index, `.fileWriteFailed` if the directory cannot be
  ///   created.
  public init(
    directory: String, prefix: String = "frame-", digits: Int = 5, firstIndex: Int = 1
  ) throws(ImageEncodingError) {
    guard !prefix.contains("/"), !prefix.unicodeScalars.contains("\0") else {
      throw ImageEncodingError(
        .invalidArgument, "The file-name prefix \"\(prefix)\" must not contain \"/\" or NUL")
    }
    guard (1...18).contains(digits) else {
      throw ImageEncodingError(.invalidArgument, "The digit count \(digits) is outside 1...18")
    }
    guard firstIndex >= 0 else {
      throw ImageEncodingError(.invalidArgument, "The first index \(firstIndex) is negative")
    }
    guard !directory.isEmpty, !directory.unicodeScalars.contains("\0") else {
      throw ImageEncodingError(.invalidArgument, "The directory path \"\(directory)\" is not valid")
    }
    try FileSystem.createDirectory(atPath: directory)
    self.directory = directory
    self.prefix = prefix
    self.digits = digits
    self.nextIndex = firstIndex
  }

  /// The path of the file for a frame index (whether or not it exists).
  ///
  /// - Parameter index: The frame's number.
  /// - Returns: `directory/prefix` + the zero-padded index + `.png`.
  public func path(forIndex index: Int) -> String {
    let number = String(index)
    let padding = String(repeating: "0", count: max(0, digits - number.count))
    let separator = directory.hasSuffix("/") ? "" : "/"
    return "\(directory)\(separator)\(prefix)\(padding)\(number).png"
  }

  /// Encodes a frame as PNG and writes it as the next numbered file.
  ///
  /// - Parameter image: The frame; any size but not empty.
  /// - Returns: The path of the file written.
  /// - Throws: ``ImageEncodingError``: `.invalidArgument` when the index no
  ///   longer fits in ``digits`` digits, the errors of
  ///   ``ZoetropeGraphics/Image/pngData()``, or `.fileWriteFailed` (no file
  ///   is left behind, and the index does not advance).
  @discardableResult
  public mutating func append(_ image: Image) throws(ImageEncodingError) -> String {
    let number = String(nextIndex)
    guard number.count <= digits else {
      throw ImageEncodingError(
        .invalidArgument,
        "Frame index \(nextIndex) needs more than \(digits) digits in \"\(directory)\"")
    }
    let path = path(forIndex: nextIndex)
    let bytes = try image.pngData()
    try ByteAccess.withBytes(of: bytes) { (raw) throws(ImageEncodingError) in
      try FileSystem.writeAtomically(raw, toPath: path)
    }
    nextIndex += 1
    return path
  }
}
