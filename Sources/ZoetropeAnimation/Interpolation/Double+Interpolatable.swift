extension Double: Interpolatable {
  /// The number at `progress` from this one to `other`:
  /// `self + (other - self) * progress`, exact at 0 and 1.
  ///
  /// - Parameters:
  ///   - other: The value at progress 1.
  ///   - progress: How far along; values outside 0...1 extrapolate, and NaN
  ///     or infinite progress returns `self` with a warning.
  /// - Returns: The blended number.
  public func interpolated(to other: Double, progress: Double) -> Double {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    return InterpolationMath.lerp(self, other, progress)
  }

  /// The sum `self + other`.
  ///
  /// - Parameter other: The number to add.
  /// - Returns: `self + other`.
  public func adding(_ other: Double) -> Double {
    self + other
  }

  /// The difference `self - other`.
  ///
  /// - Parameter other: The number to subtract.
  /// - Returns: `self - other`.
  public func subtracting(_ other: Double) -> Double {
    self - other
  }

  /// The product `self * factor`.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives 0 with a
  ///   warning.
  /// - Returns: `self * factor`.
  public func scaled(by factor: Double) -> Double {
    guard let factor = InterpolationMath.checkedFactor(factor) else {
      return 0
    }
    return self * factor
  }

  /// The absolute difference `|other - self|`.
  ///
  /// - Parameter other: The other number.
  /// - Returns: `abs(other - self)`.
  public func interpolationDistance(to other: Double) -> Double {
    abs(other - self)
  }
}
