import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

@Suite("Display links")
@MainActor
struct DisplayLinkTests {
  let clock = ManualClock()
  let scheduler: Scheduler

  init() {
    scheduler = Scheduler(clock: clock)
  }

  /// Frame times in 60 Hz frames, computed as `frame / 60`.
  func advanceFrames(_ frames: ClosedRange<Int>, rate: Double = 60) {
    for frame in frames {
      scheduler.advance(to: Double(frame) / rate)
    }
  }

  @Test func timestampsFollowFrames() {
    var seen: [(timestamp: Double, target: Double, duration: Double, now: Double)] = []
    let link = scheduler.displayLink { [scheduler] link in
      seen.append((link.timestamp, link.targetTimestamp, link.duration, scheduler.now))
    }
    #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
    advanceFrames(1...120)
    #expect(seen.count == 120)
    for (index, frame) in seen.enumerated() {
      let time = Double(index + 1) / 60
      #expect(frame.timestamp == time && frame.now == time)
      #expect(frame.duration == 1.0 / 60)
      #expect(frame.target == time + 1.0 / 60)
    }
    #expect(link.timestamp == 2)
  }

  @Test func durationFollowsTheSchedulersFrameInterval() {
    scheduler.frameInterval = 1.0 / 120
    let link = scheduler.displayLink { _ in }
    scheduler.advance(to: 0.5)
    #expect(link.duration == 1.0 / 120)
    #expect(link.targetTimestamp == 0.5 + 1.0 / 120)
  }

  @Test func linksRunInCreationOrderAfterTimers() {
    let log = EventLog()
    scheduler.displayLink { [log, scheduler] _ in log.record("first", scheduler) }
    scheduler.scheduledTimer(withTimeInterval: 0.001, repeats: false) { [log, scheduler] _ in
      log.record("timer", scheduler)
    }
    scheduler.displayLink { [log, scheduler] _ in log.record("second", scheduler) }
    scheduler.advance(to: 0.01)
    #expect(log.names == ["timer", "first", "second"])
  }

  @Test func linksCreatedOrInvalidatedDuringCallbacks() {
    let log = EventLog()
    var created: DisplayLink?
    var doomed: DisplayLink?
    scheduler.displayLink { [scheduler] link in
      log.record("a", scheduler)
      doomed?.invalidate()
      if created == nil {
        created = scheduler.displayLink { _ in log.record("new", scheduler) }
      }
    }
    doomed = scheduler.displayLink { [scheduler] _ in log.record("doomed", scheduler) }
    scheduler.advance(to: 0.1)
    #expect(log.names == ["a"], "new links start next frame; invalidated ones stop at once")
    scheduler.advance(to: 0.2)
    #expect(log.names == ["a", "a", "new"])
  }

  @Test func invalidateInsideOwnCallbackStopsIt() {
    var count = 0
    scheduler.displayLink { link in
      count += 1
      link.invalidate()
      link.invalidate()
    }
    advanceFrames(1...10)
    #expect(count == 1)
    #expect(!scheduler.hasActiveDisplayLinks)
  }

  @Test func pausedLinksSkipFrames() {
    var count = 0
    let link = scheduler.displayLink { _ in count += 1 }
    #expect(scheduler.hasActiveDisplayLinks)
    advanceFrames(1...10)
    link.isPaused = true
    #expect(!scheduler.hasActiveDisplayLinks)
    advanceFrames(11...20)
    #expect(count == 10)
    #expect(link.timestamp == 10.0 / 60, "keeps its last timestamp while paused")
    link.isPaused = false
    advanceFrames(21...30)
    #expect(count == 20)
    #expect(link.timestamp == 30.0 / 60)
  }

  @Test func thirtyFramesPerSecondOnSixtyHertzRunsEveryOtherFrame() {
    var frames: [Double] = []
    var targets: [Double] = []
    let link = scheduler.displayLink { link in
      frames.append(link.timestamp)
      targets.append(link.targetTimestamp)
    }
    link.preferredFramesPerSecond = 30
    advanceFrames(1...120)
    #expect(frames.count == 60)
    #expect(frames == stride(from: 1, through: 119, by: 2).map { Double($0) / 60 })
    for (timestamp, target) in zip(frames, targets) {
      #expect(abs(target - (timestamp + 2.0 / 60)) < 1e-12)
    }
    #expect(link.duration == 1.0 / 60)
  }

  @Test func twentyFourOnSixtyAlternatesThreeAndTwoFrameGaps() {
    var frames: [Int] = []
    let link = scheduler.displayLink { link in
      frames.append(Int((link.timestamp * 60).rounded()))
    }
    link.preferredFramesPerSecond = 24
    advanceFrames(1...600)  // 10 s
    #expect(frames.count == 240)
    let gaps = Set(zip(frames, frames.dropFirst()).map { $1 - $0 })
    #expect(gaps == [2, 3])
  }

  @Test func throttledTargetTimestampPredictsTheNextCallback() {
    var callbacks: [(timestamp: Double, target: Double)] = []
    let link = scheduler.displayLink { link in
      callbacks.append((link.timestamp, link.targetTimestamp))
    }
    link.preferredFramesPerSecond = 24
    advanceFrames(1...120)
    for (current, next) in zip(callbacks, callbacks.dropFirst()) {
      #expect(abs(current.target - next.timestamp) < 1e-9)
    }
  }

  @Test func ratesAtOrAboveTheDisplayRateRunEveryFrame() {
    for rate in [0, 60, 120, Int.max] {
      let scheduler = Scheduler(clock: ManualClock())
      var count = 0
      let link = scheduler.displayLink { _ in count += 1 }
      link.preferredFramesPerSecond = rate
      for frame in 1...60 {
        scheduler.advance(to: Double(frame) / 60)
      }
      #expect(count == 60, "rate \(rate)")
    }
  }

  @Test func throttleRealignsAfterAStall() {
    var frames: [Double] = []
    let link = scheduler.displayLink { link in frames.append(link.timestamp) }
    link.preferredFramesPerSecond = 30
    advanceFrames(1...4)  // runs at frames 1 and 3
    scheduler.advance(to: 10)  // a long stall: runs once, then back on a 30 Hz grid
    advanceFrames(601...606)
    let expected: [Double] = [1, 3, 600, 602, 604, 606].map { Double($0) / 60 }
    #expect(frames == expected)
  }

  @Test func negativeRateIsReplacedWithAWarning() {
    let link = scheduler.displayLink { _ in }
    let (_, warnings) = withWarningsCaptured { link.preferredFramesPerSecond = -30 }
    #expect(link.preferredFramesPerSecond == 0)
    #expect(warnings.count == 1)
  }

  @Test func invalidateReleasesTheHandler() {
    final class Payload {}
    weak var weakPayload: Payload?
    let link: DisplayLink
    do {
      let payload = Payload()
      weakPayload = payload
      link = scheduler.displayLink { _ in _ = payload }
    }
    #expect(weakPayload != nil)
    link.invalidate()
    #expect(weakPayload == nil)
    #expect(!scheduler.hasActiveDisplayLinks)
  }
}
