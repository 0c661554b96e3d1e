import ZoetropeGraphics

/// The length of a cubic Bézier's control arm that best approximates a
/// quarter circle of radius 1 (lottie-web's and rlottie's constant).
private let kappa = 0.5519150244935105707435627

extension LottieShapeItem {
  /// Whether the item's outline changes over time.
  var isAnimated: Bool {
    switch self {
    case .rectangle(let position, let size, let roundness):
      position.isAnimated || size.isAnimated || roundness.isAnimated
    case .ellipse(let position, let size):
      position.isAnimated || size.isAnimated
    case .path(let shape):
      shape.isAnimated
    case .polystar(let polystar):
      polystar.isAnimated
    case .rounded(let rounded):
      rounded.radius.isAnimated || rounded.base.contains(where: \.isAnimated)
    case .merge(let merge):
      merge.isAnimated
    default:
      false
    }
  }

  /// The item's outline at a frame of its composition; empty for items
  /// that are not paths.
  func path(at frame: Double) -> Path {
    switch self {
    case .rectangle(let position, let size, let roundness):
      Self.rectangle(
        center: position.point(at: frame), size: size.point(at: frame),
        radius: roundness.scalar(at: frame))
    case .ellipse(let position, let size):
      Self.ellipse(center: position.point(at: frame), size: size.point(at: frame))
    case .path(let shape):
      shape.value(at: frame).path
    case .polystar(let polystar):
      polystar.path(at: frame)
    case .rounded(let rounded):
      LottieCornerRounder.round(
        rounded.base.first?.path(at: frame) ?? Path(), radius: rounded.radius.scalar(at: frame))
    case .merge(let merge):
      merge.path(at: frame)
    default:
      Path()
    }
  }

  /// A rectangle about a centre, clockwise from its top-right corner,
  /// with corners rounded by `radius` (at most half the shorter side).
  static func rectangle(center: Point, size: Point, radius: Double) -> Path {
    let (halfWidth, halfHeight) = (abs(size.x) / 2, abs(size.y) / 2)
    let (left, right) = (center.x - halfWidth, center.x + halfWidth)
    let (top, bottom) = (center.y - halfHeight, center.y + halfHeight)
    let r = max(min(radius, halfWidth, halfHeight), 0)
    var path = Path()
    path.reserveCapacity(r > 0 ? 10 : 5)
    guard r > 0 else {
      path.move(to: Point(x: right, y: top))
      path.addLine(to: Point(x: right, y: bottom))
      path.addLine(to: Point(x: left, y: bottom))
      path.addLine(to: Point(x: left, y: top))
      path.closeSubpath()
      return path
    }
    let arm = r * kappa
    path.move(to: Point(x: right, y: top + r))
    path.addLine(to: Point(x: right, y: bottom - r))
    path.addCurve(
      to: Point(x: right - r, y: bottom), control1: Point(x: right, y: bottom - r + arm),
      control2: Point(x: right - r + arm, y: bottom))
    path.addLine(to: Point(x: left + r, y: bottom))
    path.addCurve(
      to: Point(x: left, y: bottom - r), control1: Point(x: left + r - arm, y: bottom),
      control2: Point(x: left, y: bottom - r + arm))
    path.addLine(to: Point(x: left, y: top + r))
    path.addCurve(
      to: Point(x: left + r, y: top), control1: Point(x: left, y: top + r - arm),
      control2: Point(x: left + r - arm, y: top))
    path.addLine(to: Point(x: right - r, y: top))
    path.addCurve(
      to: Point(x: right, y: top + r), control1: Point(x: right - r + arm, y: top),
      control2: Point(x: right, y: top + r - arm))
    path.closeSubpath()
    return path
  }

  /// An ellipse about a centre, clockwise from its top, in four cubic
  /// Béziers.
  static func ellipse(center: Point, size: Point) -> Path {
    let (rx, ry) = (abs(size.x) / 2, abs(size.y) / 2)
    let (x, y) = (center.x, center.y)
    var path = Path()
    path.reserveCapacity(6)
    path.move(to: Point(x: x, y: y - ry))
    path.addCurve(
      to: Point(x: x + rx, y: y), control1: Point(x: x + kappa * rx, y: y - ry),
      control2: Point(x: x + rx, y: y - kappa * ry))
    path.addCurve(
      to: Point(x: x, y: y + ry), control1: Point(x: x + rx, y: y + kappa * ry),
      control2: Point(x: x + kappa * rx, y: y + ry))
    path.addCurve(
      to: Point(x: x - rx, y: y), control1: Point(x: x - kappa * rx, y: y + ry),
      control2: Point(x: x - rx, y: y + kappa * ry))
    path.addCurve(
      to: Point(x: x, y: y - ry), control1: Point(x: x - rx, y: y - kappa * ry),
      control2: Point(x: x - kappa * rx, y: y - ry))
    path.closeSubpath()
    return path
  }
}
