import CWebP
import ZoetropeGraphics

/// Records frames into an animated WebP file, for screen recordings.
///
/// Frames are handed to libwebp's `WebPAnimEncoder` as they are appended
/// and are not kept: each is un-premultiplied into one reusable buffer and
/// compressed at once (only the rectangle that changed since the previous
/// frame is stored). Memory stays at about four canvases (4 bytes per
/// pixel each) plus the compressed output during a long recording; while
/// ``finish(endTimestamp:)`` assembles the file, the compressed data is
/// briefly held twice. ``finish(endTimestamp:)``
/// assembles the file and writes it atomically: to a temporary file in the
/// same directory, renamed into place on success, so a failure never
/// leaves a half-written file.
///
/// Timestamps are in seconds and are stored at WebP's millisecond
/// resolution; each frame shows until the next frame's timestamp, and the
/// last one until `endTimestamp`. Only the differences matter: playback
/// starts with the first frame, whatever its timestamp.
///
/// ```swift
/// let writer = try AnimatedWebPWriter(path: "hop.webp", pixelWidth: 320, pixelHeight: 480)
/// for index in 0..<60 {
///   try writer.append(frame(index), timestamp: Double(index) / 30)
/// }
/// try writer.finish(endTimestamp: 2)
/// ```
///
/// The writer owns libwebp state; it is not `Sendable` (use it from one
/// task). Dropping it without calling ``finish(endTimestamp:)`` writes
/// nothing.
public final class AnimatedWebPWriter {
  /// The file the animation is written to.
  public let path: String

  /// The width of every frame, in pixels.
  public let pixelWidth: Int

  /// The height of every frame, in pixels.
  public let pixelHeight: Int

  /// How frames are compressed.
  public let options: Options

  /// How many times the animation plays; 0 means forever.
  public let loopCount: Int

  /// Which frames of a run the animation holds, if known.
  public let span: RecordingSpan?

  /// The number of frames appended so far.
  public internal(set) var frameCount = 0

  /// Whether ``finish(endTimestamp:)`` was called or an encoder error
  /// stopped the writer; no more frames are accepted.
  public internal(set) var isFinished = false

  /// The libwebp animation encoder; `nil` once finished.
  var encoder: OpaquePointer?

  /// The reusable frame buffer: straight ARGB, libwebp's `argb` layout.
  let picture: UnsafeMutablePointer<WebPPicture>

  /// The per-frame encoder configuration.
  var config: WebPConfig

  /// The previous frame's timestamp in milliseconds.
  var lastTimestamp: Int32?

  /// The largest width or height WebP can store, in pixels.
  public static let maximumDimension = 16383

  /// Creates a writer; nothing is written until ``finish(endTimestamp:)``.
  ///
  /// The directory must exist and be writable now, so a bad path fails
  /// before a long recording rather than after it.
  ///
  /// - Parameters:
  ///   - path: The file to write; an existing file is replaced on success.
  ///   - pixelWidth: The frames' width in pixels, 1...16383.
  ///   - pixelHeight: The frames' height in pixels, 1...16383.
  ///   - options: ``Options/lossless`` (the default) or
  ///     ``Options/lossy(quality:)``.
  ///   - loopCount: How many times to play, 0...65535; 0 (the default)
  ///     loops forever.
  ///   - span: Which frames of a run the animation holds, stored in a
  ///     `ZTFR` chunk for ``RecordingJoin``; frames then start at the
  ///     run's times rounded to milliseconds, so joined chunks' durations
  ///     add up as one run's. None if omitted.
  /// - Throws: ``ImageEncodingError``: `.invalidArgument` for a size or
  ///   loop count out of range, `.fileWriteFailed` if the directory is
  ///   missing or not writable, `.encoderFailed` if libwebp refuses.
  public init(
    path: String, pixelWidth: Int, pixelHeight: Int, options: Options = .lossless,
    loopCount: Int = 0, span: RecordingSpan? = nil
  ) throws(ImageEncodingError) {
    try AnimationArguments.check(
      format: "WebP", pixelWidth: pixelWidth, pixelHeight: pixelHeight,
      limit: Self.maximumDimension, loopCount: loopCount)
    try FileSystem.checkCanCreate(path)
    var config = WebPConfig()
    _ = WebPConfigInit(&config)
    switch options.representation {
    case .lossless:
      _ = WebPConfigLosslessPreset(&config, Self.losslessLevel)
    case .lossy(let quality):
      config.quality = Float(quality)
      config.method = 4
    }
    var encoderOptions = WebPAnimEncoderOptions()
    _ = WebPAnimEncoderOptionsInit(&encoderOptions)
    encoderOptions.anim_params.loop_count = Int32(loopCount)
    encoderOptions.allow_mixed = 0
    let picture = UnsafeMutablePointer<WebPPicture>.allocate(capacity: 1)
    picture.initialize(to: WebPPicture())
    _ = WebPPictureInit(picture)
    picture.pointee.use_argb = 1
    picture.pointee.width = Int32(pixelWidth)
    picture.pointee.height = Int32(pixelHeight)
    guard WebPValidateConfig(&config) != 0, WebPPictureAlloc(picture) != 0,
      let encoder = WebPAnimEncoderNew(Int32(pixelWidth), Int32(pixelHeight), &encoderOptions)
    else {
      WebPPictureFree(picture)
      picture.deallocate()
      throw ImageEncodingError(
        .encoderFailed, "libwebp could not start an animation of \(pixelWidth)×\(pixelHeight)")
    }
    self.path = path
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.options = options
    self.loopCount = loopCount
    self.span = span
    self.picture = picture
    self.config = config
    self.encoder = encoder
  }

  deinit {
    if let encoder {
      WebPAnimEncoderDelete(encoder)
    }
    WebPPictureFree(picture)
    picture.deallocate()
  }

  /// Marks the writer finished and frees the encoder (and what it holds).
  func release() {
    isFinished = true
    if let encoder {
      WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
  }

  /// The libwebp lossless preset used for ``Options/lossless``.
  ///
  /// Presets run from 0 (fastest) to 9 (smallest).
  static let losslessLevel: Int32 = 3
}
