import ZoetropeGraphics

extension Image {
  /// The most pixels a decoded image may have: 100 megapixels (400 MB of
  /// ARGB32), for example 10 000 × 10 000.
  ///
  /// Larger images throw ``ImageDecodingError/Code-swift.struct/tooLarge``
  /// before any pixel memory is allocated, so a tiny malicious file cannot
  /// claim gigabytes.
  public static let maximumDecodedPixelCount = 100_000_000

  /// The largest image file ``init(contentsOf:scale:)`` reads: 256 MiB
  /// (268 435 456 bytes), half the ``decodingMemoryBudget`` since an
  /// animated WebP's bytes are held twice while it decodes.
  ///
  /// A larger file is refused from its size, before any byte is read.
  public static let maximumFileSize = Image.decodingMemoryBudget / 2

  /// Decodes a PNG, JPEG or WebP image from its bytes.
  ///
  /// The format is recognized from the first bytes (the magic number),
  /// never from a name. Pixels come out as premultiplied ARGB32 (see
  /// ``ZoetropeGraphics/Image``), rounded to the nearest value:
  ///
  /// - PNG: every color type (gray, gray + alpha, palette with `tRNS`
  ///   transparency, RGB, RGBA), 1- to 16-bit samples (16-bit ones are
  ///   scaled to 8 bits), interlaced or not; color is not managed beyond
  ///   what libpng does with `gAMA` and `sRGB`.
  /// - JPEG: baseline and progressive, color, grayscale and CMYK; always
  ///   opaque. The EXIF orientation is ignored. Decoding is strict: data
  ///   libjpeg warns about (truncated, corrupt) throws.
  /// - WebP: lossy and lossless, with or without alpha. An animated WebP
  ///   gives its first frame; use ``AnimatedWebPDecoder`` for all of them.
  ///
  /// ```swift
  /// let image = try Image(data: pngBytes, scale: 2)
  /// image.size  // the pixel size divided by 2, in points
  /// ```
  ///
  /// - Parameters:
  ///   - data: The file's bytes: an array, a slice, Foundation's `Data`...
  ///   - scale: Pixels per point, finite and positive; 1 if omitted.
  /// - Throws: ``ImageDecodingError``: `.emptyData`, `.unsupportedFormat`
  ///   (showing the first bytes), `.corruptData` (with the library's
  ///   message), `.zeroSize`, `.tooLarge` (over
  ///   ``maximumDecodedPixelCount`` pixels, or a peak over the
  ///   ``decodingMemoryBudget``, checked before any pixel is allocated) or
  ///   `.invalidScale`.
  public init(data: some Collection<UInt8>, scale: Double = 1) throws(ImageDecodingError) {
    guard scale.isFinite, scale > 0 else {
      throw ImageDecodingError(.invalidScale, "The scale \(scale) is not finite and positive")
    }
    let decoded = try ByteAccess.withBytes(of: data) {
      (bytes) throws(ImageDecodingError) in
      switch try ImageFormat.sniff(bytes) {
      case .png: try PNGDecoder.decode(bytes)
      case .jpeg: try JPEGDecoder.decode(bytes)
      case .webP: try WebPDecoder.decode(bytes)
      }
    }
    do {
      try self.init(
        pixelWidth: decoded.width, pixelHeight: decoded.height, scale: scale,
        pixels: decoded.pixels)
    } catch {
      throw ImageDecodingError(.corruptData, error.description)
    }
  }

  /// Decodes a PNG, JPEG or WebP file.
  ///
  /// The format is recognized from the file's first bytes, not from its
  /// extension (see ``init(data:scale:)``). The scale, unless given, comes
  /// from the file name as in UIKit: an `@2x` or `@3x` suffix (any
  /// `@<whole number>x`) just before the extension, or at the end of a name
  /// without one, sets it; otherwise it is 1.
  ///
  /// ```swift
  /// let die = try Image(contentsOf: "Resources/die-1@2x.png")
  /// die.scale  // 2
  /// ```
  ///
  /// Files larger than ``maximumFileSize`` are rejected without being read,
  /// and only regular files are read (not directories, pipes or devices).
  /// The format is recognized from the first 16 bytes before the rest is
  /// read, so a large file that is no image costs one small read.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - scale: Pixels per point; `nil` (the default) takes it from the
  ///     file name.
  /// - Throws: ``ImageDecodingError``: `.fileNotFound`, `.fileUnreadable`,
  ///   `.tooLarge`, and the errors of ``init(data:scale:)``; the
  ///   description names the path.
  public init(contentsOf path: String, scale: Double? = nil) throws(ImageDecodingError) {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readFile(atPath: path, limit: Image.maximumFileSize) {
        (start) throws(ImageDecodingError) in _ = try ImageFormat.sniff(start)
      }
    } catch {
      throw error.code == .unsupportedFormat || error.code == .emptyData
        ? error.prefixed("\"\(path)\": ") : error
    }
    do {
      try self.init(data: bytes, scale: scale ?? Image.scale(fromFileName: path) ?? 1)
    } catch {
      throw error.prefixed("\"\(path)\": ")
    }
  }
}
