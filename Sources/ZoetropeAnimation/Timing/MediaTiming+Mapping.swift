extension MediaTiming {
  /// The duration of one pass in seconds: ``duration``, or
  /// ``defaultDuration`` (0.25 s) when ``duration`` is 0.
  public var effectiveDuration: Double {
    duration > 0 ? duration : Self.defaultDuration
  }

  /// The equivalent Web Animations timing (the mapping is described on ``MediaTiming``).
  public var timing: Timing {
    let passDuration = effectiveDuration
    let passesPerRepeat: Double = autoreverses ? 2 : 1
    let repeats: Double
    if repeatCount > 0 {
      repeats = repeatCount
    } else if repeatDuration > 0 {
      // ∞ / ∞ would be NaN; an infinite pass already lasts forever.
      repeats = passDuration.isInfinite ? 1 : repeatDuration / (passDuration * passesPerRepeat)
    } else {
      repeats = 1
    }
    var iterationStart = timeOffset / passDuration
    if iterationStart.isFinite {
      iterationStart = iterationStart.truncatingRemainder(dividingBy: passesPerRepeat)
      if iterationStart < 0 { iterationStart += passesPerRepeat }
      // A tiny negative remainder can round up to a whole cycle.
      if iterationStart >= passesPerRepeat { iterationStart = 0 }
    } else {
      iterationStart = 0
    }
    return Timing(
      duration: passDuration,
      iterations: repeats * passesPerRepeat,
      iterationStart: iterationStart,
      direction: autoreverses ? .alternate : .normal,
      fill: fillMode,
      playbackRate: speed,
      timingFunction: timingFunction
    )
  }

  /// The local time for a parent time: `(parentTime − beginTime) × speed`, in seconds.
  ///
  /// Core Animation's `+ timeOffset` is applied as the iteration start of
  /// ``timing`` instead (see ``MediaTiming``). With `speed` 0 the local time
  /// is 0 at every parent time, infinite ones included.
  ///
  /// - Parameter parentTime: The parent's time in seconds.
  /// - Returns: The local time in seconds.
  public func localTime(parentTime: Double) -> Double {
    speed == 0 ? 0 : (parentTime - beginTime) * speed
  }

  /// The Web Animations state at a parent time.
  ///
  /// - Parameter parentTime: The parent's time in seconds.
  /// - Returns: ``timing`` evaluated at ``localTime(parentTime:)``.
  public func state(atParentTime parentTime: Double) -> Timing.State {
    timing.state(at: localTime(parentTime: parentTime))
  }
}
