import ZoetropeGraphics

// Rounded rectangles with chosen corners and Core Animation's two corner
// curves: the outline of a layer's background, border and clip.
extension Path {
  /// How far a continuous corner reaches along each edge, in multiples of
  /// the corner radius.
  public static let continuousCornerExtent = 1.528_664_83

  /// One continuous corner, as (u, v) pairs in multiples of the radius.
  ///
  /// u runs back along the edge coming into the corner, v along the edge
  /// going out. A line to the first point, then: curve (control, control, end),
  /// line, curve, line, curve. Symmetric about u = v.
  ///
  /// The coefficients are the reconstruction of iOS 7's continuous
  /// corner published by PaintCode in 2013 ("Drawing Code for iOS 7
  /// Rounded Rectangles") and reused by many open-source projects; that
  /// version's middle curve differs from its mirror image in the sixth
  /// decimal, which is made exact here.
  private static let continuousCorner: [(Double, Double)] = [
    (1.528_664_83, 0),
    (1.088_493_23, 0), (0.868_406_89, 0), (0.669_934_27, 0.065_496_00),
    (0.631_493_99, 0.074_911_00),
    (0.372_823_92, 0.169_058_99), (0.169_058_99, 0.372_823_92), (0.074_911_00, 0.631_493_99),
    (0.065_496_00, 0.669_934_27),
    (0, 0.868_406_89), (0, 1.088_493_23), (0, 1.528_664_83),
  ]

  /// The corner radius drawn for a requested one in a rectangle.
  ///
  /// At most half the shorter side for circular corners, and that divided
  /// by ``continuousCornerExtent`` for continuous ones, so two corners
  /// never overlap. A radius that is not finite or below 0 is 0.
  ///
  /// - Parameters:
  ///   - radius: The requested radius.
  ///   - rect: The rectangle (standardized).
  ///   - curve: The corner curve.
  /// - Returns: The radius drawn.
  public static func clampedCornerRadius(_ radius: Double, in rect: Rect, curve: CornerCurve)
    -> Double
  {
    let half = min(rect.width, rect.height) / 2
    let limit = curve == .continuous ? half / continuousCornerExtent : half
    return radius.isFinite ? min(max(radius, 0), max(limit, 0)) : 0
  }

  /// Creates the outline of a rectangle whose chosen corners are rounded
  /// with a corner curve, clockwise (in y-down coordinates) from the top
  /// edge: how a layer's background, border and clip are shaped.
  ///
  /// The radius is clamped by ``clampedCornerRadius(_:in:curve:)``, also
  /// when only some corners are rounded (how Core Animation clamps then is
  /// not documented). A
  /// circular corner is a quarter circle (four cubic Béziers per circle);
  /// a continuous corner is the reconstruction described at
  /// ``CornerCurve/continuous``.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corner radius, in points.
  ///   - corners: The corners to round.
  ///   - curve: The corner curve.
  public init(roundedRect rect: Rect, cornerRadius: Double, corners: CornerMask, curve: CornerCurve)
  {
    self.init()
    let rect = rect.standardized
    let radius = Path.clampedCornerRadius(cornerRadius, in: rect, curve: curve)
    // Each corner: its point, the unit vector back along the incoming
    // edge (u) and the one along the outgoing edge (v).
    let layout: [(CornerMask, Point, (Double, Double), (Double, Double))] = [
      (.maxXMinY, Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1)),
      (.maxXMaxY, Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0)),
      (.minXMaxY, Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1)),
      (.minXMinY, Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0)),
    ]
    // The kappa of a quarter circle drawn as one cubic Bézier.
    let kappa = 0.552_284_749_830_793_4
    let circular: [(Double, Double)] = [
      (1, 0), (1 - kappa, 0), (0, 1 - kappa), (0, 1),
    ]
    for (index, (corner, point, inward, outward)) in layout.enumerated() {
      func at(_ u: Double, _ v: Double) -> Point {
        Point(
          x: point.x + (inward.0 * u + outward.0 * v) * radius,
          y: point.y + (inward.1 * u + outward.1 * v) * radius)
      }
      let round = radius > 0 && corners.contains(corner)
      let points = !round ? [(0.0, 0.0)] : curve == .continuous ? Path.continuousCorner : circular
      let first = at(points[0].0, points[0].1)
      if index == 0 { move(to: first) } else { addLine(to: first) }
      guard round else { continue }
      if curve == .circular {
        addCurve(
          to: at(points[3].0, points[3].1), control1: at(points[1].0, points[1].1),
          control2: at(points[2].0, points[2].1))
        continue
      }
      // Curve, line, curve, line, curve.
      var next = 1
      for step in 0..<5 {
        if step % 2 == 0 {
          addCurve(
            to: at(points[next + 2].0, points[next + 2].1),
            control1: at(points[next].0, points[next].1),
            control2: at(points[next + 1].0, points[next + 1].1))
          next += 3
        } else {
          addLine(to: at(points[next].0, points[next].1))
          next += 1
        }
      }
    }
    closeSubpath()
  }
}
