import Zoetrope

/// A view that takes touches where it is on screen, even while it moves.
///
/// UIKit (and Zoetrope) hit-test a view where its animations take it: a
/// card flying off to the right is "already" off screen, and a finger on
/// the card as drawn misses it. Views you mean to catch mid-flight test
/// their presentation layer's frame instead, as iOS apps do by overriding
/// `hitTest(_:with:)`. Subviews are decoration here: the view itself is
/// hit, so its gesture recognizers get the touch.
public final class OnScreenView: View {
  /// The view itself when the point, in the view's (model) coordinates,
  /// lies in the frame it has on screen now; otherwise `nil`.
  ///
  /// - Parameters:
  ///   - point: A point in the view's coordinates.
  ///   - event: The event being delivered, if any.
  /// - Returns: The view, or `nil`.
  public override func hitTest(_ point: Point, with event: Event?) -> View? {
    guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
    // Back to the superview's coordinates through the model geometry …
    let inSuperview = Point(
      x: center.x + point.x - bounds.midX, y: center.y + point.y - bounds.midY)
    // … and into the frame the view has on screen.
    let onScreen = layer.presentation()
    let halfWidth = onScreen.bounds.width / 2
    let halfHeight = onScreen.bounds.height / 2
    let isOnScreen =
      abs(inSuperview.x - onScreen.position.x) <= halfWidth
      && abs(inSuperview.y - onScreen.position.y) <= halfHeight
    return isOnScreen ? self : nil
  }
}
