import ZoetropeGraphics

/// Cuts paths to parts of their length, for trim paths: exactly, on the
/// cubic Béziers themselves (each piece is split by de Casteljau's
/// algorithm at the parameter where its arc length is reached), so a
/// trimmed curve is still a curve and a fill of a trimmed path is drawn
/// as lottie-web draws it.
enum LottiePathTrimmer {
  /// One segment of a path, as a cubic Bézier (a line's controls lie on
  /// it), with its length.
  struct Segment {
    var points: (Point, Point, Point, Point)
    var isLine: Bool
    /// Whether the segment starts a new subpath.
    var startsSubpath: Bool
    /// Cumulative lengths at `t = i / samples`, for `i` in 0...samples.
    var lengths: [Double]

    var length: Double { lengths[lengths.count - 1] }
  }

  /// How many chords measure a curve.
  static let samples = 24

  /// The parts of `paths` within `intervals` (fractions of a length in
  /// 0...1): of each path's own length, or with `together`, of their
  /// lengths laid end to end, each path keeping its own pieces.
  static func trim(
    _ paths: [Path], intervals: [ClosedRange<Double>], together: Bool
  ) -> [Path] {
    if intervals.count == 1, intervals[0] == 0...1 { return paths }
    let segmented = paths.map(segments)
    guard together else {
      return segmented.map { segments in
        let total = segments.reduce(0) { $0 + $1.length }
        return cut(segments, intervals.map { ($0.lowerBound * total)...($0.upperBound * total) })
      }
    }
    let total = segmented.reduce(0) { $0 + $1.reduce(0) { $0 + $1.length } }
    var offset = 0.0
    return segmented.map { segments in
      let length = segments.reduce(0) { $0 + $1.length }
      defer { offset += length }
      return cut(
        segments,
        intervals.map { ($0.lowerBound * total - offset)...($0.upperBound * total - offset) })
    }
  }

  /// The pieces of a path's segments within ranges of its length.
  private static func cut(_ segments: [Segment], _ ranges: [ClosedRange<Double>]) -> Path {
    var path = Path()
    for range in ranges where range.upperBound > range.lowerBound {
      var start = 0.0
      var connected = false
      for segment in segments {
        let end = start + segment.length
        defer { start = end }
        if segment.startsSubpath { connected = false }
        let from = max(range.lowerBound, start)
        let to = min(range.upperBound, end)
        guard to > from else {
          connected = false
          continue
        }
        let t0 = parameter(of: segment, atLength: from - start)
        let t1 = parameter(of: segment, atLength: to - start)
        let p = segment.points
        let piece =
          segment.isLine
          ? (lerp(p.0, p.3, t0), p.0, p.3, lerp(p.0, p.3, t1)) : split(p, from: t0, to: t1)
        if !connected { path.move(to: piece.0) }
        if segment.isLine {
          path.addLine(to: piece.3)
        } else {
          path.addCurve(to: piece.3, control1: piece.1, control2: piece.2)
        }
        connected = true
      }
    }
    return path
  }

  /// A path's segments, a closed subpath with its closing line.
  static func segments(_ path: Path) -> [Segment] {
    var result: [Segment] = []
    var current = Point.zero
    var subpathStart = Point.zero
    var startsSubpath = true
    func add(_ points: (Point, Point, Point, Point), isLine: Bool) {
      result.append(
        Segment(
          points: points, isLine: isLine, startsSubpath: startsSubpath,
          lengths: measure(points, isLine: isLine)))
      startsSubpath = false
      current = points.3
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
        startsSubpath = true
      case .line(let point):
        add(line(from: current, to: point), isLine: true)
      case .quadCurve(let point, let control):
        let c1 = Point(
          x: current.x + 2 / 3 * (control.x - current.x),
          y: current.y + 2 / 3 * (control.y - current.y))
        let c2 = Point(
          x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        add((current, c1, c2, point), isLine: false)
      case .curve(let point, let control1, let control2):
        add((current, control1, control2, point), isLine: false)
      case .closeSubpath:
        if current != subpathStart {
          add(line(from: current, to: subpathStart), isLine: true)
        }
        current = subpathStart
        startsSubpath = true
      }
    }
    return result
  }

  /// A line as a cubic Bézier whose parameter runs evenly along it.
  private static func line(from a: Point, to b: Point) -> (Point, Point, Point, Point) {
    (a, lerp(a, b, 1.0 / 3), lerp(a, b, 2.0 / 3), b)
  }

  /// Cumulative chord lengths along a segment.
  private static func measure(_ p: (Point, Point, Point, Point), isLine: Bool) -> [Double] {
    if isLine {
      return [0, distance(p.0, p.3)]
    }
    var lengths = [0.0]
    var previous = p.0
    for index in 1...samples {
      let point = evaluate(p, at: Double(index) / Double(samples))
      lengths.append(lengths[lengths.count - 1] + distance(previous, point))
      previous = point
    }
    return lengths
  }

  /// The parameter at which a segment's arc length reaches `length`.
  private static func parameter(of segment: Segment, atLength length: Double) -> Double {
    let lengths = segment.lengths
    guard segment.length > 0 else { return 0 }
    let target = min(max(length, 0), segment.length)
    var index = 1
    while index < lengths.count - 1 && lengths[index] < target { index += 1 }
    let span = lengths[index] - lengths[index - 1]
    let fraction = span > 0 ? (target - lengths[index - 1]) / span : 0
    return (Double(index - 1) + fraction) / Double(lengths.count - 1)
  }

  /// The part of a cubic Bézier between two parameters.
  private static func split(
    _ p: (Point, Point, Point, Point), from t0: Double, to t1: Double
  ) -> (Point, Point, Point, Point) {
    let head = splitBefore(p, at: t1)
    guard t1 > 0 else { return (head.0, head.0, head.0, head.0) }
    let tail = splitAfter(head, at: t0 / t1)
    return tail
  }

  /// The part of a cubic Bézier before `t`.
  private static func splitBefore(
    _ p: (Point, Point, Point, Point), at t: Double
  ) -> (Point, Point, Point, Point) {
    let ab = lerp(p.0, p.1, t)
    let bc = lerp(p.1, p.2, t)
    let cd = lerp(p.2, p.3, t)
    let abc = lerp(ab, bc, t)
    let bcd = lerp(bc, cd, t)
    return (p.0, ab, abc, lerp(abc, bcd, t))
  }

  /// The part of a cubic Bézier after `t`.
  private static func splitAfter(
    _ p: (Point, Point, Point, Point), at t: Double
  ) -> (Point, Point, Point, Point) {
    let ab = lerp(p.0, p.1, t)
    let bc = lerp(p.1, p.2, t)
    let cd = lerp(p.2, p.3, t)
    let abc = lerp(ab, bc, t)
    let bcd = lerp(bc, cd, t)
    return (lerp(abc, bcd, t), bcd, cd, p.3)
  }

  /// The point of a cubic Bézier at `t`.
  static func evaluate(_ p: (Point, Point, Point, Point), at t: Double) -> Point {
    let head = splitBefore(p, at: t)
    return head.3
  }

  private static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  private static func distance(_ a: Point, _ b: Point) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }
}
