import Testing

@testable import ZoetropeAnimation
@testable import ZoetropeGraphics

@Suite("Timing")
struct TimingTests {
  @Test func defaultsAreWebAnimationsDefaults() {
    let timing = Timing()
    #expect(timing.duration == 0 && timing.delay == 0 && timing.endDelay == 0)
    #expect(timing.iterations == 1 && timing.iterationStart == 0 && timing.playbackRate == 1)
    #expect(timing.direction == .normal && timing.fill == .none)
    #expect(timing.timingFunction == .linear)
    #expect(FillMode.removed == .none && FillMode.auto == .none)
  }

  @Test func idleWithoutALocalTime() {
    let state = Timing(duration: 1).state(at: nil)
    #expect(state.phase == .idle)
    #expect(state.localTime == nil && state.activeTime == nil && state.transformedProgress == nil)
    #expect(state.activeDuration == 1 && state.endTime == 1)
    #expect(!state.isInEffect)
  }

  /// duration 2 s, delay 1 s, 1.5 iterations, alternate, fill both: active
  /// interval [1, 4] s, iteration 0 forwards over [1, 3], iteration 1
  /// backwards over [3, 4] (half of it).
  @Test(arguments: [
    // local, phase, active time, overall, iteration, directed
    (0.0, Timing.Phase.before, 0.0, 0.0, 0.0, 0.0),  // fill backwards: the start value
    (2.0, .active, 1.0, 0.5, 0.0, 0.5),
    (3.5, .active, 2.5, 1.25, 1.0, 0.75),  // 0.25 into iteration 1, which runs backwards
    (4.0, .after, 3.0, 1.5, 1.0, 0.5),  // ends half-way back
    (9.0, .after, 3.0, 1.5, 1.0, 0.5),  // fill forwards holds it
  ])
  func workedExample(
    local: Double, phase: Timing.Phase, active: Double, overall: Double, iteration: Double,
    directed: Double
  ) {
    let timing = Timing(duration: 2, delay: 1, iterations: 1.5, direction: .alternate, fill: .both)
    let state = timing.state(at: local)
    #expect(state.phase == phase)
    #expect(state.activeTime == active)
    #expect(state.overallProgress == overall)
    #expect(state.currentIteration == iteration)
    #expect(state.directedProgress == directed)
    #expect(state.transformedProgress == directed)  // linear easing
    #expect(state.activeDuration == 3 && state.endTime == 4)
    #expect(state.beforeActiveBoundary == 1 && state.activeAfterBoundary == 4)
  }

  @Test func iterationThatEndsTheActiveIntervalReportsProgressOne() {
    // Two whole iterations: at the end, simple progress is 1 of iteration 1, not 0 of iteration 2.
    let state = Timing(duration: 1, iterations: 2, fill: .forwards).state(at: 5)
    #expect(state.phase == .after)
    #expect(state.simpleIterationProgress == 1)
    #expect(state.currentIteration == 1)
    // Mid-way it wraps to 0 as usual.
    #expect(Timing(duration: 1, iterations: 2).state(at: 1).simpleIterationProgress == 0)
    // With no iterations there is no "end of an iteration": progress stays 0.
    #expect(
      Timing(duration: 1, iterations: 0, fill: .both).state(at: 1).simpleIterationProgress == 0)
  }

  @Test func endOfTheActiveIntervalIsExactDespiteRounding() {
    // 0.1 × 3 = 0.30000000000000004, and that / 0.1 = 3.0000000000000004: naive
    // division would report iteration 3 at progress 4e-16, i.e. the start value.
    let state = Timing(duration: 0.1, iterations: 3, fill: .forwards).state(at: 1)
    #expect(state.overallProgress == 3)
    #expect(state.simpleIterationProgress == 1 && state.currentIteration == 2)
    #expect(state.transformedProgress == 1)
  }

  @Test func infiniteDurationReachedAtInfiniteTime() {
    let state = Timing(duration: .infinity, iterations: 2, fill: .forwards).state(at: .infinity)
    #expect(state.phase == .after && state.overallProgress == 2)
    #expect(state.simpleIterationProgress == 1 && state.currentIteration == 1)
    // At any finite time an infinite iteration has not progressed.
    #expect(
      Timing(duration: .infinity, iterationStart: 0.25).state(at: 1e300).directedProgress == 0.25)
  }

  @Test func infiniteIterations() {
    let timing = Timing(duration: 1, iterations: .infinity, direction: .alternate)
    #expect(timing.activeDuration == .infinity && timing.endTime == .infinity)
    let state = timing.state(at: 1_000_000.25)
    #expect(state.phase == .active)
    #expect(state.currentIteration == 1_000_000)
    #expect(state.directedProgress == 0.25)
    // Zero duration, infinite iterations: the after phase is in iteration ∞.
    let instant = Timing(duration: 0, iterations: .infinity, fill: .forwards).state(at: 0)
    #expect(instant.phase == .after && instant.currentIteration == .infinity)
    #expect(instant.overallProgress == .infinity && instant.simpleIterationProgress == 1)
  }

  @Test func playbackRateSignDecidesTheBoundaries() {
    // duration 1: at local time 0 a forwards animation is active, a backwards one before.
    #expect(Timing(duration: 1).state(at: 0).phase == .active)
    #expect(Timing(duration: 1, playbackRate: -1).state(at: 0).phase == .before)
    #expect(Timing(duration: 1).state(at: 1).phase == .after)
    #expect(Timing(duration: 1, playbackRate: -2).state(at: 1).phase == .active)
    // A zero rate counts as forwards.
    #expect(Timing(duration: 1, playbackRate: 0).state(at: 1).phase == .after)
  }

  @Test func beforeFlagFollowsPhaseAndDirection() {
    let steps = TimingFunction.steps(2, position: .start)
    // Before phase going forwards: the flag is set, steps hold the lower value.
    let before = Timing(duration: 1, delay: 1, fill: .both, timingFunction: steps).state(at: 0)
    #expect(before.beforeFlag == true && before.transformedProgress == 0)
    // Reverse direction in the before phase: flag clear, so the jump at 1 counts.
    let reversed = Timing(
      duration: 1, delay: 1, direction: .reverse, fill: .both, timingFunction: steps)
    #expect(reversed.state(at: 0).beforeFlag == false)
    #expect(reversed.state(at: 0).transformedProgress == 1)
  }

  @Test func negativeEndDelayCutsTheAnimationShort() {
    let timing = Timing(duration: 1, endDelay: -0.5, fill: .forwards)
    #expect(timing.endTime == 0.5)
    let state = timing.state(at: 0.75)
    #expect(state.phase == .after && state.activeTime == 0.75 && state.transformedProgress == 0.75)
  }

  @Test func iterationStartWithZeroDuration() {
    // iterationStart 0.5, 2 iterations of 0 s: after phase, overall 2.5, iteration 2.
    let state = Timing(iterations: 2, iterationStart: 0.5, fill: .both).state(at: 0)
    #expect(state.overallProgress == 2.5)
    #expect(state.simpleIterationProgress == 0.5 && state.currentIteration == 2)
  }

  @Test func localTimeMapping() {
    #expect(Timing.localTime(timelineTime: 10, startTime: 4, playbackRate: 2) == 12)
    #expect(
      Timing.localTime(timelineTime: 10, startTime: 4, playbackRate: -0.5, timeOffset: 1) == -2)
  }

  // MARK: Bad input

  @Test func badValuesAreClampedWithWarnings() {
    let (timing, warnings) = withWarningsCaptured {
      Timing(
        duration: -1, delay: .nan, endDelay: .infinity, iterations: .nan, iterationStart: -2,
        playbackRate: -.infinity)
    }
    #expect(timing.duration == 0 && timing.delay == 0 && timing.endDelay == 0)
    #expect(timing.iterations == 1 && timing.iterationStart == 0 && timing.playbackRate == -1)
    #expect(warnings.count == 6)
  }

  @Test func settersClampToo() {
    var timing = Timing(duration: 1)
    let ((), warnings) = withWarningsCaptured {
      timing.duration = .nan
      timing.iterations = -3
      timing.iterationStart = .infinity
      timing.playbackRate = .nan
      timing.delay = -.infinity
      timing.endDelay = .nan
    }
    #expect(timing.duration == 0 && timing.iterations == 0 && timing.iterationStart == 0)
    #expect(timing.playbackRate == 1 && timing.delay == 0 && timing.endDelay == 0)
    #expect(warnings.count == 6)
  }

  @Test func legalExtremesPassSilently() {
    let (timing, warnings) = withWarningsCaptured {
      Timing(duration: .infinity, delay: -5, endDelay: -5, iterations: .infinity, playbackRate: 0)
    }
    #expect(warnings.isEmpty)
    #expect(
      timing.duration == .infinity && timing.iterations == .infinity && timing.playbackRate == 0)
  }

  @Test func nanLocalTimeIsUnresolved() {
    let (state, warnings) = withWarningsCaptured { Timing(duration: 1).state(at: .nan) }
    #expect(state.phase == .idle && state.localTime == nil)
    #expect(warnings.count == 1)
  }

  /// Nasty values everywhere: no crash, no hang, no NaN, and progress stays in range.
  @Test func fuzzNeverProducesNaN() {
    let nasty: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, 1, -1, 0.5, 2.5, 1e308, -1e308,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300, 0.1, 3,
    ]
    let easings: [TimingFunction] = [
      .linear, .ease, .steps(3, position: .jumpBoth), TimingFunction(controlPoints: 0, 1.5, 1, 1.5),
      .linear([.init(0), .init(1.2, at: 0.5), .init(1)]),
    ]
    let directions: [PlaybackDirection] = [.normal, .reverse, .alternate, .alternateReverse]
    let fills: [FillMode] = [.none, .forwards, .backwards, .both]
    var random = SeededRandomNumberGenerator(seed: 42)
    var checked = 0
    _ = withWarningsCaptured {
      for _ in 0..<20_000 {
        let timing = Timing(
          duration: nasty.randomElement(using: &random) ?? 0,
          delay: nasty.randomElement(using: &random) ?? 0,
          endDelay: nasty.randomElement(using: &random) ?? 0,
          iterations: nasty.randomElement(using: &random) ?? 0,
          iterationStart: nasty.randomElement(using: &random) ?? 0,
          direction: directions.randomElement(using: &random) ?? .normal,
          fill: fills.randomElement(using: &random) ?? .none,
          playbackRate: nasty.randomElement(using: &random) ?? 0,
          timingFunction: easings.randomElement(using: &random) ?? .linear)
        let state = timing.state(at: nasty.randomElement(using: &random))
        let values = [
          state.activeDuration, state.endTime, state.beforeActiveBoundary,
          state.activeAfterBoundary,
          state.activeTime, state.overallProgress, state.simpleIterationProgress,
          state.currentIteration, state.directedProgress, state.transformedProgress,
        ]
        #expect(!values.contains { $0?.isNaN == true }, "NaN in \(state) for \(timing)")
        #expect((state.activeTime ?? 0) >= 0)
        #expect((0...1).contains(state.simpleIterationProgress ?? 0))
        #expect((0...1).contains(state.directedProgress ?? 0))
        #expect((state.currentIteration ?? 0) >= 0)
        #expect((state.activeTime == nil) == (state.transformedProgress == nil))
        checked += 1
      }
    }
    #expect(checked == 20_000)
  }
}
