import CSDL2

#if canImport(Glibc)
import Glibc
#endif

/// Precise sleeps on the monotonic clock (``SystemClock``'s timeline), for
/// the run loop's timers and the frame pacer.
enum MonotonicSleep {
  /// The timer slack the run loop asks for while it runs, in nanoseconds.
  ///
  /// Linux lets a sleep end up to the thread's timer slack late (50 µs by
  /// default) so that wakeups can be merged; a window's timers want their
  /// deadlines, so the run loop lowers it to 1 µs and restores it after.
  static let runLoopTimerSlack = 1_000

  /// Sleeps until `deadline`, never waking before it.
  ///
  /// Uses an absolute `clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME)`, so
  /// time spent before the call does not lengthen the sleep and a signal
  /// does not shorten it. A deadline in the past (or NaN, or infinite)
  /// returns at once.
  ///
  /// - Parameter deadline: Seconds on the monotonic clock.
  static func sleep(until deadline: Double) {
    guard let (seconds, nanoseconds) = timeParts(roundingUp: deadline) else { return }
    var time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
    while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
  }

  /// `deadline` as whole seconds and nanoseconds, rounded up to the next
  /// nanosecond so that a sleep to it cannot end before `deadline`.
  ///
  /// - Parameter deadline: Seconds on the monotonic clock.
  /// - Returns: The parts (nanoseconds in 0..<1,000,000,000), or nil when
  ///   `deadline` is NaN, infinite, negative or too large for a `timespec`.
  static func timeParts(roundingUp deadline: Double) -> (seconds: Int, nanoseconds: Int)? {
    guard deadline >= 0, deadline < 9.2e18 else { return nil }
    var seconds = deadline.rounded(.down)
    var nanoseconds = ((deadline - seconds) * 1e9).rounded(.up)
    // The product can round below the true fraction; step up until the
    // time it names is not before the deadline.
    while seconds + nanoseconds * 1e-9 < deadline { nanoseconds += 1 }
    if nanoseconds >= 1e9 {
      seconds += 1
      nanoseconds -= 1e9
    }
    return (Int(seconds), Int(nanoseconds))
  }

  /// Sets the calling thread's timer slack.
  ///
  /// - Parameter nanoseconds: The slack; 0 restores the thread's default.
  /// - Returns: The slack before the call, in nanoseconds, or nil if the
  ///   system does not support it.
  @discardableResult
  static func setTimerSlack(_ nanoseconds: Int) -> Int? {
    let previous = zoetrope_timer_slack()
    guard previous >= 0, zoetrope_set_timer_slack(UInt(max(nanoseconds, 0))) == 0 else {
      return nil
    }
    return previous
  }
}
