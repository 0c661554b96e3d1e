import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// The live window's scale in pixels per point.
///
/// The display's scale comes from the window's size and its drawable size;
/// `ZOETROPE_SCALE` may ask for another. Pure functions, so the HiDPI path
/// is testable on a scale-1 display.
enum DisplayScale {
  /// The largest scale a window renders at (the same bound as `--scale`).
  static let maximum = 4.0

  /// The display's scale for a window: drawable pixels ÷ window points.
  ///
  /// - A side that is not positive (a minimized window, a renderer that
  ///   failed to answer) gives 1.
  /// - When the two axes disagree (odd rounding), the smaller ratio is used,
  ///   so the frame never overflows the drawable.
  /// - A ratio within 1 % of a whole number snaps to it (641 ÷ 320 is 2);
  ///   fractional scales such as 1.25 or 1.5 are kept.
  /// - The result is clamped to 1...``maximum``: a drawable smaller than
  ///   the window is drawn at 1 and scaled down by SDL.
  ///
  /// - Parameters:
  ///   - windowSize: The window's size in points (SDL's screen coordinates).
  ///   - drawableSize: The renderer's output size in pixels.
  /// - Returns: Pixels per point, in 1...``maximum``.
  static func scale(
    windowSize: (width: Int, height: Int), drawableSize: (width: Int, height: Int)
  ) -> Double {
    guard windowSize.width > 0, windowSize.height > 0, drawableSize.width > 0,
      drawableSize.height > 0
    else { return 1 }
    let ratio = min(
      Double(drawableSize.width) / Double(windowSize.width),
      Double(drawableSize.height) / Double(windowSize.height))
    let whole = ratio.rounded()
    let snapped = abs(ratio - whole) <= 0.01 * whole ? whole : ratio
    return min(max(snapped, 1), maximum)
  }

  /// Reads a scale override such as the value of `ZOETROPE_SCALE`.
  ///
  /// Unset or blank means no override. Anything else must be a finite
  /// number with 0 < s ≤ ``maximum``; otherwise a warning names the value
  /// and the display's scale is used.
  ///
  /// - Parameter value: The variable's value, or nil when it is unset.
  /// - Returns: The scale to render at, or nil to use the display's.
  static func override(_ value: String?) -> Double? {
    guard let value else { return nil }
    let text = value.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
      .reversed()
    guard !text.isEmpty else { return nil }
    guard let scale = Double(String(text)), scale.isFinite, scale > 0, scale <= maximum else {
      zoetropeWarning(
        "ZOETROPE_SCALE=\"\(value)\" is not a number in 0 < s ≤ \(Int(maximum)); "
          + "using the display's scale")
      return nil
    }
    return scale
  }

  /// The override the environment asks for: ``override(_:)`` of
  /// `ZOETROPE_SCALE` (warns once per call when the value is bad).
  static func overrideFromEnvironment() -> Double? {
    override(getenv("ZOETROPE_SCALE").map { String(cString: $0) })
  }

  /// The size, in output pixels, at which a frame is drawn into the window.
  ///
  /// A frame rendered at the display's scale is copied 1:1. One rendered at
  /// another scale (an override) is resized by displayScale ÷ renderScale,
  /// so it covers the same window points.
  ///
  /// - Parameters:
  ///   - framePixels: The frame's size in pixels.
  ///   - renderScale: The scale the frame was rendered at.
  ///   - displayScale: The window's output pixels per point.
  /// - Returns: The destination size in output pixels (each side ≥ 1).
  static func destinationSize(
    framePixels: (width: Int, height: Int), renderScale: Double, displayScale: Double
  ) -> (width: Int, height: Int) {
    guard renderScale.isFinite, renderScale > 0, displayScale.isFinite, displayScale > 0,
      renderScale != displayScale
    else { return framePixels }
    let factor = displayScale / renderScale
    return (
      max(1, Int(saturating: (Double(framePixels.width) * factor).rounded())),
      max(1, Int(saturating: (Double(framePixels.height) * factor).rounded()))
    )
  }
}
