import ZoetropeGraphics

// Finiteness checks for values that come from app code, so NaN never
// reaches a layer.
extension Point {
  /// Whether both coordinates are finite.
  var isFiniteValue: Bool { x.isFinite && y.isFinite }
}

extension Rect {
  /// Whether origin and size are finite (and the rect is not null).
  var isFiniteValue: Bool {
    origin.isFiniteValue && size.width.isFinite && size.height.isFinite
  }
}

extension Size {
  /// Whether both dimensions are finite.
  var isFiniteValue: Bool { width.isFinite && height.isFinite }
}

extension Transform {
  /// Whether every entry is finite.
  var isFiniteValue: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
