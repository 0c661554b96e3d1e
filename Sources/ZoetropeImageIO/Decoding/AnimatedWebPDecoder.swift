import CWebP
import ZoetropeGraphics

/// Decodes the frames of an animated WebP one at a time, with their times.
///
/// Each frame comes out as the full canvas after it was drawn, with the
/// file's blending and disposal applied (libwebp's `WebPAnimDecoder`), as
/// premultiplied ARGB32. A still WebP decodes as one frame. Only one
/// frame is held at a time, so long animations decode in bounded memory;
/// ``allFrames()`` collects them when that is what you want.
///
/// ```swift
/// let decoder = try AnimatedWebPDecoder(contentsOf: "hop.webp")
/// while let frame = try decoder.nextFrame() {
///   print(frame.timestamp, frame.duration, frame.image.pixelWidth)
/// }
/// ```
///
/// The decoder owns a copy of the data and a libwebp handle; it is not
/// `Sendable` (use it from one task).
public final class AnimatedWebPDecoder {
  /// The canvas width in pixels.
  public let pixelWidth: Int

  /// The canvas height in pixels.
  public let pixelHeight: Int

  /// The scale given to every frame's image.
  public let scale: Double

  /// The number of frames in the file.
  public let frameCount: Int

  /// How many times the animation plays; 0 means forever.
  public let loopCount: Int

  /// The data the libwebp decoder reads; it must outlive it.
  private let data: UnsafeMutableRawBufferPointer

  /// The libwebp animation decoder.
  private let decoder: OpaquePointer

  /// The end of the last frame returned, in milliseconds.
  private var previousEnd: Int32 = 0

  /// Creates a decoder for the bytes of a WebP file.
  ///
  /// - Parameters:
  ///   - data: The file's bytes (an array, a slice, Foundation's `Data`...).
  ///   - scale: The scale of each frame's image, finite and positive.
  /// - Throws: ``ImageDecodingError``: `.emptyData`, `.unsupportedFormat`
  ///   if the data is not WebP, `.corruptData`, `.tooLarge` if the canvas
  ///   has more than ``ZoetropeGraphics/Image/maximumDecodedPixelCount``
  ///   pixels or its decoding would pass the
  ///   ``ZoetropeGraphics/Image/decodingMemoryBudget`` (16 bytes per canvas
  ///   pixel plus the file's bytes), `.invalidScale`.
  public convenience init(data: some Collection<UInt8>, scale: Double = 1)
    throws(ImageDecodingError)
  {
    let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
    copy.copyBytes(from: data)
    try self.init(adopting: copy, scale: scale)
  }

  /// Creates a decoder for a WebP file.
  ///
  /// An `@2x` or `@3x` suffix before the file's extension gives the
  /// frames' scale, as for ``ZoetropeGraphics/Image/init(contentsOf:scale:)``.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - scale: The frames' scale; `nil` (the default) takes it from the
  ///     file name, or 1.
  /// - Throws: ``ImageDecodingError``: `.fileNotFound`, `.fileUnreadable`
  ///   and the errors of ``init(data:scale:)``, with the path in the
  ///   description.
  public convenience init(contentsOf path: String, scale: Double? = nil)
    throws(ImageDecodingError)
  {
    let bytes: [UInt8]
    do throws(ImageDecodingError) {
      bytes = try FileSystem.readFile(atPath: path, limit: Image.maximumFileSize) {
        (start) throws(ImageDecodingError) in _ = try ImageFormat.sniff(start)
      }
    } catch {
      throw error.code == .unsupportedFormat || error.code == .emptyData
        ? error.prefixed("\"\(path)\": ") : error
    }
    do throws(ImageDecodingError) {
      try self.init(data: bytes, scale: scale ?? Image.scale(fromFileName: path) ?? 1)
    } catch {
      throw error.prefixed("\"\(path)\": ")
    }
  }

  /// Creates a decoder that takes ownership of `copy`, the file's bytes
  /// (deallocated on failure or in `deinit`).
  init(adopting copy: UnsafeMutableRawBufferPointer, scale: Double) throws(ImageDecodingError) {
    let features: WebPBitstreamFeatures
    do throws(ImageDecodingError) {
      guard scale.isFinite, scale > 0 else {
        throw ImageDecodingError(.invalidScale, "The scale \(scale) is not finite and positive")
      }
      guard try ImageFormat.sniff(UnsafeRawBufferPointer(copy)) == .webP else {
        throw ImageDecodingError(.unsupportedFormat, "The data is not WebP")
      }
      features = try WebPDecoder.features(of: UnsafeRawBufferPointer(copy))
      _ = try DecodedPixels.checkedCount(
        width: Int(features.width), height: Int(features.height), format: "animated WebP",
        bytesPerPixel: Image.PeakBytesPerPixel.animatedWebP, extra: copy.count)
    } catch {
      copy.deallocate()
      throw error
    }
    var options = WebPAnimDecoderOptions()
    _ = WebPAnimDecoderOptionsInit(&options)
    options.color_mode = MODE_RGBA
    options.use_threads = 0
    var webPData = WebPData(
      bytes: copy.baseAddress?.assumingMemoryBound(to: UInt8.self), size: copy.count)
    guard let decoder = WebPAnimDecoderNew(&webPData, &options) else {
      copy.deallocate()
      throw ImageDecodingError(.corruptData, "The WebP data is corrupt or truncated")
    }
    var info = WebPAnimInfo()
    guard WebPAnimDecoderGetInfo(decoder, &info) != 0,
      info.canvas_width == features.width, info.canvas_height == features.height
    else {
      WebPAnimDecoderDelete(decoder)
      copy.deallocate()
      throw ImageDecodingError(.corruptData, "The WebP data has an inconsistent canvas size")
    }
    self.data = copy
    self.decoder = decoder
    self.pixelWidth = Int(info.canvas_width)
    self.pixelHeight = Int(info.canvas_height)
    self.scale = scale
    self.frameCount = Int(info.frame_count)
    self.loopCount = Int(info.loop_count)
  }

  deinit {
    WebPAnimDecoderDelete(decoder)
    data.deallocate()
  }

  /// Decodes the next frame.
  ///
  /// - Returns: The next frame, or `nil` after the last one.
  /// - Throws: ``ImageDecodingError`` with `.corruptData` if the frame's
  ///   data is corrupt or truncated.
  public func nextFrame() throws(ImageDecodingError) -> AnimatedWebPFrame? {
    guard WebPAnimDecoderHasMoreFrames(decoder) != 0 else {
      return nil
    }
    var canvas: UnsafeMutablePointer<UInt8>?
    var end: Int32 = 0
    guard WebPAnimDecoderGetNext(decoder, &canvas, &end) != 0, let canvas else {
      throw ImageDecodingError(
        .corruptData, "The WebP animation's frame data is corrupt or truncated")
    }
    let decoded = try DecodedPixels.filling(width: pixelWidth, height: pixelHeight) { pixels in
      if let base = pixels.baseAddress {
        PixelConversion.premultipliedARGB(fromRGBA: canvas, into: base, count: pixels.count)
      }
    }
    let image: Image
    do {
      image = try Image(
        pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: decoded.pixels)
    } catch {
      throw ImageDecodingError(.corruptData, error.description)
    }
    let start = previousEnd
    previousEnd = max(end, start)
    return AnimatedWebPFrame(
      image: image, timestamp: Double(start) / 1000, duration: Double(previousEnd - start) / 1000)
  }

  /// Goes back to the first frame.
  public func reset() {
    WebPAnimDecoderReset(decoder)
    previousEnd = 0
  }

  /// Decodes every frame from the first, after a ``reset()``.
  ///
  /// To bound memory, the frames together may hold at most
  /// ``ZoetropeGraphics/Image/maximumDecodedPixelCount`` pixels; use
  /// ``nextFrame()`` for longer animations.
  ///
  /// - Returns: The frames in order.
  /// - Throws: ``ImageDecodingError`` with `.tooLarge` when the frames
  ///   would hold too many pixels, or `.corruptData`.
  public func allFrames() throws(ImageDecodingError) -> [AnimatedWebPFrame] {
    let (total, overflow) = (pixelWidth * pixelHeight).multipliedReportingOverflow(by: frameCount)
    guard !overflow, total <= Image.maximumDecodedPixelCount else {
      throw ImageDecodingError(
        .tooLarge,
        "The WebP animation's \(frameCount) frames of \(pixelWidth)×\(pixelHeight) pixels are"
          + " more than the \(Image.maximumDecodedPixelCount) pixels allowed at once")
    }
    reset()
    var frames: [AnimatedWebPFrame] = []
    frames.reserveCapacity(frameCount)
    while let frame = try nextFrame() {
      frames.append(frame)
    }
    return frames
  }
}
