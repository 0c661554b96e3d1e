extension Transform {
  /// A transform split into translation, rotation, scale and skew, the
  /// components that animations interpolate.
  ///
  /// The convention (column-vector form) is
  ///
  /// ```
  /// linear part = R(rotation) · K(skew) · S(scale.dx, scale.dy)
  ///
  /// R(θ) = [cos θ  -sin θ]   K(k) = [1  k]   S(sx, sy) = [sx  0]
  ///        [sin θ   cos θ]          [0  1]               [0  sy]
  /// ```
  ///
  /// so a point is scaled, then skewed (x gets `skew · y` added), then
  /// rotated, then translated. In terms of the transform's entries:
  ///
  /// ```
  /// a = sx·cos θ            c = sy·(k·cos θ - sin θ)
  /// b = sx·sin θ            d = sy·(k·sin θ + cos θ)
  /// tx = translation.dx     ty = translation.dy
  /// ```
  ///
  /// ``Transform/decomposed()`` always returns `scale.dx >= 0` and
  /// `rotation` in (-π, π]; a mirror image shows up as a negative
  /// `scale.dy`. ``Transform/init(_:)`` accepts any values (any angle, any
  /// signs) and composes them with the formulas above.
  ///
  /// ```swift
  /// let parts = Transform(scaleX: 2, y: 2).concatenating(Transform(rotationAngle: .pi / 2))
  ///   .decomposed()
  /// // parts.rotation ≈ π/2, parts.scale == Vector(dx: 2, dy: 2), parts.skew ≈ 0
  /// ```
  public struct Decomposed: Hashable, Sendable {
    /// The translation applied last, in points.
    public var translation: Vector

    /// The rotation, in radians.
    ///
    /// Positive angles turn +x towards +y (clockwise on screen).
    /// ``Transform/decomposed()`` returns values in (-π, π].
    public var rotation: Double

    /// The scale factors applied first: `dx` along x and `dy` along y.
    public var scale: Vector

    /// The shear factor k, unitless.
    ///
    /// x gets `k · y` added after scaling and before rotating. Zero means
    /// no skew.
    public var skew: Double

    /// Creates a decomposition from its components.
    ///
    /// - Parameters:
    ///   - translation: The translation applied last, in points.
    ///   - rotation: The rotation, in radians.
    ///   - scale: The scale factors applied first.
    ///   - skew: The shear factor applied between scaling and rotating.
    public init(
      translation: Vector = .zero,
      rotation: Double = 0,
      scale: Vector = Vector(dx: 1, dy: 1),
      skew: Double = 0
    ) {
      self.translation = translation
      self.rotation = rotation
      self.scale = scale
      self.skew = skew
    }

    /// The decomposition of the identity transform: no translation,
    /// rotation or skew, and a scale of 1.
    public static let identity = Decomposed()
  }
}
