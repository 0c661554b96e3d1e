/// An object told when a `beginAnimations`/`commitAnimations` block starts
/// and stops: the delegate of UIKit's old animation API.
///
/// UIKit calls the delegate's methods named by selectors set with
/// `setAnimationWillStart(_:)` and `setAnimationDidStop(_:)`, and nothing
/// without them. Swift has no selectors: the delegate implements these
/// methods, and ``View/setAnimationWillStart(_:)`` and
/// `View.setAnimationDidStop(.animationDidStop)` name them
/// (``ViewAnimationSelector``); or pass a closure to
/// `View.setAnimationDidStop { … }`. Both methods have empty defaults.
///
/// ```swift
/// final class BoxController: ViewController, ViewAnimationDelegate {
///   func move() {
///     View.beginAnimations("move", context: nil)
///     View.setAnimationDelegate(self)
///     View.setAnimationDidStop(.animationDidStop)  // else it is not called
///     box.center = Point(x: 100, y: 100)
///     View.commitAnimations()
///   }
///
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

/// A method of ``ViewAnimationDelegate`` named for a `beginAnimations`
/// block to call: the Swift form of the selectors UIKit's
/// `setAnimationWillStart(_:)` and `setAnimationDidStop(_:)` take.
public enum ViewAnimationSelector: Sendable, Hashable {
  /// ``ViewAnimationDelegate/animationWillStart(_:context:)``, for
  /// ``View/setAnimationWillStart(_:)``.
  case animationWillStart
  /// ``ViewAnimationDelegate/animationDidStop(_:finished:context:)``,
  /// for `View.setAnimationDidStop(.animationDidStop)`.
  case animationDidStop
}
