/// The stage of a touch's life: UIKit's `UITouch.Phase`.
public enum TouchPhase: Sendable, Hashable, CaseIterable {
  /// The finger (or mouse button) went down.
  case began
  /// The touch moved.
  case moved
  /// The touch is down but did not move since the last event.
  case stationary
  /// The finger lifted.
  case ended
  /// The system cancelled the touch.
  case cancelled
}
