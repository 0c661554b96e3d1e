import ZoetropeGraphics

extension Size: Interpolatable {
  /// The size at `progress` from this one to `other`, each component
  /// blended linearly and exactly at 0 and 1.
  ///
  /// - Parameters:
  ///   - other: The size at progress 1.
  ///   - progress: How far along; values outside 0...1 extrapolate, and NaN
  ///     or infinite progress returns `self` with a warning.
  /// - Returns: The blended size.
  public func interpolated(to other: Size, progress: Double) -> Size {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    return Size(
      width: InterpolationMath.lerp(width, other.width, progress),
      height: InterpolationMath.lerp(height, other.height, progress))
  }

  /// The component-wise sum.
  ///
  /// - Parameter other: The size to add.
  /// - Returns: `(width + other.width, height + other.height)`.
  public func adding(_ other: Size) -> Size {
    Size(width: width + other.width, height: height + other.height)
  }

  /// The component-wise difference.
  ///
  /// - Parameter other: The size to subtract.
  /// - Returns: `(width - other.width, height - other.height)`.
  public func subtracting(_ other: Size) -> Size {
    Size(width: width - other.width, height: height - other.height)
  }

  /// Both components multiplied by a scalar.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives `.zero` with
  ///   a warning.
  /// - Returns: `(width * factor, height * factor)`.
  public func scaled(by factor: Double) -> Size {
    guard let factor = InterpolationMath.checkedFactor(factor) else {
      return .zero
    }
    return Size(width: width * factor, height: height * factor)
  }

  /// The Euclidean distance between the two sizes, in points.
  ///
  /// - Parameter other: The other size.
  /// - Returns: `hypot(other.width - width, other.height - height)`, without overflow.
  public func interpolationDistance(to other: Size) -> Double {
    InterpolationMath.norm(other.width - width, other.height - height)
  }
}
