import Synchronization
import ZoetropeGraphics

/// A clock that moves only when told to: for tests, recordings and scripted runs.
///
/// Times may come from scripts and files, so bad requests never trap: moving
/// backwards, by a negative or NaN amount, or to a non-finite time is ignored with
/// a warning and leaves ``now`` unchanged. The clock is safe to share between
/// threads.
///
/// ```swift
/// let clock = ManualClock()
/// let scheduler = Scheduler(clock: clock)
/// scheduler.advance(to: 1.0 / 60)  // also moves `clock` to 1/60
/// clock.advance(by: 0.5)
/// scheduler.advance(to: clock.now)
/// ```
///
/// A ``Scheduler`` driving a manual clock moves it forward too: while a timer
/// handler runs, the clock reads that timer's deadline (unless the clock was
/// already advanced past it; a clock never moves back).
public final class ManualClock: Clock {
  private let state: Mutex<Double>

  /// Creates a clock that reads `now` until advanced.
  ///
  /// - Parameter now: The starting time in seconds; default 0. A non-finite value
  ///   is replaced by 0 with a warning.
  public init(now: Double = 0) {
    var start = now
    if !start.isFinite {
      zoetropeWarning("ManualClock start time \(start) is not finite; using 0.0")
      start = 0
    }
    state = Mutex(start)
  }

  /// The current time in seconds; changes only through the `advance` methods.
  public var now: Double {
    state.withLock { $0 }
  }

  /// Moves the clock forward by `interval` seconds.
  ///
  /// A negative, NaN or infinite interval is ignored with a warning. Zero is
  /// accepted and changes nothing.
  ///
  /// - Parameter interval: Seconds to move forward; finite and not negative.
  public func advance(by interval: Double) {
    guard interval >= 0, interval.isFinite else {
      zoetropeWarning("ManualClock cannot advance by \(interval) s; ignored")
      return
    }
    state.withLock { $0 += interval }
  }

  /// Moves the clock forward to `time`.
  ///
  /// A time earlier than ``now``, NaN or infinite is ignored with a warning. The
  /// current time is accepted and changes nothing.
  ///
  /// - Parameter time: The new time in seconds; finite and not before ``now``.
  public func advance(to time: Double) {
    if !moveForward(to: time) {
      zoetropeWarning("ManualClock cannot move from \(now) s to \(time) s; ignored")
    }
  }

  /// Moves the clock forward to `time` if that is later; no warning otherwise.
  ///
  /// The ``Scheduler`` uses this to show each timer's deadline while its handler
  /// runs. It never moves the clock back: if the host already advanced the clock
  /// past a deadline, the clock keeps its later time.
  ///
  /// - Parameter time: The new time in seconds.
  /// - Returns: Whether `time` was accepted (finite and not before ``now``).
  @discardableResult
  func moveForward(to time: Double) -> Bool {
    state.withLock { now in
      guard time >= now, time.isFinite else { return false }
      now = time
      return true
    }
  }
}
