import Testing
import ZoetropeAnimation

@testable import ZoetropeSDL

/// The idle run loop's waits (``EventWait``) driving a ``Scheduler``, on a
/// simulated clock whose waits end late by a random amount, as a busy
/// machine's do: timers fire at their deadlines, never before, with no
/// skipped tick and no drift.
@Suite @MainActor struct RunLoopTimerTests {
  /// One fire: the deadline the handler saw and the simulated real time.
  struct Fire {
    var deadline: Double
    var time: Double
  }

  /// The simulated real time and the fires, shared with the timer's handler.
  final class Run {
    var time = 1_000.0
    var fires: [Fire] = []
  }

  /// Runs the idle loop until `count` fires, with waits that end up to
  /// `pollLateness` (event waits) or `sleepLateness` (sleeps) late, and a
  /// stall of `stall` seconds before the fire numbered `stallAt`.
  func run(
    interval: Double, count: Int, pollLateness: Double, sleepLateness: Double,
    stall: Double = 0, stallAt: Int = -1, seed: UInt64
  ) -> (fires: [Fire], start: Double, scheduler: Scheduler) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let run = Run()
    let scheduler = Scheduler(clock: ManualClock(now: run.time))
    let start = scheduler.now
    scheduler.scheduledTimer(withTimeInterval: interval, repeats: true) { [run, scheduler] _ in
      run.fires.append(Fire(deadline: scheduler.now, time: run.time))
    }
    var steps = 0
    while run.fires.count < count, steps < count * 100 {
      steps += 1
      let now = run.time
      switch EventWait.next(now: now, deadline: scheduler.nextDeadline, eventsPending: false) {
      case .deadlineReached:
        if run.fires.count == stallAt {
          run.time += stall
        }
        scheduler.advance(to: run.time)
      case .waitForEvents(let milliseconds?):
        run.time +=
          Double(milliseconds) / 1000 + Double.random(in: 0...pollLateness, using: &random)
      case .sleep(let deadline):
        run.time = max(now, deadline) + Double.random(in: 0...sleepLateness, using: &random)
      case .waitForEvents(nil), .handleEvents:
        Issue.record("a scheduled timer must give the wait a deadline")
        return (run.fires, start, scheduler)
      }
    }
    return (run.fires, start, scheduler)
  }

  @Test(arguments: [0.01, 0.001, 0.0167, 0.25])
  func repeatingTimersFireOnTheirGridNeverEarly(interval: Double) {
    let (fires, start, _) = run(
      interval: interval, count: 300, pollLateness: 0.0015, sleepLateness: 0.0002, seed: 7)
    #expect(fires.count == 300)
    for (index, fire) in fires.enumerated() {
      // No drift and no skipped tick: the n-th fire is at start + n × interval.
      #expect(fire.deadline == start + Double(index + 1) * interval)
      // Never early, and late only by the last sleep's lateness.
      #expect(fire.time >= fire.deadline)
      #expect(fire.time - fire.deadline <= 0.0002 + 1e-9)
    }
  }

  @Test func aShortStallReplaysEachMissedTickAtItsDeadline() {
    // 45 ms stall with a 10 ms timer: within maximumCatchUp (1 s), so the
    // missed deadlines fire one by one, each seeing its own deadline.
    let (fires, start, _) = run(
      interval: 0.01, count: 40, pollLateness: 0.001, sleepLateness: 0.0001,
      stall: 0.045, stallAt: 20, seed: 9)
    #expect(fires.map(\.deadline) == (1...40).map { start + Double($0) * 0.01 })
    let burst = fires[20..<25]
    #expect(burst.allSatisfy { $0.time == burst.first?.time })
  }

  @Test func aLongStallFiresOnceThenSkipsToTheGrid() {
    // A 2.5 s stall (more than maximumCatchUp): one fire for the first
    // missed deadline, then the next grid point after the stall, as
    // Foundation's Timer does.
    let (fires, start, _) = run(
      interval: 0.01, count: 30, pollLateness: 0.001, sleepLateness: 0.0001,
      stall: 2.5, stallAt: 10, seed: 11)
    #expect(fires.count == 30)
    #expect(fires[10].deadline == start + 11 * 0.01)
    let resumed = (fires[10].time - start) / 0.01
    let expected = start + (resumed.rounded(.down) + 1) * 0.01
    #expect(abs(fires[11].deadline - expected) < 1e-9)
    #expect(fires[11].deadline > fires[10].time)
    for pair in zip(fires[11...], fires[12...]) {
      #expect(abs(pair.1.deadline - pair.0.deadline - 0.01) < 1e-9)
    }
  }
}
