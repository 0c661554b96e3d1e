import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeUI

/// A live inspector a window draws over its app and sends the mouse to,
/// opened and closed with F12 (docs/INSPECTOR.md).
///
/// ZoetropeSDL knows inspectors only through this protocol; the
/// `Zoetrope` module gives every app's window ZoetropeHeadless's
/// `AnimationInspector` through it (``SDLHost/makeInspector``).
@MainActor
public protocol SDLWindowInspector: AnyObject {
  /// The app's frame with the inspector drawn over it.
  ///
  /// - Parameters:
  ///   - snapshot: The app's frame.
  ///   - size: The window's size in points.
  ///   - status: The window's time control in words (`0.25× · paused`).
  /// - Returns: The frame to draw.
  func overlay(_ snapshot: RenderSnapshot, size: Size, status: String) -> RenderSnapshot
  /// The panel alone, filling a window of its own beside the app's
  /// (`--inspector-window`), for the app's latest frame.
  ///
  /// - Parameters:
  ///   - snapshot: The app's frame.
  ///   - size: The panel window's size in points.
  ///   - scale: Its pixels per point.
  ///   - status: The window's time control in words.
  ///   - force: Whether to draw although nothing changed (the window was
  ///     exposed or resized).
  /// - Returns: The panel's pixels, or nil when they are those drawn last.
  func panelImage(
    for snapshot: RenderSnapshot, size: Size, scale: Double, status: String, force: Bool
  ) -> Image?
  /// A touch while the inspector is open.
  ///
  /// - Parameters:
  ///   - phase: The touch's phase.
  ///   - point: Where, in window points.
  /// - Returns: What the window does with it.
  func touch(_ phase: SDLInspectorTouchPhase, at point: Point) -> SDLInspectorRequest
  /// Shows the inspected animations at an application time while the
  /// app's time stands still at `now`.
  func scrub(to time: Double, atApplicationTime now: Double)
  /// Lets scrubbed animations run on from the playhead from `now`.
  func endScrub(atApplicationTime now: Double)
  /// Restarts the inspected group from its beginning at `now`.
  func replay(atApplicationTime now: Double)
  /// Adds the time a frame took (advance and draw) to the frame-time
  /// graph, in seconds.
  func recordFrameTime(_ seconds: Double)
}

/// The phase of a touch sent to an inspector.
public enum SDLInspectorTouchPhase: Hashable, Sendable {
  /// Pressed.
  case began
  /// Moved while pressed.
  case moved
  /// Released or cancelled.
  case ended
}

/// What a window does with a touch an inspector saw.
public enum SDLInspectorRequest: Hashable, Sendable {
  /// Deliver it to the app: it is not on the inspector.
  case pass
  /// Nothing more: the inspector took it.
  case handled
  /// Pause the app's time and scrub to this application time.
  case scrub(Double)
  /// Replay the inspected group and let time run.
  case replay
}
