import ZoetropeAnimation
import ZoetropeGraphics

/// Paces animation frames at the display's rate, never by spinning.
///
/// When the renderer waits for vertical sync, presenting a frame is the
/// wait. Otherwise, or when a frame presented nothing (or vsync returned
/// at once, as some drivers do), the pacer sleeps with an absolute
/// `clock_nanosleep` until the next deadline: one interval after the
/// previous frame. A frame that is late by more than an interval starts
/// the schedule again from now rather than rushing to catch up.
struct FramePacer {
  /// Seconds between frames: 1 / the display's refresh rate.
  let interval: Double
  /// Whether presenting waits for vertical sync.
  let hasVSync: Bool
  /// When the previous frame started, on the system clock.
  private(set) var lastTick: Double = -.infinity

  init(refreshRate: Double, hasVSync: Bool) {
    let rate = refreshRate.isFinite && refreshRate >= 1 ? refreshRate : 60
    interval = 1 / rate
    self.hasVSync = hasVSync
  }

  /// Waits, if needed, until the next frame is due.
  ///
  /// - Parameters:
  ///   - presented: Whether this frame presented to the window.
  ///   - clock: The host's system clock.
  mutating func waitForNextFrame(presented: Bool, clock: SystemClock) {
    let now = clock.now
    if presented, hasVSync, now - lastTick >= interval * 0.5 {
      lastTick = now
      return
    }
    let deadline = lastTick + interval
    guard deadline > now else {
      lastTick = now
      return
    }
    Self.sleep(until: deadline)
    lastTick = deadline
  }

  /// Forgets the schedule (after the host was idle).
  mutating func reset() {
    lastTick = -.infinity
  }

  /// Sleeps until a time on the monotonic clock (SystemClock's timeline).
  static func sleep(until deadline: Double) {
    MonotonicSleep.sleep(until: deadline)
  }
}
