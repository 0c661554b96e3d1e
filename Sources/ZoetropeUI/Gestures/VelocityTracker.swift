import ZoetropeGraphics

/// Estimates how fast a value moves from timed samples: the slope of the
/// least-squares line through the samples of the last
/// ``VelocityTracker/window`` seconds.
///
/// A fit over the samples' own timestamps does not care how unevenly they
/// arrive (30, 60 or 120 Hz input, frames that stall): a value moving at
/// a steady speed gives exactly that speed. A sample with the same
/// timestamp as the last one replaces it (two fingers of a pinch that move
/// in one instant count once, with both moved).
struct VelocityTracker {
  /// How far back samples count, in seconds: 0.1.
  static let window = 0.1
  /// The most samples kept (input faster than 2.5 kHz keeps only the
  /// newest).
  static let capacity = 256

  /// The samples, oldest first, none older than ``window`` before the newest.
  private(set) var samples: [(time: Double, x: Double, y: Double)] = []

  /// Adds a sample.
  ///
  /// Bad input: a non-finite sample is ignored with a warning; a time
  /// before the newest sample's is treated as that time.
  mutating func add(time: Double, x: Double, y: Double = 0) {
    guard time.isFinite, x.isFinite, y.isFinite else {
      zoetropeWarning("Gesture velocity sample (\(time) s, \(x), \(y)) is not finite; ignored")
      return
    }
    var time = time
    if let last = samples.last {
      time = max(time, last.time)
      if time == last.time {
        samples[samples.count - 1] = (time, x, y)
        return
      }
    }
    samples.append((time, x, y))
    let oldest = time - Self.window - 1e-9
    if let keep = samples.firstIndex(where: { $0.time >= oldest }), keep > 0 {
      samples.removeFirst(keep)
    }
    if samples.count > Self.capacity {
      samples.removeFirst(samples.count - Self.capacity)
    }
  }

  /// Forgets every sample.
  mutating func removeAll() {
    samples.removeAll()
  }

  /// The velocity in units per second: the slope of the least-squares fit;
  /// zero with fewer than two samples or no time between them.
  var velocity: (x: Double, y: Double) {
    guard samples.count >= 2 else { return (0, 0) }
    let count = Double(samples.count)
    var meanTime = 0.0
    var meanX = 0.0
    var meanY = 0.0
    for sample in samples {
      meanTime += sample.time
      meanX += sample.x
      meanY += sample.y
    }
    meanTime /= count
    meanX /= count
    meanY /= count
    var timeSquares = 0.0
    var timeX = 0.0
    var timeY = 0.0
    for sample in samples {
      let dt = sample.time - meanTime
      timeSquares += dt * dt
      timeX += dt * (sample.x - meanX)
      timeY += dt * (sample.y - meanY)
    }
    guard timeSquares > 1e-12 else { return (0, 0) }
    return (timeX / timeSquares, timeY / timeSquares)
  }
}
