import Foundation
import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

/// Records what handlers saw, in order.
@MainActor
final class EventLog {
  var events: [(name: String, now: Double)] = []

  func record(_ name: String, _ scheduler: Scheduler) {
    events.append((name, scheduler.now))
  }

  var names: [String] { events.map(\.name) }
}

@Suite("Scheduler timers")
@MainActor
struct SchedulerTests {
  let clock = ManualClock()
  let scheduler: Scheduler
  let log = EventLog()

  init() {
    scheduler = Scheduler(clock: clock)
  }

  /// Advances in 60 Hz frames from the current time through `seconds`.
  func runFrames(seconds: Int, from start: Double = 0) {
    for frame in 1...(60 * seconds) {
      scheduler.advance(to: start + Double(frame) / 60)
    }
  }

  @Test func hundredHertzTimerFiresExactlyAtEachDeadlineUnder60HzFrames() {
    let start = scheduler.now
    var clockReadings: [Double] = []
    scheduler.scheduledTimer(withTimeInterval: 0.01, repeats: true) { [log, scheduler] _ in
      log.record("tick", scheduler)
    }
    scheduler.displayLink { [clock] _ in clockReadings.append(clock.now) }
    runFrames(seconds: 10)
    #expect(log.events.count == 1000)
    for (index, event) in log.events.enumerated() {
      let deadline = start + Double(index + 1) * 0.01
      #expect(event.now == deadline, "fire \(index + 1) at \(event.now), not \(deadline)")
    }
    #expect(clockReadings.count == 600)
    #expect(clock.now == 10)
    #expect(scheduler.now == 10)
  }

  @Test func handlersSeeTheirDeadlineOnTheSchedulerAndTheManualClock() {
    let clock = ManualClock(now: 3.7)
    let scheduler = Scheduler(clock: clock)
    var seen: [(Double, Double, Double)] = []
    scheduler.scheduledTimer(withTimeInterval: 0.3, repeats: true) { timer in
      seen.append((scheduler.now, clock.now, timer.fireDate))
    }
    scheduler.advance(to: 5)
    #expect(seen.count == 4)
    for (index, reading) in seen.enumerated() {
      let deadline = 3.7 + Double(index + 1) * 0.3
      #expect(reading.0 == deadline && reading.1 == deadline)
      #expect(reading.2 == 3.7 + Double(index + 2) * 0.3, "fireDate is the next deadline")
    }
    #expect(clock.now == 5)
  }

  @Test func clockAlreadyAheadIsNeverMovedBack() {
    var seen: [(Double, Double)] = []
    scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [clock, scheduler] _ in
      seen.append((scheduler.now, clock.now))
    }
    clock.advance(to: 2)
    scheduler.advance(to: clock.now)
    #expect(seen.count == 1)
    #expect(seen.first?.0 == 0.5)
    #expect(seen.first?.1 == 2)
  }

  @Test func timersFireBeforeDisplayLinksInDeadlineOrder() {
    scheduler.scheduledTimer(withTimeInterval: 0.02, repeats: false) { [log, scheduler] _ in
      log.record("b", scheduler)
    }
    scheduler.scheduledTimer(withTimeInterval: 0.01, repeats: false) { [log, scheduler] _ in
      log.record("a", scheduler)
    }
    scheduler.displayLink { [log, scheduler] _ in log.record("frame", scheduler) }
    scheduler.advance(to: 0.05)
    #expect(log.names == ["a", "b", "frame"])
    #expect(log.events.map(\.now) == [0.01, 0.02, 0.05])
  }

  @Test func invalidateInsideOwnHandlerStopsIt() {
    var count = 0
    let timer = scheduler.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
      count += 1
      if count == 3 {
        timer.invalidate()
      }
    }
    scheduler.advance(to: 1)
    #expect(count == 3)
    #expect(!timer.isValid)
    #expect(scheduler.nextDeadline == nil)
    scheduler.advance(to: 2)
    #expect(count == 3)
  }

  @Test func timersScheduledFromHandlersFireAtTheirOwnTimeInTheSameAdvance() {
    let scheduler = self.scheduler
    let log = self.log
    scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
      log.record("a", scheduler)
      scheduler.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
        log.record("b", scheduler)
      }
      scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        log.record("c", scheduler)
      }
    }
    scheduler.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
      log.record("d", scheduler)
    }
    scheduler.advance(to: 1)
    #expect(log.names == ["a", "b", "d", "c"])
    #expect(log.events.map(\.now) == [0.1, 0.1 + 0.05, 0.3, 0.1 + 0.5])
  }

  @Test func lateRepeatingTimerFiresOnceAndRealignsToItsGrid() {
    let timer = scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: true) {
      [log, scheduler] _ in log.record("tick", scheduler)
    }
    scheduler.advance(to: 0.05)
    #expect(log.events.isEmpty)
    scheduler.advance(to: 5)  // 4.9 s late: more than maximumCatchUp (1 s)
    #expect(log.events.count == 1)
    #expect(log.events.first?.now == 0.1, "fires once, at its first missed deadline")
    #expect(timer.fireDate == 0 + 51 * 0.1, "next deadline on the original grid after 5")
    scheduler.advance(to: 5.25)
    #expect(log.events.map(\.now) == [0.1, 51 * 0.1, 52 * 0.1])
  }

  @Test func slightlyLateTimerReplaysEveryMissedDeadline() {
    scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [log, scheduler] _ in
      log.record("tick", scheduler)
    }
    scheduler.advance(to: 0.95)  // first deadline 0.85 s late: within 1 s
    #expect(log.events.map(\.now) == (1...9).map { Double($0) * 0.1 })
  }

  @Test func maximumCatchUpIsConfigurable() {
    scheduler.maximumCatchUp = 0
    scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [log, scheduler] _ in
      log.record("tick", scheduler)
    }
    scheduler.advance(to: 0.95)
    #expect(log.events.count == 1)
    #expect(log.events.first?.now == 0.1)
    scheduler.maximumCatchUp = .infinity
    scheduler.advance(to: 100)
    let replayed = (10...1000).filter { Double($0) * 0.1 <= 100 }.count
    #expect(log.events.count == 1 + replayed)
    let (_, warnings) = withWarningsCaptured {
      scheduler.maximumCatchUp = -1
      scheduler.maximumCatchUp = .nan
    }
    #expect(warnings.count == 2)
    #expect(scheduler.maximumCatchUp == 1)
  }

  @Test func nonPositiveIntervalsBecomeFoundationsMinimum() {
    for interval in [0, -0.0, 1e-9] {
      let (timer, warnings) = withWarningsCaptured {
        ScheduledTimer(timeInterval: interval, repeats: true) { _ in }
      }
      #expect(timer.timeInterval == 0.0001)
      #expect(warnings.isEmpty, "0 is Foundation's 'as soon as possible'")
    }
    for interval in [-1, -Double.infinity, .nan] {
      let (timer, warnings) = withWarningsCaptured {
        ScheduledTimer(timeInterval: interval, repeats: false) { _ in }
      }
      #expect(timer.timeInterval == ScheduledTimer.minimumInterval)
      #expect(warnings.count == 1)
    }
    var count = 0
    scheduler.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in count += 1 }
    scheduler.advance(to: 0.01025)
    #expect(count == 102)
  }

  @Test func infiniteIntervalNeverFiresOnItsOwn() {
    var count = 0
    let timer = scheduler.scheduledTimer(withTimeInterval: .infinity, repeats: true) { _ in
      count += 1
    }
    scheduler.advance(to: 1e9)
    #expect(count == 0)
    #expect(scheduler.nextDeadline == nil)
    timer.fire()
    #expect(count == 1)
  }

  @Test func fireRunsNowWithoutChangingTheSchedule() {
    var count = 0
    let repeating = scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
      count += 1
    }
    repeating.fire()
    #expect(count == 1 && repeating.isValid && repeating.fireDate == 1)
    #expect(scheduler.now == 0)
    scheduler.advance(to: 1)
    #expect(count == 2)

    var once = 0
    let oneShot = scheduler.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in once += 1 }
    oneShot.fire()
    #expect(once == 1 && !oneShot.isValid)
    oneShot.fire()
    scheduler.advance(to: 5)
    #expect(once == 1)

    var unscheduled = 0
    let loose = ScheduledTimer(timeInterval: 1, repeats: true) { _ in unscheduled += 1 }
    #expect(loose.fireDate == .infinity)
    loose.fire()
    #expect(unscheduled == 1 && loose.isValid)
  }

  @Test func tiesFireInSchedulingOrder() {
    let scheduler = self.scheduler
    let log = self.log
    scheduler.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in
      log.record("first", scheduler)
    }
    scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
      // Scheduled at 0.1 for 0.1 + 0.1 == 0.2, after "first" and "second".
      scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
        log.record("third", scheduler)
      }
    }
    scheduler.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in
      log.record("second", scheduler)
    }
    #expect(0.1 + 0.1 == 0.2)
    scheduler.advance(to: 0.4)
    #expect(log.names == ["first", "second", "third", "first", "second"])
  }

  @Test func addSchedulesFromNowAndOnlyOnce() {
    var count = 0
    let timer = ScheduledTimer(timeInterval: 0.5, repeats: false) { _ in count += 1 }
    scheduler.advance(to: 2)
    scheduler.add(timer)
    #expect(timer.fireDate == 2.5)
    let (_, warnings) = withWarningsCaptured {
      scheduler.add(timer)
      Scheduler(clock: ManualClock()).add(timer)
    }
    #expect(warnings.count == 2)
    scheduler.advance(to: 3)
    #expect(count == 1)
    let (_, late) = withWarningsCaptured { scheduler.add(timer) }
    #expect(late.count == 1, "a fired one-shot timer is invalid")
  }

  @Test func nextDeadlineIsTheEarliestValidDeadline() {
    #expect(scheduler.nextDeadline == nil)
    let slow = scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in }
    let fast = scheduler.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in }
    #expect(scheduler.nextDeadline == 0.2)
    scheduler.advance(to: 0.3)
    #expect(scheduler.nextDeadline == 0.4)
    fast.invalidate()
    #expect(scheduler.nextDeadline == 0.5)
    slow.invalidate()
    #expect(scheduler.nextDeadline == nil)
  }

  @Test func invalidateReleasesTheBlock() {
    final class Payload {}
    weak var weakPayload: Payload?
    let timer: ScheduledTimer
    do {
      let payload = Payload()
      weakPayload = payload
      timer = scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in _ = payload }
    }
    #expect(weakPayload != nil)
    timer.invalidate()
    timer.invalidate()
    #expect(weakPayload == nil)
  }

  @Test func foundationTimerNameStillMeansFoundations() {
    // Both Foundation and ZoetropeAnimation are imported here without qualification.
    let foundation = Timer(timeInterval: 1, repeats: false) { _ in }
    foundation.invalidate()
    let ours = ScheduledTimer(timeInterval: 1, repeats: false) { _ in }
    #expect(!foundation.isValid && ours.isValid)
  }
}
