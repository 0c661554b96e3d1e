import Testing

@testable import ZoetropeAnimation

@Suite("Scheduler timers with a first deadline")
@MainActor
struct SchedulerFireDateTests {
  let clock = ManualClock()
  let scheduler: Scheduler

  init() {
    scheduler = Scheduler(clock: clock)
  }

  /// Advances in 100 Hz frames to `time` (a single long jump would skip
  /// missed deadlines: see ``Scheduler/maximumCatchUp``).
  func run(to time: Double) {
    var frame = (scheduler.now * 100).rounded(.down) + 1
    while frame / 100 < time {
      scheduler.advance(to: frame / 100)
      frame += 1
    }
    scheduler.advance(to: time)
  }

  @Test func firstDeadlineIsTheDateThenEveryInterval() {
    var fires: [Double] = []
    scheduler.advance(to: 1)
    let timer = scheduler.scheduledTimer(fireAt: 1.05, withTimeInterval: 0.5, repeats: true) {
      _ in fires.append(scheduler.now)
    }
    #expect(timer.fireDate == 1.05)
    run(to: 2.6)
    #expect(fires.map { ($0 * 1000).rounded() } == [1050, 1550, 2050, 2550])
  }

  @Test func aDateInThePastFiresAtTheNextAdvance() {
    var fires: [Double] = []
    scheduler.advance(to: 3)
    let timer = scheduler.scheduledTimer(fireAt: 1, withTimeInterval: 1, repeats: true) {
      _ in fires.append(scheduler.now)
    }
    #expect(timer.fireDate == 3)
    run(to: 4.5)
    #expect(fires == [3, 4])
  }

  @Test func nanOrInfiniteDates() {
    var fired = 0
    let never = scheduler.scheduledTimer(
      fireAt: .infinity, withTimeInterval: 0.1, repeats: true
    ) { _ in fired += 1 }
    let now = scheduler.scheduledTimer(fireAt: .nan, withTimeInterval: 10, repeats: false) {
      _ in fired += 100
    }
    #expect(now.fireDate == 0)
    scheduler.advance(to: 5)
    #expect(fired == 100)
    #expect(never.isValid)
  }

  /// Replacing a timer many times a second with `fireAt: min(old.fireDate, …)`
  /// keeps it firing; restarting it from now each time would starve it.
  @Test func replacingKeepsTheRhythm() {
    var fires = 0
    var timer = scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in fires += 1 }
    for frame in 1...60 {
      scheduler.advance(to: Double(frame) / 60)
      let interval = 0.1 + Double(frame) / 600
      let next = min(timer.fireDate, scheduler.now + interval)
      timer.invalidate()
      timer = scheduler.scheduledTimer(fireAt: next, withTimeInterval: interval, repeats: true) {
        _ in fires += 1
      }
    }
    #expect(fires >= 5)
  }
}
