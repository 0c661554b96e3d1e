import ZoetropeGraphics

/// A timer that runs a block at a deadline, once or repeatedly: Foundation's
/// `Timer`, driven by a ``Scheduler`` instead of a run loop.
///
/// The name differs from Foundation's so files importing both compile unqualified.
/// Create and schedule one with
/// ``Scheduler/scheduledTimer(withTimeInterval:repeats:block:)``, or create one with
/// ``init(timeInterval:repeats:block:)`` and schedule it later with
/// ``Scheduler/add(_:)``. Its first deadline is the scheduler's ``Scheduler/now``
/// when it is scheduled plus ``timeInterval``; a repeating timer's later deadlines
/// are `first + n × timeInterval`, computed from the schedule rather than from
/// when it fired, so it never drifts.
///
/// ```swift
/// let timer = scheduler.scheduledTimer(withTimeInterval: 1.0 / 30, repeats: true) { _ in
///   ball.center.x += 12
/// }
/// // later
/// timer.invalidate()
/// ```
///
/// The scheduler keeps a scheduled timer alive until it is invalidated; invalidating
/// releases the block (and whatever it captured).
@MainActor
public final class ScheduledTimer {
  /// The shortest interval a timer accepts, in seconds: 0.1 ms, like Foundation.
  public static let minimumInterval = 0.0001

  /// The time between deadlines in seconds; at least ``minimumInterval``.
  ///
  /// As in Foundation, an interval of 0 or less is replaced by 0.1 ms; so is any
  /// positive interval below 0.1 ms. NaN and negative intervals also log a warning.
  /// An infinite interval is accepted: the timer then never fires on its own, only
  /// through ``fire()``.
  public let timeInterval: Double

  /// Whether the timer fires again every ``timeInterval`` seconds after each fire.
  public let repeats: Bool

  /// The next deadline in seconds on the scheduler's timeline.
  ///
  /// `.infinity` until the timer is scheduled (and for a timer with an infinite
  /// interval). Inside a repeating timer's handler it already reads the following
  /// deadline. It keeps its last value after the timer is invalidated.
  public internal(set) var fireDate: Double = .infinity

  /// How late the timer may fire, in seconds (advisory); default 0.
  ///
  /// The scheduler always fires a timer at its deadline; a live host may use the
  /// tolerance to coalesce wakeups, as Foundation does. A NaN or negative value is
  /// replaced by 0 with a warning.
  public var tolerance: Double = 0 {
    didSet {
      if !(tolerance >= 0) {
        zoetropeWarning("ScheduledTimer tolerance \(tolerance) is invalid; using 0.0")
        tolerance = 0
      }
    }
  }

  /// Whether the timer can still fire: false after ``invalidate()``, and after a
  /// non-repeating timer fires.
  public private(set) var isValid = true

  /// The block run when the timer fires; released when the timer is invalidated.
  var block: (@MainActor (ScheduledTimer) -> Void)?

  /// The scheduler the timer was added to, if any.
  weak var scheduler: Scheduler?

  /// Whether the timer has been added to a scheduler (a timer is added only once).
  var wasScheduled = false

  /// The order the timer was scheduled in; earlier timers win deadline ties.
  var order = 0

  /// Incremented each time the timer is queued; older queue entries are stale.
  var queueToken = 0

  /// Whether the scheduler's queue holds a current entry for this timer.
  var isQueued = false

  /// The start of the timer's grid: deadlines are `gridStart + n × timeInterval`.
  var gridStart: Double = .infinity

  /// `n` for ``fireDate`` on the timer's grid: a whole number, 1 for the first.
  var gridIndex: Double = 1

  /// Creates a timer that is not scheduled yet.
  ///
  /// Schedule it with ``Scheduler/add(_:)``; until then it fires only through
  /// ``fire()``.
  ///
  /// - Parameters:
  ///   - timeInterval: Seconds between deadlines; values below 0.1 ms (including 0,
  ///     negative values and NaN) become 0.1 ms.
  ///   - repeats: Whether to fire again every `timeInterval` seconds.
  ///   - block: Runs on each fire, with the timer as its argument.
  public init(
    timeInterval: Double,
    repeats: Bool,
    block: @escaping @MainActor (ScheduledTimer) -> Void
  ) {
    if timeInterval.isNaN || timeInterval < 0 {
      zoetropeWarning("ScheduledTimer interval \(timeInterval) is invalid; using 0.0001")
    }
    self.timeInterval = timeInterval >= Self.minimumInterval ? timeInterval : Self.minimumInterval
    self.repeats = repeats
    self.block = block
  }

  /// Stops the timer for good and releases its block.
  ///
  /// Safe to call at any time, including from the timer's own handler (it then does
  /// not fire again, even if more deadlines are due) and more than once.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    block = nil
    scheduler?.remove(self)
  }

  /// Runs the timer's block now, outside its schedule.
  ///
  /// As in Foundation: a repeating timer's deadlines do not change; a non-repeating
  /// timer is invalidated after its block returns. Does nothing if the timer is
  /// invalid. ``Scheduler/now`` does not change.
  public func fire() {
    guard isValid, let block else { return }
    block(self)
    if !repeats {
      invalidate()
    }
  }
}
