import ZoetropeGraphics

extension Timing {
  /// The active duration in seconds: duration × iterations, or 0 when either is 0.
  ///
  /// web-animations-1 #calculating-the-active-duration (the zero rule avoids
  /// 0 × ∞). May be `.infinity`.
  public var activeDuration: Double {
    duration == 0 || iterations == 0 ? 0 : duration * iterations
  }

  /// The end time in seconds: max(delay + active duration + end delay, 0).
  public var endTime: Double {
    max(delay + activeDuration + endDelay, 0)
  }

  /// The local time of an effect driven by an animation on a timeline.
  ///
  /// `(timelineTime − startTime) × playbackRate + timeOffset`: the current
  /// time of a Web Animations animation (web-animations-1
  /// #the-current-time-of-an-animation) plus Core Animation's offset term
  /// (`t = (tp − begin) × speed + offset`, CAMediaTiming.h).
  ///
  /// - Parameters:
  ///   - timelineTime: The timeline's time in seconds.
  ///   - startTime: The animation's start time on the timeline, in seconds.
  ///   - playbackRate: The animation's playback rate.
  ///   - timeOffset: A local-time offset in seconds; 0 by default.
  /// - Returns: The local time in seconds (NaN only if an input is NaN or
  ///   infinities cancel; ``state(at:)`` treats NaN as unresolved).
  public static func localTime(
    timelineTime: Double, startTime: Double, playbackRate: Double, timeOffset: Double = 0
  ) -> Double {
    (timelineTime - startTime) * playbackRate + timeOffset
  }

  /// Computes the Web Animations timing model at a local time.
  ///
  /// Follows web-animations-1 sections 4.5–4.10 step by step: phase (with the
  /// playback rate's sign as the animation direction), active time, overall
  /// progress, simple iteration progress (including the rule that an
  /// iteration ending exactly at the end of the active interval reports
  /// progress 1, not 0), current iteration, directed progress, before flag
  /// and transformed progress.
  ///
  /// One numerical refinement: when the active time equals the active
  /// duration, the overall progress is iteration start + iterations exactly
  /// (the value of active duration / duration without its rounding error),
  /// so a filled animation ends on its last frame even for durations such
  /// as 0.1 s.
  ///
  /// `nil` local time gives the idle phase with every value unresolved. A
  /// NaN local time is treated the same way, with a `zoetropeWarning`.
  /// Infinite local times are allowed; the result never contains NaN.
  ///
  /// - Parameter localTime: The effect's local time in seconds, or `nil` when unresolved.
  /// - Returns: The computed state.
  public func state(at localTime: Double?) -> State {
    var localTime = localTime
    if let time = localTime, time.isNaN {
      zoetropeWarning("Timing.state(at:) got a NaN local time; treating it as unresolved")
      localTime = nil
    }
    let activeDuration = self.activeDuration
    let endTime = self.endTime
    let beforeActive = max(min(delay, endTime), 0)
    let activeAfter = max(min(delay + activeDuration, endTime), 0)
    var state = State(
      localTime: localTime,
      phase: .idle,
      activeDuration: activeDuration,
      endTime: endTime,
      beforeActiveBoundary: beforeActive,
      activeAfterBoundary: activeAfter
    )
    guard let localTime else { return state }

    // 4.5 Phases.
    let backwards = playbackRate < 0
    let phase: Phase
    if localTime < beforeActive || (backwards && localTime == beforeActive) {
      phase = .before
    } else if localTime > activeAfter || (!backwards && localTime == activeAfter) {
      phase = .after
    } else {
      phase = .active
    }
    state.phase = phase

    // 4.8.3.1 Active time.
    let activeTime: Double
    switch phase.kind {
    case .before:
      guard fill.fillsBackwards else { return state }
      activeTime = max(localTime - delay, 0)
    case .active:
      activeTime = localTime - delay
    case .after:
      guard fill.fillsForwards else { return state }
      activeTime = max(min(localTime - delay, activeDuration), 0)
    case .idle:
      return state
    }
    state.activeTime = activeTime
    fillProgress(of: &state, activeTime: activeTime, activeDuration: activeDuration)
    return state
  }

  /// Sections 4.8.3.2 to 4.10: everything downstream of a resolved active time.
  private func fillProgress(of state: inout State, activeTime: Double, activeDuration: Double) {
    let phase = state.phase

    // 4.8.3.2 Overall progress.
    var overallProgress: Double
    if duration == 0 {
      overallProgress = phase == .before ? 0 : iterations
    } else if activeTime == activeDuration {
      // The exact value of activeDuration / duration: dividing the rounded
      // product can miss the iteration count (0.1 × 3 / 0.1 = 3.0000000000000004),
      // which would show the start of a new iteration instead of the end.
      overallProgress = iterations
    } else if duration.isInfinite {
      overallProgress = 0  // a finite active time / ∞
    } else {
      overallProgress = activeTime / duration
    }
    overallProgress += iterationStart
    state.overallProgress = overallProgress

    // 4.8.3.3 Simple iteration progress.
    var simpleProgress =
      overallProgress.isInfinite
      ? iterationStart.truncatingRemainder(dividingBy: 1)
      : overallProgress.truncatingRemainder(dividingBy: 1)
    if simpleProgress == 0 && (phase == .active || phase == .after)
      && activeTime == activeDuration && iterations != 0
    {
      simpleProgress = 1
    }
    state.simpleIterationProgress = simpleProgress

    // 4.8.4 Current iteration.
    let currentIteration: Double
    if phase == .after && iterations.isInfinite {
      currentIteration = .infinity
    } else if simpleProgress == 1 {
      currentIteration = overallProgress.rounded(.down) - 1
    } else {
      currentIteration = overallProgress.rounded(.down)
    }
    state.currentIteration = currentIteration

    // 4.9 Directed progress.
    let forwards = Self.isPlayingForwards(direction: direction, iteration: currentIteration)
    let directed = forwards ? simpleProgress : 1 - simpleProgress
    state.directedProgress = directed

    // 4.10 Transformed progress.
    let beforeFlag = (phase == .before && forwards) || (phase == .after && !forwards)
    state.beforeFlag = beforeFlag
    state.transformedProgress = timingFunction.value(at: directed, beforeFlag: beforeFlag)
  }

  /// web-animations-1 #calculating-the-directed-progress, the current direction.
  static func isPlayingForwards(direction: PlaybackDirection, iteration: Double) -> Bool {
    switch direction.kind {
    case .normal:
      return true
    case .reverse:
      return false
    case .alternate, .alternateReverse:
      var d = iteration
      if direction == .alternateReverse { d += 1 }
      if d.isInfinite { return true }
      return d.truncatingRemainder(dividingBy: 2) == 0
    }
  }
}
