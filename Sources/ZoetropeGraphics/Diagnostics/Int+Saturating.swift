extension Int {
  /// Converts a floating-point number to an integer without ever trapping:
  /// the value truncated toward zero, clamped to `Int.min...Int.max`, and 0
  /// for NaN.
  ///
  /// `Int(_:)` traps on NaN, ±∞ and anything outside the integer range, so
  /// code that converts a number that came from outside (a script, a file,
  /// an API argument) uses this instead, after bounding the value with the
  /// project's policy (an error or a clamp with a warning).
  ///
  /// ```swift
  /// Int(saturating: 1e300)  // Int.max
  /// Int(saturating: -2.7)   // -2
  /// Int(saturating: .nan)   // 0
  /// ```
  ///
  /// - Parameter value: The number to convert.
  package init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9_223_372_036_854_775_807.0 {
      self = .max
    } else if value <= -9_223_372_036_854_775_808.0 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
