import ZoetropeGraphics

// The memory a decode may use, in bytes, and what each decoder's peak is.
extension Image {
  /// The most memory one decode may use at its peak: 512 MiB
  /// (536 870 912 bytes).
  ///
  /// Every decoder estimates its real peak before it allocates anything:
  /// every canvas the C library keeps, the buffers it decodes through, and
  /// our own copies, per pixel of the declared size (see the table). A
  /// larger estimate throws ``ImageDecodingError/Code-swift.struct/tooLarge``
  /// at once, so a few hundred bytes cannot claim gigabytes. The
  /// compressed bytes themselves are bounded by ``maximumFileSize``.
  ///
  /// | Format | Bytes per pixel at the peak | Largest square |
  /// |---|---|---|
  /// | PNG | 4 (our pixels; libpng decodes row by row) | 10 000 × 10 000 (the pixel limit) |
  /// | JPEG | 12 (our pixels, plus libjpeg's 2 per component, up to 4, for a progressive image's coefficients) | 6 688 × 6 688 |
  /// | WebP | 8 (our pixels, plus a lossless image's own ARGB buffer) | 8 192 × 8 192 |
  /// | Animated WebP | 16 (libwebp's two canvases, the frame's own buffer, our copy) | 5 792 × 5 792 |
  ///
  /// ``maximumDecodedPixelCount`` still applies on top of the budget.
  public static let decodingMemoryBudget = 512 << 20

  /// The most bytes each pixel of a decode costs at its peak, per format
  /// (see ``decodingMemoryBudget``).
  enum PeakBytesPerPixel {
    /// PNG: our premultiplied pixels only.
    static let png = 4
    /// JPEG: our pixels plus a progressive image's DCT coefficients
    /// (2 bytes per sample, up to 4 components for CMYK).
    static let jpeg = 12
    /// A still WebP: our pixels plus a lossless image's ARGB buffer.
    static let webP = 8
    /// An animated WebP: libwebp's current and previous canvases, the
    /// frame decoder's ARGB buffer and our copy.
    static let animatedWebP = 16
  }

  /// Throws `.tooLarge` when decoding a `width × height` image at
  /// `bytesPerPixel` would pass ``decodingMemoryBudget``.
  ///
  /// - Parameters:
  ///   - width: The declared width in pixels (positive).
  ///   - height: The declared height in pixels (positive).
  ///   - bytesPerPixel: The decoder's peak cost per pixel.
  ///   - extra: Bytes the decode holds besides (a copy of the file).
  ///   - format: The format's name for the message.
  /// - Throws: ``ImageDecodingError`` with `.tooLarge`.
  static func checkDecodingBudget(
    width: Int, height: Int, bytesPerPixel: Int, extra: Int = 0, format: String
  ) throws(ImageDecodingError) {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
    let (total, overflow3) = bytes.addingReportingOverflow(max(extra, 0))
    guard !overflow, !overflow2, !overflow3, total <= decodingMemoryBudget else {
      let needed = overflow || overflow2 || overflow3 ? "more than \(Int.max)" : "\(total)"
      throw ImageDecodingError(
        .tooLarge,
        "The \(format) image is \(width)×\(height) pixels: decoding it would need \(needed)"
          + " bytes at its peak (\(bytesPerPixel) bytes per pixel), more than the"
          + " \(decodingMemoryBudget)-byte decoding budget")
    }
  }
}
