/// The checks both animated writers (WebP and GIF) make of their arguments
/// before they create anything.
enum AnimationArguments {
  /// Checks the frames' size and the loop count.
  ///
  /// Each side must be 1...`limit` pixels and the loop count 0...65535
  /// (0 loops forever).
  ///
  /// - Parameters:
  ///   - format: The format's name in the message, such as "WebP".
  ///   - pixelWidth: The frames' width in pixels.
  ///   - pixelHeight: The frames' height in pixels.
  ///   - limit: The format's largest side.
  ///   - loopCount: How many times the animation plays, 0 for forever.
  /// - Throws: ``ImageEncodingError`` with `.invalidArgument`.
  static func check(
    format: String, pixelWidth: Int, pixelHeight: Int, limit: Int, loopCount: Int
  ) throws(ImageEncodingError) {
    guard (1...limit).contains(pixelWidth), (1...limit).contains(pixelHeight) else {
      throw ImageEncodingError(
        .invalidArgument,
        "An animated \(format) of \(pixelWidth)×\(pixelHeight) pixels is not possible: each side"
          + " must be 1...\(limit)")
    }
    guard (0...65535).contains(loopCount) else {
      throw ImageEncodingError(
        .invalidArgument, "The loop count \(loopCount) is outside 0...65535 (0 loops forever)")
    }
  }
}
