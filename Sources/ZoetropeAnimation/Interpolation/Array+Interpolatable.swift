extension Array: Interpolatable where Element: Interpolatable {
  /// The array at `progress` from this one to `other`.
  ///
  /// Arrays of the same count blend element by element (colors in
  /// premultiplied space, as ``/ZoetropeGraphics/Color`` blends). Arrays of different counts
  /// cannot be blended, as in Core Animation: the result is `self` before
  /// progress 0.5 and `other` from 0.5 on.
  ///
  /// - Parameters:
  ///   - other: The array at progress 1.
  ///   - progress: How far along; values outside 0...1 extrapolate arrays
  ///     of one count, and NaN or infinite progress returns `self` with a
  ///     warning.
  /// - Returns: The blended array; exactly `self` at 0 and `other` at 1.
  public func interpolated(to other: [Element], progress: Double) -> [Element] {
    if let value = InterpolationMath.endpoint(self, other, progress: progress) {
      return value
    }
    guard count == other.count else {
      return progress < 0.5 ? self : other
    }
    return zip(self, other).map { $0.interpolated(to: $1, progress: progress) }
  }

  /// The empty array: adding it changes nothing.
  public static var zero: [Element] { [] }

  /// The element-wise sum of two arrays of one count; an empty array adds
  /// nothing, and an array of another count is ignored (`self`).
  ///
  /// - Parameter other: The array to add.
  /// - Returns: The sum.
  public func adding(_ other: [Element]) -> [Element] {
    if other.isEmpty { return self }
    if isEmpty { return other }
    guard count == other.count else { return self }
    return zip(self, other).map { $0.adding($1) }
  }

  /// The element-wise difference of two arrays of one count; subtracting
  /// an empty array changes nothing, and an array of another count gives
  /// `self`.
  ///
  /// - Parameter other: The array to subtract.
  /// - Returns: The difference.
  public func subtracting(_ other: [Element]) -> [Element] {
    if other.isEmpty { return self }
    guard count == other.count else { return self }
    return zip(self, other).map { $0.subtracting($1) }
  }

  /// Every element scaled by a factor.
  ///
  /// - Parameter factor: The multiplier; NaN or infinite gives the empty
  ///   array with a warning.
  /// - Returns: The scaled array (empty when `factor` is 0).
  public func scaled(by factor: Double) -> [Element] {
    guard let factor = InterpolationMath.checkedFactor(factor) else {
      return []
    }
    if factor == 0 { return [] }
    return map { $0.scaled(by: factor) }
  }

  /// The largest distance between corresponding elements of arrays of one
  /// count; between arrays of different counts, 1 (a jump).
  ///
  /// - Parameter other: The other array.
  /// - Returns: A non-negative distance, zero from an array to itself.
  public func interpolationDistance(to other: [Element]) -> Double {
    guard count == other.count else { return 1 }
    var distance = 0.0
    for (lhs, rhs) in zip(self, other) {
      let step = lhs.interpolationDistance(to: rhs)
      if step.isNaN { return .nan }
      distance = Swift.max(distance, step)
    }
    return distance
  }
}
