import CFFmpeg

/// What an MP4 recording can be: H.264's level limits, the frame rate,
/// and whether FFmpeg's libraries are there.
enum MP4Limits {
  /// H.264 level 6.2's largest frame, in 16 × 16 macroblocks (MaxFS).
  static let maximumMacroblocks = 139_264

  /// H.264 level 6.2's largest side, in pixels: √(8 × MaxFS) macroblocks.
  static let maximumSide = 16_880

  /// H.264 level 6.2's largest macroblock rate, per second (MaxMBPS).
  static let maximumMacroblockRate = 16_711_680.0

  /// The Debian packages holding the libraries ``MP4Writer`` loads.
  static let packages = "libavcodec59 libavformat59 libswscale6"

  /// `value` rounded up to an even number.
  static func even(_ value: Int) -> Int { value + (value & 1) }

  /// Checks the frames' size against H.264's largest level, and the fps.
  ///
  /// - Throws: ``ImageEncodingError`` with `.invalidArgument` (a size
  ///   below 1, a bad fps) or `.tooLarge`.
  static func check(pixelWidth: Int, pixelHeight: Int, fps: Double) throws(ImageEncodingError) {
    guard fps.isFinite, fps > 0, fps <= 1000 else {
      throw ImageEncodingError(
        .invalidArgument, "An MP4 at \(fps) frames per second is not possible: use 0 < fps ≤ 1000")
    }
    guard pixelWidth >= 1, pixelHeight >= 1 else {
      throw ImageEncodingError(
        .invalidArgument,
        "An MP4 of \(pixelWidth)×\(pixelHeight) pixels is not possible: each side must be at least 1"
      )
    }
    let macroblocks =
      ((min(pixelWidth, 1 << 30) + 15) / 16) * ((min(pixelHeight, 1 << 30) + 15) / 16)
    guard pixelWidth <= maximumSide, pixelHeight <= maximumSide,
      macroblocks <= maximumMacroblocks
    else {
      throw ImageEncodingError(
        .tooLarge,
        "An MP4 of \(pixelWidth)×\(pixelHeight) pixels is too large for H.264: at most"
          + " \(maximumSide) pixels a side and \(maximumMacroblocks * 256) pixels a frame"
          + " (8192×4352)")
    }
    guard Double(macroblocks) * fps <= maximumMacroblockRate else {
      throw ImageEncodingError(
        .tooLarge,
        "An MP4 of \(pixelWidth)×\(pixelHeight) pixels at \(fps) fps is too fast for H.264: at"
          + " most \(Int(maximumMacroblockRate) * 256) pixels a second; lower --fps or --scale")
    }
  }

  /// Loads FFmpeg's libraries.
  ///
  /// - Throws: ``ImageEncodingError`` with `.libraryMissing`, naming the
  ///   library and the packages to install.
  static func checkLibraries() throws(ImageEncodingError) {
    if let missing = zt_ffmpeg_load() {
      throw ImageEncodingError(.libraryMissing, missingMessage(String(cString: missing)))
    }
  }

  /// The message for a missing library or function.
  static func missingMessage(_ missing: String) -> String {
    "Writing MP4 needs FFmpeg's libraries (5.1, 6 or 7), and \(missing) cannot be loaded;"
      + " install them with `apt-get install \(packages)` (Debian 12; Debian 13 and Ubuntu 24.04"
      + " have FFmpeg 7 and 6 under other names), or record a .gif, .webp or PNG frames"
  }

  /// A C error buffer as a string.
  static func message(_ buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
