import CPNG
import ZoetropeGraphics

extension Image {
  /// Encodes the image as a PNG file, with libpng.
  ///
  /// The pixels are un-premultiplied (each color divided by alpha, rounded
  /// to the nearest value) and written as 8-bit RGBA, or as 8-bit RGB when
  /// every pixel is opaque. Decoding the result with ``init(data:scale:)``
  /// gives back the same pixels for an opaque image, and pixels within 1
  /// of the original per channel for a translucent one. The scale is not
  /// stored (name the file `@2x` to keep it).
  ///
  /// Pixels with a color channel above their alpha (invalid premultiplied
  /// data) are clamped to 255 in that channel, with one warning per image.
  ///
  /// ```swift
  /// let bytes = try image.pngData()
  /// try Image(data: bytes) == image  // true for opaque images
  /// ```
  ///
  /// - Returns: The PNG file's bytes.
  /// - Throws: ``ImageEncodingError``: `.emptyImage` for a zero width or
  ///   height, `.encoderFailed` with libpng's message otherwise.
  public func pngData() throws(ImageEncodingError) -> [UInt8] {
    guard !isEmpty else {
      throw ImageEncodingError(
        .emptyImage, "Cannot encode an image of \(pixelWidth)×\(pixelHeight) pixels as PNG")
    }
    guard pixelWidth <= Int(Int32.max) / 4, pixelHeight <= Int(Int32.max) else {
      throw ImageEncodingError(
        .tooLarge, "Image of \(pixelWidth)×\(pixelHeight) pixels is too large for PNG")
    }
    let opaque = pixels.allSatisfy { $0 >> 24 == 0xFF }
    return try Self.pngData(
      rows: PNGRows.straightRows(of: pixels, opaque: opaque), width: pixelWidth,
      height: pixelHeight, alpha: !opaque)
  }

  /// Encodes straight 8-bit RGB or RGBA rows (`alpha`) as a PNG file.
  ///
  /// - Throws: ``ImageEncodingError`` with `.encoderFailed` and libpng's
  ///   message.
  static func pngData(
    rows raw: [UInt8], width pixelWidth: Int, height pixelHeight: Int, alpha: Bool
  ) throws(ImageEncodingError) -> [UInt8] {
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    image.width = png_uint_32(pixelWidth)
    image.height = png_uint_32(pixelHeight)
    // PNG_FORMAT_RGB or PNG_FORMAT_RGBA (macros Swift does not import).
    image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | (alpha ? PNG_FORMAT_FLAG_ALPHA : 0))
    defer { png_image_free(&image) }
    // A guess that holds any stored (uncompressed) deflate output.
    var capacity = raw.count + raw.count / 64 + pixelHeight + 1024
    for _ in 0..<2 {
      var size = png_alloc_size_t(capacity)
      var succeeded = false
      let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        succeeded =
          png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, raw, 0, nil) != 0
        count = succeeded ? Int(size) : 0
      }
      if succeeded {
        return output.count * 2 < output.capacity ? Array(output[...]) : output
      }
      guard Int(size) > capacity else {
        break
      }
      capacity = Int(size)
      image.warning_or_error = 0
    }
    let message = withUnsafeBytes(of: image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    throw ImageEncodingError(
      .encoderFailed,
      "libpng could not encode the \(pixelWidth)×\(pixelHeight) image: \(message)")
  }
}
