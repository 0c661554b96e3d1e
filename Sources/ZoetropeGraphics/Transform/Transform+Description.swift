// How a transform prints: as `CGAffineTransform` does.
extension Transform: CustomStringConvertible {
  /// The transform the way Swift prints a `CGAffineTransform`, with this
  /// type's name: `Transform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
  ///
  /// The six entries in `CGAffineTransform`'s order and labels, so a
  /// printed transform reads like one printed on iOS and pastes back as
  /// code that makes it.
  ///
  /// ```swift
  /// print(Transform(translationX: 5, y: 0))
  /// // Transform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 5.0, ty: 0.0)
  /// ```
  public var description: String {
    "Transform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}
