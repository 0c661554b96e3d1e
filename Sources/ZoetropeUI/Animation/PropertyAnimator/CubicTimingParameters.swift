import ZoetropeAnimation
import ZoetropeGraphics

/// A cubic Bézier timing curve for a ``PropertyAnimator``: UIKit's
/// `UICubicTimingParameters`.
///
/// ```swift
/// let snappy = CubicTimingParameters(
///   controlPoint1: Point(x: 0.2, y: 0.9), controlPoint2: Point(x: 0.3, y: 1))
/// animator.continueAnimation(withTimingParameters: snappy, durationFactor: 0.5)
/// ```
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
  /// The standard curve the parameters were made from; ``AnimationCurve/easeInOut``
  /// for custom control points, as in UIKit.
  public let animationCurve: AnimationCurve
  /// The first control point (x in 0...1).
  public let controlPoint1: Point
  /// The second control point (x in 0...1).
  public let controlPoint2: Point
  /// The timing function the animations use.
  public let timingFunction: TimingFunction

  /// The parameters of ``AnimationCurve/easeInOut``, UIKit's default.
  public init() {
    self.init(animationCurve: .easeInOut)
  }

  /// The parameters of a standard curve.
  ///
  /// - Parameter curve: The curve.
  public init(animationCurve curve: AnimationCurve) {
    animationCurve = curve
    timingFunction = curve.timingFunction
    let points = Self.controlPoints(of: curve)
    controlPoint1 = points.0
    controlPoint2 = points.1
  }

  /// The parameters of a custom cubic Bézier curve from (0, 0) to (1, 1).
  ///
  /// - Parameters:
  ///   - point1: The first control point; x outside 0...1 is clamped by
  ///     ``/ZoetropeAnimation/TimingFunction/init(controlPoints:_:_:_:)``, which warns.
  ///   - point2: The second control point.
  public init(controlPoint1 point1: Point, controlPoint2 point2: Point) {
    animationCurve = .easeInOut
    timingFunction = TimingFunction(controlPoints: point1.x, point1.y, point2.x, point2.y)
    controlPoint1 = point1
    controlPoint2 = point2
  }

  /// The cubic parameters: `self`.
  public var cubicTimingParameters: CubicTimingParameters? { self }

  /// No spring: `nil`.
  public var springTimingParameters: SpringTimingParameters? { nil }

  /// Apple's control points of the standard curves.
  private static func controlPoints(of curve: AnimationCurve) -> (Point, Point) {
    switch curve {
    case .easeInOut: (Point(x: 0.42, y: 0), Point(x: 0.58, y: 1))
    case .easeIn: (Point(x: 0.42, y: 0), Point(x: 1, y: 1))
    case .easeOut: (Point(x: 0, y: 0), Point(x: 0.58, y: 1))
    case .linear: (Point(x: 0, y: 0), Point(x: 1, y: 1))
    }
  }
}
