#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
  /// The path with every point transformed.
  ///
  /// - Parameter transform: The affine transform to apply.
  /// - Returns: A new path whose elements are the transformed elements.
  public func applying(_ transform: Transform) -> Path {
    var result = Path()
    for element in elements {
      switch element {
      case .move(let point): result.move(to: point.applying(transform))
      case .line(let point): result.addLine(to: point.applying(transform))
      case .quadCurve(let point, let control):
        result.addQuadCurve(to: point.applying(transform), control: control.applying(transform))
      case .curve(let point, let control1, let control2):
        result.addCurve(
          to: point.applying(transform),
          control1: control1.applying(transform),
          control2: control2.applying(transform)
        )
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }

  /// The smallest rectangle holding every point of the path's outline,
  /// curves included (not just their control points), like `CGPath`'s
  /// `boundingBoxOfPath`; `Rect.null` for an empty path.
  ///
  /// Curves are measured through their flattened polyline, so the box is
  /// accurate to `flatteningTolerance`.
  public var boundingBox: Rect {
    var box = Rect.null
    for polyline in flattened() {
      for point in polyline {
        box = box.union(Rect(origin: point, size: .zero))
      }
    }
    return box
  }

  /// The largest distance, in points, between a curve and the polyline
  /// that ``flattened(tolerance:)`` uses for it by default.
  public static let flatteningTolerance = 0.05

  /// The path as polylines, one per subpath, with curves replaced by
  /// straight segments no further than `tolerance` from the curve.
  ///
  /// A closed subpath ends with its first point repeated. Each curve is
  /// split into at most 1,024 segments, so non-finite or enormous
  /// coordinates cannot make flattening run away.
  ///
  /// - Parameter tolerance: The largest allowed distance from the curve, in
  ///   points; values below 0.001 (or not finite) use 0.001.
  /// - Returns: The subpaths' points, in order.
  public func flattened(tolerance: Double = Path.flatteningTolerance) -> [[Point]] {
    let tolerance = tolerance.isFinite ? max(tolerance, 0.001) : 0.001
    var polylines: [[Point]] = []
    var current: [Point] = []
    func finish() {
      if !current.isEmpty { polylines.append(current) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish()
        current = [point]
      case .line(let point):
        current.append(point)
      case .quadCurve(let point, let control):
        guard let start = current.last else { continue }
        // Elevate to a cubic: the same curve, one code path.
        let c1 = start + (control - start) * (2.0 / 3.0)
        let c2 = point + (control - point) * (2.0 / 3.0)
        appendCubic(from: start, c1, c2, point, tolerance: tolerance, into: &current)
      case .curve(let point, let control1, let control2):
        guard let start = current.last else { continue }
        appendCubic(from: start, control1, control2, point, tolerance: tolerance, into: &current)
      case .closeSubpath:
        if let first = current.first { current.append(first) }
        finish()
      }
    }
    finish()
    return polylines
  }

  private func appendCubic(
    from p0: Point,
    _ p1: Point,
    _ p2: Point,
    _ p3: Point,
    tolerance: Double,
    into points: inout [Point]
  ) {
    // The second differences bound the distance between the curve and its
    // chords: n segments are within (3/4)·max|Δ²|/n² of the curve.
    let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
    let bound = 0.75 * max(d1, d2)
    let wanted = (bound / tolerance).squareRoot().rounded(.up)
    let count = wanted.isFinite ? Int(min(max(wanted, 1), 1_024)) : 1
    for index in 1...count {
      let t = Double(index) / Double(count)
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      points.append(
        Point(
          x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
          y: a * p0.y + b * p1.y + c * p2.y + d * p3.y
        )
      )
    }
  }

  /// The length of the path's outline, in points, measured on its
  /// flattened polylines.
  public var length: Double {
    flattened().reduce(0) { total, polyline in
      zip(polyline, polyline.dropFirst()).reduce(total) { sum, pair in
        sum + hypot(pair.1.x - pair.0.x, pair.1.y - pair.0.y)
      }
    }
  }
}
