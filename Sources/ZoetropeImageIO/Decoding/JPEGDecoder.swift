import CTurboJPEG
import ZoetropeGraphics

/// Decodes JPEG with TurboJPEG (`tjDecompress2`).
///
/// Baseline and progressive JPEGs in YCbCr or grayscale are decoded
/// straight into the pixel buffer in the byte order of a native-endian
/// ARGB32 word (BGRA on little-endian machines), opaque, with no
/// conversion pass. CMYK and YCCK JPEGs are decoded to CMYK and converted
/// to RGB as Adobe writes them (inverted CMYK, as most decoders assume).
///
/// Decoding is strict: a warning from libjpeg (a truncated file, corrupt
/// entropy data) stops decoding and throws, rather than returning an
/// image with gray or garbled parts. The EXIF orientation is ignored, as
/// `CGImage` ignores it.
enum JPEGDecoder {
  /// Decodes a whole JPEG file.
  ///
  /// - Parameter bytes: The JPEG file's bytes.
  /// - Returns: The opaque pixels.
  /// - Throws: ``ImageDecodingError`` with `.corruptData` carrying
  ///   TurboJPEG's message, `.zeroSize` or `.tooLarge`.
  static func decode(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> DecodedPixels {
    guard let handle = tjInitDecompress() else {
      throw ImageDecodingError(.corruptData, "TurboJPEG could not create a decompressor")
    }
    defer { tjDestroy(handle) }
    let source = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
    let size = UInt(bytes.count)
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    guard tjDecompressHeader3(handle, source, size, &width, &height, &subsampling, &colorspace) == 0
    else {
      throw corrupt(handle)
    }
    guard width > 0, height > 0 else {
      // TurboJPEG reports 0 × 0 for data that ends before the frame header
      // (or holds only tables).
      throw ImageDecodingError(
        .corruptData, "The JPEG data is truncated or has no image (size \(width)×\(height))")
    }
    _ = try DecodedPixels.checkedCount(
      width: Int(width), height: Int(height), format: "JPEG",
      bytesPerPixel: Image.PeakBytesPerPixel.jpeg)
    let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
    let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
    return try DecodedPixels.filling(width: Int(width), height: Int(height)) {
      (pixels) throws(ImageDecodingError) in
      let destination = UnsafeMutableRawPointer(pixels.baseAddress)?
        .assumingMemoryBound(to: UInt8.self)
      let format = isCMYK ? TJPF_CMYK : nativeARGBFormat
      guard
        tjDecompress2(
          handle, source, size, destination, width, 0, height, format.rawValue, flags) == 0
      else {
        throw corrupt(handle)
      }
      if isCMYK {
        convertInvertedCMYK(pixels)
      }
    }
  }

  /// The TurboJPEG pixel format whose bytes form a native-endian ARGB32
  /// word; TurboJPEG fills its alpha byte with 0xFF.
  private static var nativeARGBFormat: TJPF {
    #if _endian(little)
    TJPF_BGRA
    #else
    TJPF_ARGB
    #endif
  }

  /// Converts Adobe (inverted) CMYK bytes to opaque ARGB32, in place:
  /// each color is the stored ink value times the stored black, over 255.
  private static func convertInvertedCMYK(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
    for index in pixels.indices {
      let cmyk = UInt32(littleEndian: pixels[index])
      let black = cmyk >> 24
      let red = PixelConversion.premultiply(cmyk & 0xFF, black)
      let green = PixelConversion.premultiply((cmyk >> 8) & 0xFF, black)
      let blue = PixelConversion.premultiply((cmyk >> 16) & 0xFF, black)
      pixels[index] = 0xFF00_0000 | red << 16 | green << 8 | blue
    }
  }

  /// The error for a failed call, with TurboJPEG's message.
  private static func corrupt(_ handle: tjhandle) -> ImageDecodingError {
    let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? ""
    let reason = message.isEmpty ? "" : ": \(message)"
    return ImageDecodingError(.corruptData, "The JPEG data is corrupt or truncated\(reason)")
  }
}
