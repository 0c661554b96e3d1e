import ZoetropeGraphics

/// Advances an application through time: fires timers and runs display links.
///
/// Time enters the application in one place. A host (the live window, the headless
/// recorder, a test) calls ``advance(to:)`` once per frame with the frame's time;
/// within that call, due timers fire first, each at its own deadline and in
/// deadline order, then display links run with the frame's time. App code reads
/// ``now``, never a real clock: inside a timer handler it is that timer's deadline,
/// inside a display-link callback the frame time. So a 100 Hz timer under a 60 Hz
/// frame rate fires exactly 100 times a second, each time at its exact deadline.
///
/// ```swift
/// let clock = ManualClock()
/// let scheduler = Scheduler(clock: clock)
/// var ticks = 0
/// scheduler.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in ticks += 1 }
/// for frame in 1...60 {
///   scheduler.advance(to: Double(frame) / 60)
/// }
/// // ticks == 100
/// ```
///
/// When the clock is a ``ManualClock``, the scheduler moves it forward too, so
/// `clock.now` also reads each timer's deadline inside its handler. A live host
/// that sleeps while idle can wait until ``nextDeadline`` when
/// ``hasActiveDisplayLinks`` is false.
///
/// Bad input never traps or hangs: see ``advance(to:)``, ``frameInterval`` and
/// ``maximumCatchUp``.
@MainActor
public final class Scheduler {
  /// The clock this scheduler's host reads frame times from.
  ///
  /// The scheduler itself reads it only once, in ``init(clock:)``, to start ``now``.
  public let clock: any Clock

  /// The application's current time in seconds: what app code reads.
  ///
  /// Inside a timer handler it equals that timer's deadline; while an application
  /// delivers an input event, the event's time; inside a display-link callback, and
  /// between frames, the time of the last ``advance(to:)``. It never decreases.
  public private(set) var now: Double

  /// The time between display frames in seconds; default 1/60.
  ///
  /// Hosts set it from the display's refresh rate. Display links report it as
  /// ``DisplayLink/duration`` and use it to throttle to
  /// ``DisplayLink/preferredFramesPerSecond``. A NaN, infinite, zero or negative
  /// value is replaced by 1/60 with a warning.
  public var frameInterval: Double = 1.0 / 60.0 {
    didSet {
      if !(frameInterval > 0 && frameInterval < .infinity) {
        zoetropeWarning("Scheduler frameInterval \(frameInterval) is not positive; using 1/60")
        frameInterval = 1.0 / 60.0
      }
    }
  }

  /// How late, in seconds, a repeating timer's deadlines may be and still be
  /// replayed one by one; default 1.0.
  ///
  /// If a host stalls (a suspended process, a debugger, a slow frame), a repeating
  /// timer could owe a burst of missed ticks. Replaying them all would make the app
  /// jump and could take long (a 0.1 ms timer owes 10,000 ticks a second). Instead,
  /// when ``advance(to:)`` reaches a repeating timer's deadline more than
  /// `maximumCatchUp` seconds before the target time, the timer fires once, at that
  /// first missed deadline (so its handler still sees ``now`` equal to a deadline,
  /// and time never runs backwards), and then skips to the first deadline on its
  /// original grid that is later than the target time, as Foundation's `Timer`
  /// "fires once and reschedules for the next future deadline". If the earliest due
  /// deadline is no more than `maximumCatchUp` late, every due deadline fires.
  ///
  /// `0` skips every missed tick; `.infinity` replays them all (still bounded, see
  /// ``advance(to:)``). A NaN or negative value is replaced by 1.0 with a warning.
  public var maximumCatchUp: Double = 1.0 {
    didSet {
      if !(maximumCatchUp >= 0) {
        zoetropeWarning("Scheduler maximumCatchUp \(maximumCatchUp) is invalid; using 1.0")
        maximumCatchUp = 1.0
      }
    }
  }

  /// Deadlines of scheduled timers (with stale entries; see `isCurrent(_:)`).
  var timerQueue = TimerQueue()

  /// How many entries of `timerQueue` belong to invalidated timers.
  var staleTimerEntries = 0

  /// The scheduling order given to the next timer added (ties fire in this order).
  var nextTimerOrder = 0

  /// Valid display links, in creation order.
  var displayLinks: [DisplayLink] = []

  /// Told of each timer firing (its number, interval, whether it repeats
  /// and its deadline) while an animation log records; nil costs nothing.
  package var timerFired: ((Int, Double, Bool, Double) -> Void)?

  /// Whether ``advance(to:)`` is running (it is not reentrant).
  var isAdvancing = false

  /// The most timer fires one ``advance(to:)`` performs before deferring the rest.
  var fireBudget = 100_000

  /// Creates a scheduler whose time starts at the clock's current time.
  ///
  /// - Parameter clock: The clock the host reads frame times from. If its time is
  ///   not finite, ``now`` starts at 0 with a warning.
  public init(clock: any Clock) {
    self.clock = clock
    let start = clock.now
    if start.isFinite {
      now = start
    } else {
      zoetropeWarning("Scheduler clock reads \(start); starting at 0.0")
      now = 0
    }
  }

  /// Advances the application to `time`: fires due timers, then runs display links.
  ///
  /// 1. Every valid timer whose deadline is at or before `time` fires, in deadline
  ///    order (ties in scheduling order), with ``now`` equal to its deadline. A
  ///    repeating timer is rescheduled on its fixed grid (the time it was scheduled
  ///    + n × interval, so no drift) before its handler runs, and fires again in
  ///    this call if still due. Timers scheduled by handlers fire in this
  ///    call too if due. See ``maximumCatchUp`` for repeating timers far behind.
  /// 2. ``now`` becomes `time`, and each unpaused display link runs, in creation
  ///    order (links created during this step first run in the next frame).
  ///
  /// Bad input: a `time` earlier than ``now``, NaN or infinite does nothing but log
  /// a warning; calling `advance(to:)` from inside a handler is ignored the same
  /// way. A timer's deadline moves forward at every fire (by its interval, at least
  /// 0.1 ms), ``maximumCatchUp`` bounds how many missed ticks are replayed, and one
  /// call fires at most 100,000 timers in all: if handlers keep scheduling more (a timer
  /// that schedules timers), the remaining due timers wait for the next call, firing
  /// then as soon as possible, with a warning. So `advance(to:)` always returns.
  ///
  /// - Parameter time: The frame time in seconds, at or after ``now``.
  public func advance(to time: Double) {
    guard
      accepts(
        time, call: "Scheduler.advance(to: \(time))",
        refusal: "Scheduler cannot advance from \(now) s to \(time) s")
    else { return }
    isAdvancing = true
    defer { isAdvancing = false }
    fireDueTimers(upTo: time)
    moveNow(to: time)
    runDisplayLinks()
  }

  /// Fires the timers due at or before `time`, and nothing else: what a live
  /// host does between two animation frames.
  ///
  /// Timers fire as in ``advance(to:)`` step 1: in deadline order, each with
  /// ``now`` equal to its deadline, repeating ones rescheduled on their grid.
  /// Display links do not run, and ``now`` stays at the last deadline fired
  /// (it does not move to `time`); the next ``advance(to:)`` runs the frame.
  /// A host that paces frames calls it when ``nextDeadline`` falls between
  /// two frames, so the timer fires at its deadline rather than at the next
  /// frame.
  ///
  /// Bad input: the same as ``advance(to:)``: a `time` earlier than ``now``,
  /// NaN or infinite does nothing but log a warning, a call from inside a
  /// handler is ignored the same way, and one call fires at most 100,000
  /// timers.
  ///
  /// - Parameter time: The time in seconds, at or after ``now``, up to which
  ///   timers fire.
  public func fireTimers(upTo time: Double) {
    guard
      accepts(
        time, call: "Scheduler.fireTimers(upTo: \(time))",
        refusal: "Scheduler cannot fire timers from \(now) s up to \(time) s")
    else { return }
    isAdvancing = true
    defer { isAdvancing = false }
    fireDueTimers(upTo: time)
  }

  /// Moves ``now`` to the time of an event about to be handled (a touch, a
  /// gesture recognizer's deadline), firing first the timers due before
  /// it, each at its own deadline: so code handling the event reads the
  /// event's time, and time never runs backwards.
  ///
  /// Timers due exactly at `time` wait for the frame's ``advance(to:)``,
  /// after the event. Display links do not run. A `time` at or before
  /// ``now`` (a timer already fired later), or not finite, changes
  /// nothing; a call from inside a handler is ignored with a warning.
  ///
  /// - Parameter time: The event's time in seconds.
  package func moveToEvent(at time: Double) {
    guard time > now, time.isFinite else { return }
    guard !isAdvancing else {
      zoetropeWarning("Scheduler.moveToEvent(at: \(time)) called from a handler; ignored")
      return
    }
    isAdvancing = true
    defer { isAdvancing = false }
    fireDueTimers(upTo: time.nextDown)
    moveNow(to: time)
  }

  /// Whether `time` may be advanced or fired to.
  ///
  /// Not from inside a handler, not before ``now``, and finite; otherwise
  /// warns (`call` names the call made from a handler, `refusal` says why
  /// a time is refused; neither is built unless needed) and returns
  /// `false`.
  private func accepts(
    _ time: Double, call: @autoclosure () -> String, refusal: @autoclosure () -> String
  ) -> Bool {
    guard !isAdvancing else {
      zoetropeWarning("\(call()) called from a handler; ignored")
      return false
    }
    guard time >= now, time.isFinite else {
      zoetropeWarning("\(refusal()); ignored")
      return false
    }
    return true
  }

  /// The earliest deadline of any scheduled timer, in seconds; nil if none.
  ///
  /// A host that sleeps while idle (no ``hasActiveDisplayLinks``) can wait until
  /// this time. Timers that never fire on their own (infinite interval) are not
  /// counted. It can be earlier than ``now`` when an advance deferred timers (see
  /// ``advance(to:)``): the host should advance again at once.
  public var nextDeadline: Double? {
    guard let deadline = firstCurrentEntry()?.deadline, deadline.isFinite else { return nil }
    return deadline
  }

  /// Whether any display link is waiting for frames (valid and not paused).
  public var hasActiveDisplayLinks: Bool {
    displayLinks.contains { !$0.isPaused }
  }

  /// Sets ``now`` (never backwards) and moves a manual clock along.
  func moveNow(to time: Double) {
    now = max(now, time)
    (clock as? ManualClock)?.moveForward(to: now)
  }
}
