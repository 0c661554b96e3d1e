import ZoetropeGraphics

// The size of a frame in pixels, clamped.
extension Renderer {
  /// The pixel width and height for a size in points, rounded up.
  ///
  /// Each side is clamped by ``pixelDimension(_:scale:name:)``; then, if
  /// the area is over ``maximumPixelCount``, both sides are scaled down by
  /// the same factor (rounded down, at least 1) to fit, with a warning.
  package static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
    let width = pixelDimension(size.width, scale: scale, name: "width")
    let height = pixelDimension(size.height, scale: scale, name: "height")
    guard width * height > maximumPixelCount else { return (width, height) }
    let factor = (Double(maximumPixelCount) / (Double(width) * Double(height))).squareRoot()
    var clampedWidth = max(Int(Double(width) * factor), 1)
    var clampedHeight = max(Int(Double(height) * factor), 1)
    // Guard against rounding (or a side held at 1) leaving it over the cap.
    while clampedWidth * clampedHeight > maximumPixelCount {
      if clampedWidth >= clampedHeight { clampedWidth -= 1 } else { clampedHeight -= 1 }
    }
    zoetropeWarning(
      "Image of \(width) × \(height) pixels is over \(maximumPixelCount) pixels; "
        + "clamped to \(clampedWidth) × \(clampedHeight)")
    return (clampedWidth, clampedHeight)
  }

  /// A pixel dimension for a length in points, rounded up.
  ///
  /// Clamped to 1...``maximumPixelDimension``, with a warning, when
  /// outside (or not finite).
  static func pixelDimension(_ points: Double, scale: Double, name: String) -> Int {
    let pixels = points * scale
    guard pixels.isFinite, pixels >= 1 else {
      zoetropeWarning("Image \(name) of \(points) points is below one pixel; using 1 pixel")
      return 1
    }
    guard pixels <= Double(maximumPixelDimension) else {
      zoetropeWarning(
        "Image \(name) of \(points) points is over \(maximumPixelDimension) pixels; clamped")
      return maximumPixelDimension
    }
    // Tolerate rounding noise such as 100.00000000001.
    return Int((pixels - 1e-9).rounded(.up))
  }
}
