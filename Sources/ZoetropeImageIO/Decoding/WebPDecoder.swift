import CWebP
import ZoetropeGraphics

/// Decodes still WebP images with `WebPDecodeRGBAInto`, and the first
/// frame of animated ones with ``AnimatedWebPDecoder``.
///
/// Lossy and lossless WebP, with or without alpha, decode to straight RGBA
/// in the pixel buffer, which is then premultiplied in place in one pass.
enum WebPDecoder {
  /// Decodes a WebP file; an animation gives its first frame.
  ///
  /// - Parameter bytes: The WebP file's bytes.
  /// - Returns: The premultiplied pixels.
  /// - Throws: ``ImageDecodingError`` with `.corruptData`, `.zeroSize` or
  ///   `.tooLarge`.
  static func decode(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> DecodedPixels {
    let features = try features(of: bytes)
    if features.has_animation != 0 {
      let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
      copy.copyMemory(from: bytes)
      let decoder = try AnimatedWebPDecoder(adopting: copy, scale: 1)
      guard let frame = try decoder.nextFrame() else {
        throw ImageDecodingError(.corruptData, "The animated WebP data has no frames")
      }
      return DecodedPixels(
        width: frame.image.pixelWidth, height: frame.image.pixelHeight,
        pixels: frame.image.pixels)
    }
    let width = Int(features.width)
    let height = Int(features.height)
    _ = try DecodedPixels.checkedCount(
      width: width, height: height, format: "WebP", bytesPerPixel: Image.PeakBytesPerPixel.webP)
    return try DecodedPixels.filling(width: width, height: height) {
      (pixels) throws(ImageDecodingError) in
      let destination = UnsafeMutableRawPointer(pixels.baseAddress)?
        .assumingMemoryBound(to: UInt8.self)
      let decoded = WebPDecodeRGBAInto(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, destination,
        pixels.count * 4, Int32(width * 4))
      guard decoded != nil, let base = pixels.baseAddress else {
        throw ImageDecodingError(.corruptData, "The WebP data is corrupt or truncated")
      }
      PixelConversion.premultipliedARGB(fromRGBA: base, into: base, count: pixels.count)
    }
  }

  /// Reads the size and the flags of a WebP file from its headers.
  ///
  /// - Parameter bytes: The WebP file's bytes.
  /// - Returns: The features; for an animation the size is the canvas size.
  /// - Throws: ``ImageDecodingError`` with `.corruptData` naming libwebp's
  ///   status.
  static func features(of bytes: UnsafeRawBufferPointer) throws(ImageDecodingError)
    -> WebPBitstreamFeatures
  {
    var features = WebPBitstreamFeatures()
    let status = WebPGetFeatures(
      bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &features)
    guard status == VP8_STATUS_OK else {
      throw ImageDecodingError(
        .corruptData, "The WebP data is corrupt or truncated: \(description(of: status))")
    }
    return features
  }

  /// A phrase for a libwebp status code.
  private static func description(of status: VP8StatusCode) -> String {
    switch status {
    case VP8_STATUS_OUT_OF_MEMORY: "out of memory"
    case VP8_STATUS_INVALID_PARAM: "invalid parameter"
    case VP8_STATUS_BITSTREAM_ERROR: "bitstream error"
    case VP8_STATUS_UNSUPPORTED_FEATURE: "unsupported feature"
    case VP8_STATUS_SUSPENDED: "decoding suspended"
    case VP8_STATUS_USER_ABORT: "decoding aborted"
    case VP8_STATUS_NOT_ENOUGH_DATA: "not enough data"
    default: "status \(status.rawValue)"
    }
  }
}
