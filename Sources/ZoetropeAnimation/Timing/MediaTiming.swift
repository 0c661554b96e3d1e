/// Core Animation's timing properties (`CAMediaTiming`), as a facade over ``Timing``.
///
/// The properties keep Core Animation's names and defaults. They are mapped
/// onto the Web Animations model (``timing``) as follows; ``state(atParentTime:)``
/// then evaluates that model:
///
/// - **Local time.** `t = (parentTime − beginTime) × speed`
///   (``localTime(parentTime:)``). CAMediaTiming.h gives
///   `t = (tp − begin) × speed + offset`; the `+ offset` term is not added to
///   the local time but becomes the iteration start (next point), so the
///   active interval still starts at `beginTime`. Delay and end delay are 0;
///   the playback rate is `speed`, whose sign decides the boundary phases.
/// - **Duration.** The iteration duration is ``effectiveDuration``: `duration`,
///   or 0.25 s when `duration` is 0 (Core Animation's default for animations).
///   `.infinity` is allowed.
/// - **timeOffset** becomes `iterationStart = timeOffset / effectiveDuration`,
///   taken modulo one cycle (1 iteration, or 2 with `autoreverses`) so that
///   negative offsets work too. The animation starts that far into its first
///   cycle and wraps around, and its active duration is unchanged: with
///   duration 1 and timeOffset 0.25 it plays 0.25 → 1, then 0 → 0.25. With
///   `speed` 0 the local time stays 0, which pauses the animation at
///   `timeOffset`.
/// - **autoreverses** plays each repeat forwards, then backwards: direction
///   ``PlaybackDirection/alternate`` with twice the iterations, so one repeat
///   (a cycle) lasts 2 × duration.
/// - **Repeats.** `iterations = repeats × (autoreverses ? 2 : 1)`, where
///   `repeats` is `repeatCount` if it is positive; otherwise
///   `repeatDuration / cycle duration` if `repeatDuration` is positive;
///   otherwise 1 (`repeatCount` 0 plays once). When both are set, Apple
///   calls the result undefined; here **`repeatCount` wins** and
///   `repeatDuration` is ignored. `.infinity` in either repeats forever.
/// - **fillMode** ``FillMode/removed`` is Web Animations' `none`; `forwards`,
///   `backwards` and `both` map to themselves.
/// - **timingFunction** is the effect easing, applied to each iteration's
///   directed progress, so the backward half of an autoreversing pass is the
///   eased forward half played in reverse.
///
/// Web Animations semantics are exact (the conformance vectors test them);
/// the Core Animation mapping above is this package's documented reading of
/// Apple's documentation, not a measurement of Core Animation.
///
/// ```swift
/// var timing = MediaTiming(duration: 1)
/// timing.repeatCount = 2
/// timing.autoreverses = true
/// timing.state(atParentTime: 1.5).transformedProgress  // 0.5, on the way back
/// ```
///
/// Bad input policy (initializer and setters, each with a `zoetropeWarning`):
/// non-finite `beginTime` or `timeOffset` → 0; NaN or negative `duration`,
/// `repeatCount` or `repeatDuration` → 0 (their "unset" value; `.infinity`
/// is legal); non-finite `speed` → 1 (0 and negative speeds are legal).
public struct MediaTiming: Hashable, Sendable {
  /// Core Animation's duration for an animation whose `duration` is 0: 0.25 s.
  public static let defaultDuration = 0.25

  /// The parent time, in seconds, at which the animation begins.
  ///
  /// Finite.
  public var beginTime: Double {
    didSet { beginTime = Self.sanitizedFinite(beginTime, name: "beginTime") }
  }

  /// The duration of one pass in seconds; 0 means ``defaultDuration``.
  ///
  /// ≥ 0; `.infinity` is allowed. See ``effectiveDuration``.
  public var duration: Double {
    didSet { duration = Self.sanitizedNonNegative(duration, name: "duration") }
  }

  /// The number of repeats.
  ///
  /// 0 (the default) plays once; fractions and `.infinity` are allowed. ≥ 0.
  public var repeatCount: Double {
    didSet { repeatCount = Self.sanitizedNonNegative(repeatCount, name: "repeatCount") }
  }

  /// The total time to repeat for, in seconds, used when ``repeatCount`` is 0.
  ///
  /// 0 (the default) means unset. ≥ 0; `.infinity` repeats forever.
  public var repeatDuration: Double {
    didSet { repeatDuration = Self.sanitizedNonNegative(repeatDuration, name: "repeatDuration") }
  }

  /// Whether each repeat plays forwards and then backwards.
  public var autoreverses: Bool

  /// Whether the animation holds its value outside its active interval;
  /// ``FillMode/removed`` by default.
  public var fillMode: FillMode

  /// How fast local time runs relative to parent time; 1 by default.
  ///
  /// Finite. 0 freezes the animation at ``timeOffset``; negative values run
  /// local time backwards.
  public var speed: Double {
    didSet { speed = Self.sanitizedSpeed(speed) }
  }

  /// An offset into the animation, in local seconds.
  ///
  /// It wraps around (see the type's documentation). Finite.
  public var timeOffset: Double {
    didSet { timeOffset = Self.sanitizedFinite(timeOffset, name: "timeOffset") }
  }

  /// The easing of each pass; ``TimingFunction/linear`` by default.
  public var timingFunction: TimingFunction

  /// Creates Core Animation timing; every argument defaults to Core Animation's default.
  ///
  /// - Parameters:
  ///   - beginTime: The begin time in parent seconds.
  ///   - duration: The duration of one pass in seconds; 0 means 0.25 s.
  ///   - repeatCount: The number of repeats; 0 plays once.
  ///   - repeatDuration: The total repeat time in seconds; 0 means unset.
  ///   - autoreverses: Whether each repeat plays forwards then backwards.
  ///   - fillMode: The fill mode.
  ///   - speed: The time scale relative to the parent.
  ///   - timeOffset: The offset into the animation, in local seconds.
  ///   - timingFunction: The easing of each pass.
  public init(
    beginTime: Double = 0,
    duration: Double = 0,
    repeatCount: Double = 0,
    repeatDuration: Double = 0,
    autoreverses: Bool = false,
    fillMode: FillMode = .removed,
    speed: Double = 1,
    timeOffset: Double = 0,
    timingFunction: TimingFunction = .linear
  ) {
    self.beginTime = Self.sanitizedFinite(beginTime, name: "beginTime")
    self.duration = Self.sanitizedNonNegative(duration, name: "duration")
    self.repeatCount = Self.sanitizedNonNegative(repeatCount, name: "repeatCount")
    self.repeatDuration = Self.sanitizedNonNegative(repeatDuration, name: "repeatDuration")
    self.autoreverses = autoreverses
    self.fillMode = fillMode
    self.speed = Self.sanitizedSpeed(speed)
    self.timeOffset = Self.sanitizedFinite(timeOffset, name: "timeOffset")
    self.timingFunction = timingFunction
  }
}
