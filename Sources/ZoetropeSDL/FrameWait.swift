/// How the run loop waits between two animation frames: pure arithmetic,
/// so it can be tested without SDL or a clock.
///
/// Timers due before the next frame fire at their own deadlines, not at
/// the frame: the loop sleeps (absolute `clock_nanosleep`) until the
/// earlier of the next timer deadline and the frame's start, fires the
/// timers that are due (``Scheduler/fireTimers(upTo:)``, no frame), and
/// sleeps again. Neither wakes early; the frame starts late only by the
/// work of timers that were due before it. A timer due exactly at the
/// frame's start fires in the frame, at its deadline.
enum FrameWait: Equatable {
  /// Fire the timers due up to this time (now), then compute the next step.
  case fireTimers(upTo: Double)
  /// Sleep until this time on the monotonic clock (a timer deadline or the
  /// frame's start), then compute the next step.
  case sleep(until: Double)
  /// The frame's start has come (or passed): run it.
  case startFrame

  /// The most steps one wait takes before it starts the frame anyway.
  ///
  /// A guard against a clock or driver that never advances: a 0.1 ms timer
  /// (the shortest) under 60 Hz frames takes about 340.
  static let maximumSteps = 100_000

  /// The next step of a wait for the frame at `frameTime`.
  ///
  /// - Parameters:
  ///   - now: The time on the monotonic clock, in seconds.
  ///   - frameTime: When the next frame starts, on the same clock. NaN or
  ///     infinite starts the frame at once.
  ///   - timerDeadline: The next timer deadline, if any; NaN counts as none.
  /// - Returns: ``startFrame`` only when `now` is at or after `frameTime`;
  ///   ``fireTimers(upTo:)`` only when a deadline before `frameTime` is at
  ///   or before `now` (never early); otherwise a sleep until the earlier
  ///   of the deadline and `frameTime`.
  static func next(now: Double, frameTime: Double, timerDeadline: Double?) -> FrameWait {
    guard frameTime.isFinite, frameTime > now else { return .startFrame }
    if let timerDeadline, timerDeadline < frameTime {
      return timerDeadline <= now ? .fireTimers(upTo: now) : .sleep(until: timerDeadline)
    }
    return .sleep(until: frameTime)
  }

  /// Fires the timers that came due while the loop was busy, if any: the
  /// run loop calls it between computing a frame and presenting it, so a
  /// deadline that falls during a frame waits for half of it, not all.
  ///
  /// - Parameters:
  ///   - now: The time on the monotonic clock.
  ///   - timerDeadline: The next timer deadline, if any.
  ///   - fireTimers: Fires the timers due up to a time.
  /// - Returns: Whether timers were fired.
  @discardableResult
  static func fireDueTimers(
    now: Double, timerDeadline: Double?, fireTimers: (Double) -> Void
  ) -> Bool {
    guard let timerDeadline, timerDeadline <= now else { return false }
    fireTimers(now)
    return true
  }

  /// Waits for the frame at `frameTime`, firing the timers due before it.
  ///
  /// - Parameters:
  ///   - frameTime: When the next frame starts, on the monotonic clock.
  ///   - now: Reads the monotonic clock.
  ///   - timerDeadline: The next timer deadline, read after each step.
  ///   - fireTimers: Fires the timers due up to a time.
  ///   - sleep: Sleeps until a time, never waking before it.
  static func wait(
    until frameTime: Double,
    now: () -> Double,
    timerDeadline: () -> Double?,
    fireTimers: (Double) -> Void,
    sleep: (Double) -> Void
  ) {
    // A deadline that firing did not consume (a driver that refused) is
    // left to the frame, so the wait cannot spin on it.
    var unconsumed: Double?
    for _ in 0..<maximumSteps {
      var deadline = timerDeadline()
      if deadline != nil, deadline == unconsumed { deadline = nil }
      switch next(now: now(), frameTime: frameTime, timerDeadline: deadline) {
      case .startFrame:
        return
      case .fireTimers(let time):
        fireTimers(time)
        if let after = timerDeadline(), after == deadline { unconsumed = after }
      case .sleep(let time):
        sleep(time)
      }
    }
  }
}
