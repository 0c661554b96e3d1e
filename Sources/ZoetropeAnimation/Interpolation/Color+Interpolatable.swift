import ZoetropeGraphics

extension Color: Interpolatable {
  /// The additive identity for colors: ``/ZoetropeGraphics/Color/clear``, whose premultiplied
  /// components are all zero.
  public static var zero: Color { .clear }

  /// The color at `progress` from this one to `other`, blended in
  /// premultiplied space.
  ///
  /// Each premultiplied component (red·alpha, green·alpha, blue·alpha,
  /// alpha) is blended linearly, and the result is clamped to a valid color
  /// (alpha in 0...1, each channel in 0...alpha) and un-premultiplied.
  /// Blending premultiplied components is what makes a fade to
  /// ``/ZoetropeGraphics/Color/clear`` keep its hue: opaque red at progress 0.5 towards clear
  /// is red at half opacity, (1, 0, 0, 0.5), not a dark half-transparent
  /// red. Overshooting progress is clamped, not wrapped.
  ///
  /// - Parameters:
  ///   - other: The color at progress 1.
  ///   - progress: How far along; values outside 0...1 extrapolate (then
  ///     clamp), and NaN or infinite progress returns `self` with a warning.
  /// - Returns: The blended color; exactly `self` at 0 and `other` at 1.
  public func interpolated(to other: Color, progress: Double) -> Color {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    let from = premultiplied
    let to = other.premultiplied
    return Color(
      clampingPremultiplied: Premultiplied(
        red: InterpolationMath.lerp(from.red, to.red, progress),
        green: InterpolationMath.lerp(from.green, to.green, progress),
        blue: InterpolationMath.lerp(from.blue, to.blue, progress),
        alpha: InterpolationMath.lerp(from.alpha, to.alpha, progress)))
  }

  /// The sum of the premultiplied components, clamped to a valid color.
  ///
  /// - Parameter other: The color to add.
  /// - Returns: The clamped premultiplied sum, as a straight color.
  public func adding(_ other: Color) -> Color {
    combined(with: other) { $0 + $1 }
  }

  /// The difference of the premultiplied components, clamped to a valid
  /// color.
  ///
  /// `other.adding(self.subtracting(other)) == self` holds when the
  /// difference is itself a valid premultiplied color (each component of
  /// `self` at least that of `other`, and the channels' differences at most
  /// the alpha difference); otherwise clamping loses the excess.
  ///
  /// - Parameter other: The color to subtract.
  /// - Returns: The clamped premultiplied difference, as a straight color.
  public func subtracting(_ other: Color) -> Color {
    combined(with: other) { $0 - $1 }
  }

  /// The premultiplied components multiplied by a scalar, clamped to a
  /// valid color.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives
  ///   ``/ZoetropeGraphics/Color/clear`` with a warning.
  /// - Returns: The clamped, scaled color.
  public func scaled(by factor: Double) -> Color {
    guard let factor = InterpolationMath.checkedFactor(factor) else {
      return .clear
    }
    let components = premultiplied
    return Color(
      clampingPremultiplied: Premultiplied(
        red: components.red * factor, green: components.green * factor,
        blue: components.blue * factor, alpha: components.alpha * factor))
  }

  /// The Euclidean distance between the premultiplied components (red,
  /// green, blue, alpha), in 0...2.
  ///
  /// - Parameter other: The other color.
  /// - Returns: The distance; 0 for equal colors.
  public func interpolationDistance(to other: Color) -> Double {
    let from = premultiplied
    let to = other.premultiplied
    return InterpolationMath.norm(
      to.red - from.red, to.green - from.green, to.blue - from.blue, to.alpha - from.alpha)
  }

  /// Combines the premultiplied components pairwise and clamps the result.
  private func combined(
    with other: Color, _ operation: (Double, Double) -> Double
  ) -> Color {
    let lhs = premultiplied
    let rhs = other.premultiplied
    return Color(
      clampingPremultiplied: Premultiplied(
        red: operation(lhs.red, rhs.red), green: operation(lhs.green, rhs.green),
        blue: operation(lhs.blue, rhs.blue), alpha: operation(lhs.alpha, rhs.alpha)))
  }
}
