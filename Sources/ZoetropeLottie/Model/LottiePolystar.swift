import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A star or polygon (`sr`): points round a centre at an outer radius
/// (and, for a star, an inner one), turned by a rotation, with optional
/// roundness that bends the edges.
struct LottiePolystar: Sendable {
  /// A star (`sy: 1`) or a polygon (`sy: 2`).
  var isStar: Bool
  /// Whether the points run counterclockwise (`d: 3`).
  var isReversed: Bool
  /// The centre.
  var position: LottieProperty<[Double]>
  /// How many points (whole points only: lottie-web's rule; fractions
  /// are dropped).
  var points: LottieProperty<[Double]>
  /// The rotation in degrees, clockwise, of the first point from the top.
  var rotation: LottieProperty<[Double]>
  /// The radius of the points.
  var outerRadius: LottieProperty<[Double]>
  /// How round the points are, in percent.
  var outerRoundness: LottieProperty<[Double]>
  /// A star's radius between its points.
  var innerRadius: LottieProperty<[Double]>
  /// How round a star's inner corners are, in percent.
  var innerRoundness: LottieProperty<[Double]>

  /// The most points a polystar draws (more are cut, with a warning when
  /// decoded).
  static let maximumPoints = 1_000

  /// Whether the outline changes over time.
  var isAnimated: Bool {
    [position, points, rotation, outerRadius, outerRoundness, innerRadius, innerRoundness]
      .contains(where: \.isAnimated)
  }

  /// The outline at a frame, as lottie-web draws it: vertices from the
  /// top (turned by the rotation) at the outer radius, alternating with
  /// the inner radius for a star, each with tangents along the circle of
  /// length `roundness × 2πr / (4n)` for a polygon of n points, or
  /// `roundness × 2πr / (2 · 2n)` for a star's vertices.
  func path(at frame: Double) -> Path {
    let pointCount = Self.pointCount(points.scalar(at: frame))
    guard pointCount > 0 else { return Path() }
    let center = position.point(at: frame)
    let outer = (outerRadius.scalar(at: frame), outerRoundness.scalar(at: frame) / 100)
    let inner = (innerRadius.scalar(at: frame), innerRoundness.scalar(at: frame) / 100)
    let vertexCount = isStar ? pointCount * 2 : pointCount
    let step = 2 * Double.pi / Double(vertexCount) * (isReversed ? -1 : 1)
    var angle = -Double.pi / 2 + rotation.scalar(at: frame) * Double.pi / 180
    var vertices: [(point: Point, arm: Point)] = []
    vertices.reserveCapacity(vertexCount)
    for index in 0..<vertexCount {
      let (radius, roundness) = !isStar || index.isMultiple(of: 2) ? outer : inner
      let perimeterSegment =
        2 * Double.pi * radius / Double(isStar ? vertexCount * 2 : vertexCount * 4)
      let (x, y) = (radius * cos(angle), radius * sin(angle))
      let length = (x * x + y * y).squareRoot()
      let along = length > 0 ? Point(x: y / length, y: -x / length) : Point(x: 0, y: 0)
      let scale = perimeterSegment * roundness * (isReversed ? -1 : 1)
      vertices.append(
        (Point(x: center.x + x, y: center.y + y), Point(x: along.x * scale, y: along.y * scale)))
      angle += step
    }
    return Self.closedPath(through: vertices)
  }

  /// A closed path through vertices, each leaving along `−arm` after it
  /// and arriving along `+arm` before it (straight when every arm is zero).
  private static func closedPath(through vertices: [(point: Point, arm: Point)]) -> Path {
    var path = Path()
    guard let first = vertices.first else { return path }
    let isStraight = vertices.allSatisfy { $0.arm.x == 0 && $0.arm.y == 0 }
    path.move(to: first.point)
    for index in 1...vertices.count {
      let from = vertices[index - 1]
      let to = vertices[index % vertices.count]
      if isStraight {
        if index < vertices.count { path.addLine(to: to.point) }
        continue
      }
      path.addCurve(
        to: to.point,
        control1: Point(x: from.point.x - from.arm.x, y: from.point.y - from.arm.y),
        control2: Point(x: to.point.x + to.arm.x, y: to.point.y + to.arm.y))
    }
    path.closeSubpath()
    return path
  }

  /// A point count made whole and bounded: NaN, infinities and counts
  /// below 1 draw nothing; at most ``maximumPoints``.
  static func pointCount(_ value: Double) -> Int {
    guard value.isFinite, value >= 1 else { return 0 }
    return Int(min(value.rounded(.down), Double(maximumPoints)))
  }
}
