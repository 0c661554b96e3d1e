/// How the run loop waits between two animation frames: pure arithmetic,
/// so it can be tested without SDL or a clock.
///
/// Timers due before the next frame fire at their own deadlines, not at
/// the frame: the loop sleeps (absolute `clock_nanosleep`) until the
/// earlier of the next timer deadline and the frame's start, fires the
/// timers that are due (``Scheduler/fireTimers(upTo:)``, no frame), and
/// sleeps again. Neither wakes early; the frame starts late only by the
/// work of timers that were due before it. A timer due exactly at the
/// frame's start fires in the frame, at its deadline. Within a frame, each
/// part waits for a gap between deadlines that holds it
/// (``nextBeforePart(now:duration:timerDeadline:limit:)``).
enum FrameWait: Equatable {
  /// Fire the timers due up to this time (now), then compute the next step.
  case fireTimers(upTo: Double)
  /// Sleep until this time on the monotonic clock (a timer deadline or the
  /// frame's start), then compute the next step.
  case sleep(until: Double)
  /// The frame's start has come (or passed): run it (or, before a part of
  /// a frame, run the part).
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

  /// The time, in seconds, a gap between now and the next timer deadline
  /// must hold beyond a part's expected duration for the part to start in
  /// it: room for a part that runs a little longer than expected.
  static let partMargin = 0.000_05

  /// The next step before a part of a frame (advancing the application,
  /// drawing, uploading, presenting) that is expected to take `duration`.
  ///
  /// A part is not interrupted, so a timer deadline that falls inside it
  /// waits for the whole part. Instead the part waits for a gap: it starts
  /// only when the next deadline is at least `duration` +
  /// ``partMargin`` away; otherwise the loop sleeps to the deadline, fires
  /// the timers, and asks again. The frame is delayed, not the timers;
  /// once `limit` has come the part starts in the gap it has (right after
  /// a fire, when it was waiting for one), so a part longer than every
  /// gap (or timers too dense for any) delays the frame only until
  /// `limit` and the next tick.
  ///
  /// - Parameters:
  ///   - now: The time on the monotonic clock, in seconds.
  ///   - duration: The part's expected duration (see ``FramePartTimes``);
  ///     NaN or negative counts as 0.
  ///   - timerDeadline: The next timer deadline, if any; NaN counts as none.
  ///   - limit: The time after which the part waits for no gap.
  /// - Returns: ``fireTimers(upTo:)`` only when the deadline is at or before
  ///   `now` (never early); ``startFrame`` (start the part) when the gap
  ///   holds it or `limit` has come and the deadline is more than
  ///   ``partMargin`` away; otherwise a sleep until the deadline.
  static func nextBeforePart(
    now: Double, duration: Double, timerDeadline: Double?, limit: Double
  ) -> FrameWait {
    guard let timerDeadline, !timerDeadline.isNaN else { return .startFrame }
    if timerDeadline <= now { return .fireTimers(upTo: now) }
    let duration = duration > 0 ? duration : 0
    let gap = timerDeadline - now
    if gap >= duration + partMargin || (now >= limit && gap > partMargin) {
      return .startFrame
    }
    return .sleep(until: timerDeadline)
  }

  /// Waits for a gap between timer deadlines that holds a part of a frame
  /// expected to take `duration`, firing the timers due meanwhile at their
  /// deadlines (``nextBeforePart(now:duration:timerDeadline:limit:)``).
  ///
  /// - Parameters:
  ///   - duration: The part's expected duration.
  ///   - limit: The time after which the part waits for no gap.
  ///   - now: Reads the monotonic clock.
  ///   - timerDeadline: The next timer deadline, read after each step.
  ///   - fireTimers: Fires the timers due up to a time.
  ///   - sleep: Sleeps until a time, never waking before it.
  static func waitForGap(
    duration: Double,
    limit: Double,
    now: () -> Double,
    timerDeadline: () -> Double?,
    fireTimers: (Double) -> Void,
    sleep: (Double) -> Void
  ) {
    run(
      deciding: { nextBeforePart(now: $0, duration: duration, timerDeadline: $1, limit: limit) },
      now: now, timerDeadline: timerDeadline, fireTimers: fireTimers, sleep: sleep)
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
    run(
      deciding: { next(now: $0, frameTime: frameTime, timerDeadline: $1) },
      now: now, timerDeadline: timerDeadline, fireTimers: fireTimers, sleep: sleep)
  }

  /// Carries out `deciding`'s decisions (from the time and the next
  /// deadline) until it starts the frame, or for ``maximumSteps`` steps.
  private static func run(
    deciding decide: (Double, Double?) -> FrameWait,
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
      switch decide(now(), deadline) {
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
