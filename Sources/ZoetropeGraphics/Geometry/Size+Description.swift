// How a size prints: as `CGSize` does.
extension Size: CustomStringConvertible {
  /// The size as Core Graphics prints a `CGSize`: `(100.0, 50.0)`,
  /// width first.
  ///
  /// As for `CGSize`, `debugPrint` and collections print the same text;
  /// `dump` and `Mirror` still show ``width`` and ``height``.
  ///
  /// ```swift
  /// print(Size(width: 100, height: 50))  // (100.0, 50.0)
  /// ```
  public var description: String {
    "(\(width), \(height))"
  }
}
