import CPNG
import ZoetropeGraphics

/// Decodes PNG with libpng's simplified `png_image` API.
///
/// The simplified API reads every PNG color type (gray, gray + alpha,
/// palette with or without `tRNS`, RGB, RGBA), bit depths 1 to 16 and
/// Adam7 interlacing, and converts them to 8-bit straight RGBA. 16-bit
/// samples without gamma information are taken as sRGB-encoded, like 8-bit
/// ones, and scaled to 8 bits. The RGBA bytes are then premultiplied in
/// place, in one pass.
enum PNGDecoder {
  /// Decodes a whole PNG data stream.
  ///
  /// - Parameter bytes: The PNG file's bytes.
  /// - Returns: The premultiplied pixels.
  /// - Throws: ``ImageDecodingError`` with `.corruptData` carrying libpng's
  ///   message, `.zeroSize` or `.tooLarge`.
  static func decode(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> DecodedPixels {
    try checkHeaderSize(bytes)
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
      throw corrupt(image)
    }
    defer { png_image_free(&image) }
    image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
    let width = Int(image.width)
    let height = Int(image.height)
    _ = try DecodedPixels.checkedCount(
      width: width, height: height, format: "PNG", bytesPerPixel: Image.PeakBytesPerPixel.png)
    return try DecodedPixels.filling(width: width, height: height) {
      (pixels) throws(ImageDecodingError) in
      guard png_image_finish_read(&image, nil, pixels.baseAddress, 0, nil) != 0 else {
        throw corrupt(image)
      }
      if let base = pixels.baseAddress {
        PixelConversion.premultipliedARGB(fromRGBA: base, into: base, count: pixels.count)
      }
    }
  }

  /// Throws `.zeroSize` for an IHDR chunk that declares a zero width or
  /// height, which libpng would only call invalid.
  private static func checkHeaderSize(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return
    }
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    if width == 0 || height == 0 {
      throw ImageDecodingError(.zeroSize, "The PNG image has a size of \(width)×\(height)")
    }
  }

  /// The error for a failed read, with the message libpng left in `image`.
  private static func corrupt(_ image: png_image) -> ImageDecodingError {
    let message = withUnsafeBytes(of: image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    let reason = message.isEmpty ? "" : ": \(message)"
    return ImageDecodingError(.corruptData, "The PNG data is corrupt or truncated\(reason)")
  }
}
