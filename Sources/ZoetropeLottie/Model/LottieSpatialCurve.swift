import ZoetropeGraphics

/// The cubic Bézier a position moves along between two keyframes with
/// spatial tangents, measured by length.
///
/// lottie-web moves a position along such a segment at the speed its
/// easing gives, the eased progress being the fraction of the curve's
/// length covered; this samples the curve at ``sampleCount`` points and
/// measures the polyline, which is within a hundredth of a point of the
/// curve for the sizes animations use.
struct LottieSpatialCurve {
  /// The number of straight pieces the curve is measured in.
  static let sampleCount = 64

  let from: Point
  let control1: Point
  let control2: Point
  let to: Point

  /// The curve from `from` to `to` with tangents relative to them (a
  /// keyframe's `to` and `ti`).
  init(from: Point, out: Point, in into: Point, to: Point) {
    self.from = from
    control1 = Point(x: from.x + out.x, y: from.y + out.y)
    control2 = Point(x: to.x + into.x, y: to.y + into.y)
    self.to = to
  }

  /// The point at a parameter `t` in 0...1.
  func point(at t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return Point(
      x: a * from.x + b * control1.x + c * control2.x + d * to.x,
      y: a * from.y + b * control1.y + c * control2.y + d * to.y)
  }

  /// The point a `fraction` of the curve's length along it; fractions
  /// outside 0...1 (an overshooting easing) continue along the end
  /// pieces' directions.
  func point(atLengthFraction fraction: Double) -> Point {
    let count = Self.sampleCount
    var points: [Point] = []
    points.reserveCapacity(count + 1)
    var lengths: [Double] = [0]
    lengths.reserveCapacity(count + 1)
    for index in 0...count {
      let point = point(at: Double(index) / Double(count))
      if let last = points.last {
        let (dx, dy) = (point.x - last.x, point.y - last.y)
        lengths.append(lengths[lengths.count - 1] + (dx * dx + dy * dy).squareRoot())
      }
      points.append(point)
    }
    let total = lengths[count]
    guard total > 0, fraction.isFinite else { return fraction < 0.5 ? from : to }
    let target = fraction * total
    // The piece holding the target length (the first or last piece
    // beyond the ends).
    var piece = 0
    while piece < count - 1, lengths[piece + 1] < target { piece += 1 }
    let pieceLength = lengths[piece + 1] - lengths[piece]
    let local = pieceLength > 0 ? (target - lengths[piece]) / pieceLength : 0
    let start = points[piece]
    let end = points[piece + 1]
    return Point(x: start.x + (end.x - start.x) * local, y: start.y + (end.y - start.y) * local)
  }
}
