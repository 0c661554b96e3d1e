extension Timing {
  /// A timing reduced, once, to what ``Timing/state(at:)`` computes in
  /// the active phase, for callers that evaluate it every frame.
  ///
  /// It holds plain numbers (no timing function to copy or retain) and
  /// its evaluation, ``progress(at:)``, is inlinable, so a caller in
  /// another module runs it without a call. It answers only in the
  /// active phase of a timing whose duration is finite and not 0, with
  /// at least some iterations, and a linear or cubic Bézier timing
  /// function; anywhere else (before or after the active interval, a
  /// NaN local time, a value that is not finite) it returns `nil`, and
  /// the caller asks ``Timing/state(at:)``. Where it answers, its values
  /// are the state's, bit for bit.
  package struct ActivePhase: Sendable {
    /// The bit patterns of every number a reduction is made of, and its
    /// flags.
    ///
    /// Two reductions with the same identity compute the same values bit
    /// for bit (unlike `==` on their numbers, which takes −0 for 0). It is
    /// made without allocating.
    package struct Identity: Hashable, Sendable {
      let times: SIMD8<UInt64>
      let curve: SIMD4<UInt64>
      let flags: UInt64
    }

    /// The reduction's ``Identity``.
    package var identity: Identity {
      Identity(
        times: SIMD8(
          delay.bitPattern, duration.bitPattern, iterations.bitPattern,
          iterationStart.bitPattern, activeDuration.bitPattern, beforeActive.bitPattern,
          activeAfter.bitPattern, 0),
        curve: SIMD4(
          curve.x1.bitPattern, curve.y1.bitPattern, curve.x2.bitPattern, curve.y2.bitPattern),
        flags: (backwards ? 1 : 0) | (isLinear ? 2 : 0) | UInt64(direction) << 2)
    }

    // The values read at every evaluation come first, then the curve.
    @usableFromInline let delay: Double
    @usableFromInline let duration: Double
    @usableFromInline let iterations: Double
    @usableFromInline let iterationStart: Double
    @usableFromInline let activeDuration: Double
    @usableFromInline let beforeActive: Double
    @usableFromInline let activeAfter: Double
    /// Whether the playback rate is negative.
    @usableFromInline let backwards: Bool
    /// Whether the timing function is linear (otherwise ``curve``).
    @usableFromInline let isLinear: Bool
    /// The direction: 0 normal, 1 reverse, 2 alternate, 3 alternate
    /// reverse.
    @usableFromInline let direction: UInt8
    @usableFromInline let curve: CubicBezierCurve

    /// A reduction that is never evaluated: a placeholder for storage
    /// that has no timing to hold.
    package init() {
      delay = 0
      duration = 1
      iterations = 0
      iterationStart = 0
      activeDuration = 0
      beforeActive = 0
      activeAfter = 0
      backwards = false
      isLinear = true
      direction = 0
      curve = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    }

    /// Reduces a timing, or returns `nil` when ``progress(at:)`` could
    /// never answer for it (a duration of 0 or infinity, no iterations,
    /// a step or piecewise-linear timing function).
    ///
    /// - Parameter timing: The timing.
    package init?(_ timing: Timing) {
      guard timing.duration > 0, timing.duration.isFinite, timing.iterations > 0 else {
        return nil
      }
      switch timing.timingFunction.representation {
      case .linear:
        isLinear = true
        curve = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
      case .cubicBezier(let bezier):
        isLinear = false
        curve = bezier
      case .steps, .piecewiseLinear:
        return nil
      }
      delay = timing.delay
      duration = timing.duration
      iterations = timing.iterations
      iterationStart = timing.iterationStart
      activeDuration = timing.activeDuration
      let endTime = timing.endTime
      beforeActive = max(min(timing.delay, endTime), 0)
      activeAfter = max(min(timing.delay + activeDuration, endTime), 0)
      backwards = timing.playbackRate < 0
      switch timing.direction.kind {
      case .normal: direction = 0
      case .reverse: direction = 1
      case .alternate: direction = 2
      case .alternateReverse: direction = 3
      }
    }

    /// The progress values of ``Timing/state(at:)`` at a local time in
    /// the active phase.
    package struct Progress: Sendable {
      /// ``Timing/State/directedProgress``.
      package var directed: Double
      /// ``Timing/State/transformedProgress``.
      package var transformed: Double
      /// ``Timing/State/currentIteration``.
      package var iteration: Double
    }

    /// ``Timing/state(at:)``'s progress values at a local time, when it
    /// falls in the active phase and they are finite; otherwise `nil`.
    ///
    /// The steps are those of ``Timing/state(at:)`` for the active phase,
    /// with its remainders taken without a call to `fmod` (the same
    /// values: the whole part of a positive number is exact, and so is
    /// what is left).
    ///
    /// `mutating` (it changes nothing) so that it reads a reduction kept
    /// in a class's storage where it is, rather than a copy of it.
    ///
    /// - Parameter localTime: The effect's local time in seconds.
    /// - Returns: The progress values, or `nil`.
    @inlinable @inline(__always)
    package mutating func progress(at localTime: Double) -> Progress? {
      // 4.5 Phases (a NaN fails both tests below and is left to the full
      // evaluation, which warns).
      guard localTime >= beforeActive, localTime <= activeAfter,
        !(backwards && localTime == beforeActive), backwards || localTime != activeAfter
      else { return nil }
      // 4.8.3 Active time and overall progress.
      let activeTime = localTime - delay
      var overall = activeTime == activeDuration ? iterations : activeTime / duration
      overall += iterationStart
      guard overall.isFinite else { return nil }
      // 4.8.3.3 Simple iteration progress: overall mod 1.
      var simple =
        overall > 0
        ? overall - overall.rounded(.towardZero) : overall.truncatingRemainder(dividingBy: 1)
      if simple == 0 && activeTime == activeDuration { simple = 1 }
      // 4.8.4 Current iteration.
      let whole = overall.rounded(.down)
      let iteration = simple == 1 ? whole - 1 : whole
      // 4.9 Directed progress.
      let forwards: Bool
      if direction < 2 {
        forwards = direction == 0
      } else {
        // `d mod 2 == 0`: half of d is whole (d is a whole number here).
        let d = direction == 3 ? iteration + 1 : iteration
        let half = d * 0.5
        forwards = d.isInfinite || half.rounded(.towardZero) == half
      }
      let directed = forwards ? simple : 1 - simple
      // 4.10 Transformed progress (the before flag is false in the active
      // phase).
      let transformed = isLinear ? directed : curve.value(at: directed)
      return Progress(directed: directed, transformed: transformed, iteration: iteration)
    }
  }
}
