/// An object told when a `beginAnimations`/`commitAnimations` block starts
/// and stops: the delegate of UIKit's old animation API.
///
/// UIKit calls selectors set with `setAnimationWillStart(_:)` and
/// `setAnimationDidStop(_:)`; Swift has no selectors, so the delegate
/// implements these methods instead (or pass a closure to
/// ``View/setAnimationDidStop(_:)``). Both have empty defaults.
///
/// ```swift
/// final class BoxController: ViewController, ViewAnimationDelegate {
///   func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {
///     print(animationID ?? "-", "stopped, finished:", finished)
///   }
/// }
/// ```
@MainActor
public protocol ViewAnimationDelegate: AnyObject {
  /// Called when the block is committed and its animations are about to start.
  ///
  /// - Parameters:
  ///   - animationID: The identifier given to `beginAnimations`.
  ///   - context: The context given to `beginAnimations`.
  func animationWillStart(_ animationID: String?, context: Any?)

  /// Called once every animation of the block stopped, after the frame
  /// showing the end is rendered.
  ///
  /// - Parameters:
  ///   - animationID: The identifier given to `beginAnimations`.
  ///   - finished: `true` when every animation ran to its end, `false` when
  ///     one was interrupted or removed.
  ///   - context: The context given to `beginAnimations`.
  func animationDidStop(_ animationID: String?, finished: Bool, context: Any?)
}

extension ViewAnimationDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - animationID: The identifier given to `beginAnimations`.
  ///   - context: The context given to `beginAnimations`.
  public func animationWillStart(_ animationID: String?, context: Any?) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - animationID: The identifier given to `beginAnimations`.
  ///   - finished: Whether every animation ran to its end.
  ///   - context: The context given to `beginAnimations`.
  public func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {}
}
