import ZoetropeGraphics
import ZoetropeImageIO

/// Writes a recording's frames to its ``RecordingDestination``.
///
/// An animated WebP is assembled in memory (compressed) and written
/// atomically by ``finish(endTimestamp:)``; an animated GIF is streamed
/// (an animated PNG too, and an MP4 encoded) into a temporary file beside its path as the
/// frames come and renamed into place by ``finish(endTimestamp:)``; PNG frames are written one
/// atomic file at a time as they arrive. Dropping the writer unfinished
/// leaves no file.
public final class RecordingWriter {
  /// Where the frames go.
  public let destination: RecordingDestination

  private let webP: AnimatedWebPWriter?
  private let gif: AnimatedGIFWriter?
  private let mp4: MP4Writer?
  private let apng: AnimatedPNGWriter?
  private var frames: PNGSequenceWriter?

  /// Opens the destination for frames of one pixel size.
  ///
  /// - Parameters:
  ///   - destination: The WebP or GIF file, or the PNG directory.
  ///   - pixelWidth: Every frame's width in pixels.
  ///   - pixelHeight: Every frame's height in pixels.
  ///   - fps: Frames per second: an MP4's constant rate (the other formats
  ///     take each frame's own time); 60 if omitted.
  ///   - firstFrameNumber: The first PNG frame's number (a frame range
  ///     keeps its whole run's numbers); 1 if omitted.
  ///   - span: Which frames of a run the recording holds, written into
  ///     an MP4, GIF or WebP for `RecordingJoin`; none if omitted.
  /// - Throws: ``RecordingError`` when the destination cannot be written
  ///   or the size is impossible.
  public init(
    destination: RecordingDestination, pixelWidth: Int, pixelHeight: Int, fps: Double = 60,
    firstFrameNumber: Int = 1, span: RecordingSpan? = nil
  ) throws(RecordingError) {
    if let problem = destination.problem {
      throw RecordingError(problem)
    }
    self.destination = destination
    do {
      switch destination.representation {
      case .animatedWebP(let path):
        webP = try AnimatedWebPWriter(
          path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight, span: span)
        (gif, mp4, apng, frames) = (nil, nil, nil, nil)
      case .animatedGIF(let path):
        gif = try AnimatedGIFWriter(
          path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight, span: span)
        (webP, mp4, apng, frames) = (nil, nil, nil, nil)
      case .mp4(let path, let quality):
        mp4 = try MP4Writer(
          path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight, fps: fps, quality: quality,
          span: span)
        (webP, gif, apng, frames) = (nil, nil, nil, nil)
      case .animatedPNG(let path):
        apng = try AnimatedPNGWriter(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        (webP, gif, mp4, frames) = (nil, nil, nil, nil)
      case .pngFrames(let directory, let prefix, let digits):
        (webP, gif, mp4, apng) = (nil, nil, nil, nil)
        frames = try PNGSequenceWriter(
          directory: directory, prefix: prefix, digits: digits, firstIndex: firstFrameNumber)
      }
    } catch {
      throw RecordingError(imageIO: error)
    }
  }

  /// Adds a frame that starts showing at `timestamp` seconds.
  ///
  /// - Parameters:
  ///   - image: The frame, of the writer's pixel size.
  ///   - timestamp: When it starts, in seconds, at least 1 ms after the
  ///     previous frame.
  /// - Throws: ``RecordingError`` if the frame cannot be encoded or
  ///   written.
  public func append(_ image: Image, timestamp: Double) throws(RecordingError) {
    do {
      if let webP {
        try webP.append(image, timestamp: timestamp)
      } else if let gif {
        try gif.append(image, timestamp: timestamp)
      } else if let mp4 {
        try mp4.append(image, timestamp: timestamp)
      } else if let apng {
        try apng.append(image, timestamp: timestamp)
      } else {
        try frames?.append(image)
      }
    } catch {
      throw RecordingError(imageIO: error)
    }
  }

  /// Ends the recording; the last frame shows until `endTimestamp`.
  ///
  /// - Parameter endTimestamp: The end of the recording, in seconds.
  /// - Throws: ``RecordingError`` if the file cannot be written (no
  ///   half-written file is left).
  public func finish(endTimestamp: Double) throws(RecordingError) {
    do {
      try webP?.finish(endTimestamp: endTimestamp)
      try gif?.finish(endTimestamp: endTimestamp)
      try mp4?.finish(endTimestamp: endTimestamp)
      try apng?.finish(endTimestamp: endTimestamp)
    } catch {
      throw RecordingError(imageIO: error)
    }
  }
}
