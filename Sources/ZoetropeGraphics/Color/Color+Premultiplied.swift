extension Color {
  /// Color components already multiplied by alpha, the form compositing
  /// and blending work in.
  ///
  /// For a straight color (r, g, b, a) the premultiplied components are
  /// (r·a, g·a, b·a, a). Valid premultiplied components lie in 0...1 with
  /// each color channel at most alpha. This type stores whatever it is
  /// given; converting back with ``Color/init(_:)`` enforces validity.
  public struct Premultiplied: Hashable, Sendable {
    /// Red times alpha, in 0...alpha.
    public var red: Double

    /// Green times alpha, in 0...alpha.
    public var green: Double

    /// Blue times alpha, in 0...alpha.
    public var blue: Double

    /// The opacity, in 0...1.
    public var alpha: Double

    /// Creates premultiplied components.
    ///
    /// - Parameters:
    ///   - red: Red times alpha.
    ///   - green: Green times alpha.
    ///   - blue: Blue times alpha.
    ///   - alpha: The opacity.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }

  /// The color with its components multiplied by alpha.
  public var premultiplied: Premultiplied {
    Premultiplied(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
  }

  /// Creates a color by dividing premultiplied components by their alpha.
  ///
  /// Alpha is clamped into 0...1 and each color channel into 0...alpha
  /// (NaN becomes 0), with a warning for each change. An alpha of 0 gives
  /// ``clear``.
  ///
  /// - Parameter premultiplied: The premultiplied components.
  public init(_ premultiplied: Premultiplied) {
    let alpha = Color.checked(premultiplied.alpha, "premultiplied alpha")
    let channels = [
      ("premultiplied red", premultiplied.red),
      ("premultiplied green", premultiplied.green),
      ("premultiplied blue", premultiplied.blue),
    ].map { name, value in
      let result = value.isNaN ? 0 : min(max(value, 0), alpha)
      if result != value || value.isNaN {
        zoetropeWarning("Color \(name) component \(value) is outside 0...\(alpha); using \(result)")
      }
      return result
    }
    guard alpha > 0 else {
      self = .clear
      return
    }
    self.init(
      clampingRed: channels[0] / alpha, green: channels[1] / alpha, blue: channels[2] / alpha,
      alpha: alpha)
  }

  /// Creates a color from premultiplied components, silently clamping them
  /// into the valid range (for results of arithmetic).
  package init(clampingPremultiplied premultiplied: Premultiplied) {
    let alpha = Color.clamped(premultiplied.alpha)
    guard alpha > 0 else {
      self = .clear
      return
    }
    func channel(_ value: Double) -> Double {
      (value.isNaN ? 0 : min(max(value, 0), alpha)) / alpha
    }
    self.init(
      clampingRed: channel(premultiplied.red), green: channel(premultiplied.green),
      blue: channel(premultiplied.blue), alpha: alpha)
  }
}
