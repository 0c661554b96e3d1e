/// The timing of one animation effect: the W3C Web Animations timing model.
///
/// `Timing` holds the parameters of web-animations-1 (`EffectTiming` plus the
/// animation's playback rate) and computes, for a local time, every
/// intermediate value of the model with ``state(at:)``. Core Animation's
/// timing properties map onto it through ``MediaTiming``.
///
/// Units: times are seconds; progress and iteration counts are unit-less.
/// Defaults follow Web Animations: no delays, duration 0, one iteration
/// starting at 0, ``PlaybackDirection/normal``, ``FillMode/none``, playback
/// rate 1 and a ``TimingFunction/linear`` effect easing.
///
/// ```swift
/// let timing = Timing(duration: 2, iterations: 1.5, direction: .alternate, fill: .forwards)
/// let state = timing.state(at: 2.5)
/// state.currentIteration      // 1
/// state.directedProgress      // 0.75  (0.25 into iteration 1, which plays backwards)
/// ```
///
/// Bad input policy (applied by the initializer and by every property
/// setter, each correction with a `zoetropeWarning`):
///
/// | property | rejected | becomes |
/// |---|---|---|
/// | ``delay``, ``endDelay`` | NaN, ±infinity | 0 |
/// | ``duration`` | NaN, negative (incl. −infinity) | 0 (+infinity is legal) |
/// | ``iterations`` | NaN | 1 |
/// | ``iterations`` | negative | 0 (+infinity is legal) |
/// | ``iterationStart`` | NaN, ±infinity, negative | 0 |
/// | ``playbackRate`` | NaN | 1 |
/// | ``playbackRate`` | ±infinity | ±1 (the direction is kept; 0 is legal) |
///
/// With these values the model never produces NaN.
public struct Timing: Hashable, Sendable {
  /// The start delay in seconds.
  ///
  /// The time from local time 0 to the start of the active interval.
  /// Negative values start part-way through. Finite.
  public var delay: Double {
    didSet { delay = Self.sanitizedDelay(delay, name: "delay") }
  }

  /// The end delay in seconds.
  ///
  /// Added after the active interval to give the ``endTime``. Negative
  /// values cut the active interval short. Finite.
  public var endDelay: Double {
    didSet { endDelay = Self.sanitizedDelay(endDelay, name: "endDelay") }
  }

  /// The iteration duration in seconds: ≥ 0, `.infinity` allowed.
  public var duration: Double {
    didSet { duration = Self.sanitizedDuration(duration) }
  }

  /// The number of iterations: ≥ 0, fractional and `.infinity` allowed.
  public var iterations: Double {
    didSet { iterations = Self.sanitizedIterations(iterations) }
  }

  /// How far into the iterations the effect starts, in iterations: finite, ≥ 0.
  ///
  /// 0.5 starts half-way through the first iteration; the active duration is
  /// unchanged, so the effect ends half-way through an iteration too.
  public var iterationStart: Double {
    didSet { iterationStart = Self.sanitizedIterationStart(iterationStart) }
  }

  /// Which way each iteration plays.
  public var direction: PlaybackDirection

  /// Whether the effect holds its value before and after the active interval.
  public var fill: FillMode

  /// The playback rate of the animation that drives this effect; finite.
  ///
  /// Only its sign enters the timing model: a negative rate makes the
  /// animation direction "backwards", which decides the phase exactly at the
  /// interval boundaries (web-animations-1 #animation-effect-phases-and-states).
  /// The local time itself is computed by the caller, for example with
  /// ``localTime(timelineTime:startTime:playbackRate:timeOffset:)``.
  public var playbackRate: Double {
    didSet { playbackRate = Self.sanitizedPlaybackRate(playbackRate) }
  }

  /// The effect easing, applied to the directed progress of each iteration.
  public var timingFunction: TimingFunction

  /// Creates a timing; every argument defaults to the Web Animations default.
  ///
  /// - Parameters:
  ///   - duration: The iteration duration in seconds (≥ 0, may be `.infinity`).
  ///   - delay: The start delay in seconds.
  ///   - endDelay: The end delay in seconds.
  ///   - iterations: The iteration count (≥ 0, fractional or `.infinity`).
  ///   - iterationStart: The iteration offset the effect starts at (≥ 0).
  ///   - direction: Which way iterations play.
  ///   - fill: The fill mode.
  ///   - playbackRate: The driving animation's playback rate (its sign matters).
  ///   - timingFunction: The effect easing.
  public init(
    duration: Double = 0,
    delay: Double = 0,
    endDelay: Double = 0,
    iterations: Double = 1,
    iterationStart: Double = 0,
    direction: PlaybackDirection = .normal,
    fill: FillMode = .none,
    playbackRate: Double = 1,
    timingFunction: TimingFunction = .linear
  ) {
    self.duration = Self.sanitizedDuration(duration)
    self.delay = Self.sanitizedDelay(delay, name: "delay")
    self.endDelay = Self.sanitizedDelay(endDelay, name: "endDelay")
    self.iterations = Self.sanitizedIterations(iterations)
    self.iterationStart = Self.sanitizedIterationStart(iterationStart)
    self.direction = direction
    self.fill = fill
    self.playbackRate = Self.sanitizedPlaybackRate(playbackRate)
    self.timingFunction = timingFunction
  }
}
