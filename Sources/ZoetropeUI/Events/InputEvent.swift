import ZoetropeGraphics

/// Raw input from a host, in window points: what a host queues with
/// ``Application/enqueue(_:)``.
///
/// ```swift
/// app.enqueue(InputEvent(kind: .touchBegan, touchID: 0, location: Point(x: 40, y: 60),
///                        timestamp: 1.25))
/// ```
public struct InputEvent: Sendable, Hashable {
  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// A finger or the mouse button went down.
    case touchBegan
    /// A finger or the pressed mouse moved.
    case touchMoved
    /// A finger or the mouse button lifted.
    case touchEnded
    /// The host cancelled the touch (focus lost, window closed).
    case touchCancelled
  }

  /// What happened.
  public var kind: Kind
  /// Which finger: 0 for the mouse, otherwise the host's finger identifier.
  public var touchID: Int
  /// Where, in the key window's coordinates, in points.
  public var location: Point
  /// When, in seconds on the application clock.
  public var timestamp: Double

  /// Creates an input event.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - touchID: Which finger; 0 for the mouse.
  ///   - location: Where, in window points.
  ///   - timestamp: When, in seconds on the application clock.
  public init(kind: Kind, touchID: Int = 0, location: Point, timestamp: Double) {
    self.kind = kind
    self.touchID = touchID
    self.location = location
    self.timestamp = timestamp
  }
}
