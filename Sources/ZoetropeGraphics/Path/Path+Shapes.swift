#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
  /// The constant that makes four cubic Béziers approximate a circle:
  /// 4/3 · tan(π/8), with a radial error under 0.03 %.
  static let circleControlFactor = 0.552_284_749_830_793_4

  /// Creates a path holding one closed rectangle.
  ///
  /// - Parameter rect: The rectangle, in points.
  public init(rect: Rect) {
    self.init()
    addRect(rect)
  }

  /// Creates a path holding one closed ellipse inscribed in a rectangle.
  ///
  /// - Parameter rect: The bounding rectangle of the ellipse, in points.
  public init(ellipseIn rect: Rect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Creates a path holding one closed rounded rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in points.
  ///   - cornerRadius: The radius of each corner, in points; clamped to
  ///     half the shorter side, and to 0 when negative or not finite.
  public init(roundedRect rect: Rect, cornerRadius: Double) {
    self.init()
    addRoundedRect(in: rect, cornerRadius: cornerRadius)
  }

  /// Adds a closed rectangle as a new subpath, clockwise on a y-down screen
  /// from the top-left corner.
  ///
  /// - Parameter rect: The rectangle, in points; a null rectangle adds nothing.
  public mutating func addRect(_ rect: Rect) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    move(to: Point(x: r.minX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.maxY))
    addLine(to: Point(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in a rectangle as a new subpath, made
  /// of four cubic Bézier curves.
  ///
  /// - Parameter rect: The bounding rectangle, in points; a null rectangle
  ///   adds nothing.
  public mutating func addEllipse(in rect: Rect) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    let rx = r.width / 2
    let ry = r.height / 2
    let cx = r.midX
    let cy = r.midY
    let kx = rx * Self.circleControlFactor
    let ky = ry * Self.circleControlFactor
    move(to: Point(x: cx + rx, y: cy))
    addCurve(
      to: Point(x: cx, y: cy + ry),
      control1: Point(x: cx + rx, y: cy + ky),
      control2: Point(x: cx + kx, y: cy + ry)
    )
    addCurve(
      to: Point(x: cx - rx, y: cy),
      control1: Point(x: cx - kx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + ky)
    )
    addCurve(
      to: Point(x: cx, y: cy - ry),
      control1: Point(x: cx - rx, y: cy - ky),
      control2: Point(x: cx - kx, y: cy - ry)
    )
    addCurve(
      to: Point(x: cx + rx, y: cy),
      control1: Point(x: cx + kx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - ky)
    )
    closeSubpath()
  }

  /// Adds a closed rounded rectangle as a new subpath.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in points; a null rectangle adds nothing.
  ///   - cornerRadius: The radius of each corner, in points; clamped to
  ///     half the shorter side, and to 0 when negative or not finite.
  public mutating func addRoundedRect(in rect: Rect, cornerRadius: Double) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    let limit = min(r.width, r.height) / 2
    let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), limit) : 0
    guard radius > 0 else {
      addRect(r)
      return
    }
    let k = radius * (1 - Self.circleControlFactor)
    move(to: Point(x: r.minX + radius, y: r.minY))
    addLine(to: Point(x: r.maxX - radius, y: r.minY))
    addCurve(
      to: Point(x: r.maxX, y: r.minY + radius),
      control1: Point(x: r.maxX - k, y: r.minY),
      control2: Point(x: r.maxX, y: r.minY + k)
    )
    addLine(to: Point(x: r.maxX, y: r.maxY - radius))
    addCurve(
      to: Point(x: r.maxX - radius, y: r.maxY),
      control1: Point(x: r.maxX, y: r.maxY - k),
      control2: Point(x: r.maxX - k, y: r.maxY)
    )
    addLine(to: Point(x: r.minX + radius, y: r.maxY))
    addCurve(
      to: Point(x: r.minX, y: r.maxY - radius),
      control1: Point(x: r.minX + k, y: r.maxY),
      control2: Point(x: r.minX, y: r.maxY - k)
    )
    addLine(to: Point(x: r.minX, y: r.minY + radius))
    addCurve(
      to: Point(x: r.minX + radius, y: r.minY),
      control1: Point(x: r.minX, y: r.minY + k),
      control2: Point(x: r.minX + k, y: r.minY)
    )
    closeSubpath()
  }

  /// Adds a circular arc, as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  ///
  /// Angles are in radians, measured from the positive x axis; with
  /// `clockwise` true the arc runs toward increasing angles, which is
  /// clockwise on a y-down screen (UIKit's convention). The arc is drawn as
  /// cubic Béziers of at most a quarter turn each. If the path has a current
  /// point, a line joins it to the arc's start.
  ///
  /// - Parameters:
  ///   - center: The centre of the circle, in points.
  ///   - radius: The radius, in points; a negative or non-finite radius adds
  ///     nothing.
  ///   - startAngle: The angle of the arc's first point, in radians.
  ///   - endAngle: The angle of the arc's last point, in radians.
  ///   - clockwise: Whether the arc runs toward increasing angles.
  public mutating func addArc(
    center: Point,
    radius: Double,
    startAngle: Double,
    endAngle: Double,
    clockwise: Bool
  ) {
    guard radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
    var sweep = endAngle - startAngle
    let turn = 2 * Double.pi
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
      sweep = min(sweep, turn)
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
      sweep = max(sweep, -turn)
    }
    func point(_ angle: Double) -> Point {
      Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(startAngle)
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let from = point(angle)
      let to = point(next)
      addCurve(
        to: to,
        control1: Point(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
        control2: Point(x: to.x + handle * sin(next), y: to.y - handle * cos(next))
      )
      angle = next
    }
  }
}
