import Testing
import ZoetropeAnimation

@testable import ZoetropeSDL

/// The run loop while frames run, on a simulated clock.
///
/// ``FramePacer`` and ``FrameWait`` drive a ``Scheduler``: frames take time,
/// timer handlers take time, sleeps end late by a random amount. Timers fire at their
/// deadlines between frames, never early, with no skipped tick and no
/// drift; frames start on their own grid, late only by a timer's work.
@Suite @MainActor struct FrameWaitTests {
  @Test func theDecisionIsNeverEarly() {
    // A timer before the frame: sleep to it, fire it once it is due.
    #expect(
      FrameWait.next(now: 10, frameTime: 10.016, timerDeadline: 10.004) == .sleep(until: 10.004))
    #expect(
      FrameWait.next(now: 10.004, frameTime: 10.016, timerDeadline: 10.004)
        == .fireTimers(upTo: 10.004))
    #expect(
      FrameWait.next(now: 10.005, frameTime: 10.016, timerDeadline: 10.004)
        == .fireTimers(upTo: 10.005))
    // No timer, or one at or after the frame: sleep to the frame; the frame
    // fires a timer due at its own start.
    #expect(FrameWait.next(now: 10, frameTime: 10.016, timerDeadline: nil) == .sleep(until: 10.016))
    #expect(
      FrameWait.next(now: 10, frameTime: 10.016, timerDeadline: 10.016) == .sleep(until: 10.016))
    #expect(FrameWait.next(now: 10, frameTime: 10.016, timerDeadline: 11) == .sleep(until: 10.016))
    #expect(
      FrameWait.next(now: 10, frameTime: 10.016, timerDeadline: .nan) == .sleep(until: 10.016))
    // The frame's time has come: the frame runs (and fires what is due).
    #expect(FrameWait.next(now: 10.016, frameTime: 10.016, timerDeadline: 10.004) == .startFrame)
    #expect(FrameWait.next(now: 10.02, frameTime: 10.016, timerDeadline: nil) == .startFrame)
    // A frame time that is NaN or infinite starts the frame at once.
    #expect(FrameWait.next(now: 10, frameTime: .nan, timerDeadline: 10.001) == .startFrame)
    #expect(FrameWait.next(now: 10, frameTime: .infinity, timerDeadline: nil) == .startFrame)
  }

  @Test func aWaitEndsEvenIfTheDriverNeverAdvances() {
    // A deadline that firing does not consume and a sleep that does not
    // move the clock: the timers are tried once, then the wait sleeps
    // toward the frame, and ends after maximumSteps steps.
    var fires = 0
    var sleeps: [Double] = []
    FrameWait.wait(
      until: 10.016, now: { 10 }, timerDeadline: { 9 }, fireTimers: { _ in fires += 1 },
      sleep: { sleeps.append($0) })
    #expect(fires == 1)
    #expect(sleeps.count == FrameWait.maximumSteps - 1)
    #expect(sleeps.allSatisfy { $0 == 10.016 })
  }

  @Test func thePacerKeepsItsGridAndRestartsWhenFarBehind() {
    // 64 Hz and binary fractions, so the arithmetic is exact.
    var pacer = FramePacer(refreshRate: 64, hasVSync: false)
    #expect(pacer.nextFrameTime(presented: true, now: 100) == 100)  // first: at once
    #expect(pacer.nextFrameTime(presented: true, now: 100.005) == 100.015625)
    // Late by 3 ms (a timer's work): the next frame is still on the grid.
    #expect(pacer.nextFrameTime(presented: true, now: 100.018) == 100.03125)
    // Later than a whole interval: start again from now.
    #expect(pacer.nextFrameTime(presented: true, now: 100.0625) == 100.0625)
    #expect(pacer.nextFrameTime(presented: false, now: 100.0630) == 100.078125)
    // With vsync a presented frame was the wait.
    var vsync = FramePacer(refreshRate: 64, hasVSync: true)
    _ = vsync.nextFrameTime(presented: true, now: 100)
    #expect(vsync.nextFrameTime(presented: true, now: 100.015625) == 100.015625)
    #expect(vsync.nextFrameTime(presented: false, now: 100.016) == 100.03125)
  }

  /// One fire: the deadline the handler saw and the simulated real time.
  struct Fire {
    var deadline: Double
    var time: Double
  }

  /// A frame: when it was due, when it started, when it was computed
  /// (and the loop fired the timers due meanwhile) and when it ended.
  struct Frame {
    var due: Double
    var start: Double
    var computed: Double
    var end: Double
  }

  /// The simulated real time and what happened, shared with the handlers.
  final class Run {
    var time = 1_000.0
    var fires: [Fire] = []
    var frames: [Frame] = []
  }

  /// Runs `frameCount` frames at 60 Hz, each taking `frameWork` seconds
  /// (half to compute, half to present), with a repeating timer whose
  /// handler takes `timerWork`; every sleep ends up to `sleepLateness` late.
  func run(
    interval: Double, frameCount: Int, frameWork: Double, timerWork: Double,
    sleepLateness: Double, seed: UInt64
  ) -> (run: Run, start: Double, pacer: FramePacer) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let run = Run()
    let scheduler = Scheduler(clock: ManualClock(now: run.time))
    let start = scheduler.now
    scheduler.scheduledTimer(withTimeInterval: interval, repeats: true) { [run, scheduler] _ in
      run.fires.append(Fire(deadline: scheduler.now, time: run.time))
      run.time += timerWork
    }
    var pacer = FramePacer(refreshRate: 60, hasVSync: false)
    var due = pacer.nextFrameTime(presented: true, now: run.time)  // the first: at once
    for _ in 0..<frameCount {
      let frameStart = run.time
      scheduler.advance(to: run.time)  // the frame: due timers fire in it
      run.time += frameWork / 2
      let computed = run.time
      FrameWait.fireDueTimers(
        now: run.time, timerDeadline: scheduler.nextDeadline,
        fireTimers: { scheduler.fireTimers(upTo: $0) })
      run.time += frameWork / 2  // presenting
      run.frames.append(Frame(due: due, start: frameStart, computed: computed, end: run.time))
      due = pacer.nextFrameTime(presented: true, now: run.time)
      FrameWait.wait(
        until: due,
        now: { run.time },
        timerDeadline: { scheduler.nextDeadline },
        fireTimers: { scheduler.fireTimers(upTo: $0) },
        sleep: { deadline in
          run.time =
            max(run.time, deadline) + Double.random(in: 0...sleepLateness, using: &random)
        })
    }
    return (run, start, pacer)
  }

  @Test(arguments: [0.01, 0.001, 0.0037, 0.05])
  func timersFireBetweenFramesOnTheirGrid(interval: Double) {
    let frameWork = 0.004
    let timerWork = 0.0002
    let sleepLateness = 0.0001
    let (run, start, pacer) = run(
      interval: interval, frameCount: 120, frameWork: frameWork, timerWork: timerWork,
      sleepLateness: sleepLateness, seed: 21)
    let end = run.frames.last?.end ?? start
    // No skipped tick and no drift: the n-th fire serves start + n × interval,
    // and every deadline before the last frame ended has fired.
    #expect(run.fires.count >= Int(((end - start) / interval).rounded(.down)) - 1)
    for (index, fire) in run.fires.enumerated() {
      #expect(abs(fire.deadline - (start + Double(index + 1) * interval)) < 1e-9)
      // Never early.
      #expect(fire.time >= fire.deadline)
      // Late only by a sleep's lateness, or because the loop was busy (a
      // frame, or earlier ticks' handlers) until the moment it fired: it
      // never sleeps past a due deadline.
      let busyUntil =
        (run.frames.flatMap { [$0.computed, $0.end] }
        + run.fires[..<index].map { $0.time + timerWork })
        .filter { $0 <= fire.time + 1e-9 }.max() ?? start
      #expect(
        fire.time <= max(fire.deadline + sleepLateness, busyUntil) + 1e-9,
        "fire \(index) at \(fire.deadline)")
    }
    // A deadline during a frame waits for half of it at most (the loop
    // fires timers between computing and presenting), plus handlers' work.
    let worst = run.fires.map { $0.time - $0.deadline }.max() ?? 0
    #expect(worst <= frameWork / 2 + 3 * timerWork + sleepLateness + 1e-9)
    // Most ticks are not inside a frame's work: they fire at their deadline.
    let onTime = run.fires.filter { $0.time - $0.deadline <= sleepLateness + 1e-9 }
    #expect(Double(onTime.count) >= Double(run.fires.count) * (1 - frameWork * 60) * 0.9)
    // Frames: never early, late by at most a timer's work and a sleep, on a
    // grid of 1/60 s (no drift).
    for (index, frame) in run.frames.enumerated().dropFirst() {
      #expect(frame.start >= frame.due)
      #expect(frame.start - frame.due <= timerWork + sleepLateness * 2 + 1e-9, "frame \(index)")
      #expect(abs(frame.due - (start + Double(index) * pacer.interval)) < 1e-6)
    }
  }

  @Test func withoutTimersFramesSleepStraightToTheirTime() {
    // The same loop without a timer: one sleep per frame.
    var sleeps = 0
    var time = 5.0
    var pacer = FramePacer(refreshRate: 60, hasVSync: false)
    _ = pacer.nextFrameTime(presented: true, now: time)
    for _ in 0..<10 {
      time += 0.003
      let due = pacer.nextFrameTime(presented: true, now: time)
      FrameWait.wait(
        until: due, now: { time }, timerDeadline: { nil }, fireTimers: { _ in },
        sleep: { deadline in
          sleeps += 1
          time = deadline
        })
      #expect(time == due)
    }
    #expect(sleeps == 10)
  }
}
