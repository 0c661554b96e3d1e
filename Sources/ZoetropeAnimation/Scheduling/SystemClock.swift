#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The operating system's monotonic clock: the one place Zoetrope reads real time.
///
/// ``now`` calls `clock_gettime(CLOCK_MONOTONIC)`: seconds since an arbitrary
/// point (usually boot), unaffected by changes to the wall-clock time, like
/// `CACurrentMediaTime()`. No other type in the library reads a real clock; the live
/// host hands a `SystemClock` to its ``Scheduler``, while tests and recordings use a
/// ``ManualClock`` instead.
///
/// ```swift
/// let clock = SystemClock()
/// let start = clock.now
/// // ... work ...
/// let elapsed = clock.now - start  // seconds
/// ```
public final class SystemClock: Clock {
  /// Creates a handle to the system's monotonic clock.
  public init() {}

  /// Seconds since an arbitrary fixed point, with nanosecond resolution.
  public var now: Double {
    var time = timespec()
    guard clock_gettime(CLOCK_MONOTONIC, &time) == 0 else {
      return 0  // cannot fail for CLOCK_MONOTONIC on supported systems
    }
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
