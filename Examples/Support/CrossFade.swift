import Zoetrope

/// Changes a view without moving it on screen, for
/// ``Accessibility/isReduceMotionEnabled``.
///
/// A copy of the view as it was
/// fades out in place while the view, already changed (moved, turned,
/// resized), fades in. What a UIKit app does with a cross-dissolve
/// transition when the user asks for less motion.
///
/// ```swift
/// if Accessibility.isReduceMotionEnabled {
///   let ghost = View()
///   ghost.backgroundColor = box.backgroundColor
///   CrossFade.change(box, ghost: ghost, duration: 0.5) { box.center = target }
/// } else {
///   View.animate(withDuration: 2) { box.center = target }
/// }
/// ```
@MainActor
public enum CrossFade {
  /// Makes `changes` to a view at once and cross-fades from how it looked
  /// before to how it looks after, over `duration` seconds.
  ///
  /// `ghost` stands in for the view as it was: it gets the view's bounds,
  /// centre, transform and opacity, goes just above it in its superview,
  /// fades out and is removed at the end. The view's opacity goes to 0
  /// without animation, then back to what it was, in step with the ghost.
  /// A view with no superview just changes (the completion runs at once).
  ///
  /// - Parameters:
  ///   - view: The view to change.
  ///   - ghost: A view that looks like `view` (the same colour or image).
  ///   - duration: The cross-fade's length, in seconds.
  ///   - options: The fade's options (its curve); ease-in-out by default.
  ///   - changes: The changes, made without animation.
  ///   - completion: Called when the fade stops, with whether it finished.
  public static func change(
    _ view: View, ghost: View, duration: Double, options: AnimationOptions = .curveEaseInOut,
    _ changes: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard let superview = view.superview else {
      changes()
      completion?(true)
      return
    }
    let alpha = view.alpha
    View.performWithoutAnimation {
      ghost.bounds = view.bounds
      ghost.center = view.center
      ghost.transform = view.transform
      ghost.alpha = alpha
      ghost.isUserInteractionEnabled = false
      superview.insertSubview(ghost, aboveSubview: view)
      changes()
      view.alpha = 0
    }
    View.animate(
      withDuration: duration, options: options,
      animations: {
        ghost.alpha = 0
        view.alpha = alpha
      },
      completion: { finished in
        ghost.removeFromSuperview()
        completion?(finished)
      })
  }
}
