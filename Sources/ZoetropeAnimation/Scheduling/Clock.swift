/// A source of the current time on one monotonic timeline, in seconds.
///
/// Everything in Zoetrope reads time from a clock that is passed in, never from the
/// wall clock. ``SystemClock`` reads the operating system's monotonic clock (the
/// live host uses it); ``ManualClock`` only moves when told to (tests and the
/// recorder use it). A ``Scheduler`` owns one clock and advances the application to
/// the times it reads.
///
/// In a module that imports Zoetrope, `Clock` names this protocol and shadows the
/// standard library's `Clock`; write `Swift.Clock` for that one.
public protocol Clock: AnyObject, Sendable {
  /// The current time in seconds on this clock's timeline.
  ///
  /// Never decreases. The origin is arbitrary (boot time for ``SystemClock``, the
  /// starting value for ``ManualClock``); only differences are meaningful.
  var now: Double { get }
}
