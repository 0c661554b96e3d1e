/// An object that can respond to touches and pass them along the responder
/// chain: UIKit's `UIResponder`.
///
/// The chain runs from a view to its superview, up to the view controller
/// whose view it is, to that controller's superview's chain, to the window
/// and finally to the ``Application``. Each touch method's default
/// implementation forwards the call to ``next``, so a subclass overrides only
/// what it handles (and may call `super` to pass the event on):
///
/// ```swift
/// final class Canvas: View {
///   override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
///     guard let touch = touches.first else { return }
///     print("tapped at", touch.location(in: self))
///   }
/// }
/// ```
@MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain, or `nil` at its end.
  ///
  /// A view's is its view controller (when it is a controller's view) or else
  /// its superview; a window's is the application; the base class returns `nil`.
  open var next: Responder? { nil }

  /// Tells the responder that fingers (or the mouse button) went down.
  ///
  /// The default passes the call to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that began, in phase ``TouchPhase/began``.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that touches moved.
  ///
  /// The default passes the call to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved, in phase ``TouchPhase/moved``.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that touches lifted.
  ///
  /// The default passes the call to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended, in phase ``TouchPhase/ended``.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that the system cancelled touches (the window
  /// went away, the host lost focus, a new touch reused the identifier).
  ///
  /// The default passes the call to ``next``.
  ///
  /// - Parameters:
  ///   - touches: The cancelled touches, in phase ``TouchPhase/cancelled``.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }
}
