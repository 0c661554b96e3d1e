/// Packs premultiplied ARGB32 pixels into the straight RGB or RGBA rows
/// libpng writes.
enum PNGRows {
  /// The pixels as straight 8-bit RGB (`opaque`) or RGBA bytes, row-major
  /// with no padding, in one pass.
  ///
  /// Reports one warning if some pixels have a color above their alpha.
  ///
  /// - Parameters:
  ///   - pixels: Premultiplied ARGB32 pixels.
  ///   - opaque: Whether every pixel has alpha 255, so alpha can be dropped.
  /// - Returns: 3 or 4 bytes per pixel.
  static func straightRows(of pixels: [UInt32], opaque: Bool) -> [UInt8] {
    let channels = opaque ? 3 : 4
    var invalid = false
    let bytes = [UInt8](unsafeUninitializedCapacity: pixels.count * channels) { buffer, count in
      guard var output = buffer.baseAddress else {
        count = 0
        return
      }
      for pixel in pixels {
        let straight =
          opaque ? pixel : PixelConversion.straightARGB(fromPremultiplied: pixel, invalid: &invalid)
        output[0] = UInt8(truncatingIfNeeded: straight >> 16)
        output[1] = UInt8(truncatingIfNeeded: straight >> 8)
        output[2] = UInt8(truncatingIfNeeded: straight)
        if !opaque {
          output[3] = UInt8(truncatingIfNeeded: straight >> 24)
        }
        output += channels
      }
      count = pixels.count * channels
    }
    PixelConversion.warnAboutInvalidPixels(invalid, encoding: "PNG")
    return bytes
  }
}
