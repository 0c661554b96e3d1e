import ZoetropeGraphics

extension Point: Interpolatable {
  /// The point at `progress` from this one to `other`, each component
  /// blended linearly and exactly at 0 and 1.
  ///
  /// - Parameters:
  ///   - other: The point at progress 1.
  ///   - progress: How far along; values outside 0...1 extrapolate, and NaN
  ///     or infinite progress returns `self` with a warning.
  /// - Returns: The blended point.
  public func interpolated(to other: Point, progress: Double) -> Point {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    return Point(
      x: InterpolationMath.lerp(x, other.x, progress),
      y: InterpolationMath.lerp(y, other.y, progress))
  }

  /// The component-wise sum.
  ///
  /// - Parameter other: The point to add.
  /// - Returns: `(x + other.x, y + other.y)`.
  public func adding(_ other: Point) -> Point {
    Point(x: x + other.x, y: y + other.y)
  }

  /// The component-wise difference.
  ///
  /// - Parameter other: The point to subtract.
  /// - Returns: `(x - other.x, y - other.y)`.
  public func subtracting(_ other: Point) -> Point {
    Point(x: x - other.x, y: y - other.y)
  }

  /// Both components multiplied by a scalar.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives `.zero` with
  ///   a warning.
  /// - Returns: `(x * factor, y * factor)`.
  public func scaled(by factor: Double) -> Point {
    guard let factor = InterpolationMath.checkedFactor(factor) else {
      return .zero
    }
    return Point(x: x * factor, y: y * factor)
  }

  /// The Euclidean distance between the two points, in points.
  ///
  /// - Parameter other: The other point.
  /// - Returns: `hypot(other.x - x, other.y - y)`, without overflow.
  public func interpolationDistance(to other: Point) -> Double {
    InterpolationMath.norm(other.x - x, other.y - y)
  }
}
