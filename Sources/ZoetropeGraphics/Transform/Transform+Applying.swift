extension Point {
  /// The point moved by an affine transform, as `CGPoint.applying(_:)`.
  ///
  /// - Parameter transform: The transform to apply.
  /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ transform: Transform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty
    )
  }
}

extension Size {
  /// The size mapped by the linear part of a transform, as
  /// `CGSize.applying(_:)`.
  ///
  /// The translation is ignored, and the result may be negative (a size is
  /// treated as the vector from a rectangle's origin to its opposite corner).
  ///
  /// - Parameter transform: The transform whose linear part to apply.
  /// - Returns: `(a·width + c·height, b·width + d·height)`.
  public func applying(_ transform: Transform) -> Size {
    Size(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height
    )
  }
}

extension Rect {
  /// The bounding box of the rectangle's four corners after a transform,
  /// as `CGRect.applying(_:)`.
  ///
  /// The result is standardized. A rotated rectangle therefore grows to
  /// the axis-aligned box around it. ``Rect/null`` stays null and
  /// ``Rect/infinite`` stays infinite (its corners would overflow).
  ///
  /// - Parameter transform: The transform to apply.
  /// - Returns: The standardized bounding box of the transformed corners.
  public func applying(_ transform: Transform) -> Rect {
    if isNull || isInfinite {
      return self
    }
    let topLeft = Point(x: minX, y: minY).applying(transform)
    let topRight = Point(x: maxX, y: minY).applying(transform)
    let bottomLeft = Point(x: minX, y: maxY).applying(transform)
    let bottomRight = Point(x: maxX, y: maxY).applying(transform)
    let low = Point(
      x: min(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x),
      y: min(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y))
    let high = Point(
      x: max(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x),
      y: max(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y))
    return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
  }
}
