/// An sRGB color with alpha, stored as straight (not premultiplied)
/// components in 0...1.
///
/// The port of `UIColor` as a value type. Components are gamma-encoded
/// sRGB values, the numbers you would type into a color picker: `red: 1`
/// is full red, `alpha: 0.5` is half transparent.
///
/// Bad input policy: every initializer clamps components into 0...1 and
/// maps NaN to 0, reporting each changed component with a warning
/// (`zoetropeWarning`). A `Color` therefore always holds valid components.
///
/// ```swift
/// let box = Color.systemBlue
/// let faded = box.withAlphaComponent(0.5)
/// let ink = Color(hex: "#1E90FF") ?? .black
/// ```
public struct Color: Hashable, Sendable {
  /// The red component, in 0...1 (straight, not premultiplied).
  public let red: Double

  /// The green component, in 0...1 (straight, not premultiplied).
  public let green: Double

  /// The blue component, in 0...1 (straight, not premultiplied).
  public let blue: Double

  /// The opacity, in 0...1: 0 is fully transparent and 1 fully opaque.
  public let alpha: Double

  /// Creates a color from straight sRGB components.
  ///
  /// Values outside 0...1 are clamped and NaN becomes 0; each change is
  /// reported with a warning.
  ///
  /// - Parameters:
  ///   - red: The red component, in 0...1.
  ///   - green: The green component, in 0...1.
  ///   - blue: The blue component, in 0...1.
  ///   - alpha: The opacity, in 0...1; 1 (opaque) if omitted.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(
      uncheckedRed: Color.checked(red, "red"),
      green: Color.checked(green, "green"),
      blue: Color.checked(blue, "blue"),
      alpha: Color.checked(alpha, "alpha")
    )
  }

  /// Creates a gray color, as `UIColor(white:alpha:)`.
  ///
  /// Values outside 0...1 are clamped and NaN becomes 0, with a warning.
  ///
  /// - Parameters:
  ///   - white: The gray level, in 0...1: 0 is black and 1 is white.
  ///   - alpha: The opacity, in 0...1; 1 (opaque) if omitted.
  public init(white: Double, alpha: Double = 1) {
    let level = Color.checked(white, "white")
    self.init(uncheckedRed: level, green: level, blue: level, alpha: Color.checked(alpha, "alpha"))
  }

  /// A copy of the color with a different opacity, as
  /// `UIColor.withAlphaComponent(_:)`.
  ///
  /// The value is clamped into 0...1 (NaN becomes 0), with a warning.
  ///
  /// - Parameter alpha: The new opacity, in 0...1.
  /// - Returns: The same red, green and blue with the new opacity.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(uncheckedRed: red, green: green, blue: blue, alpha: Color.checked(alpha, "alpha"))
  }

  /// Creates a color from components that are already known to be valid.
  init(uncheckedRed red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a color, silently clamping components into 0...1.
  ///
  /// NaN becomes 0. For results of arithmetic (blending, rounding) where
  /// leaving the range is expected rather than a mistake.
  package init(clampingRed red: Double, green: Double, blue: Double, alpha: Double) {
    self.init(
      uncheckedRed: Color.clamped(red),
      green: Color.clamped(green),
      blue: Color.clamped(blue),
      alpha: Color.clamped(alpha)
    )
  }

  /// The value clamped into 0...1, with NaN mapped to 0.
  static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// The value clamped into 0...1 (NaN to 0), with a warning if it changed.
  static func checked(_ value: Double, _ name: String) -> Double {
    let result = clamped(value)
    if result != value || value.isNaN {
      zoetropeWarning("Color \(name) component \(value) is outside 0...1; using \(result)")
    }
    return result
  }
}
