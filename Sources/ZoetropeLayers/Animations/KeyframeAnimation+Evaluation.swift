import ZoetropeAnimation
import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Key times within this distance of the progress count as reached, so that
/// floating-point rounding does not show a discrete frame late.
private let keyTimeTolerance = 1e-9

extension KeyframeAnimation {
  /// Writes the keyframe value at a progress (and the rotation, if any).
  func applyKeyframes(
    to properties: inout LayerProperties,
    progress: Double,
    state: Timing.State
  ) {
    if let track = pathTrack() {
      let sample = track.sample(at: progress)
      guard let point = sample.point as? Value, let start = track.start as? Value,
        let end = track.end as? Value
      else { return }
      write(point, start: start, end: end, state: state, to: &properties)
      if let angle = sample.angle {
        applyRotation(angle, to: &properties)
      }
      return
    }
    guard let first = values.first, let last = values.last else { return }
    write(value(at: progress), start: first, end: last, state: state, to: &properties)
    if rotationMode != .none, let angle = tangentAngle(at: progress) {
      applyRotation(angle, to: &properties)
    }
  }

  /// The flattened path, if there is a path for a `Point` property.
  func pathTrack() -> PathTrack? {
    guard let path, Value.self == Point.self else { return nil }
    if let cachedTrack {
      return cachedTrack
    }
    cachedTrack = PathTrack(path)
    return cachedTrack
  }

  /// The value through the keyframes at a progress through the pass.
  ///
  /// - Parameter progress: The pass's progress, usually in 0...1.
  /// - Returns: The value; the first value if there are no others.
  func value(at progress: Double) -> Value {
    guard values.count > 1, let arithmetic, effectiveMode != .discrete else {
      return discreteValue(at: progress)
    }
    let mode = effectiveMode
    let (index, local) = Self.locate(progress, in: segmentTimes(arithmetic: arithmetic))
    var segmentProgress = local
    if !mode.isPaced, let timingFunctions, timingFunctions.indices.contains(index) {
      segmentProgress = timingFunctions[index].value(at: local)
    }
    if mode.isCubic {
      return cubicValue(segment: index, progress: segmentProgress, arithmetic: arithmetic)
    }
    return arithmetic.interpolate(values[index], values[index + 1], segmentProgress)
  }

  /// The value showing at a progress in discrete mode: the last one whose
  /// key time has been reached (with *n* values and no key times, value
  /// *k* shows during [k/n, (k+1)/n)).
  func discreteValue(at progress: Double) -> Value {
    let count = values.count
    guard count > 1 else {
      return values[0]
    }
    let index: Int
    if let keyTimes, keyTimes.count == count || keyTimes.count == count + 1 {
      index = keyTimes.prefix(count).lastIndex { $0 <= progress + keyTimeTolerance } ?? 0
    } else {
      let slot = (progress * Double(count) + keyTimeTolerance).rounded(.down)
      index = slot.isNaN ? 0 : Int(min(max(slot, 0), Double(count - 1)))
    }
    return values[index]
  }

  /// When each value is reached (one time per value, from 0 to 1): the
  /// paced times, the given key times, or even spacing.
  func segmentTimes(arithmetic: ValueArithmetic<Value>) -> [Double] {
    let count = values.count
    let evenlySpaced = (0..<count).map { Double($0) / Double(count - 1) }
    if effectiveMode.isPaced {
      var offsets = [0.0]
      var total = 0.0
      for (from, to) in zip(values, values.dropFirst()) {
        total += arithmetic.distance(from, to)
        offsets.append(total)
      }
      guard total > 0, total.isFinite else { return evenlySpaced }
      var times = offsets.map { $0 / total }
      times[count - 1] = 1
      return times
    }
    if let keyTimes, keyTimes.count == count {
      return keyTimes
    }
    return evenlySpaced
  }

  /// The segment a progress falls in and the progress within it.
  ///
  /// Before the first time the first segment's start holds, after the last
  /// the last segment's end, except that a progress below 0 or above 1
  /// extrapolates the first or last segment when its time is 0 or 1.
  ///
  /// - Parameters:
  ///   - progress: The pass's progress.
  ///   - times: At least two non-decreasing times.
  /// - Returns: The segment index (0 ..< times.count − 1) and the local progress.
  static func locate(_ progress: Double, in times: [Double]) -> (index: Int, local: Double) {
    let last = times.count - 1
    if !(progress >= times[0]) {
      let extrapolates = times[0] == 0 && times[1] > times[0] && progress < 0
      return (0, extrapolates ? (progress - times[0]) / (times[1] - times[0]) : 0)
    }
    if progress >= times[last] {
      let extrapolates = times[last] == 1 && times[last] > times[last - 1] && progress > 1
      let local = (progress - times[last - 1]) / (times[last] - times[last - 1])
      return (last - 1, extrapolates ? local : 1)
    }
    var index = 0
    while index < last - 1 && times[index + 1] <= progress {
      index += 1
    }
    return (index, (progress - times[index]) / (times[index + 1] - times[index]))
  }

  /// The direction of a point animation's path at a progress, from a
  /// short forward difference (backward at the end); `nil` where the
  /// point does not move or the values are not points.
  func tangentAngle(at progress: Double) -> Double? {
    guard Value.self == Point.self, progress.isFinite else { return nil }
    let step = 1e-4
    let (early, late) =
      progress + step <= 1 ? (progress, progress + step) : (progress - step, progress)
    guard let from = value(at: early) as? Point, let to = value(at: late) as? Point,
      from != to
    else { return nil }
    return atan2(to.y - from.y, to.x - from.x)
  }

  /// Sets the transform's rotation for the ``rotationMode``.
  func applyRotation(_ angle: Double, to properties: inout LayerProperties) {
    switch rotationMode.representation {
    case .none: break
    case .auto: properties.transform.rotation = angle
    case .autoReverse: properties.transform.rotation = angle + .pi
    }
  }
}
