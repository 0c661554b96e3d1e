import ZoetropeGraphics

// Pure geometry on a set of layer values, shared by the model layer and by
// presentation values computed at frame time.
extension LayerProperties {
  /// The anchor point in the layer's bounds coordinates, in points: the
  /// point of the (standardized) bounds that ``position`` places.
  package var anchorPointInBounds: Point {
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
  package var transformToSuperlayer: Transform {
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
}
