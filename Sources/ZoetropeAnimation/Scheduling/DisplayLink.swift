import ZoetropeGraphics

/// A callback run once per frame: Core Animation's `CADisplayLink`.
///
/// Create one with ``Scheduler/displayLink(handler:)``; it runs from the next frame
/// on, after the frame's timers, in creation order with other links, until
/// invalidated. In the callback, ``timestamp`` is the frame time (equal to
/// ``Scheduler/now``) and ``targetTimestamp`` the time the next callback is
/// expected: draw for `targetTimestamp`, and measure elapsed time from timestamps,
/// never by counting callbacks.
///
/// ```swift
/// let link = scheduler.displayLink { link in
///   let elapsed = link.timestamp - start
///   box.position.x = 100 * elapsed  // 100 points per second at any frame rate
/// }
/// link.preferredFramesPerSecond = 30
/// ```
///
/// Before its first callback, ``timestamp``, ``targetTimestamp`` and ``duration``
/// are 0. The scheduler keeps the link alive until it is invalidated; invalidating
/// releases the handler (and whatever it captured).
@MainActor
public final class DisplayLink {
  /// The frame time of the last callback, in seconds; 0 before the first.
  public internal(set) var timestamp: Double = 0

  /// When the next callback is expected, in seconds; 0 before the first callback.
  ///
  /// `timestamp + duration` when the link runs every frame. When
  /// ``preferredFramesPerSecond`` throttles it, the time of the frame in which it
  /// will run next, assuming frames keep arriving every ``duration`` seconds.
  public internal(set) var targetTimestamp: Double = 0

  /// The time between display frames in seconds (the scheduler's
  /// ``Scheduler/frameInterval`` at the last callback); 0 before the first.
  public internal(set) var duration: Double = 0

  /// Whether callbacks are suspended; default false.
  ///
  /// A paused link keeps its timestamps; when resumed it runs from the next frame,
  /// and its ``preferredFramesPerSecond`` grid restarts there.
  public var isPaused = false {
    didSet {
      if isPaused != oldValue {
        resetThrottle()
      }
    }
  }

  /// The callback rate the link asks for, in frames per second; 0 (the default)
  /// runs every frame.
  ///
  /// When lower than the display rate (`1 / frameInterval`), callbacks are
  /// throttled to a fixed grid of `1 / preferredFramesPerSecond` seconds that starts
  /// at the first callback after the rate was set: a frame runs the link when it is
  /// at or past the next grid point (minus a quarter of a frame, to absorb timing
  /// jitter). So 30 on a 60 Hz display runs every other frame, and 24 on 60 Hz
  /// alternates gaps of 3 and 2 frames. After a stall that skips a whole grid
  /// interval, the link runs in the late frame and the grid restarts there. Rates at
  /// or above the display rate run every frame. A negative value is replaced by 0
  /// with a warning.
  public var preferredFramesPerSecond: Int = 0 {
    didSet {
      if preferredFramesPerSecond < 0 {
        zoetropeWarning(
          "DisplayLink preferredFramesPerSecond \(preferredFramesPerSecond) is negative; using 0")
        preferredFramesPerSecond = 0
      }
      resetThrottle()
    }
  }

  /// Whether the link still runs: false after ``invalidate()``.
  var isValid = true

  /// The callback; released when the link is invalidated.
  var handler: (@MainActor (DisplayLink) -> Void)?

  /// The scheduler that runs the link.
  weak var scheduler: Scheduler?

  /// The first callback time of the current throttle grid, if throttled.
  var throttleStart: Double?

  /// The next throttle grid point; the link runs when a frame reaches it.
  var nextGridPoint: Double?

  /// Creates a link run by `scheduler`; see ``Scheduler/displayLink(handler:)``.
  init(scheduler: Scheduler, handler: @escaping @MainActor (DisplayLink) -> Void) {
    self.scheduler = scheduler
    self.handler = handler
  }

  /// Stops the link for good and releases its handler.
  ///
  /// Safe to call at any time, including from its own callback, and more than once.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    handler = nil
    scheduler?.remove(self)
  }
}
