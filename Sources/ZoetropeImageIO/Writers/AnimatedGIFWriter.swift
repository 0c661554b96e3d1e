import ZoetropeGraphics

/// Records frames into an animated GIF (GIF89a) that loops forever, for
/// screen recordings people paste into a bug report, a chat or a page.
///
/// The writer streams: each stored frame is compressed and written to a
/// temporary file beside the destination as soon as the next frame shows
/// how long it lasts, and ``finish(endTimestamp:)`` patches the header,
/// `fsync`s and renames the file into place (see `AtomicFileStream`). Memory
/// is four canvases (16 bytes a pixel: see `GIFCanvas`) and the LZW table
/// (2 MiB), however long the recording. A failure, or a writer dropped before it finishes,
/// removes the temporary file; SIGINT and SIGTERM remove it too. Only
/// `kill -9` can leave it (`.<name>.<pid>.tmp-XXXXXX`, swept by the next
/// write to the same path).
///
/// What is stored:
///
/// - **One palette for the recording**, grown as new colors appear, with a
///   local table only for a frame whose colors it cannot hold within a
///   small error, and ordered dithering only for colors missing from the
///   palette, so flat colors stay flat (see `GIFFrameEncoder` for why).
/// - **Only what changed**: a frame identical to the previous one is not
///   stored (the previous one shows longer); each stored frame is the
///   bounding box of the pixels that changed (compared with the previous
///   frame kept in memory, at most the one the viewer would redraw), with
///   the unchanged pixels inside it transparent so the viewer keeps them
///   (disposal "leave in place").
/// - **Transparency only when the recording has it**: GIF has one bit of
///   alpha, so a pixel with alpha below 128 is transparent and any other
///   is drawn opaque in its un-premultiplied color. When a pixel turns
///   transparent, the frame before it is disposed "to background" over a
///   rectangle covering it, which a viewer clears.
///
/// ## Delays
///
/// GIF delays are whole centiseconds, and browsers show a frame with a
/// delay under 2 cs for 10 cs. Each frame starts at its timestamp rounded
/// to the nearest centisecond (relative to the first frame), so the
/// rounding never accumulates and the delays add up exactly to the
/// recording's length rounded to the centisecond. A frame that would start
/// less than 2 cs after the previous stored frame is not stored: the frame
/// stored at each kept time is the one showing at that time. At 60 fps
/// that keeps two frames of every three (delays 2, 3, 2, 3... cs: 40 fps);
/// a last frame that would show under 2 cs is dropped and its time given
/// to the frame before. A frame longer than 655.35 s (GIF's largest delay)
/// is followed by frames that change nothing.
///
/// ```swift
/// let writer = try AnimatedGIFWriter(path: "hop.gif", pixelWidth: 320, pixelHeight: 480)
/// for index in 0..<60 {
///   try writer.append(frame(index), timestamp: Double(index) / 30)
/// }
/// try writer.finish(endTimestamp: 2)
/// ```
///
/// The writer is not `Sendable` (use it from one task).
public final class AnimatedGIFWriter {
  /// The file the animation is written to.
  public let path: String

  /// Which frames of a run the animation holds, if known.
  public let span: RecordingSpan?

  /// The width of every frame, in pixels.
  public let pixelWidth: Int

  /// The height of every frame, in pixels.
  public let pixelHeight: Int

  /// How many times the animation plays; 0 means forever.
  public let loopCount: Int

  /// The number of frames appended so far.
  public internal(set) var frameCount = 0

  /// The number of frames stored in the file so far: appended frames less
  /// the ones merged into the frame before them.
  public internal(set) var storedFrameCount = 0

  /// Whether ``finish(endTimestamp:)`` was called or a write failed; no
  /// more frames are accepted.
  public internal(set) var isFinished = false

  /// The largest width or height GIF can store, in pixels.
  public static let maximumDimension = 65535

  /// The temporary file being written; nil once finished.
  var file: AtomicFileStream?

  /// The frames kept for comparison; allocated with the first frame.
  var canvas: GIFCanvas?

  /// The palette and the compressor.
  var encoder = GIFFrameEncoder()

  /// The bytes of the frame being written, reused.
  var output: [UInt8] = []

  /// The first frame's timestamp, which playback starts from.
  var firstTimestamp: Double?

  /// The previous frame's timestamp.
  var lastTimestamp: Double?

  /// When the pending frame starts, in centiseconds from the first.
  var pendingStart = 0

  /// The last stored frame's delay and where its two bytes are in the
  /// file, to give it a dropped last frame's time.
  var lastDelay: (offset: Int, value: Int)?

  /// The rectangle the last stored frame's disposal clears, if any.
  var cleared: GIFRect?

  /// Creates a writer and its temporary file beside `path`.
  ///
  /// - Parameters:
  ///   - path: The file to write; an existing file is replaced on success.
  ///   - pixelWidth: The frames' width in pixels, 1...65535.
  ///   - pixelHeight: The frames' height in pixels, 1...65535.
  ///   - loopCount: How many times to play, 0...65535; 0 (the default)
  ///     loops forever.
  ///   - span: Which frames of a run the animation holds, stored in a
  ///     comment for ``RecordingJoin``; frames then start at the run's
  ///     times rounded to centiseconds, so joined chunks' delays add up
  ///     as one run's. None if omitted.
  /// - Throws: ``ImageEncodingError``: `.invalidArgument` for a size or
  ///   loop count out of range, `.fileWriteFailed` if the directory is
  ///   missing or not writable.
  public init(
    path: String, pixelWidth: Int, pixelHeight: Int, loopCount: Int = 0,
    span: RecordingSpan? = nil
  ) throws(ImageEncodingError) {
    try AnimationArguments.check(
      format: "GIF", pixelWidth: pixelWidth, pixelHeight: pixelHeight,
      limit: Self.maximumDimension, loopCount: loopCount)
    try FileSystem.checkCanCreate(path)
    let file = try AtomicFileStream(path: path)
    try file.write(GIFBlocks.header(width: pixelWidth, height: pixelHeight, loopCount: loopCount))
    if let span { try file.write(GIFBlocks.comment(span.label)) }
    self.path = path
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.loopCount = loopCount
    self.span = span
    self.file = file
  }

  deinit {
    file?.abandon()
  }

  /// Marks the writer finished, removes the temporary file if it was not
  /// renamed into place, and frees the frames.
  func release() {
    isFinished = true
    file?.abandon()
    file = nil
    canvas = nil
    output = []
  }
}
