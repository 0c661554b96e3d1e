import ZoetropeGraphics

/// Whether a value of one of Zoetrope's numeric types holds only finite
/// numbers.
///
/// Checks `Double`, `Point`, `Size`, `Vector`, `Rect`, `Color` and
/// `Transform` (and optionals of them); every other type (`Bool`, `Image`,
/// ``ContentsGravity``, a user's own `Interpolatable` type) counts as
/// finite. `Rect.null`, whose origin is infinite, is not finite.
///
/// - Parameter value: The value to check.
/// - Returns: `false` if a component is NaN or infinite.
func isFiniteValue(_ value: Any) -> Bool {
  switch value {
  case let number as Double:
    number.isFinite
  case let point as Point:
    point.x.isFinite && point.y.isFinite
  case let size as Size:
    size.width.isFinite && size.height.isFinite
  case let vector as Vector:
    vector.dx.isFinite && vector.dy.isFinite
  case let rect as Rect:
    isFiniteValue(rect.origin) && isFiniteValue(rect.size)
  case let color as Color:
    [color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite)
  case let transform as Transform:
    [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
      .allSatisfy(\.isFinite)
  default:
    true
  }
}
