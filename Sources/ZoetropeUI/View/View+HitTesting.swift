import ZoetropeGraphics

// Which view receives a touch: UIKit's hit-testing rules on model values.
extension View {
  /// Whether the view can receive touches at all: visible, interactive and
  /// not running an animation that blocks interaction.
  var acceptsTouches: Bool {
    !isHidden && alpha >= 0.01 && isUserInteractionEnabled && interactionBlockingAnimations == 0
  }

  /// The default ``hitTest(_:with:)``: subviews front to back, then self.
  func defaultHitTest(_ point: Point, with event: Event?) -> View? {
    guard acceptsTouches, point.isFiniteValue else { return nil }
    let inside = self.point(inside: point, with: event)
    if clipsToBounds, !inside { return nil }
    for subview in subviews.reversed() {
      guard let local = subview.pointFromSuperview(point) else { continue }
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return inside ? self : nil
  }

  /// Converts a point from the superview's bounds coordinates to this
  /// view's, on model values.
  ///
  /// - Returns: The point, or `nil` when the view's transform cannot be
  ///   inverted (a zero scale): such a view covers no area and is not hit.
  func pointFromSuperview(_ point: Point) -> Point? {
    let rect = bounds.standardized
    let anchor = layer.anchorPoint
    let toSuperview = Transform(
      translationX: -(rect.minX + anchor.x * rect.width),
      y: -(rect.minY + anchor.y * rect.height)
    )
    .concatenating(transform)
    .concatenating(Transform(translationX: center.x, y: center.y))
    let determinant = toSuperview.determinant
    guard determinant != 0, determinant.isFinite else { return nil }
    let local = point.applying(toSuperview.inverted())
    return local.isFiniteValue ? local : nil
  }
}
