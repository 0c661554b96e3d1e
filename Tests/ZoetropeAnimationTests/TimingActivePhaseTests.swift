import Testing

@testable import ZoetropeAnimation

/// `Timing.ActivePhase`, the reduction of a timing that the layer tree
/// evaluates every frame: wherever it answers, its values are those of
/// `Timing.state(at:)` bit for bit, and it answers in the active phase.
@Suite("Timing.ActivePhase")
struct TimingActivePhaseTests {
  /// Timings over every parameter the reduction reads, with awkward
  /// values: fractional and infinite iterations, iteration starts,
  /// negative delays, every direction, both signs of playback rate.
  static func timings() -> [Timing] {
    var timings: [Timing] = []
    let functions: [TimingFunction] = [
      .linear, .easeInEaseOut, .easeIn, TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),
    ]
    let directions: [PlaybackDirection] = [.normal, .reverse, .alternate, .alternateReverse]
    for duration in [0.1, 1, 1.75] {
      for iterations in [0.5, 1, 3, 2.5, .infinity] {
        for iterationStart in [0, 0.25, 1.5] {
          for delay in [0, -0.3, 0.4] {
            for (index, direction) in directions.enumerated() {
              for rate in [1.0, -1.0] {
                timings.append(
                  Timing(
                    duration: duration, delay: delay, endDelay: index == 1 ? -0.2 : 0,
                    iterations: iterations, iterationStart: iterationStart,
                    direction: direction, fill: .both, playbackRate: rate,
                    timingFunction: functions[
                      (index + Int(iterations.isFinite ? iterations : 7))
                        % functions.count]))
              }
            }
          }
        }
      }
    }
    return timings
  }

  /// Local times across the whole timeline, the boundaries of every
  /// iteration exactly and a ulp either side.
  static func times(for timing: Timing) -> [Double] {
    var times: [Double] = [-1, 0, -0.0, .infinity, -.infinity]
    for step in 0...80 { times.append(timing.delay + Double(step) * timing.duration / 8) }
    for edge in [timing.delay, timing.delay + timing.activeDuration, timing.endTime] {
      times += [edge, edge.nextUp, edge.nextDown]
    }
    return times
  }

  @Test func itsValuesAreThoseOfTheFullStateWhereverItAnswers() throws {
    var answered = 0
    var active = 0
    for timing in Self.timings() {
      var reduced = try #require(Timing.ActivePhase(timing))
      for time in Self.times(for: timing) {
        let state = timing.state(at: time)
        if state.phase == .active, state.overallProgress?.isFinite == true { active += 1 }
        guard let progress = reduced.progress(at: time) else { continue }
        answered += 1
        #expect(state.phase == .active, "\(timing) at \(time)")
        #expect(
          progress.directed.bitPattern == state.directedProgress?.bitPattern,
          "\(timing) at \(time)")
        #expect(
          progress.transformed.bitPattern == state.transformedProgress?.bitPattern,
          "\(timing) at \(time)")
        #expect(
          progress.iteration.bitPattern == state.currentIteration?.bitPattern,
          "\(timing) at \(time)")
      }
    }
    // A NaN local time is left to the full state, which warns.
    var one = try #require(Timing.ActivePhase(Timing(duration: 1)))
    #expect(one.progress(at: .nan) == nil)
    // It answers at every finite active time.
    #expect(answered == active)
    #expect(answered > 10_000)
  }

  @Test func timingsItCannotAnswerForAreNotReduced() {
    #expect(Timing.ActivePhase(Timing(duration: 0)) == nil)
    #expect(Timing.ActivePhase(Timing(duration: .infinity)) == nil)
    #expect(Timing.ActivePhase(Timing(duration: 1, iterations: 0)) == nil)
    #expect(Timing.ActivePhase(Timing(duration: 1, timingFunction: .steps(4))) == nil)
    #expect(Timing.ActivePhase(Timing(duration: 1)) != nil)
  }
}
