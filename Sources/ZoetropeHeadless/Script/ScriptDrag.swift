import ZoetropeGraphics
import ZoetropeUI

/// A drag under way: makes its touch's moves one at a time, as time
/// reaches them, so a drag of any length holds one move, not all of them.
///
/// The moves come at `k / moveRate` seconds after the start, for every `k`
/// before the end, at the fraction `k / steps` of the way, where `steps`
/// is `⌈duration × moveRate⌉`; then a move to the end and the lift, both
/// at `start + duration`.
struct ScriptDrag {
  /// Where the touch went down, in window points.
  let from: Point
  /// Where the touch lifts, in window points.
  let to: Point
  /// When the touch went down, in seconds.
  let start: Double
  /// How long the drag takes, in seconds (≥ 0, finite).
  let duration: Double
  /// Moves per second.
  let moveRate: Double
  /// The number of intervals the path is cut into, ≥ 1.
  let steps: Int
  /// The next intermediate move; `steps` means the end's move, `steps + 1`
  /// the lift, `steps + 2` done.
  private var step = 1

  /// Creates a drag whose touch has just gone down at `from`.
  init(from: Point, to: Point, start: Double, duration: Double, moveRate: Double) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.moveRate = moveRate
    steps = max(1, Int(saturating: (duration * moveRate).rounded(.up)))
  }

  /// The time of the next event, or nil when the touch has lifted.
  var nextTime: Double? {
    if step < steps {
      return start + Double(step) / moveRate
    }
    return step <= steps + 1 ? start + duration : nil
  }

  /// Makes the next event: a move, or the lift at the end.
  ///
  /// - Returns: The event's kind, location and time.
  mutating func next() -> (kind: InputEvent.Kind, location: Point, time: Double) {
    defer { step += 1 }
    if step < steps {
      let progress = Double(step) / Double(steps)
      let point = Point(
        x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
      return (.touchMoved, point, start + Double(step) / moveRate)
    }
    return (step == steps ? .touchMoved : .touchEnded, to, start + duration)
  }
}
