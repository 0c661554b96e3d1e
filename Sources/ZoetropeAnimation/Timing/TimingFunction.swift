import ZoetropeGraphics

/// A curve that maps an animation's input progress onto an output progress.
///
/// `TimingFunction` is Core Animation's `CAMediaTimingFunction` and CSS's
/// `<easing-function>` in one value type. It comes in four kinds:
///
/// - the identity, ``linear``;
/// - a cubic Bézier curve from (0, 0) to (1, 1) with two control points, such
///   as Apple's named curves ``default``, ``easeIn``, ``easeOut`` and
///   ``easeInEaseOut`` or ``init(controlPoints:_:_:_:)``;
/// - a staircase, ``steps(_:position:)``;
/// - a piecewise-linear curve through a list of stops, ``linear(_:)``.
///
/// Progress is unit-less: 0 is the start of an iteration and 1 its end.
/// Inputs outside [0, 1] are allowed (they occur when timing functions are
/// chained) and every kind defines its output there; see
/// ``value(at:beforeFlag:)``.
///
/// ```swift
/// let curve = TimingFunction.easeInEaseOut
/// curve.value(at: 0.5)  // 0.5
/// try TimingFunction(css: "steps(4, jump-end)").value(at: 0.3)  // 0.25
/// ```
public struct TimingFunction: Hashable, Sendable {
  /// The closed set of curve kinds, hidden so that cases can be added.
  ///
  /// A cubic Bézier curve keeps its coefficients, computed once when the
  /// function is made (see ``CubicBezierCurve``).
  @usableFromInline
  enum Representation: Hashable, Sendable {
    case linear
    case cubicBezier(CubicBezierCurve)
    case steps(count: Int, position: StepPosition)
    case piecewiseLinear([LinearPoint])
  }

  /// One canonical point of a piecewise-linear curve (input and output progress).
  @usableFromInline
  struct LinearPoint: Hashable, Sendable {
    var input: Double
    var output: Double
  }

  @usableFromInline
  var representation: Representation

  init(representation: Representation) {
    self.representation = representation
  }

  /// Creates a cubic Bézier timing function from its two control points.
  ///
  /// The curve runs from (0, 0) through the control points (x1, y1) and
  /// (x2, y2) to (1, 1), as `CAMediaTimingFunction(controlPoints:_:_:_:)` and
  /// CSS `cubic-bezier(x1, y1, x2, y2)` do. The y values are unrestricted, so
  /// the curve may overshoot (for example `(0.68, -0.55, 0.265, 1.55)`).
  ///
  /// Bad input policy: an x value outside [0, 1] is clamped into [0, 1], and
  /// a non-finite control point (NaN or ±infinity) makes the whole function
  /// ``linear``. Each correction reports a `zoetropeWarning`. (CSS rejects
  /// such values instead; ``init(css:)`` throws for them.)
  ///
  /// - Parameters:
  ///   - x1: The first control point's x, in [0, 1].
  ///   - y1: The first control point's y.
  ///   - x2: The second control point's x, in [0, 1].
  ///   - y2: The second control point's y.
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
      zoetropeWarning(
        "TimingFunction control points (\(x1), \(y1), \(x2), \(y2)) are not all finite; "
          + "using linear"
      )
      self.init(representation: .linear)
      return
    }
    self.init(
      representation: .cubicBezier(
        CubicBezierCurve(
          x1: TimingFunction.clampedControlX(x1, name: "x1"),
          y1: y1,
          x2: TimingFunction.clampedControlX(x2, name: "x2"),
          y2: y2
        )
      )
    )
  }

  private static func clampedControlX(_ value: Double, name: String) -> Double {
    guard value < 0 || value > 1 else { return value }
    let clamped = min(max(value, 0), 1)
    zoetropeWarning(
      "TimingFunction control point \(name) \(value) is outside [0, 1]; using \(clamped)")
    return clamped
  }

  /// The two control points of a cubic Bézier function, as (x1, y1, x2, y2).
  ///
  /// ``linear`` reports (0, 0, 1, 1), as `CAMediaTimingFunction` does for
  /// its linear curve. Step and piecewise-linear functions have no control
  /// points and return `nil`.
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
    switch representation {
    case .linear:
      return (0, 0, 1, 1)
    case .cubicBezier(let curve):
      return (curve.x1, curve.y1, curve.x2, curve.y2)
    case .steps, .piecewiseLinear:
      return nil
    }
  }
}
