import ZoetropeGraphics

/// One finger (or the mouse) on the screen: UIKit's `UITouch`.
///
/// A touch belongs to the view that was hit-tested when it began and stays
/// with that view until it ends, even when it moves outside it, as in UIKit.
/// Locations are kept in window coordinates and converted on request.
///
/// Touches compare by identity: the same object is updated through each
/// phase of one finger's life.
@MainActor
public final class Touch {
  /// The stage of the touch's life.
  public internal(set) var phase: TouchPhase

  /// When the touch last changed, in seconds on the application clock.
  public internal(set) var timestamp: Double

  /// How many times the finger tapped in quick succession at this spot:
  /// 1 for a single tap, 2 for a double tap, and so on.
  ///
  /// A tap counts as consecutive when it begins within 0.35 s of the end of
  /// the previous tap and within 10 points of where that one ended.
  public internal(set) var tapCount: Int

  /// The view the touch was delivered to: the hit-tested view when it began.
  public internal(set) weak var view: View?

  /// The window the touch began in.
  public internal(set) weak var window: Window?

  /// The identifier the host gave the touch (0 for the mouse).
  public let touchID: Int

  /// The current location in window coordinates, in points.
  var locationInWindow: Point

  /// The previous location in window coordinates, in points.
  var previousLocationInWindow: Point

  /// Whether the view gets the touch; `false` for a second finger on a
  /// view without ``View/isMultipleTouchEnabled``, which only gesture
  /// recognizers see.
  var deliversToView = true

  init(touchID: Int, location: Point, timestamp: Double, window: Window?, tapCount: Int) {
    self.touchID = touchID
    self.phase = .began
    self.timestamp = timestamp
    self.tapCount = tapCount
    self.window = window
    locationInWindow = location
    previousLocationInWindow = location
  }

  /// The touch's current location in a view's coordinates.
  ///
  /// - Parameter view: The view whose bounds coordinates to use, or `nil`
  ///   for window coordinates.
  /// - Returns: The location in points.
  public func location(in view: View?) -> Point {
    convert(locationInWindow, to: view)
  }

  /// The touch's location at the previous event, in a view's coordinates.
  ///
  /// - Parameter view: The view whose bounds coordinates to use, or `nil`
  ///   for window coordinates.
  /// - Returns: The previous location in points (the current one for a
  ///   touch that just began).
  public func previousLocation(in view: View?) -> Point {
    convert(previousLocationInWindow, to: view)
  }

  private func convert(_ point: Point, to view: View?) -> Point {
    guard let view else { return point }
    return view.convert(point, from: window)
  }
}

extension Touch: Hashable {
  /// Whether two references are the same touch.
  ///
  /// - Parameters:
  ///   - lhs: A touch.
  ///   - rhs: Another touch.
  /// - Returns: `true` for the same object.
  public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool {
    lhs === rhs
  }

  /// Hashes the touch's identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
