import Testing
import ZoetropeAnimation

@testable import ZoetropeSDL

/// The run loop while frames run, on a simulated clock.
///
/// ``FramePacer`` and ``FrameWait`` drive a ``Scheduler``: a frame's parts
/// take time, timer handlers take time, sleeps end late by a random
/// amount. Timers fire at their deadlines between frames and between a
/// frame's parts, never early, with no skipped tick and no drift; frames
/// start on their own grid, late by at most a quarter of a frame.
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

  @Test func aPartStartsOnlyInAGapThatHoldsIt() {
    // A part expected to take 1 ms, a deadline 2 ms away: it fits.
    #expect(
      FrameWait.nextBeforePart(now: 10, duration: 0.001, timerDeadline: 10.002, limit: 10.004)
        == .startFrame)
    // A deadline 0.5 ms away: sleep to it, then fire it (never early).
    #expect(
      FrameWait.nextBeforePart(now: 10, duration: 0.001, timerDeadline: 10.0005, limit: 10.004)
        == .sleep(until: 10.0005))
    #expect(
      FrameWait.nextBeforePart(
        now: 10.0005, duration: 0.001, timerDeadline: 10.0005, limit: 10.004)
        == .fireTimers(upTo: 10.0005))
    // The margin: a gap of exactly the duration is too short.
    #expect(
      FrameWait.nextBeforePart(now: 10, duration: 0.001, timerDeadline: 10.001, limit: 10.004)
        == .sleep(until: 10.001))
    // No timer, or a NaN one: start at once.
    #expect(
      FrameWait.nextBeforePart(now: 10, duration: 0.001, timerDeadline: nil, limit: 10.004)
        == .startFrame)
    #expect(
      FrameWait.nextBeforePart(now: 10, duration: 0.001, timerDeadline: .nan, limit: 10.004)
        == .startFrame)
    // After the limit the part starts in the gap it has, unless the
    // deadline is within the margin; a due timer still fires first.
    #expect(
      FrameWait.nextBeforePart(now: 10.005, duration: 0.001, timerDeadline: 10.0055, limit: 10.004)
        == .startFrame)
    #expect(
      FrameWait.nextBeforePart(
        now: 10.005, duration: 0.001, timerDeadline: 10.005_01, limit: 10.004)
        == .sleep(until: 10.005_01))
    #expect(
      FrameWait.nextBeforePart(now: 10.005, duration: 0.001, timerDeadline: 10.005, limit: 10.004)
        == .fireTimers(upTo: 10.005))
    // A negative or NaN duration counts as 0.
    #expect(
      FrameWait.nextBeforePart(now: 10, duration: -1, timerDeadline: 10.0001, limit: 10.004)
        == .startFrame)
    #expect(
      FrameWait.nextBeforePart(now: 10, duration: .nan, timerDeadline: 10.0001, limit: 10.004)
        == .startFrame)
  }

  @Test func partTimesIgnoreOneSpikeButNotTwo() {
    var times = FramePartTimes()
    #expect(times.duration(of: .draw) == 0)
    times.record(0.001, for: .draw)
    #expect(times.duration(of: .draw) == 0.001)
    // One spike is ignored; a second within the window counts.
    times.record(0.04, for: .draw)
    #expect(times.duration(of: .draw) == 0.001)
    times.record(0.0005, for: .draw)
    #expect(times.duration(of: .draw) == 0.001)
    times.record(0.003, for: .draw)
    #expect(times.duration(of: .draw) == 0.003)
    // Once the spikes leave the window, the expectation falls back.
    for _ in 0..<FramePartTimes.window {
      times.record(0.0002, for: .draw)
    }
    #expect(times.duration(of: .draw) == 0.0002)
    // Bad durations are ignored; other parts are separate.
    times.record(.nan, for: .draw)
    times.record(-1, for: .draw)
    times.record(.infinity, for: .draw)
    #expect(times.duration(of: .draw) == 0.0002)
    #expect(times.duration(of: .present) == 0)
  }

  /// One fire: the deadline the handler saw and the simulated real time.
  struct Fire {
    var deadline: Double
    var time: Double
  }

  /// A frame: when it was due, when its advance started (and how many
  /// ticks it showed), and when it was presented.
  struct Frame {
    var due: Double
    var start: Double
    var ticksShown: Int
    var end: Double
  }

  /// The simulated real time and what happened, shared with the handlers.
  final class Run {
    var time = 1_000.0
    var fires: [Fire] = []
    var frames: [Frame] = []
    /// When each part of a frame ran: start and end.
    var parts: [(start: Double, end: Double)] = []
  }

  /// Runs `frameCount` frames at 60 Hz as the run loop does: each part of
  /// a frame (advance, draw, upload, present, taking `partWork` seconds
  /// each, or `slowWork` in the frames numbered in `slowFrames`) waits for a gap between timer deadlines that holds it
  /// (``FrameWait/waitForGap(duration:limit:now:timerDeadline:fireTimers:sleep:)``,
  /// expected durations from ``FramePartTimes``), with a repeating timer
  /// whose handler takes `timerWork`; every sleep ends up to
  /// `sleepLateness` late.
  func run(
    interval: Double, frameCount: Int, partWork: [Double], slowWork: [Double] = [],
    slowFrames: Set<Int> = [], timerWork: Double, sleepLateness: Double, seed: UInt64
  ) -> (run: Run, start: Double, pacer: FramePacer) {
    var random = SeededRandomNumberGenerator(seed: seed)
    let run = Run()
    let scheduler = Scheduler(clock: ManualClock(now: run.time))
    let start = scheduler.now
    scheduler.scheduledTimer(withTimeInterval: interval, repeats: true) { [run, scheduler] _ in
      run.fires.append(Fire(deadline: scheduler.now, time: run.time))
      run.time += timerWork
    }
    let sleep = { (deadline: Double) in
      run.time = max(run.time, deadline) + Double.random(in: 0...sleepLateness, using: &random)
    }
    var pacer = FramePacer(refreshRate: 60, hasVSync: false)
    var times = FramePartTimes()
    var due = pacer.nextFrameTime(presented: true, now: run.time)  // the first: at once
    for frame in 0..<frameCount {
      let work = slowFrames.contains(frame) ? slowWork : partWork
      let limit = run.time + pacer.interval / 4
      var frameStart = run.time
      var ticksShown = 0
      for part in FramePart.allCases {
        FrameWait.waitForGap(
          duration: times.duration(of: part), limit: limit, now: { run.time },
          timerDeadline: { scheduler.nextDeadline },
          fireTimers: { scheduler.fireTimers(upTo: $0) }, sleep: sleep)
        let partStart = run.time
        if part == .advance {
          // The frame: timers due at its start fire in it, and its
          // snapshot shows every tick fired so far.
          frameStart = run.time
          scheduler.advance(to: run.time)
          ticksShown = run.fires.count
        }
        run.time += work[part.rawValue]
        times.record(run.time - partStart, for: part)
        run.parts.append((partStart, run.time))
      }
      run.frames.append(Frame(due: due, start: frameStart, ticksShown: ticksShown, end: run.time))
      due = pacer.nextFrameTime(presented: true, now: run.time)
      FrameWait.wait(
        until: due, now: { run.time }, timerDeadline: { scheduler.nextDeadline },
        fireTimers: { scheduler.fireTimers(upTo: $0) }, sleep: sleep)
    }
    return (run, start, pacer)
  }

  /// Checks no skipped tick, no drift and never early, and returns the
  /// lateness of each fire.
  func checkGrid(_ run: Run, start: Double, interval: Double) -> [Double] {
    let end = run.frames.last?.end ?? start
    #expect(run.fires.count >= Int(((end - start) / interval).rounded(.down)) - 1)
    for (index, fire) in run.fires.enumerated() {
      #expect(abs(fire.deadline - (start + Double(index + 1) * interval)) < 1e-9)
      #expect(fire.time >= fire.deadline)
    }
    return run.fires.map { $0.time - $0.deadline }
  }

  @Test(arguments: [0.01, 0.001, 0.0037, 0.05])
  func timersFireAtTheirDeadlinesWhileFramesRender(interval: Double) {
    // A frame of 1.4 ms in four parts, longer than a 1 ms timer's
    // interval: with one thread, a deadline inside the frame would wait
    // for it; here every part runs in a gap between deadlines.
    let partWork = [0.0002, 0.0006, 0.0001, 0.0005]
    let timerWork = 0.000_05
    let sleepLateness = 0.0001
    let (run, start, pacer) = run(
      interval: interval, frameCount: 120, partWork: partWork, timerWork: timerWork,
      sleepLateness: sleepLateness, seed: 21)
    let lateness = checkGrid(run, start: start, interval: interval)
    // After the first frame (which measures the parts), every tick fires
    // at its deadline, late only by the sleep's lateness.
    let firstEnd = run.frames.first?.end ?? start
    for (index, fire) in run.fires.enumerated() where fire.deadline > firstEnd {
      #expect(lateness[index] <= sleepLateness + 1e-9, "fire \(index) at \(fire.deadline)")
    }
    // No part ran across a deadline after the first frame.
    for part in run.parts where part.start > firstEnd {
      #expect(!run.fires.contains { $0.deadline > part.start && $0.deadline < part.end })
    }
    // Frames show the ticks in order, each every tick fired before its
    // advance; frames are never early, delayed by at most a quarter of a
    // frame (and a tick's work), and stay on the 1/60 s grid.
    for (index, frame) in run.frames.enumerated() {
      #expect(frame.ticksShown == run.fires.filter { $0.time <= frame.start }.count)
      if index > 0 {
        #expect(frame.ticksShown >= run.frames[index - 1].ticksShown)
        #expect(frame.start >= frame.due)
        #expect(
          frame.start - frame.due
            <= pacer.interval / 4 + FrameWait.partMargin + 2 * (timerWork + sleepLateness) + 1e-9,
          "frame \(index)")
        #expect(abs(frame.due - (start + Double(index) * pacer.interval)) < 1e-6)
      }
    }
  }

  @Test func aPartThatOverrunsDelaysOnlyTheTicksInsideIt() {
    // Now and then presenting takes 4 ms instead of 0.5 ms (the display
    // server was busy): a tick due inside it waits for the rest of it,
    // the one spike does not raise the expectation, and every other tick
    // is on time.
    let partWork = [0.0002, 0.0006, 0.0001, 0.0005]
    let slowWork = [0.0002, 0.0006, 0.0001, 0.004]
    let slowFrames: Set<Int> = [10, 40, 70, 100]
    let timerWork = 0.000_05
    let sleepLateness = 0.0001
    let (run, start, _) = run(
      interval: 0.001, frameCount: 120, partWork: partWork, slowWork: slowWork,
      slowFrames: slowFrames, timerWork: timerWork, sleepLateness: sleepLateness, seed: 3)
    let lateness = checkGrid(run, start: start, interval: 0.001)
    let firstEnd = run.frames.first?.end ?? start
    let slowPresents = slowFrames.sorted().map { run.parts[$0 * 4 + 3] }
    var lateTicks = 0
    for (index, fire) in run.fires.enumerated() where fire.deadline > firstEnd {
      // Inside a slow present, or due while the ticks it held up fire.
      let inside = slowPresents.first {
        fire.deadline > $0.start && fire.deadline < $0.end + 5 * timerWork
      }
      if let inside {
        lateTicks += 1
        #expect(fire.time <= inside.end + 5 * timerWork + sleepLateness + 1e-9)
      } else {
        #expect(lateness[index] <= sleepLateness + 1e-9, "fire \(index) at \(fire.deadline)")
      }
    }
    // About 3.5 ticks fall inside each slow present.
    #expect(lateTicks >= 3 * slowFrames.count)
    #expect(lateTicks <= 5 * slowFrames.count)
  }

  @Test func aPartLongerThanEveryGapStartsRightAfterATick() {
    // Drawing takes 1.5 ms, a 1 ms timer: no gap holds it. Once the
    // frame's limit has come it starts right after a tick, so the next
    // tick waits for what is left of it, not all of it.
    let partWork = [0.0002, 0.0015, 0.0001, 0.0002]
    let timerWork = 0.000_05
    let sleepLateness = 0.0001
    let (run, start, pacer) = run(
      interval: 0.001, frameCount: 60, partWork: partWork, timerWork: timerWork,
      sleepLateness: sleepLateness, seed: 5)
    let lateness = checkGrid(run, start: start, interval: 0.001)
    let firstEnd = run.frames.first?.end ?? start
    let worst = zip(run.fires, lateness).filter { $0.0.deadline > firstEnd }.map(\.1).max() ?? 0
    #expect(worst > sleepLateness)
    #expect(worst <= 0.0015 - 0.001 + 2 * (timerWork + sleepLateness) + 1e-9)
    for (index, frame) in run.frames.enumerated().dropFirst() {
      #expect(frame.start >= frame.due)
      #expect(abs(frame.due - (start + Double(index) * pacer.interval)) < 1e-6)
      // The limit holds the frame back a quarter of an interval at most,
      // before the drawing starts.
      #expect(frame.end - frame.due <= pacer.interval / 4 + 0.0015 + 0.002 + 1e-9)
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
