extension Timing {
  /// Every value the Web Animations timing model computes for one local time.
  ///
  /// The names and the order follow web-animations-1 sections 4.5–4.10.
  /// `nil` stands for the specification's "unresolved". Times are seconds;
  /// progress values are unit-less.
  public struct State: Hashable, Sendable {
    /// The local time the state was computed for, or `nil` for idle.
    public var localTime: Double?

    /// The phase the local time falls in.
    public var phase: Phase

    /// The active duration in seconds.
    ///
    /// ``Timing/duration`` × ``Timing/iterations``, or 0 when either is 0.
    /// May be `.infinity`.
    public var activeDuration: Double

    /// The end time in seconds.
    ///
    /// max(delay + active duration + end delay, 0). May be `.infinity`.
    public var endTime: Double

    /// max(min(delay, end time), 0): where the before phase ends.
    public var beforeActiveBoundary: Double

    /// max(min(delay + active duration, end time), 0): where the after phase starts.
    public var activeAfterBoundary: Double

    /// The time since the start of the active interval, clamped into it by
    /// the fill mode; `nil` when the effect has no effect at this time.
    public var activeTime: Double?

    /// Iterations completed, including iteration start and the partial
    /// current iteration (may be `.infinity`).
    public var overallProgress: Double?

    /// Progress within the current iteration, in [0, 1], before direction and easing.
    public var simpleIterationProgress: Double?

    /// The index of the current iteration, counted from 0 (may be `.infinity`).
    public var currentIteration: Double?

    /// The simple iteration progress after applying the playback direction.
    public var directedProgress: Double?

    /// The before flag passed to the timing function (it matters for steps):
    /// `true` when the effect is in its before phase going forwards, or in its
    /// after phase going backwards.
    public var beforeFlag: Bool?

    /// The directed progress after the effect easing: the value to
    /// interpolate keyframes with (Web Animations' computed `progress`).
    public var transformedProgress: Double?

    /// Whether the effect has an effect at this time (its active time is resolved).
    public var isInEffect: Bool { activeTime != nil }
  }
}
