// The `preferredFramesPerSecond` throttle: a fixed grid of callback times.
extension DisplayLink {
  /// Decides whether the link runs in the frame at `time`; if it does, records the
  /// frame's ``timestamp``, ``duration`` and ``targetTimestamp``.
  func prepareCallback(at time: Double, frameInterval: Double) -> Bool {
    var target = time + frameInterval
    let rate = Double(preferredFramesPerSecond)
    if rate > 0, 1 / rate > frameInterval {
      let interval = 1 / rate
      let slack = frameInterval / 4
      if let due = nextGridPoint, time < due - slack {
        return false
      }
      if let due = nextGridPoint, time >= due + interval - slack {
        throttleStart = nil  // a whole callback was missed (a stall): restart the grid
      }
      let start = throttleStart ?? time
      throttleStart = start
      let index = ((time - start + slack) / interval).rounded(.down) + 1
      let due = start + index * interval
      nextGridPoint = due
      let frames = max(1, ((due - slack - time) / frameInterval).rounded(.up))
      target = time + frames * frameInterval
    }
    timestamp = time
    duration = frameInterval
    targetTimestamp = target
    return true
  }

  /// Restarts the throttle grid at the next callback.
  func resetThrottle() {
    throttleStart = nil
    nextGridPoint = nil
  }
}
