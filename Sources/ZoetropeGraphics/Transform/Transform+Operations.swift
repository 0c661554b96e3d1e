extension Transform {
  /// Whether this is exactly the identity transform.
  ///
  /// The comparison is exact, as `CGAffineTransformIsIdentity`; a rotation
  /// by 2π is not the identity because of rounding.
  public var isIdentity: Bool { self == .identity }

  /// The determinant of the linear part, `a·d - b·c`.
  ///
  /// Its magnitude is the factor by which areas scale; a negative value
  /// means the transform mirrors, and zero means it collapses the plane
  /// onto a line or a point (it is not invertible).
  public var determinant: Double { a * d - b * c }

  /// The transform that applies this one and then `other`, as
  /// `CGAffineTransform.concatenating(_:)`.
  ///
  /// In matrix terms this is `self × other` in the row-vector convention.
  ///
  /// - Parameter other: The transform to apply second.
  /// - Returns: A transform equivalent to applying `self`, then `other`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// This transform preceded by a translation, as
  /// `CGAffineTransform.translatedBy(x:y:)`.
  ///
  /// Equal to `Transform(translationX: tx, y: ty).concatenating(self)`: the
  /// translation happens in this transform's input space.
  ///
  /// - Parameters:
  ///   - tx: The horizontal offset, in points.
  ///   - ty: The vertical offset, in points.
  /// - Returns: The combined transform.
  public func translatedBy(x tx: Double, y ty: Double) -> Transform {
    Transform(translationX: tx, y: ty).concatenating(self)
  }

  /// This transform preceded by a scale, as
  /// `CGAffineTransform.scaledBy(x:y:)`.
  ///
  /// Equal to `Transform(scaleX: sx, y: sy).concatenating(self)`.
  ///
  /// - Parameters:
  ///   - sx: The horizontal scale factor.
  ///   - sy: The vertical scale factor.
  /// - Returns: The combined transform.
  public func scaledBy(x sx: Double, y sy: Double) -> Transform {
    Transform(scaleX: sx, y: sy).concatenating(self)
  }

  /// This transform preceded by a rotation, as
  /// `CGAffineTransform.rotated(by:)`.
  ///
  /// Equal to `Transform(rotationAngle: angle).concatenating(self)`.
  ///
  /// - Parameter angle: The rotation, in radians; positive turns +x towards
  ///   +y (clockwise on screen).
  /// - Returns: The combined transform.
  public func rotatedBy(_ angle: Double) -> Transform {
    Transform(rotationAngle: angle).concatenating(self)
  }

  /// Whether ``inverted()`` can invert this transform.
  ///
  /// True when every entry is finite, the determinant is not zero, and the
  /// inverse's entries are finite (a determinant so small that dividing by
  /// it overflows counts as singular).
  public var isInvertible: Bool { inverse != nil }

  /// The inverse transform, or this transform unchanged if it cannot be
  /// inverted, as `CGAffineTransformInvert` documents.
  ///
  /// `t.concatenating(t.inverted())` is the identity (up to rounding)
  /// whenever ``isInvertible`` is true. A singular transform (determinant
  /// zero) or one with a non-finite entry is returned as it is; check
  /// ``isInvertible`` to tell the cases apart.
  ///
  /// - Returns: The inverse, or `self` if there is none.
  public func inverted() -> Transform {
    inverse ?? self
  }

  /// The inverse, or nil for a singular or non-finite transform.
  private var inverse: Transform? {
    let det = determinant
    guard det != 0, det.isFinite, tx.isFinite, ty.isFinite else {
      return nil
    }
    let result = Transform(
      a: d / det,
      b: -b / det,
      c: -c / det,
      d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det
    )
    guard result.hasFiniteEntries else {
      return nil
    }
    return result
  }

  /// Whether all six entries are finite.
  var hasFiniteEntries: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
