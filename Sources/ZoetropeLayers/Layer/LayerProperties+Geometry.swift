import ZoetropeGraphics

// Pure geometry on a set of layer values, shared by the model layer and by
// presentation values computed at frame time.
extension LayerProperties {
  /// The anchor point in the layer's bounds coordinates, in points: the
  /// point of the (standardized) bounds that ``position`` places.
  ///
  /// Inlinable, like ``transformToSuperlayer``: the renderer reads it for
  /// every layer of a frame straight from the render layer's storage.
  @inlinable package var anchorPointInBounds: Point {
    let rect = bounds.standardized
    return Point(
      x: rect.minX + anchorPoint.x * rect.width,
      y: rect.minY + anchorPoint.y * rect.height)
  }

  /// The affine map from the layer's bounds coordinates to its superlayer's
  /// bounds coordinates.
  ///
  /// It moves the anchor point to the origin, applies ``transform`` (so the
  /// transform turns and scales about the anchor point), then moves the
  /// origin to ``position``:
  /// `p ↦ (p − bounds.origin − anchorPoint·bounds.size) · transform + position`.
  /// It may be singular or hold non-finite entries if the values do.
  @inlinable package var transformToSuperlayer: Transform {
    let anchor = anchorPointInBounds
    return Transform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(Transform(translationX: position.x, y: position.y))
  }

  /// The layer's frame: the bounding box, in the superlayer's bounds
  /// coordinates, of the bounds mapped by ``transformToSuperlayer``.
  ///
  /// `Rect.null` when the bounds are null or when a value is not finite.
  var frame: Rect {
    let rect = bounds.applying(transformToSuperlayer)
    guard rect.isFiniteRect else {
      return .null
    }
    return rect
  }

  /// The bounds size and position that make ``frame`` equal `frame` under
  /// the current ``transform`` and ``anchorPoint``, as UIKit and Core
  /// Animation set them.
  ///
  /// With a transform that keeps rectangles upright (a scale, a flip, a
  /// translation, or a quarter turn of those), the size is the frame's
  /// divided by the transform's scale along each side, so reading the frame
  /// back gives what was set: under a scale of (0.25, 0.75) a frame of
  /// 100 × 100 sets bounds of 400 × 133.3. Any other transform (a turn by
  /// another angle, a skew, a singular one) leaves the frame undefined, as
  /// Apple documents; the size is then the frame's and the position is
  /// placed as if the transform were the identity.
  ///
  /// - Parameter frame: A finite, standardized frame.
  /// - Returns: The bounds size and the position.
  package func boundsSizeAndPosition(forFrame frame: Rect) -> (size: Size, position: Point) {
    let t = transform
    // Entries this small next to the largest are rounding left by
    // `Transform(rotationAngle: .pi / 2)` and friends: treat them as 0.
    let largest = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let negligible = largest * 1e-12
    let isZero = { (value: Double) in abs(value) <= negligible }
    var size: Size?
    if isZero(t.b), isZero(t.c), !isZero(t.a), !isZero(t.d) {
      size = Size(width: frame.width / abs(t.a), height: frame.height / abs(t.d))
    } else if isZero(t.a), isZero(t.d), !isZero(t.b), !isZero(t.c) {
      // A quarter turn: the bounds' width becomes the frame's height.
      size = Size(width: frame.height / abs(t.b), height: frame.width / abs(t.c))
    }
    guard let size, size.width.isFinite, size.height.isFinite, t.tx.isFinite, t.ty.isFinite
    else {
      return (
        frame.size,
        Point(
          x: frame.minX + anchorPoint.x * frame.width,
          y: frame.minY + anchorPoint.y * frame.height)
      )
    }
    // The bounds about the anchor point, mapped by the transform; the
    // position moves that box onto the frame.
    let aboutAnchor = Rect(
      x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
      width: size.width, height: size.height
    ).applying(t)
    return (size, Point(x: frame.minX - aboutAnchor.minX, y: frame.minY - aboutAnchor.minY))
  }
}
