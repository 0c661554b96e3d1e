import ZoetropeGraphics

extension Timing {
  static func sanitizedDelay(_ value: Double, name: String) -> Double {
    guard !value.isFinite else { return value }
    zoetropeWarning("Timing.\(name) \(value) is not finite; using 0")
    return 0
  }

  static func sanitizedDuration(_ value: Double) -> Double {
    guard value.isNaN || value < 0 else { return value }
    zoetropeWarning("Timing.duration \(value) is not a non-negative number; using 0")
    return 0
  }

  static func sanitizedIterations(_ value: Double) -> Double {
    if value.isNaN {
      zoetropeWarning("Timing.iterations is NaN; using 1")
      return 1
    }
    if value < 0 {
      zoetropeWarning("Timing.iterations \(value) is negative; using 0")
      return 0
    }
    return value
  }

  static func sanitizedIterationStart(_ value: Double) -> Double {
    guard !value.isFinite || value < 0 else { return value }
    zoetropeWarning("Timing.iterationStart \(value) is not a finite non-negative number; using 0")
    return 0
  }

  static func sanitizedPlaybackRate(_ value: Double) -> Double {
    if value.isNaN {
      zoetropeWarning("Timing.playbackRate is NaN; using 1")
      return 1
    }
    if value.isInfinite {
      let replacement: Double = value < 0 ? -1 : 1
      zoetropeWarning("Timing.playbackRate \(value) is not finite; using \(replacement)")
      return replacement
    }
    return value
  }
}
