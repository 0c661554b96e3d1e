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
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return inside ? self : nil
  }
}
