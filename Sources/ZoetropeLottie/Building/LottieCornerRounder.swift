import ZoetropeGraphics

/// Rounded corners (`rd`): lottie-web's `RoundCornersModifier` on a
/// `Path`.
///
/// Every sharp vertex (one whose own tangents are both zero: straight
/// where it meets both its segments) of a closed subpath, and every one
/// but the ends of an open one, is replaced by two vertices pulled back
/// along its two edges by the radius (at most half of each edge), joined
/// by a cubic Bézier whose control points lie 0.5519 of the way from each
/// to the corner. Curved vertices are kept.
enum LottieCornerRounder {
  /// A vertex with its incoming and outgoing control points (equal to the
  /// vertex where the segment is straight there).
  private struct Vertex {
    var point: Point
    var into: Point
    var out: Point
  }

  /// How far along the way to the corner the control points lie
  /// (lottie-web's `roundCorner`).
  private static let controlFraction = 0.5519

  /// The path with its sharp corners rounded by `radius` (a radius that
  /// is not positive or not finite returns the path unchanged).
  static func round(_ path: Path, radius: Double) -> Path {
    guard radius > 0, radius.isFinite else { return path }
    var result = Path()
    for (vertices, isClosed) in subpaths(of: path) {
      append(rounded(vertices, isClosed: isClosed, radius: radius), isClosed: isClosed, to: &result)
    }
    return result
  }

  /// The subpaths of a path as vertex lists; a closed subpath that
  /// returns to its first point by an explicit segment lists it once.
  private static func subpaths(of path: Path) -> [([Vertex], Bool)] {
    var result: [([Vertex], Bool)] = []
    var vertices: [Vertex] = []
    func finish(closed: Bool) {
      if closed, vertices.count > 1, let first = vertices.first, let last = vertices.last,
        last.point == first.point
      {
        vertices[0].into = last.into
        vertices.removeLast()
      }
      if !vertices.isEmpty { result.append((vertices, closed)) }
      vertices = []
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        vertices = [Vertex(point: point, into: point, out: point)]
      case .line(let point):
        vertices.append(Vertex(point: point, into: point, out: point))
      case .quadCurve(let point, let control):
        if !vertices.isEmpty { vertices[vertices.count - 1].out = control }
        vertices.append(Vertex(point: point, into: control, out: point))
      case .curve(let point, let control1, let control2):
        if !vertices.isEmpty { vertices[vertices.count - 1].out = control1 }
        vertices.append(Vertex(point: point, into: control2, out: point))
      case .closeSubpath:
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }

  /// lottie-web's rounding of one subpath's vertices.
  private static func rounded(_ vertices: [Vertex], isClosed: Bool, radius: Double) -> [Vertex] {
    var result: [Vertex] = []
    let count = vertices.count
    for (index, vertex) in vertices.enumerated() {
      let isSharp = vertex.into == vertex.point && vertex.out == vertex.point
      let isOpenEnd = !isClosed && (index == 0 || index == count - 1)
      guard isSharp, !isOpenEnd, count > 1 else {
        result.append(vertex)
        continue
      }
      let previous = vertices[(index + count - 1) % count].point
      let next = vertices[(index + 1) % count].point
      let before = pulled(vertex.point, toward: previous, by: radius)
      let after = pulled(vertex.point, toward: next, by: radius)
      result.append(
        Vertex(point: before, into: before, out: between(before, vertex.point, controlFraction)))
      result.append(
        Vertex(point: after, into: between(after, vertex.point, controlFraction), out: after))
    }
    return result
  }

  /// A point moved from `corner` toward `other` by `radius`, at most half
  /// the way.
  private static func pulled(_ corner: Point, toward other: Point, by radius: Double) -> Point {
    let (dx, dy) = (other.x - corner.x, other.y - corner.y)
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance > 0 else { return corner }
    let fraction = min(distance / 2, radius) / distance
    return Point(x: corner.x + dx * fraction, y: corner.y + dy * fraction)
  }

  /// The point a fraction of the way from `a` to `b`.
  private static func between(_ a: Point, _ b: Point, _ fraction: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
  }

  /// Adds a subpath: lines where both ends are straight, curves elsewhere.
  private static func append(_ vertices: [Vertex], isClosed: Bool, to path: inout Path) {
    guard let first = vertices.first else { return }
    path.move(to: first.point)
    let segments = isClosed ? vertices.count : vertices.count - 1
    for index in 0..<segments {
      let from = vertices[index]
      let to = vertices[(index + 1) % vertices.count]
      if from.out == from.point && to.into == to.point {
        path.addLine(to: to.point)
      } else {
        path.addCurve(to: to.point, control1: from.out, control2: to.into)
      }
    }
    if isClosed { path.closeSubpath() }
  }
}
