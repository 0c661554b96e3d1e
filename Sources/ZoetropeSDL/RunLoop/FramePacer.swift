/// Paces animation frames at the display's rate, never by spinning.
///
/// When the renderer waits for vertical sync (only when
/// `SDL_RENDER_VSYNC=1` asks for it; see ``SDLRunLoop``), presenting a
/// frame is the wait. Otherwise, or when a frame presented nothing (or
/// vsync returned at once, as some drivers do), the next frame starts one
/// interval after the previous one; the run loop sleeps until then with an absolute
/// `clock_nanosleep`, waking on the way for timers due before it
/// (``FrameWait``). A frame that is late by more than an interval starts
/// the schedule again from now rather than rushing to catch up.
///
/// The pacer is pure arithmetic on the times it is given, so it is tested
/// on a simulated clock.
struct FramePacer {
  /// Seconds between frames: 1 / the display's refresh rate.
  let interval: Double
  /// Whether presenting waits for vertical sync.
  let hasVSync: Bool
  /// When the previous frame was due (or started, if late), on the system
  /// clock.
  private(set) var lastTick: Double = -.infinity

  init(refreshRate: Double, hasVSync: Bool) {
    let rate = refreshRate.isFinite && refreshRate >= 1 ? refreshRate : 60
    interval = 1 / rate
    self.hasVSync = hasVSync
  }

  /// When the next frame starts, and the schedule moved to it.
  ///
  /// The next frame is due one interval after the previous one was due, so
  /// a frame that starts a little late (a timer's work, a late wakeup) does
  /// not push the later ones back; a time at or before `now` means at once.
  ///
  /// - Parameters:
  ///   - presented: Whether this frame presented to the window.
  ///   - now: The time on the system clock, after the frame.
  /// - Returns: The next frame's start time on the system clock.
  mutating func nextFrameTime(presented: Bool, now: Double) -> Double {
    if presented, hasVSync, now - lastTick >= interval * 0.5 {
      lastTick = now
      return now
    }
    let deadline = lastTick + interval
    guard deadline > now else {
      lastTick = now
      return now
    }
    lastTick = deadline
    return deadline
  }

  /// Forgets the schedule (after the host was idle).
  mutating func reset() {
    lastTick = -.infinity
  }
}
