import ZoetropeGraphics

// Finiteness checks the layer geometry uses to avoid NaN results.
extension Transform {
  /// Whether all six entries are finite.
  var isFiniteTransform: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The inverse, or `nil` when the transform is singular or the inverse
  /// would not be finite.
  var checkedInverse: Transform? {
    guard isFiniteTransform, isInvertible else {
      return nil
    }
    let inverse = inverted()
    return inverse.isFiniteTransform ? inverse : nil
  }
}

extension Point {
  /// Whether both coordinates are finite.
  var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension Rect {
  /// Whether the origin and the size are finite (so not null).
  var isFiniteRect: Bool {
    origin.isFinitePoint && size.width.isFinite && size.height.isFinite
  }
}
