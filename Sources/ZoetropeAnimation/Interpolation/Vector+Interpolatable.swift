import ZoetropeGraphics

extension Vector: Interpolatable {
  /// The vector at `progress` from this one to `other`, each component
  /// blended linearly and exactly at 0 and 1.
  ///
  /// - Parameters:
  ///   - other: The vector at progress 1.
  ///   - progress: How far along; values outside 0...1 extrapolate, and NaN
  ///     or infinite progress returns `self` with a warning.
  /// - Returns: The blended vector.
  public func interpolated(to other: Vector, progress: Double) -> Vector {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    return Vector(
      dx: InterpolationMath.lerp(dx, other.dx, progress),
      dy: InterpolationMath.lerp(dy, other.dy, progress))
  }

  /// The component-wise sum.
  ///
  /// - Parameter other: The vector to add.
  /// - Returns: `(dx + other.dx, dy + other.dy)`.
  public func adding(_ other: Vector) -> Vector {
    Vector(dx: dx + other.dx, dy: dy + other.dy)
  }

  /// The component-wise difference.
  ///
  /// - Parameter other: The vector to subtract.
  /// - Returns: `(dx - other.dx, dy - other.dy)`.
  public func subtracting(_ other: Vector) -> Vector {
    Vector(dx: dx - other.dx, dy: dy - other.dy)
  }

  /// Both components multiplied by a scalar.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives `.zero` with
  ///   a warning.
  /// - Returns: `(dx * factor, dy * factor)`.
  public func scaled(by factor: Double) -> Vector {
    guard let factor = InterpolationMath.checkedFactor(factor) else {
      return .zero
    }
    return Vector(dx: dx * factor, dy: dy * factor)
  }

  /// The Euclidean distance between the two vectors, in points.
  ///
  /// - Parameter other: The other vector.
  /// - Returns: `hypot(other.dx - dx, other.dy - dy)`, without overflow.
  public func interpolationDistance(to other: Vector) -> Double {
    InterpolationMath.norm(other.dx - dx, other.dy - dy)
  }
}
