import CFFmpeg
import ZoetropeGraphics

/// Records frames into an MP4 file: H.264 (x264), yuv420p, constant frame
/// rate, BT.709, the index at the front (`+faststart`), so it plays in
/// browsers, chats and pull requests as it downloads.
///
/// FFmpeg's libraries are loaded when the first writer is made, not
/// linked: building or running an app that never writes MP4 needs nothing
/// of FFmpeg. Writing MP4 needs FFmpeg's shared libraries, release 5.1
/// (`libavcodec.so.59`, `libavformat.so.59`, `libavutil.so.57`,
/// `libswscale.so.6`: Debian 12's `libavcodec59`, `libavformat59`,
/// `libswscale6`), 6 (`libavcodec.so.60`, ...) or 7 (`libavcodec.so.61`,
/// ...); without them ``init(path:pixelWidth:pixelHeight:fps:quality:span:)``
/// throws `.libraryMissing` naming the packages. Debian's libavcodec
/// encodes H.264 with x264, which is GPL v2 or later: a program that writes
/// MP4 runs GPL code (see the README).
///
/// The frames are converted from premultiplied ARGB over black to BT.709
/// limited-range ("tv") yuv420p by libswscale and tagged so. H.264's
/// 4:2:0 needs even sides: an odd width or height is padded by one pixel
/// that repeats the last column or row (the file is that much larger; no
/// player crops it). The size must fit H.264's largest level (6.2): at most
/// 139,264 macroblocks of 16 × 16 pixels a frame, 16,880 pixels a side,
/// and 16,711,680 macroblocks a second.
///
/// Each frame goes to the encoder as it comes and leaves it compressed, so
/// memory stays flat however long the recording. The file is written to a
/// temporary beside `path` and renamed into place by
/// ``finish(endTimestamp:)`` (see `AtomicFileStream`): a failure, a dropped
/// writer, SIGINT or SIGTERM leave nothing; `kill -9` leaves only the
/// temporary (`.<name>.<pid>.tmp-XXXXXX`, swept by the next write to the
/// same path).
///
/// ```swift
/// let writer = try MP4Writer(path: "hop.mp4", pixelWidth: 320, pixelHeight: 480, fps: 30)
/// for index in 0..<60 {
///   try writer.append(frame(index), timestamp: Double(index) / 30)
/// }
/// try writer.finish(endTimestamp: 2)
/// ```
///
/// The writer is not `Sendable` (use it from one task).
public final class MP4Writer {
  /// The file the video is written to.
  public let path: String

  /// The width of every frame, in pixels.
  public let pixelWidth: Int

  /// The height of every frame, in pixels.
  public let pixelHeight: Int

  /// Frames per second: the video's constant rate.
  public let fps: Double

  /// x264's constant rate factor: 0 is lossless, 51 the smallest file.
  public let quality: Int

  /// The number of frames in the video so far, repeats included.
  public internal(set) var frameCount = 0

  /// Whether ``finish(endTimestamp:)`` was called or a write failed; no
  /// more frames are accepted.
  public internal(set) var isFinished = false

  /// The default ``quality``: CRF 18, at which text and sharp edges of a
  /// UI stay clean (x264 calls 18 "visually lossless"; each 6 up halves
  /// the size, roughly).
  public static let defaultQuality = 18

  /// The qualities x264 accepts for 8-bit video.
  public static let qualityRange = 0...51

  /// Why no MP4 can be written on this machine, or nil if one can.
  ///
  /// The reason is FFmpeg's libraries missing; the message names the
  /// packages to install. Reading this loads them the first time.
  public static var libraryProblem: String? {
    do {
      try MP4Limits.checkLibraries()
      return nil
    } catch {
      return error.description
    }
  }

  /// The temporary file FFmpeg writes; nil once finished.
  var file: AtomicFileStream?

  /// The FFmpeg muxer and encoder; nil once finished.
  var encoder: OpaquePointer?

  /// The first frame's timestamp, which the video starts from.
  var firstTimestamp: Double?

  /// The frame slot (time from the first frame × fps, rounded) of the
  /// last frame sent.
  var lastSlot: Int64 = -1

  /// The last frame sent, to repeat over skipped slots and at the end.
  var lastImage: Image?

  /// Loads FFmpeg and creates the temporary file beside `path`.
  ///
  /// - Parameters:
  ///   - path: The file to write; an existing file is replaced on success.
  ///   - pixelWidth: The frames' width in pixels (see the size limits).
  ///   - pixelHeight: The frames' height in pixels.
  ///   - fps: Frames per second, 0 < fps ≤ 1000; 60 if omitted.
  ///   - quality: The CRF, in ``qualityRange``; ``defaultQuality`` if
  ///     omitted.
  ///   - span: Which frames of a run the video holds, stored as its
  ///     comment for ``RecordingJoin``; none if omitted.
  /// - Throws: ``ImageEncodingError``: `.invalidArgument` for a bad fps or
  ///   quality, `.tooLarge` for a size beyond H.264's levels,
  ///   `.libraryMissing` without FFmpeg, `.fileWriteFailed` if the folder
  ///   is missing or not writable, `.encoderFailed` if FFmpeg refuses.
  public init(
    path: String, pixelWidth: Int, pixelHeight: Int, fps: Double = 60,
    quality: Int = defaultQuality, span: RecordingSpan? = nil
  ) throws(ImageEncodingError) {
    try MP4Limits.check(pixelWidth: pixelWidth, pixelHeight: pixelHeight, fps: fps)
    guard Self.qualityRange.contains(quality) else {
      throw ImageEncodingError(
        .invalidArgument,
        "The MP4 quality \(quality) is outside \(Self.qualityRange) (x264's CRF: 0 is lossless)")
    }
    try MP4Limits.checkLibraries()
    try FileSystem.checkCanCreate(path)
    let file = try AtomicFileStream(path: path)
    var options = zt_mp4_options(
      width: Int32(pixelWidth), height: Int32(pixelHeight),
      coded_width: Int32(MP4Limits.even(pixelWidth)),
      coded_height: Int32(MP4Limits.even(pixelHeight)), fps: fps, crf: Int32(quality),
      preset: nil, comment: nil)
    var error = [CChar](repeating: 0, count: 512)
    let encoder = "medium".withCString { preset in
      (span?.label ?? "").withCString { comment in
        options.preset = preset
        options.comment = span == nil ? nil : comment
        return zt_mp4_open("file:" + file.temporary, &options, &error, error.count)
      }
    }
    guard let encoder else {
      file.abandon()
      throw ImageEncodingError(
        .encoderFailed, "Cannot write the MP4 \"\(path)\": \(MP4Limits.message(error))")
    }
    self.path = path
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.fps = fps
    self.quality = quality
    self.file = file
    self.encoder = encoder
  }

  deinit {
    release()
  }

  /// Marks the writer finished, frees FFmpeg's state and removes the
  /// temporary file if it was not renamed into place.
  func release() {
    isFinished = true
    if let encoder { zt_mp4_free(encoder) }
    encoder = nil
    file?.abandon()
    file = nil
    lastImage = nil
  }
}
