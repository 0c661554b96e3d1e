// How a rectangle prints: as `CGRect` does.
extension Rect: CustomStringConvertible {
  /// The rectangle as Core Graphics prints a `CGRect`:
  /// `(10.0, 10.0, 100.0, 100.0)`, that is x, y, width and height.
  ///
  /// Like `CGRect`'s, the numbers are the raw ``origin`` and ``size``,
  /// not the standardized ones, so a negative width prints as negative
  /// and ``null`` prints as `(inf, inf, 0.0, 0.0)`. As for `CGRect`,
  /// `debugPrint` and collections print the same text, and `dump` and
  /// `Mirror` still show ``origin`` and ``size``.
  ///
  /// ```swift
  /// print(Rect(x: 10, y: 10, width: 100, height: 100))  // (10.0, 10.0, 100.0, 100.0)
  /// ```
  public var description: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}
