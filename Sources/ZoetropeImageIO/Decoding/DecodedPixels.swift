import ZoetropeGraphics

/// The output of a decoder: premultiplied ARGB32 pixels and their size.
struct DecodedPixels {
  /// The width in pixels (positive).
  var width: Int

  /// The height in pixels (positive).
  var height: Int

  /// `width × height` premultiplied ARGB32 pixels, row-major.
  var pixels: [UInt32]

  /// Checks the size an image declares and returns its pixel count.
  ///
  /// - Parameters:
  ///   - width: The declared width in pixels.
  ///   - height: The declared height in pixels.
  ///   - format: The format's name for the message, such as "PNG".
  ///   - bytesPerPixel: The decoder's peak memory per pixel (see
  ///     ``ZoetropeGraphics/Image/decodingMemoryBudget``).
  ///   - extra: Other bytes the decode holds at its peak.
  /// - Returns: `width × height`.
  /// - Throws: ``ImageDecodingError`` with `.zeroSize` or `.tooLarge` (over
  ///   the pixel limit or the memory budget).
  static func checkedCount(
    width: Int, height: Int, format: String, bytesPerPixel: Int, extra: Int = 0
  ) throws(ImageDecodingError) -> Int {
    guard width > 0, height > 0 else {
      throw ImageDecodingError(.zeroSize, "The \(format) image has a size of \(width)×\(height)")
    }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    let limit = Image.maximumDecodedPixelCount
    guard !overflow, count <= limit else {
      throw ImageDecodingError(
        .tooLarge,
        "The \(format) image is \(width)×\(height) pixels, more than the \(limit) pixels allowed")
    }
    try Image.checkDecodingBudget(
      width: width, height: height, bytesPerPixel: bytesPerPixel, extra: extra, format: format)
    return count
  }

  /// Allocates the pixels of a `width × height` image and lets `fill`
  /// write every one of them.
  ///
  /// - Parameters:
  ///   - width: The width in pixels, already checked.
  ///   - height: The height in pixels, already checked.
  ///   - fill: Writes all `width × height` pixels into the buffer.
  /// - Returns: The filled pixels.
  /// - Throws: The error `fill` throws.
  static func filling(
    width: Int, height: Int,
    _ fill: (UnsafeMutableBufferPointer<UInt32>) throws(ImageDecodingError) -> Void
  ) throws(ImageDecodingError) -> DecodedPixels {
    var failure: ImageDecodingError?
    let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
      do throws(ImageDecodingError) {
        try fill(buffer)
        count = width * height
      } catch {
        failure = error
        count = 0
      }
    }
    if let failure {
      throw failure
    }
    return DecodedPixels(width: width, height: height, pixels: pixels)
  }
}
