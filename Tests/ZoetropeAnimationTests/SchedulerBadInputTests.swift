import Foundation
import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

@Suite("Scheduler bad input")
@MainActor
struct SchedulerBadInputTests {
  let clock = ManualClock()
  let scheduler: Scheduler

  init() {
    scheduler = Scheduler(clock: clock)
  }

  @Test func advanceBackwardsOrToNonFiniteTimesDoesNothing() {
    var count = 0
    scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in count += 1 }
    scheduler.displayLink { _ in count += 100 }
    scheduler.advance(to: 1)
    let before = count
    for time in [0.5, .nan, .infinity, -.infinity] {
      let (_, warnings) = withWarningsCaptured { scheduler.advance(to: time) }
      #expect(warnings.count == 1)
      #expect(scheduler.now == 1 && clock.now == 1)
    }
    #expect(count == before)
    scheduler.advance(to: 1)  // the same time is a frame: display links run
    #expect(count == before + 100)
  }

  @Test func reentrantAdvanceIsIgnored() {
    var inner: [String] = []
    scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: false) { [scheduler] _ in
      let (_, warnings) = withWarningsCaptured { scheduler.advance(to: 50) }
      inner = warnings
    }
    scheduler.advance(to: 1)
    #expect(inner.count == 1)
    #expect(scheduler.now == 1)
  }

  @Test func tinyTimerOverAHugeJumpFiresOnce() {
    var count = 0
    let timer = scheduler.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in count += 1 }
    scheduler.advance(to: 1000)
    #expect(count == 1)
    #expect(timer.fireDate > 1000 && timer.fireDate <= 1000.0001 + 1e-9)
  }

  @Test func handlerSchedulingAZeroIntervalRepeatingTimerDoesNotHang() {
    var fires = 0
    scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [scheduler] _ in
      scheduler.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in fires += 1 }
    }
    scheduler.advance(to: 1000)
    #expect(fires == 1)
    scheduler.advance(to: 1000.01)
    #expect(fires > 1 && fires <= 102)
  }

  @Test func runawayTimerCascadeIsBoundedPerAdvance() throws {
    #expect(scheduler.fireBudget == 100_000)
    var fires = 0
    func spawn() {
      scheduler.scheduledTimer(withTimeInterval: 0, repeats: true) { [scheduler] _ in
        fires += 1
        _ = scheduler
        spawn()  // every fire adds another repeating 0.1 ms timer: exponential
      }
    }
    spawn()
    let (_, warnings) = withWarningsCaptured { scheduler.advance(to: 0.5) }
    #expect(fires == 100_000)
    #expect(warnings.count == 1)
    #expect(scheduler.now == 0.5)
    let deadline = try #require(scheduler.nextDeadline)
    #expect(deadline <= scheduler.now, "deferred timers are due at once")
    for timer in scheduler.scheduledTimers {
      timer.invalidate()
    }
    #expect(scheduler.nextDeadline == nil)
  }

  @Test func enormousTimesStillMoveDeadlinesForward() {
    let clock = ManualClock(now: 1e15)
    let scheduler = Scheduler(clock: clock)
    var fires: [Double] = []
    scheduler.scheduledTimer(withTimeInterval: 0.0001, repeats: true) { [scheduler] _ in
      fires.append(scheduler.now)
    }
    scheduler.advance(to: 1e15 + 0.5)
    #expect(!fires.isEmpty && fires.count < 10_000)
    #expect(zip(fires, fires.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func badFrameIntervalAndToleranceAreReplaced() {
    let timer = scheduler.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
    let (_, warnings) = withWarningsCaptured {
      scheduler.frameInterval = 0
      scheduler.frameInterval = .nan
      scheduler.frameInterval = .infinity
      timer.tolerance = -1
      timer.tolerance = .nan
    }
    #expect(warnings.count == 5)
    #expect(scheduler.frameInterval == 1.0 / 60)
    #expect(timer.tolerance == 0)
    timer.tolerance = 0.1
    #expect(timer.tolerance == 0.1)
  }

  @Test func nonFiniteClockStartsAtZero() {
    final class BrokenClock: Clock {
      var now: Double { .nan }
    }
    let (scheduler, warnings) = withWarningsCaptured { Scheduler(clock: BrokenClock()) }
    #expect(scheduler.now == 0)
    #expect(warnings.count == 1)
  }
}
