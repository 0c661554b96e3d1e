import ZoetropeGraphics

/// Conversions between the straight RGBA bytes the codecs use and the
/// premultiplied ARGB32 pixels of `Image`.
///
/// Every conversion is one pass over the pixels with no allocation. An
/// `Image` pixel is a native-endian `UInt32` with alpha in bits 24...31,
/// then red, green and blue, the colors premultiplied by alpha.
enum PixelConversion {
  /// `color × alpha / 255` rounded to the nearest integer, for 8-bit inputs.
  ///
  /// Uses the exact identity `round(x / 255) == (t + t >> 8) >> 8` with
  /// `t = x + 128`, valid for `x` in 0...65025.
  static func premultiply(_ color: UInt32, _ alpha: UInt32) -> UInt32 {
    let t = color &* alpha &+ 128
    return (t &+ (t >> 8)) >> 8
  }

  /// `premultiplied × 255 / alpha` rounded to the nearest integer and
  /// clamped to 255, for `alpha` in 1...255.
  static func unpremultiply(_ premultiplied: UInt32, _ alpha: UInt32) -> UInt32 {
    min(255, (premultiplied &* 255 &+ alpha / 2) / alpha)
  }

  /// Converts `count` pixels stored as straight R, G, B, A bytes at `source`
  /// into premultiplied ARGB32 pixels at `destination`.
  ///
  /// `source` and `destination` may be the same memory (an in-place
  /// conversion); otherwise they must not overlap.
  static func premultipliedARGB(
    fromRGBA source: UnsafeRawPointer, into destination: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    for index in 0..<count {
      // The bytes R, G, B, A read as a little-endian word: R in the low byte.
      let rgba = UInt32(
        littleEndian: source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
      let alpha = rgba >> 24
      let red = rgba & 0xFF
      let green = (rgba >> 8) & 0xFF
      let blue = (rgba >> 16) & 0xFF
      let pixel: UInt32
      if alpha == 255 {
        pixel = 0xFF00_0000 | red << 16 | green << 8 | blue
      } else if alpha == 0 {
        pixel = 0
      } else {
        pixel =
          alpha << 24 | premultiply(red, alpha) << 16 | premultiply(green, alpha) << 8
          | premultiply(blue, alpha)
      }
      destination[index] = pixel
    }
  }

  /// The straight (un-premultiplied) ARGB of a premultiplied ARGB32 pixel,
  /// alpha still in the top byte.
  ///
  /// A color channel above alpha (invalid premultiplied data) becomes 255;
  /// `invalid` is set to `true` when that happens. Alpha 0 gives 0.
  static func straightARGB(fromPremultiplied pixel: UInt32, invalid: inout Bool) -> UInt32 {
    let alpha = pixel >> 24
    if alpha == 255 {
      return pixel
    }
    let red = (pixel >> 16) & 0xFF
    let green = (pixel >> 8) & 0xFF
    let blue = pixel & 0xFF
    if red > alpha || green > alpha || blue > alpha {
      invalid = true
    }
    guard alpha > 0 else {
      return 0
    }
    return alpha << 24 | unpremultiply(red, alpha) << 16 | unpremultiply(green, alpha) << 8
      | unpremultiply(blue, alpha)
  }

  /// Reports, once per image, that some pixels had a color channel above
  /// their alpha and were clamped while encoding.
  static func warnAboutInvalidPixels(_ invalid: Bool, encoding what: String) {
    if invalid {
      zoetropeWarning(
        "\(what): some pixels have a color channel above their alpha (invalid premultiplied"
          + " ARGB32); encoding those channels as 255")
    }
  }
}
