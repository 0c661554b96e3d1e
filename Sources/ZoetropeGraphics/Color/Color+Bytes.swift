extension Color {
  /// Creates a color from 8-bit sRGB components, each value divided by 255.
  ///
  /// - Parameters:
  ///   - red8: The red component, 0...255.
  ///   - green8: The green component, 0...255.
  ///   - blue8: The blue component, 0...255.
  ///   - alpha8: The opacity, 0...255; 255 (opaque) if omitted.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(
      uncheckedRed: Double(red8) / 255,
      green: Double(green8) / 255,
      blue: Double(blue8) / 255,
      alpha: Double(alpha8) / 255
    )
  }

  /// The straight components as 8-bit values, each rounded to the nearest
  /// of 0...255.
  ///
  /// `Color(red8:green8:blue8:alpha8:)` of these values gives back a color
  /// whose `rgba8` is the same.
  public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha))
  }

  /// The color as one premultiplied ARGB32 pixel, in Cairo's
  /// `CAIRO_FORMAT_ARGB32` layout.
  ///
  /// Alpha is in bits 24...31, then red (16...23), green (8...15) and blue
  /// (0...7). The color channels are premultiplied by alpha, and every
  /// channel is rounded to the nearest 8-bit value, so a channel never
  /// exceeds alpha. The value is a native-endian `UInt32`, as Cairo stores
  /// pixels in memory.
  ///
  /// ```swift
  /// Color.red.withAlphaComponent(0.5).argb32Premultiplied  // 0x8080_0000
  /// ```
  public var argb32Premultiplied: UInt32 {
    let alphaByte = UInt32(Color.byte(alpha))
    let redByte = UInt32(Color.byte(red * alpha))
    let greenByte = UInt32(Color.byte(green * alpha))
    let blueByte = UInt32(Color.byte(blue * alpha))
    return alphaByte << 24 | redByte << 16 | greenByte << 8 | blueByte
  }

  /// Creates a color from one premultiplied ARGB32 pixel, in Cairo's
  /// `CAIRO_FORMAT_ARGB32` layout.
  ///
  /// The color channels are divided by alpha to un-premultiply them. A
  /// pixel with alpha 0 gives ``clear``. A color channel larger than alpha
  /// is not valid premultiplied data: it is clamped to alpha (giving a
  /// straight component of 1), with a warning; so is color in a pixel with
  /// alpha 0.
  ///
  /// For every valid pixel `p`, `Color(argb32Premultiplied: p)
  /// .argb32Premultiplied == p`.
  ///
  /// - Parameter pixel: The pixel, alpha in the top byte.
  public init(argb32Premultiplied pixel: UInt32) {
    let alphaByte = pixel >> 24
    let channels = [(pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF]
    if channels.contains(where: { $0 > alphaByte }) {
      let hex = String(pixel, radix: 16, uppercase: true)
      zoetropeWarning(
        "ARGB32 pixel 0x\(hex) has a color channel above its alpha; clamping it to alpha")
    }
    guard alphaByte > 0 else {
      self = .clear
      return
    }
    let alpha = Double(alphaByte)
    let straight = channels.map { Double(min($0, alphaByte)) / alpha }
    self.init(
      uncheckedRed: straight[0], green: straight[1], blue: straight[2], alpha: alpha / 255)
  }

  /// A component in 0...1 as the nearest of 0...255.
  static func byte(_ component: Double) -> UInt8 {
    UInt8((clamped(component) * 255).rounded())
  }
}
