import ZoetropeGraphics

/// Records frames into an animated PNG (APNG) that loops forever: lossless
/// 8-bit RGBA, shown by every current browser, and as its first frame by
/// any PNG viewer.
///
/// Debian's libpng has no APNG support, so the writer makes the animation
/// chunks itself (`acTL`, `fcTL`, `fdAT`) around the compressed rows
/// libpng makes for each frame. It streams, like `AnimatedGIFWriter`: each
/// stored frame is compressed and written to a temporary file beside the
/// destination as it comes, its delay patched in when the next frame
/// shows how long it lasts, and ``finish(endTimestamp:)`` patches the
/// frame count, `fsync`s and renames the file into place (see
/// `AtomicFileStream`). Memory is the previous frame, however long the
/// recording. A failure or a writer dropped unfinished removes the
/// temporary file; SIGINT and SIGTERM remove it too; only `kill -9` can
/// leave it (`.<name>.<pid>.tmp-XXXXXX`, swept by the next write to the
/// same path).
///
/// What is stored: a frame identical to the previous one is not (the
/// previous one shows longer); each other frame is only the rectangle of
/// pixels that changed, drawn over the previous frame. Delays are whole
/// milliseconds: each frame starts at its timestamp rounded to the
/// millisecond from the first, so the delays add up exactly to the
/// recording's length, rounded to the millisecond.
///
/// ```swift
/// let writer = try AnimatedPNGWriter(path: "hop.png", pixelWidth: 320, pixelHeight: 480)
/// for index in 0..<60 {
///   try writer.append(frame(index), timestamp: Double(index) / 30)
/// }
/// try writer.finish(endTimestamp: 2)
/// ```
///
/// The writer is not `Sendable` (use it from one task).
public final class AnimatedPNGWriter {
  /// The file the animation is written to.
  public let path: String

  /// The width of every frame, in pixels.
  public let pixelWidth: Int

  /// The height of every frame, in pixels.
  public let pixelHeight: Int

  /// The number of frames appended so far.
  public internal(set) var frameCount = 0

  /// The number of frames stored so far: appended frames less the ones
  /// identical to the frame before them.
  public internal(set) var storedFrameCount = 0

  /// Whether ``finish(endTimestamp:)`` was called or a write failed; no
  /// more frames are accepted.
  public internal(set) var isFinished = false

  /// The largest width or height the writer accepts, in pixels.
  public static let maximumDimension = 65535

  /// The temporary file being written; nil once finished.
  var file: AtomicFileStream?

  /// Where `acTL` is in the file, to patch the frame count.
  var animationControlOffset = 0

  /// The last stored frame's pixels, to find what the next one changes.
  var previous: [UInt32] = []

  /// The last stored frame's `fcTL` and where it is, to patch its delay.
  var lastControl: (offset: Int, frame: APNGChunks.FrameControl)?

  /// The next chunk sequence number (`fcTL` and `fdAT` share them).
  var sequence: UInt32 = 0

  /// The first frame's timestamp, which playback starts from.
  var firstTimestamp: Double?

  /// The previous frame's timestamp.
  var lastTimestamp: Double?

  /// When the last stored frame starts, in milliseconds from the first.
  var storedStart = 0

  /// Creates a writer and its temporary file beside `path`.
  ///
  /// - Parameters:
  ///   - path: The file to write (`.png` or `.apng`); an existing file is
  ///     replaced on success.
  ///   - pixelWidth: The frames' width in pixels, 1...65535.
  ///   - pixelHeight: The frames' height in pixels, 1...65535.
  /// - Throws: ``ImageEncodingError``: `.invalidArgument` for a size out
  ///   of range, `.fileWriteFailed` if the directory is missing or not
  ///   writable.
  public init(path: String, pixelWidth: Int, pixelHeight: Int) throws(ImageEncodingError) {
    try AnimationArguments.check(
      format: "PNG", pixelWidth: pixelWidth, pixelHeight: pixelHeight,
      limit: Self.maximumDimension, loopCount: 0)
    try FileSystem.checkCanCreate(path)
    let file = try AtomicFileStream(path: path)
    try file.write(
      APNGChunks.signature + APNGChunks.header(width: pixelWidth, height: pixelHeight))
    animationControlOffset = file.position
    try file.write(APNGChunks.animationControl(frames: 0, plays: 0))
    self.path = path
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.file = file
  }

  deinit {
    file?.abandon()
  }

  /// Marks the writer finished, removes the temporary file if it was not
  /// renamed into place, and frees the previous frame.
  func release() {
    isFinished = true
    file?.abandon()
    file = nil
    previous = []
  }
}
