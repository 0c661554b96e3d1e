import CFFmpeg

/// Joins chunks of one recording, rendered apart (`--frames A..B` on
/// several processes or machines), into one file, without re-encoding.
///
/// The format is the destination's extension, and every chunk must have
/// it:
///
/// - **MP4**: the H.264 packets are copied (FFmpeg's libavformat, loaded
///   as ``MP4Writer`` loads it), each chunk's timestamps moved to start
///   where the previous chunk ends; every chunk starts on a keyframe, so
///   the seams decode exactly as the chunks do.
/// - **GIF**: the frames' compressed data are appended; a chunk whose
///   palette differs from the first's gets its palette as local tables.
/// - **Animated WebP**: the frames' bitstreams are appended (libwebpmux).
///
/// Each chunk must carry its ``RecordingSpan`` (every MP4, GIF and WebP
/// recording of frames from a run's start does), and the chunks, taken
/// in the order of their first frames, must be consecutive frames of one
/// run: the same size and fps, no gap, no overlap. Anything else is
/// refused with `.chunksDoNotFit`, naming the chunks and frames, and
/// nothing is written. The destination is written to a temporary beside
/// it and renamed into place when complete, as the writers do.
///
/// ```swift
/// let span = try RecordingJoin.join(
///   ["chunk-0.mp4", "chunk-1.mp4", "chunk-2.mp4"], to: "whole.mp4")
/// span.label  // "Zoetrope frames 0..899 at 30 fps"
/// ```
public enum RecordingJoin {
  /// The formats chunks can be joined in, by extension.
  public static let extensions = ["mp4", "gif", "webp"]

  /// Joins `chunks` into `path`.
  ///
  /// - Parameters:
  ///   - chunks: The chunk files, in any order (they are sorted by their
  ///     first frame); at least one.
  ///   - path: The joined file, ending in `.mp4`, `.gif` or `.webp`; not
  ///     one of the chunks. An existing file is replaced on success.
  ///   - allowsLowDiskSpace: Whether to join even when the chunks' total
  ///     size is more than the destination's disk has free (`--force`);
  ///     false if omitted.
  /// - Returns: The joined recording's span.
  /// - Throws: ``ImageEncodingError``: `.chunksDoNotFit` (chunks of
  ///   another format, size or fps, a gap, an overlap, an unreadable or
  ///   unlabelled chunk, an MP4 chunk not starting on a keyframe or
  ///   encoded with other settings), `.invalidArgument` (no chunks, an
  ///   unknown extension, the destination among the chunks),
  ///   `.libraryMissing` (MP4 without FFmpeg), `.fileWriteFailed` (also
  ///   when the disk has too little free space).
  @discardableResult
  public static func join(_ chunks: [String], to path: String, allowsLowDiskSpace: Bool = false)
    throws(ImageEncodingError) -> RecordingSpan
  {
    try join(
      chunks, to: path, allowsLowDiskSpace: allowsLowDiskSpace,
      availableBytes: FileSystem.availableBytes(at:), failingAfter: nil)
  }

  /// ``join(_:to:allowsLowDiskSpace:)`` with the free space and, for a
  /// GIF, a simulated write failure after `failingAfter` bytes (tests).
  static func join(
    _ chunks: [String], to path: String, allowsLowDiskSpace: Bool,
    availableBytes: (String) -> Int?, failingAfter: Int?
  ) throws(ImageEncodingError) -> RecordingSpan {
    let kind = try format(of: path, chunks: chunks)
    try FileSystem.checkCanCreate(path)
    if !allowsLowDiskSpace, let available = availableBytes(FileSystem.directory(of: path)) {
      let needed = chunks.reduce(0) { $0 + (FileSystem.size(of: $1) ?? 0) }
      guard needed <= available else {
        throw ImageEncodingError(
          .fileWriteFailed,
          "Cannot join into \"\(path)\": the chunks take \(megabytes(needed)) and the disk has"
            + " \(megabytes(available)) free; free some space, or pass --force to try anyway")
      }
    }
    switch kind {
    case "mp4":
      return try joinMP4(chunks, to: path)
    case "gif":
      return try joinGIF(chunks, to: path, failingAfter: failingAfter)
    default:
      return try joinWebP(chunks, to: path)
    }
  }

  /// Bytes as whole megabytes, rounded up, for messages.
  private static func megabytes(_ bytes: Int) -> String {
    "\((bytes + 999_999) / 1_000_000) MB"
  }

  /// The destination's format, once the arguments are checked.
  private static func format(of path: String, chunks: [String]) throws(ImageEncodingError)
    -> String
  {
    let kind = fileExtension(path)
    guard extensions.contains(kind) else {
      throw ImageEncodingError(
        .invalidArgument,
        "Cannot join into \"\(path)\": the joined file must end in .mp4, .gif or .webp")
    }
    guard !chunks.isEmpty else {
      throw ImageEncodingError(.invalidArgument, "No chunks to join into \"\(path)\"")
    }
    if let other = chunks.first(where: { fileExtension($0) != kind }) {
      throw ImageEncodingError(
        .chunksDoNotFit,
        "Cannot join \"\(other)\" into \"\(path)\": every chunk must be a .\(kind) file")
    }
    if chunks.contains(path) {
      throw ImageEncodingError(
        .invalidArgument, "Cannot join into \"\(path)\": it is one of the chunks")
    }
    return kind
  }

  private static func fileExtension(_ path: String) -> String {
    let name = FileSystem.fileName(of: path)
    guard let dot = name.lastIndex(of: ".") else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }

  /// One chunk's facts, for the checks every format shares.
  struct Part {
    var path: String
    var span: RecordingSpan
    var width: Int
    var height: Int
  }

  /// Sorts the parts by first frame and checks they are consecutive
  /// frames of one run at one size and fps; returns them sorted and the
  /// joined span.
  static func check(_ parts: [Part]) throws(ImageEncodingError) -> ([Part], RecordingSpan) {
    let sorted = parts.sorted { $0.span.firstFrame < $1.span.firstFrame }
    let first = sorted[0]
    for (previous, part) in zip(sorted, sorted.dropFirst()) {
      guard part.width == first.width, part.height == first.height else {
        throw misfit(
          "\"\(part.path)\" is \(part.width)×\(part.height) pixels and \"\(first.path)\""
            + " \(first.width)×\(first.height)")
      }
      guard part.span.fps == first.span.fps else {
        throw misfit(
          "\"\(part.path)\" is at \(part.span.fps) fps and \"\(first.path)\" at \(first.span.fps)")
      }
      let expected = previous.span.lastFrame + 1
      if part.span.firstFrame > expected {
        throw misfit(
          "frames \(expected)...\(part.span.firstFrame - 1) are missing between"
            + " \"\(previous.path)\" (\(previous.span.firstFrame)...\(previous.span.lastFrame)) and"
            + " \"\(part.path)\" (\(part.span.firstFrame)...\(part.span.lastFrame))")
      }
      if part.span.firstFrame < expected {
        throw misfit(
          "\"\(previous.path)\" and \"\(part.path)\" both hold frames"
            + " \(part.span.firstFrame)...\(min(previous.span.lastFrame, part.span.lastFrame))")
      }
    }
    let last = sorted[sorted.count - 1].span.lastFrame
    let span = RecordingSpan(
      firstFrame: first.span.firstFrame, frameCount: last - first.span.firstFrame + 1,
      fps: first.span.fps)
    return (sorted, span)
  }

  /// The span a chunk's label gives, or an error naming the chunk.
  static func span(of path: String, label: String?) throws(ImageEncodingError) -> RecordingSpan {
    guard let label, let span = RecordingSpan(label: label) else {
      throw misfit(
        "\"\(path)\" does not say which frames it holds (no \"Zoetrope frames A..B at F fps\""
          + " comment): join only chunks recorded by Zoetrope with --frames")
    }
    return span
  }

  static func misfit(_ reason: String) -> ImageEncodingError {
    ImageEncodingError(.chunksDoNotFit, "The chunks do not fit together: \(reason)")
  }
}
