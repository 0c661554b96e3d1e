/// A set of touches delivered together: UIKit's `UIEvent`.
///
/// Each input from the host produces one event holding the touches that
/// changed; ``allTouches`` also lists the other fingers still down.
@MainActor
public final class Event {
  /// When the event happened, in seconds on the application clock.
  public let timestamp: Double

  /// Every touch down (or just ended) at the time of the event.
  public let allTouches: Set<Touch>?

  /// The touches whose phase changed in this event.
  public let touches: Set<Touch>

  init(timestamp: Double, touches: Set<Touch>, allTouches: Set<Touch>) {
    self.timestamp = timestamp
    self.touches = touches
    self.allTouches = allTouches
  }

  /// The event's touches delivered to a view.
  ///
  /// - Parameter view: The view.
  /// - Returns: The touches of ``allTouches`` whose ``Touch/view`` is `view`.
  public func touches(for view: View) -> Set<Touch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The event's touches in a window.
  ///
  /// - Parameter window: The window.
  /// - Returns: The touches of ``allTouches`` that began in `window`.
  public func touches(for window: Window) -> Set<Touch>? {
    allTouches?.filter { $0.window === window }
  }
}
