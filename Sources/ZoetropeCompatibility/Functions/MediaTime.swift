// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation's clock function, under its C name.

/// Core Animation's `CACurrentMediaTime()`: the current time on the
/// application's timeline, in seconds.
///
/// Zoetrope has one timeline, owned by the current ``ZoetropeUI/Application``'s
/// ``/ZoetropeAnimation/Scheduler``: this is its `now` (a manual clock's
/// time in the headless host and tests, the monotonic clock in a window).
/// An animation's `beginTime` is on the same timeline, so Core Animation's
/// idiom for a delayed start, `beginTime = CACurrentMediaTime() + delay`,
/// works unchanged. Before any application exists it is 0.
///
/// - Returns: The time, in seconds.
@MainActor
public func CACurrentMediaTime() -> Double {
  Application.current?.scheduler.now ?? 0
}
