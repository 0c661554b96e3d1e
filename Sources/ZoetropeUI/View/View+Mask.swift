import ZoetropeGraphics
import ZoetropeLayers

extension View {
  /// A view whose alpha masks this view (`UIView.mask`); `nil` by
  /// default.
  ///
  /// The mask view's layer becomes this view's layer's ``/ZoetropeLayers/Layer/mask``:
  /// where the mask view is opaque this view shows, where it is
  /// transparent this view is invisible. Place it with its `frame` in
  /// this view's bounds coordinates. It is not a subview; a view that has
  /// a superview is removed from it first, with a warning (UIKit does not
  /// say what happens). A mask view takes no touches.
  public var mask: View? {
    get { storedMask }
    set {
      guard newValue !== storedMask else { return }
      if let newValue, newValue.superview != nil {
        zoetropeWarning(
          "A view with a superview is set as a mask; it is removed from its superview")
        newValue.removeFromSuperview()
      }
      layer.mask = newValue?.layer
      // The layer refuses a cycle; the view follows what the layer took.
      guard layer.mask === newValue?.layer else { return }
      storedMask = newValue
    }
  }
}
