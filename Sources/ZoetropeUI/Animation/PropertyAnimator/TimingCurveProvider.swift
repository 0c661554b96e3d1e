/// Timing information for a ``PropertyAnimator``: UIKit's
/// `UITimingCurveProvider`.
///
/// ``CubicTimingParameters`` and ``SpringTimingParameters`` conform; a
/// provider that returns spring parameters animates with the spring, one
/// that returns only cubic parameters with the curve, and one that
/// returns neither with ``AnimationCurve/easeInOut``.
public protocol TimingCurveProvider: Sendable {
  /// The cubic Bézier timing, or `nil`.
  var cubicTimingParameters: CubicTimingParameters? { get }
  /// The spring timing, or `nil`.
  var springTimingParameters: SpringTimingParameters? { get }
}
