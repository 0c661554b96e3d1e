import ZoetropeGraphics

extension AnimatedWebPWriter {
  /// How an ``AnimatedWebPWriter`` compresses its frames.
  ///
  /// ```swift
  /// let exact = AnimatedWebPWriter.Options.lossless
  /// let small = AnimatedWebPWriter.Options.lossy(quality: 80)
  /// ```
  public struct Options: Hashable, Sendable {
    enum Representation: Hashable, Sendable {
      case lossless
      case lossy(quality: Double)
    }

    let representation: Representation

    /// Lossless compression (the default): decoded frames have exactly the
    /// pixels given, up to the rounding of un-premultiplying translucent
    /// pixels (within 1 per channel).
    ///
    /// Uses libwebp's lossless preset 3 of 0...9, a balance of speed and
    /// size: a 320 × 480 interface frame takes a few milliseconds.
    public static let lossless = Options(representation: .lossless)

    /// Lossy (VP8) compression, with the alpha channel kept lossless.
    ///
    /// Bad input policy: a quality outside 0...100 is clamped into it and
    /// NaN becomes 75, each with a `zoetropeWarning`.
    ///
    /// - Parameter quality: From 0 (smallest) to 100 (best); 75 is
    ///   libwebp's default.
    /// - Returns: The options.
    public static func lossy(quality: Double) -> Options {
      var value = quality
      if value.isNaN {
        value = 75
      } else {
        value = min(max(value, 0), 100)
      }
      if value != quality {
        zoetropeWarning("WebP quality \(quality) is outside 0...100; using \(value)")
      }
      return Options(representation: .lossy(quality: value))
    }

    /// The lossy quality in 0...100, or `nil` for lossless compression.
    public var quality: Double? {
      switch representation {
      case .lossless: nil
      case .lossy(let quality): quality
      }
    }
  }
}
