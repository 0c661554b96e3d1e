import Testing
import ZoetropeAnimation

@testable import ZoetropeSDL

@Suite struct EventWaitTests {
  @Test func queuedEventsAreHandledBeforeAnyWait() {
    #expect(EventWait.next(now: 10, deadline: 10.5, eventsPending: true) == .handleEvents)
    #expect(EventWait.next(now: 10, deadline: nil, eventsPending: true) == .handleEvents)
    #expect(EventWait.next(now: 10, deadline: 9, eventsPending: true) == .handleEvents)
  }

  @Test func withoutADeadlineItWaitsForEventsOnly() {
    #expect(
      EventWait.next(now: 10, deadline: nil, eventsPending: false)
        == .waitForEvents(milliseconds: nil))
    #expect(
      EventWait.next(now: 10, deadline: .infinity, eventsPending: false)
        == .waitForEvents(milliseconds: nil))
    #expect(
      EventWait.next(now: 10, deadline: .nan, eventsPending: false)
        == .waitForEvents(milliseconds: nil))
  }

  @Test func theDeadlineIsReachedOnlyAtOrAfterIt() {
    let deadline = 10.25
    #expect(
      EventWait.next(now: deadline, deadline: deadline, eventsPending: false) == .deadlineReached)
    #expect(EventWait.next(now: 11, deadline: deadline, eventsPending: false) == .deadlineReached)
    #expect(EventWait.next(now: 10, deadline: -.infinity, eventsPending: false) == .deadlineReached)
    // One ulp before the deadline is not the deadline: sleep the rest.
    #expect(
      EventWait.next(now: deadline.nextDown, deadline: deadline, eventsPending: false)
        == .sleep(until: deadline))
  }

  @Test func theEventWaitEndsAFinalStretchBeforeTheDeadlineInWholeMilliseconds() {
    // 10.7 ms left, 2 ms stretch: wait 8 ms (rounded down), not 9.
    #expect(
      EventWait.next(now: 1, deadline: 1.0107, eventsPending: false)
        == .waitForEvents(milliseconds: 8))
    // Exactly 3 ms left: 1 ms of events, then the stretch.
    #expect(
      EventWait.next(now: 0, deadline: 0.003, eventsPending: false)
        == .waitForEvents(milliseconds: 1))
    // Less than stretch + 1 ms left: sleep to the deadline itself.
    #expect(EventWait.next(now: 1, deadline: 1.0029, eventsPending: false) == .sleep(until: 1.0029))
    #expect(EventWait.next(now: 1, deadline: 1.0001, eventsPending: false) == .sleep(until: 1.0001))
    // A day away: the timeout is clamped to what SDL takes, not trapped.
    #expect(
      EventWait.next(now: 0, deadline: 1e12, eventsPending: false)
        == .waitForEvents(milliseconds: Int32.max))
  }

  @Test func aBadFinalStretchCountsAsZero() {
    #expect(
      EventWait.next(now: 0, deadline: 0.0015, eventsPending: false, finalStretch: -1)
        == .waitForEvents(milliseconds: 1))
    #expect(
      EventWait.next(now: 0, deadline: 0.0015, eventsPending: false, finalStretch: .nan)
        == .waitForEvents(milliseconds: 1))
  }

  @Test func anEventWaitNeverReachesTheDeadlineEvenIfPollIsLate() {
    var random = SeededRandomNumberGenerator(seed: 0x71AE)
    for _ in 0..<10_000 {
      let now = Double.random(in: 0...100_000, using: &random)
      let deadline = now + Double.random(in: 0...0.05, using: &random)
      guard
        case .waitForEvents(let milliseconds?) = EventWait.next(
          now: now, deadline: deadline, eventsPending: false)
      else { continue }
      #expect(milliseconds >= 1)
      // A poll that ends up to a whole stretch late still ends in time.
      let latestWake = now + Double(milliseconds) / 1000 + EventWait.finalStretch * 0.999
      #expect(latestWake < deadline)
    }
  }

  @Test func deadlinesRoundUpToTheNextNanosecond() throws {
    var random = SeededRandomNumberGenerator(seed: 0x5EC)
    for _ in 0..<10_000 {
      let deadline = Double.random(in: 0...1_000_000, using: &random)
      let (seconds, nanoseconds) = try #require(MonotonicSleep.timeParts(roundingUp: deadline))
      #expect((0..<1_000_000_000).contains(nanoseconds))
      let named = Double(seconds) + Double(nanoseconds) * 1e-9
      #expect(named >= deadline)
      #expect(named - deadline < 1.5e-9 + deadline.ulp)
    }
    let whole = try #require(MonotonicSleep.timeParts(roundingUp: 12))
    #expect(whole.seconds == 12 && whole.nanoseconds == 0)
    let half = try #require(MonotonicSleep.timeParts(roundingUp: 12.5))
    #expect(half.seconds == 12 && half.nanoseconds == 500_000_000)
    // 0.999_999_999_9 s rounds up across the second.
    let carried = try #require(MonotonicSleep.timeParts(roundingUp: 0.999_999_999_9))
    #expect(carried.seconds == 1 && carried.nanoseconds == 0)
    #expect(MonotonicSleep.timeParts(roundingUp: .nan) == nil)
    #expect(MonotonicSleep.timeParts(roundingUp: -1) == nil)
    #expect(MonotonicSleep.timeParts(roundingUp: .infinity) == nil)
  }

  @Test func aSleepNeverEndsBeforeItsDeadline() {
    let clock = SystemClock()
    for step in 0..<20 {
      let deadline = clock.now + 0.0002 * Double(step % 4)
      MonotonicSleep.sleep(until: deadline)
      #expect(clock.now >= deadline)
    }
    // The past and non-finite times return at once.
    MonotonicSleep.sleep(until: clock.now - 1)
    MonotonicSleep.sleep(until: .nan)
    MonotonicSleep.sleep(until: .infinity)
  }
}
