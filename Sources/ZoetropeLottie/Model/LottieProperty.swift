import ZoetropeAnimation
import ZoetropeGraphics

/// One keyframe of a Lottie property: its value from a frame on, and how
/// the value moves to the next keyframe's.
struct LottieKeyframe<Value: Sendable>: Sendable {
  /// The frame the keyframe is at, in its composition's frames.
  var time: Double
  /// The value at ``time``.
  var value: Value
  /// The value the segment to the next keyframe ends at, when the file
  /// gives one (the older `e` form); otherwise the next keyframe's value.
  var endValue: Value?
  /// Whether the value holds until the next keyframe (`h: 1`).
  var isHold = false
  /// The easing of the segment to the next keyframe, one curve per
  /// dimension (from `o` and `i`); one curve serves every dimension, and
  /// an empty list is linear.
  var easing: [TimingFunction] = []
  /// A position's spatial tangents (`to` leaving this value, `ti`
  /// arriving at the next, relative to the values), when the segment is
  /// a curve rather than a straight line.
  var spatialTangents: (out: Point, in: Point)?
}

/// A Lottie property: a static value, or keyframes in time order.
///
/// ``value(at:)`` follows lottie-web: before the first keyframe the first
/// value holds, after the last the last one; a hold keyframe keeps its
/// value until the next; otherwise each dimension moves along the segment
/// by its own easing curve (per-dimension easing), or one curve for all.
struct LottieProperty<Value: Sendable>: Sendable {
  /// The keyframes, at least one, in non-decreasing time order.
  var keyframes: [LottieKeyframe<Value>]

  /// A property that does not change.
  init(_ value: Value) {
    keyframes = [LottieKeyframe(time: 0, value: value)]
  }

  /// A property with keyframes; at least one is required.
  init(keyframes: [LottieKeyframe<Value>]) {
    precondition(!keyframes.isEmpty, "a Lottie property needs at least one keyframe")
    self.keyframes = keyframes
  }

  /// Whether the value changes over time.
  var isAnimated: Bool { keyframes.count > 1 }

  /// The first keyframe's value.
  var initialValue: Value { keyframes[0].value }

  /// The value at a frame.
  ///
  /// - Parameters:
  ///   - frame: A frame of the property's composition.
  ///   - interpolate: Blends the segment's start keyframe with the value
  ///     it moves to; the third argument holds the eased progress of each
  ///     dimension (one entry for all dimensions).
  /// - Returns: The value.
  func value(
    at frame: Double, interpolate: (LottieKeyframe<Value>, Value, [Double]) -> Value
  ) -> Value {
    let first = keyframes[0]
    guard keyframes.count > 1, frame > first.time else { return first.value }
    let last = keyframes[keyframes.count - 1]
    if frame >= last.time {
      return last.value
    }
    // The last keyframe at or before `frame` (binary search).
    var low = 0
    var high = keyframes.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyframes[middle].time <= frame { low = middle } else { high = middle }
    }
    let start = keyframes[low]
    let end = keyframes[low + 1]
    let span = end.time - start.time
    guard !start.isHold, span > 0 else { return start.value }
    let linear = (frame - start.time) / span
    let progress =
      start.easing.isEmpty ? [linear] : start.easing.map { $0.value(at: linear) }
    return interpolate(start, start.endValue ?? end.value, progress)
  }
}

extension LottieProperty where Value == [Double] {
  /// The numbers at a frame, each dimension eased by its own curve.
  func value(at frame: Double) -> [Double] {
    value(at: frame) { start, to, progress in
      LottieProperty<[Double]>.blend(start.value, to, progress)
    }
  }

  /// The first number at a frame (0 if there is none).
  func scalar(at frame: Double) -> Double {
    value(at: frame).first ?? 0
  }

  /// The first two numbers at a frame, as a point (missing ones are 0).
  ///
  /// A segment with spatial tangents moves along its cubic Bézier
  /// (`from`, `from + to`, `next + ti`, `next`), the eased progress (of
  /// the first dimension) being the fraction of the curve's length
  /// covered, as lottie-web moves it.
  func point(at frame: Double) -> Point {
    let numbers = value(at: frame) { start, to, progress in
      guard let tangents = start.spatialTangents, start.value.count >= 2, to.count >= 2 else {
        return LottieProperty<[Double]>.blend(start.value, to, progress)
      }
      let from = Point(x: start.value[0], y: start.value[1])
      let end = Point(x: to[0], y: to[1])
      let point = LottieSpatialCurve(from: from, out: tangents.out, in: tangents.in, to: end)
        .point(atLengthFraction: progress[0])
      return [point.x, point.y]
    }
    return Point(x: numbers.first ?? 0, y: numbers.count > 1 ? numbers[1] : 0)
  }

  /// Each dimension of `from` moved towards `to` by its progress.
  static func blend(_ from: [Double], _ to: [Double], _ progress: [Double]) -> [Double] {
    var result = from
    for index in result.indices where index < to.count {
      let t = progress[min(index, progress.count - 1)]
      result[index] = from[index] + (to[index] - from[index]) * t
    }
    return result
  }
}

extension LottieProperty where Value == LottieBezier {
  /// The shape at a frame, its vertices blended with the first easing
  /// curve.
  func value(at frame: Double) -> LottieBezier {
    value(at: frame) { start, to, progress in
      start.value.interpolated(to: to, progress: progress[0])
    }
  }
}
