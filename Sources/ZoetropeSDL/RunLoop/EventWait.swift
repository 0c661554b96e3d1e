/// How the idle run loop waits for its next deadline: pure arithmetic, so
/// it can be tested without SDL or a clock.
///
/// SDL waits for events in whole milliseconds (`SDL_WaitEventTimeout`, a
/// `poll` underneath), which alone would wake a timer up to a millisecond
/// late. So the wait has two parts: while more than ``finalStretch`` is
/// left, wait for events with a timeout that ends at least ``finalStretch``
/// before the deadline (rounded down to whole milliseconds, so a late
/// `poll` still ends before the deadline); then sleep the rest with an
/// absolute `clock_nanosleep` to the deadline itself, which never wakes
/// early. Events that arrive during that last stretch wait at most
/// ``finalStretch`` plus a millisecond; events already queued are handled
/// first, without sleeping.
enum EventWait: Equatable {
  /// Events are queued: handle them now.
  case handleEvents
  /// Wait for an event for at most this many milliseconds (at least 1), or
  /// without a time limit when nil; then compute the next step again.
  case waitForEvents(milliseconds: Int32?)
  /// Sleep without watching events until this time on the monotonic clock
  /// (the deadline itself).
  case sleep(until: Double)
  /// The deadline has come (or passed): run the frame.
  case deadlineReached

  /// The time, in seconds, slept without watching events before a
  /// deadline: long enough to cover a late `poll` wakeup on a busy
  /// machine, short enough that input is not noticeably delayed.
  static let finalStretch = 0.002

  /// The next step of a wait for `deadline`.
  ///
  /// - Parameters:
  ///   - now: The time on the monotonic clock, in seconds.
  ///   - deadline: The next timer or frame deadline on the same clock;
  ///     nil (or NaN, or +infinity) waits for events only. A deadline at or
  ///     before `now` has been reached.
  ///   - eventsPending: Whether SDL already holds an event.
  ///   - finalStretch: Seconds slept with `clock_nanosleep` before the
  ///     deadline; negative or NaN counts as 0.
  /// - Returns: What to do next. ``deadlineReached`` only when `now` is at or
  ///   after `deadline` (never early); a ``waitForEvents(milliseconds:)``
  ///   timeout ends at least `finalStretch` before the deadline.
  static func next(
    now: Double, deadline: Double?, eventsPending: Bool, finalStretch: Double = finalStretch
  ) -> EventWait {
    if eventsPending { return .handleEvents }
    guard let deadline, deadline < .infinity else { return .waitForEvents(milliseconds: nil) }
    if now >= deadline { return .deadlineReached }
    let stretch = finalStretch > 0 ? finalStretch : 0
    let milliseconds = ((deadline - now - stretch) * 1000).rounded(.down)
    guard milliseconds >= 1 else { return .sleep(until: deadline) }
    return .waitForEvents(milliseconds: Int32(min(milliseconds, Double(Int32.max))))
  }
}
