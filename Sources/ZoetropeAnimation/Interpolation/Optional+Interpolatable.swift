extension Optional: Interpolatable where Wrapped: Interpolatable {
  /// The value at `progress` from this one to `other`.
  ///
  /// Two values blend as their wrapped type does (paths point by point,
  /// for a layer's ``LayerProperties/shadowPath``); `nil` cannot be
  /// blended with a value, as in Core Animation: the result is `self`
  /// before progress 0.5 and `other` from 0.5 on.
  ///
  /// - Parameters:
  ///   - other: The value at progress 1.
  ///   - progress: How far along; NaN or infinite progress returns `self`
  ///     with a warning.
  /// - Returns: The blended value; exactly `self` at 0 and `other` at 1.
  public func interpolated(to other: Wrapped?, progress: Double) -> Wrapped? {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    guard let from = self, let to = other else {
      return progress < 0.5 ? self : other
    }
    return from.interpolated(to: to, progress: progress)
  }

  /// `nil`: adding it changes nothing.
  public static var zero: Wrapped? { nil }

  /// The sum of two values; `nil` adds nothing.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: The sum.
  public func adding(_ other: Wrapped?) -> Wrapped? {
    guard let other else { return self }
    guard let self else { return other }
    return self.adding(other)
  }

  /// The difference of two values; subtracting `nil` changes nothing, and
  /// `nil` minus a value is `nil` (the laws of ``Interpolatable`` hold
  /// only between two values).
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: The difference.
  public func subtracting(_ other: Wrapped?) -> Wrapped? {
    guard let other else { return self }
    guard let self else { return nil }
    return self.subtracting(other)
  }

  /// The wrapped value scaled by a factor; `nil` stays `nil`, and a
  /// factor of 0 gives `nil`.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives `nil` with a
  ///   warning.
  /// - Returns: The scaled value.
  public func scaled(by factor: Double) -> Wrapped? {
    guard let factor = InterpolationMath.checkedFactor(factor) else { return nil }
    guard factor != 0, let self else { return nil }
    return self.scaled(by: factor)
  }

  /// The wrapped values' distance; 0 between two `nil`s, and 1 (a jump)
  /// between `nil` and a value.
  ///
  /// - Parameter other: The other value.
  /// - Returns: A non-negative distance, zero from a value to itself.
  public func interpolationDistance(to other: Wrapped?) -> Double {
    switch (self, other) {
    case (nil, nil): return 0
    case (let from?, let to?): return from.interpolationDistance(to: to)
    default: return 1
    }
  }
}
