import ZoetropeGraphics
import ZoetropeUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The touches of a drag, fling, pinch or rotation under way: makes their
/// moves one sample at a time, as time reaches them, so a motion of any
/// length holds one sample, not all of them.
///
/// Samples come at `k / rate` seconds after the start, for every `k ≥ 1`
/// before the end; at each, every touch moves to where its path is at that
/// time (so each moves at its path's steady speed, and a velocity measured
/// from the samples is exact at any rate). At `start + duration` every
/// touch moves to its end, then lifts.
struct ScriptMotion {
  /// Where the touches are as a function of progress 0...1.
  enum Shape {
    /// One touch along a polyline at a steady speed; `lengths` are the
    /// cumulative lengths at each point.
    case path([Point], lengths: [Double])
    /// Two touches either side of `center` on a horizontal line, their
    /// distance going from `distance` to `distance × scale`.
    case pinch(center: Point, distance: Double, scale: Double)
    /// Two touches `distance` apart either side of `center`, turning by
    /// `angle` radians (clockwise on screen).
    case rotation(center: Point, distance: Double, angle: Double)
  }

  /// The touches' paths.
  let shape: Shape
  /// The host's touch numbers, one per touch of the shape.
  let touchIDs: [Int]
  /// When the touches went down, in seconds.
  let start: Double
  /// How long the motion takes, in seconds (≥ 0, finite).
  let duration: Double
  /// Samples per second.
  let rate: Double
  /// The next sample's `k`; `nil` once the final sample was made.
  private var step: Int? = 1

  /// Creates a motion whose touches have just gone down.
  init(shape: Shape, touchIDs: [Int], start: Double, duration: Double, rate: Double) {
    self.shape = shape
    self.touchIDs = touchIDs
    self.start = start
    self.duration = duration
    self.rate = rate
  }

  /// A path through points, at a steady speed.
  static func path(through points: [Point]) -> Shape {
    var lengths = [0.0]
    for index in points.indices.dropFirst() {
      let dx = points[index].x - points[index - 1].x
      let dy = points[index].y - points[index - 1].y
      lengths.append(lengths[index - 1] + (dx * dx + dy * dy).squareRoot())
    }
    return .path(points, lengths: lengths)
  }

  /// Where each touch is at progress `progress` (0...1).
  func locations(at progress: Double) -> [Point] {
    switch shape {
    case .path(let points, let lengths):
      return [Self.point(on: points, lengths: lengths, at: progress)]
    case .pinch(let center, let distance, let scale):
      let half = distance * (1 + (scale - 1) * progress) / 2
      return [Point(x: center.x - half, y: center.y), Point(x: center.x + half, y: center.y)]
    case .rotation(let center, let distance, let angle):
      let turned = angle * progress
      let dx = cos(turned) * distance / 2
      let dy = sin(turned) * distance / 2
      return [
        Point(x: center.x - dx, y: center.y - dy), Point(x: center.x + dx, y: center.y + dy),
      ]
    }
  }

  /// The point a fraction of the way along a polyline, by length (by
  /// points when the path has no length).
  private static func point(on points: [Point], lengths: [Double], at progress: Double) -> Point {
    guard let last = points.last, points.count > 1 else { return points.first ?? .zero }
    let total = lengths[lengths.count - 1]
    if progress >= 1 { return last }
    guard total > 0 else { return points[0] }
    let target = total * max(progress, 0)
    var low = 0
    var high = lengths.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if lengths[middle] <= target { low = middle } else { high = middle }
    }
    let segment = lengths[high] - lengths[low]
    let fraction = segment > 0 ? (target - lengths[low]) / segment : 0
    let a = points[low]
    let b = points[high]
    return Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
  }

  /// Where each touch goes down.
  var startLocations: [Point] {
    locations(at: 0)
  }

  /// The time of the next sample, or nil when the touches have lifted.
  var nextTime: Double? {
    guard let step else { return nil }
    let time = Double(step) / rate
    // A sample within a nanosecond of the end is the end's.
    return time < duration - 1e-9 ? start + time : start + duration
  }

  /// Makes the next sample: every touch moves, and at the end lifts.
  ///
  /// - Returns: The events, in order, with their times.
  mutating func next() -> [(kind: InputEvent.Kind, touchID: Int, location: Point, time: Double)] {
    guard let step, let time = nextTime else { return [] }
    let isEnd = Double(step) / rate >= duration - 1e-9
    self.step = isEnd ? nil : step + 1
    let progress = isEnd ? 1 : Double(step) / (rate * duration)
    let points = locations(at: progress)
    var events = zip(touchIDs, points).map { (InputEvent.Kind.touchMoved, $0, $1, time) }
    if isEnd {
      events += zip(touchIDs, points).map { (InputEvent.Kind.touchEnded, $0, $1, time) }
    }
    return events
  }
}
