import ZoetropeGraphics

extension Rect: Interpolatable {
  /// The rectangle at `progress` from this one to `other`: origin and size
  /// blended component by component, exact at 0 and 1.
  ///
  /// The raw `origin` and `size` are blended, without standardizing, as
  /// Core Animation blends `bounds` and `frame`: a width animating from 10
  /// to -10 passes through 0.
  ///
  /// A ``/ZoetropeGraphics/Rect/null`` endpoint has no position to blend from: if either
  /// rectangle is null the result switches from `self` to `other` at
  /// progress 0.5.
  ///
  /// - Parameters:
  ///   - other: The rectangle at progress 1.
  ///   - progress: How far along; values outside 0...1 extrapolate, and NaN
  ///     or infinite progress returns `self` with a warning.
  /// - Returns: The blended rectangle.
  public func interpolated(to other: Rect, progress: Double) -> Rect {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    if isNull || other.isNull {
      return progress < 0.5 ? self : other
    }
    return Rect(
      origin: origin.interpolated(to: other.origin, progress: progress),
      size: size.interpolated(to: other.size, progress: progress))
  }

  /// The component-wise sum of the raw origins and sizes.
  ///
  /// Adding to a null rectangle keeps it null (its origin stays infinite).
  ///
  /// - Parameter other: The rectangle to add.
  /// - Returns: The rectangle with origin `origin + other.origin` and size
  ///   `size + other.size`, component by component.
  public func adding(_ other: Rect) -> Rect {
    Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }

  /// The component-wise difference of the raw origins and sizes.
  ///
  /// - Parameter other: The rectangle to subtract.
  /// - Returns: The rectangle with origin `origin - other.origin` and size
  ///   `size - other.size`, component by component.
  public func subtracting(_ other: Rect) -> Rect {
    Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }

  /// The raw origin and size multiplied by a scalar.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives ``/ZoetropeGraphics/Rect/zero``
  ///   with a warning.
  /// - Returns: The rectangle with every component multiplied by `factor`.
  public func scaled(by factor: Double) -> Rect {
    guard let factor = InterpolationMath.checkedFactor(factor) else {
      return .zero
    }
    return Rect(
      x: origin.x * factor, y: origin.y * factor,
      width: size.width * factor, height: size.height * factor)
  }

  /// The Euclidean distance between the raw components
  /// (x, y, width, height), in points.
  ///
  /// Two null rectangles are 0 apart; a null and a non-null rectangle are
  /// infinitely far apart.
  ///
  /// - Parameter other: The other rectangle.
  /// - Returns: The distance, in points.
  public func interpolationDistance(to other: Rect) -> Double {
    if isNull || other.isNull {
      return isNull && other.isNull ? 0 : .infinity
    }
    return InterpolationMath.norm(
      other.origin.x - origin.x, other.origin.y - origin.y,
      other.size.width - size.width, other.size.height - size.height)
  }
}
