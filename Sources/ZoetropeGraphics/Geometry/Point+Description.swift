// How a point prints: as `CGPoint` does.
extension Point: CustomStringConvertible {
  /// The point as Core Graphics prints a `CGPoint`: `(10.0, 20.0)`.
  ///
  /// As for `CGPoint`, `debugPrint` and collections print the same text;
  /// `dump` and `Mirror` still show ``x`` and ``y``.
  ///
  /// ```swift
  /// print(Point(x: 10, y: 20))  // (10.0, 20.0)
  /// ```
  public var description: String {
    "(\(x), \(y))"
  }
}
