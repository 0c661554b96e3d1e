import ZoetropeGraphics

/// A Lottie path value (`{"c": closed, "v": vertices, "i": in tangents,
/// "o": out tangents}`): vertices with Bézier tangents relative to them.
struct LottieBezier: Sendable, Equatable {
  /// The vertices.
  var vertices: [Point] = []
  /// The tangent arriving at each vertex, relative to it.
  var inTangents: [Point] = []
  /// The tangent leaving each vertex, relative to it.
  var outTangents: [Point] = []
  /// Whether the last vertex joins the first.
  var isClosed = false

  /// The shape as a path: a line where both tangents of a segment are
  /// zero, a cubic curve otherwise.
  var path: Path {
    var path = Path()
    guard let first = vertices.first else { return path }
    path.move(to: first)
    let count = vertices.count
    let segments = isClosed ? count : count - 1
    for index in 0..<max(segments, 0) {
      let next = (index + 1) % count
      let out = outTangents[index]
      let into = inTangents[next]
      let target = vertices[next]
      if out == .zero && into == .zero {
        path.addLine(to: target)
      } else {
        path.addCurve(
          to: target,
          control1: Point(x: vertices[index].x + out.x, y: vertices[index].y + out.y),
          control2: Point(x: target.x + into.x, y: target.y + into.y))
      }
    }
    if isClosed { path.closeSubpath() }
    return path
  }

  /// The shape between this one and another with as many vertices, point
  /// by point; a shape with another number of vertices shows this one
  /// until the next keyframe (as lottie-web does).
  func interpolated(to other: LottieBezier, progress: Double) -> LottieBezier {
    guard other.vertices.count == vertices.count else { return self }
    func blend(_ a: [Point], _ b: [Point]) -> [Point] {
      zip(a, b).map {
        Point(x: $0.x + ($1.x - $0.x) * progress, y: $0.y + ($1.y - $0.y) * progress)
      }
    }
    return LottieBezier(
      vertices: blend(vertices, other.vertices),
      inTangents: blend(inTangents, other.inTangents),
      outTangents: blend(outTangents, other.outTangents),
      isClosed: isClosed)
  }
}
