import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

/// The Core Animation facade.
///
/// Every expected value below is derived by hand
/// from the documented mapping (see `MediaTiming`): local time
/// t = (parentTime − beginTime) × speed, iteration duration = duration (or
/// 0.25 s), iterationStart = timeOffset / duration (mod one cycle),
/// autoreverses = alternate with twice the iterations.
@Suite("MediaTiming")
struct MediaTimingTests {
  /// One row: a configuration, a parent time, and the progress and iteration
  /// Core Animation would show (`nil` progress: the animation has no effect).
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var timing: MediaTiming
    var parentTime: Double
    var progress: Double?
    var iteration: Double?
    var phase: Timing.Phase

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // repeatCount 2.5, duration 2: 2.5 iterations, active 5 s.
    // t = 4.5: 4.5 / 2 = 2.25 passes → third pass (iteration 2), a quarter in.
    Case(
      name: "repeatCount 2.5, mid third pass", timing: MediaTiming(duration: 2, repeatCount: 2.5),
      parentTime: 4.5, progress: 0.25, iteration: 2, phase: .active),
    // t = 6 > 5, fill removed: no effect.
    Case(
      name: "repeatCount 2.5, after, removed", timing: MediaTiming(duration: 2, repeatCount: 2.5),
      parentTime: 6, progress: nil, iteration: nil, phase: .after),
    // Same with fill forwards: held at the end, 2.5 passes → half-way through pass 2.
    Case(
      name: "repeatCount 2.5, after, forwards",
      timing: MediaTiming(duration: 2, repeatCount: 2.5, fillMode: .forwards),
      parentTime: 6, progress: 0.5, iteration: 2, phase: .after),

    // autoreverses, repeatCount 2, duration 1: 4 one-second halves, alternate.
    // t = 0.25: going out, 0.25.
    Case(
      name: "autoreverses, going out",
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true),
      parentTime: 0.25, progress: 0.25, iteration: 0, phase: .active),
    // t = 1.25: iteration 1 runs back: 1 − 0.25 = 0.75.
    Case(
      name: "autoreverses, coming back",
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true),
      parentTime: 1.25, progress: 0.75, iteration: 1, phase: .active),
    // t = 2.5: second repeat, out again: 0.5.
    Case(
      name: "autoreverses, second repeat",
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true),
      parentTime: 2.5, progress: 0.5, iteration: 2, phase: .active),
    // t = 4, fill forwards: ends where it started (progress 0) after 2 × 2 s.
    Case(
      name: "autoreverses, end held",
      timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards),
      parentTime: 4, progress: 0, iteration: 3, phase: .after),

    // Each fill mode, beginTime 1, duration 1: before at t = 0.5, after at t = 3.
    Case(
      name: "removed, before", timing: MediaTiming(beginTime: 1, duration: 1, fillMode: .removed),
      parentTime: 0.5, progress: nil, iteration: nil, phase: .before),
    Case(
      name: "removed, after", timing: MediaTiming(beginTime: 1, duration: 1, fillMode: .removed),
      parentTime: 3, progress: nil, iteration: nil, phase: .after),
    Case(
      name: "backwards, before",
      timing: MediaTiming(beginTime: 1, duration: 1, fillMode: .backwards),
      parentTime: 0.5, progress: 0, iteration: 0, phase: .before),
    Case(
      name: "backwards, after",
      timing: MediaTiming(beginTime: 1, duration: 1, fillMode: .backwards),
      parentTime: 3, progress: nil, iteration: nil, phase: .after),
    Case(
      name: "forwards, before", timing: MediaTiming(beginTime: 1, duration: 1, fillMode: .forwards),
      parentTime: 0.5, progress: nil, iteration: nil, phase: .before),
    Case(
      name: "forwards, after", timing: MediaTiming(beginTime: 1, duration: 1, fillMode: .forwards),
      parentTime: 3, progress: 1, iteration: 0, phase: .after),
    Case(
      name: "both, before", timing: MediaTiming(beginTime: 1, duration: 1, fillMode: .both),
      parentTime: 0.5, progress: 0, iteration: 0, phase: .before),
    Case(
      name: "both, after", timing: MediaTiming(beginTime: 1, duration: 1, fillMode: .both),
      parentTime: 3, progress: 1, iteration: 0, phase: .after),

    // speed 2, beginTime 1, duration 1: t = 1.25 → local 0.5; done by t = 1.5.
    Case(
      name: "speed 2, half-way", timing: MediaTiming(beginTime: 1, duration: 1, speed: 2),
      parentTime: 1.25, progress: 0.5, iteration: 0, phase: .active),
    Case(
      name: "speed 2, finished at 1.5", timing: MediaTiming(beginTime: 1, duration: 1, speed: 2),
      parentTime: 1.5, progress: nil, iteration: nil, phase: .after),

    // speed 0, timeOffset 0.3: local time is always 0, iteration start 0.3: frozen at 0.3.
    Case(
      name: "speed 0 pauses at timeOffset",
      timing: MediaTiming(duration: 1, speed: 0, timeOffset: 0.3),
      parentTime: 100, progress: 0.3, iteration: 0, phase: .active),
    Case(
      name: "speed 0 before beginTime",
      timing: MediaTiming(beginTime: 5, duration: 1, speed: 0, timeOffset: 0.3),
      parentTime: -5, progress: 0.3, iteration: 0, phase: .active),

    // beginTime 10 in the future, duration 2: nothing at t = 5, half-way at t = 11.
    Case(
      name: "future beginTime, waiting", timing: MediaTiming(beginTime: 10, duration: 2),
      parentTime: 5, progress: nil, iteration: nil, phase: .before),
    Case(
      name: "future beginTime, running", timing: MediaTiming(beginTime: 10, duration: 2),
      parentTime: 11, progress: 0.5, iteration: 0, phase: .active),

    // timeOffset 0.25, duration 1: starts a quarter in, wraps at t = 0.75, ends at t = 1.
    Case(
      name: "timeOffset start", timing: MediaTiming(duration: 1, timeOffset: 0.25),
      parentTime: 0, progress: 0.25, iteration: 0, phase: .active),
    Case(
      name: "timeOffset before the wrap", timing: MediaTiming(duration: 1, timeOffset: 0.25),
      parentTime: 0.5, progress: 0.75, iteration: 0, phase: .active),
    Case(
      name: "timeOffset after the wrap", timing: MediaTiming(duration: 1, timeOffset: 0.25),
      parentTime: 0.875, progress: 0.125, iteration: 1, phase: .active),
    Case(
      name: "timeOffset end held",
      timing: MediaTiming(duration: 1, fillMode: .forwards, timeOffset: 0.25),
      parentTime: 1, progress: 0.25, iteration: 1, phase: .after),
    // A negative offset wraps from the end: −0.25 is 0.75 into the pass.
    Case(
      name: "negative timeOffset", timing: MediaTiming(duration: 1, timeOffset: -0.25),
      parentTime: 0, progress: 0.75, iteration: 0, phase: .active),
    // With autoreverses an offset of 1.5 passes lands half-way back.
    Case(
      name: "timeOffset into the reverse half",
      timing: MediaTiming(duration: 1, autoreverses: true, timeOffset: 1.5),
      parentTime: 0, progress: 0.5, iteration: 1, phase: .active),

    // duration 0 means 0.25 s: t = 0.125 is half-way.
    Case(
      name: "default duration", timing: MediaTiming(), parentTime: 0.125, progress: 0.5,
      iteration: 0,
      phase: .active),
    // repeatDuration 2.5 with duration 1: 2.5 passes; t = 2.25 is a quarter into pass 2.
    Case(
      name: "repeatDuration", timing: MediaTiming(duration: 1, repeatDuration: 2.5),
      parentTime: 2.25, progress: 0.25, iteration: 2, phase: .active),
    // repeatDuration with autoreverses: 2.5 s of 1 s halves; t = 2.25 is a quarter out again.
    Case(
      name: "repeatDuration, autoreverses",
      timing: MediaTiming(duration: 1, repeatDuration: 2.5, autoreverses: true),
      parentTime: 2.25, progress: 0.25, iteration: 2, phase: .active),
    // Negative speed: local time runs backwards, so the animation plays for parent times
    // before beginTime. t = −0.25 → local 0.25.
    Case(
      name: "negative speed", timing: MediaTiming(duration: 1, speed: -1),
      parentTime: -0.25, progress: 0.25, iteration: 0, phase: .active),
    Case(
      name: "negative speed after beginTime", timing: MediaTiming(duration: 1, speed: -1),
      parentTime: 0.5, progress: nil, iteration: nil, phase: .before),
  ]

  @Test(arguments: cases)
  func handDerivedCase(_ row: Case) {
    let state = row.timing.state(atParentTime: row.parentTime)
    #expect(state.phase == row.phase)
    if let progress = row.progress {
      #expect(abs((state.transformedProgress ?? .nan) - progress) <= 1e-12, "\(state)")
    } else {
      #expect(state.transformedProgress == nil)
    }
    #expect(state.currentIteration == row.iteration)
  }

  @Test func mappingOntoWebAnimations() {
    let media = MediaTiming(
      beginTime: 3, duration: 2, repeatCount: 1.5, autoreverses: true, fillMode: .both, speed: -2,
      timeOffset: 1, timingFunction: .easeIn)
    let expected = Timing(
      duration: 2, iterations: 3, iterationStart: 0.5, direction: .alternate, fill: .both,
      playbackRate: -2, timingFunction: .easeIn)
    #expect(media.timing == expected)
    #expect(media.localTime(parentTime: 4) == -2)
    #expect(MediaTiming(duration: 0).effectiveDuration == MediaTiming.defaultDuration)
    #expect(MediaTiming(duration: 3).effectiveDuration == 3)
  }

  @Test func repeatCountWinsOverRepeatDuration() {
    let both = MediaTiming(duration: 1, repeatCount: 2, repeatDuration: 10)
    #expect(both.timing.iterations == 2)
    #expect(MediaTiming(duration: 1, repeatCount: .infinity).timing.activeDuration == .infinity)
    #expect(MediaTiming(duration: 1, repeatDuration: .infinity).timing.iterations == .infinity)
    // An infinite pass repeated for an infinite time: one pass, never NaN.
    let forever = MediaTiming(duration: .infinity, repeatDuration: .infinity)
    #expect(forever.timing.iterations == 1)
  }

  @Test func speedZeroIgnoresEvenInfiniteParentTimes() {
    let paused = MediaTiming(duration: 2, speed: 0, timeOffset: 0.5)
    for time in [-Double.infinity, 0, 1e300, .infinity] {
      #expect(paused.localTime(parentTime: time) == 0)
      #expect(paused.state(atParentTime: time).transformedProgress == 0.25)
    }
  }

  // MARK: Bad input

  @Test func badValuesAreClampedWithWarnings() {
    let (timing, warnings) = withWarningsCaptured {
      MediaTiming(
        beginTime: .nan, duration: -1, repeatCount: .nan, repeatDuration: -3, speed: .nan,
        timeOffset: .infinity)
    }
    #expect(timing == MediaTiming())
    #expect(warnings.count == 6)
    // Negative duration became 0, so the animation lasts the default 0.25 s.
    #expect(timing.effectiveDuration == 0.25)
  }

  @Test func settersClampToo() {
    var timing = MediaTiming(duration: 1)
    let ((), warnings) = withWarningsCaptured {
      timing.speed = .infinity
      timing.duration = .nan
      timing.repeatCount = -1
      timing.repeatDuration = .nan
      timing.beginTime = -.infinity
      timing.timeOffset = .nan
    }
    #expect(timing == MediaTiming())
    #expect(warnings.count == 6)
  }

  @Test func legalExtremesPassSilently() {
    let (timing, warnings) = withWarningsCaptured {
      MediaTiming(duration: .infinity, repeatCount: .infinity, speed: -3)
    }
    #expect(warnings.isEmpty)
    #expect(timing.timing.activeDuration == .infinity)
  }

  @Test func fuzzNeverProducesNaN() {
    let nasty: [Double] = [
      .nan, .infinity, -.infinity, 0, -1, 0.5, 3, 1e308, -1e308, .leastNonzeroMagnitude,
    ]
    var random = SeededRandomNumberGenerator(seed: 7)
    _ = withWarningsCaptured {
      for _ in 0..<5_000 {
        let timing = MediaTiming(
          beginTime: nasty.randomElement(using: &random) ?? 0,
          duration: nasty.randomElement(using: &random) ?? 0,
          repeatCount: nasty.randomElement(using: &random) ?? 0,
          repeatDuration: nasty.randomElement(using: &random) ?? 0,
          autoreverses: Bool.random(using: &random),
          fillMode: [.removed, .forwards, .backwards, .both].randomElement(using: &random) ?? .both,
          speed: nasty.randomElement(using: &random) ?? 0,
          timeOffset: nasty.randomElement(using: &random) ?? 0,
          timingFunction: .easeInEaseOut)
        let mapped = timing.timing
        #expect(!mapped.iterations.isNaN && !mapped.iterationStart.isNaN)
        let state = timing.state(atParentTime: nasty.randomElement(using: &random) ?? 0)
        #expect(state.transformedProgress?.isNaN != true, "\(timing)")
      }
    }
  }
}
