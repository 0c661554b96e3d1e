import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

/// `Scheduler.fireTimers(upTo:)`: the timers-only step a live host runs
/// between frames.
@Suite("Scheduler timers between frames")
@MainActor
struct SchedulerFireTimersTests {
  @Test func firesDueTimersAtTheirDeadlinesWithoutDisplayLinks() {
    let clock = ManualClock(now: 10)
    let scheduler = Scheduler(clock: clock)
    var fires: [Double] = []
    var linkRuns = 0
    scheduler.scheduledTimer(withTimeInterval: 0.004, repeats: true) { _ in
      fires.append(scheduler.now)
    }
    scheduler.displayLink { _ in linkRuns += 1 }
    scheduler.fireTimers(upTo: 10.0125)
    #expect(fires == [10.004, 10.008, 10.012])
    #expect(linkRuns == 0)
    // now stays at the last deadline fired, not the time asked for.
    #expect(scheduler.now == 10.012)
    #expect(clock.now == 10.012)
    #expect(scheduler.nextDeadline == 10.016)
    // The next frame runs the display link and fires nothing twice.
    scheduler.advance(to: 10.0167)
    #expect(fires == [10.004, 10.008, 10.012, 10.016])
    #expect(linkRuns == 1)
  }

  @Test func badTimesAndNestedCallsAreIgnoredWithAWarning() {
    let scheduler = Scheduler(clock: ManualClock(now: 1))
    var fires = 0
    var nestedWarnings: [String] = []
    scheduler.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
      fires += 1
      nestedWarnings = withWarningsCaptured { scheduler.fireTimers(upTo: 2) }.1
    }
    let (_, nanWarnings) = withWarningsCaptured { scheduler.fireTimers(upTo: .nan) }
    #expect(nanWarnings.count == 1)
    let (_, backWarnings) = withWarningsCaptured { scheduler.fireTimers(upTo: 0.5) }
    #expect(backWarnings.count == 1)
    #expect(backWarnings.allSatisfy { $0.contains("cannot fire timers") })
    #expect(fires == 0)
    scheduler.fireTimers(upTo: 1.02)
    #expect(fires == 1)
    #expect(nestedWarnings.count == 1)
    #expect(nestedWarnings.allSatisfy { $0.contains("called from a handler") })
  }
}
