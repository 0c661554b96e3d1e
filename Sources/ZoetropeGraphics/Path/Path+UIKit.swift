// The `UIBezierPath` initialisers under their UIKit names. `Path(rect:)` and
// `Path(roundedRect:cornerRadius:)` are in Path+Shapes.swift.
extension Path {
  /// Creates a path holding one closed ellipse inscribed in a rectangle,
  /// as `UIBezierPath(ovalIn:)`; the same path as ``init(ellipseIn:)``.
  ///
  /// The ellipse starts at the rectangle's right edge (its maximum x, at
  /// mid-height) and runs clockwise on a y-down screen (down first), in
  /// four cubic Béziers; a stroke animated with `strokeEnd` grows from
  /// three o'clock, as on iOS. A null rectangle gives an empty path.
  ///
  /// - Parameter rect: The bounding rectangle of the ellipse, in points.
  public init(ovalIn rect: Rect) {
    self.init(ellipseIn: rect)
  }

  /// Creates a path holding one circular arc, as
  /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  ///
  /// Angles are in radians from the positive x axis; `clockwise` means
  /// clockwise on a y-down screen (toward increasing angles), as in UIKit.
  /// A ring that starts at twelve o'clock and goes once round clockwise is
  /// `startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true`. The
  /// path is not closed; see ``addArc(center:radius:startAngle:endAngle:clockwise:)``
  /// for the details and bad input.
  ///
  /// ```swift
  /// let ring = Path(
  ///   arcCenter: Point(x: 100, y: 100), radius: 80,
  ///   startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
  /// ```
  ///
  /// - Parameters:
  ///   - center: The centre of the circle, in points.
  ///   - radius: The radius, in points.
  ///   - startAngle: The angle of the arc's first point, in radians.
  ///   - endAngle: The angle of the arc's last point, in radians.
  ///   - clockwise: Whether the arc runs clockwise on screen.
  public init(
    arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    self.init()
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Creates a path holding one closed rectangle with some corners rounded,
  /// as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
  ///
  /// Each chosen corner is a quarter ellipse with the horizontal radius
  /// `cornerRadii.width` (at most half the rectangle's width) and the
  /// vertical radius `cornerRadii.height` (at most half its height), as
  /// Apple documents the initialiser; the other corners stay square. The
  /// outline starts on the top edge, after the top-left corner, and runs
  /// clockwise on a y-down screen. A radius that is negative or not finite
  /// counts as 0 (a square corner); a null rectangle gives an empty path.
  ///
  /// Known difference: since iOS 7 UIKit draws these corners with its
  /// smoother "continuous" curve and, by several reports, uses only
  /// `cornerRadii.width`; Zoetrope draws the documented elliptical arcs.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in points.
  ///   - corners: The corners to round.
  ///   - cornerRadii: The horizontal and vertical radius of each rounded
  ///     corner, in points.
  public init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
    self.init()
    guard !rect.isNull else { return }
    let r = rect.standardized
    func clamped(_ radius: Double, _ limit: Double) -> Double {
      radius.isFinite ? min(max(radius, 0), limit) : 0
    }
    let rx = clamped(cornerRadii.width, r.width / 2)
    let ry = clamped(cornerRadii.height, r.height / 2)
    let round = rx > 0 && ry > 0 ? corners : []
    // Each corner: its point, the unit vector back along the edge coming
    // into it and the one along the edge leaving it (clockwise).
    let layout: [(RectCorner, Point, Vector, Vector)] = [
      (.topRight, Point(x: r.maxX, y: r.minY), Vector(dx: -1, dy: 0), Vector(dx: 0, dy: 1)),
      (.bottomRight, Point(x: r.maxX, y: r.maxY), Vector(dx: 0, dy: -1), Vector(dx: -1, dy: 0)),
      (.bottomLeft, Point(x: r.minX, y: r.maxY), Vector(dx: 1, dy: 0), Vector(dx: 0, dy: -1)),
      (.topLeft, Point(x: r.minX, y: r.minY), Vector(dx: 0, dy: 1), Vector(dx: 1, dy: 0)),
    ]
    // A point `fraction` of the radii from a corner along a unit vector.
    func offset(_ point: Point, _ direction: Vector, _ fraction: Double) -> Point {
      Point(x: point.x + direction.dx * rx * fraction, y: point.y + direction.dy * ry * fraction)
    }
    let topLeft = Point(x: r.minX, y: r.minY)
    move(to: round.contains(.topLeft) ? offset(topLeft, Vector(dx: 1, dy: 0), 1) : topLeft)
    let handle = 1 - Self.circleControlFactor
    for (corner, point, back, out) in layout {
      guard round.contains(corner) else {
        // A square top-left corner is where the outline started.
        if corner != .topLeft { addLine(to: point) }
        continue
      }
      addLine(to: offset(point, back, 1))
      addCurve(
        to: offset(point, out, 1), control1: offset(point, back, handle),
        control2: offset(point, out, handle))
    }
    closeSubpath()
  }
}
