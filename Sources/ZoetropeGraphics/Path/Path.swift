/// A resolution-independent outline made of lines and Bézier curves, in
/// points, like `CGPath` and `UIBezierPath`.
///
/// A path is a value: build it with the `move(to:)`, `addLine(to:)`,
/// `addCurve(to:control1:control2:)` family and the shape helpers
/// (`addRect(_:)`, `addEllipse(in:)`, `addRoundedRect(in:cornerRadius:)`,
/// `addArc(center:radius:startAngle:endAngle:clockwise:)`).
///
/// ```swift
/// var path = Path()
/// path.move(to: Point(x: 10, y: 10))
/// path.addLine(to: Point(x: 110, y: 10))
/// path.addQuadCurve(to: Point(x: 110, y: 110), control: Point(x: 160, y: 60))
/// path.closeSubpath()
/// ```
///
/// Drawing commands that need a current point (`addLine`, the curves) start
/// a new subpath at their first point when the path has none, instead of
/// trapping, so a path built from outside data is always drawable.
public struct Path: Hashable, Sendable {
  /// One drawing command of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a line to its first point.
    case closeSubpath
  }

  /// The path's commands, in order.
  public private(set) var elements: [Element] = []

  /// The start of the current subpath, where `closeSubpath()` returns to.
  private var subpathStart: Point?

  /// The point the next line or curve starts from; `nil` for an empty path.
  public private(set) var currentPoint: Point?

  /// Creates an empty path.
  public init() {}

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  ///
  /// - Parameter point: The first point of the subpath, in points.
  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
    subpathStart = point
    currentPoint = point
  }

  /// Adds a straight line from the current point to `point`.
  ///
  /// - Parameter point: The end of the line, in points.
  public mutating func addLine(to point: Point) {
    startSubpathIfNeeded(at: point)
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds a quadratic Bézier curve from the current point.
  ///
  /// - Parameters:
  ///   - point: The end of the curve.
  ///   - control: The control point.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    startSubpathIfNeeded(at: control)
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve from the current point.
  ///
  /// - Parameters:
  ///   - point: The end of the curve.
  ///   - control1: The first control point.
  ///   - control2: The second control point.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    startSubpathIfNeeded(at: control1)
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Closes the current subpath with a straight line back to its start.
  ///
  /// Does nothing on an empty path.
  public mutating func closeSubpath() {
    guard let start = subpathStart else { return }
    elements.append(.closeSubpath)
    currentPoint = start
  }

  /// Makes room for at least `minimumCapacity` elements, so that a path
  /// of a known shape is built without growing its storage.
  package mutating func reserveCapacity(_ minimumCapacity: Int) {
    elements.reserveCapacity(minimumCapacity)
  }

  /// Appends every element of another path.
  ///
  /// - Parameter other: The path to append.
  public mutating func addPath(_ other: Path) {
    for element in other.elements {
      switch element {
      case .move(let point): move(to: point)
      case .line(let point): addLine(to: point)
      case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
      case .curve(let point, let control1, let control2):
        addCurve(to: point, control1: control1, control2: control2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  private mutating func startSubpathIfNeeded(at point: Point) {
    if currentPoint == nil { move(to: point) }
  }
}
