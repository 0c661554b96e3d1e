import ZoetropeAnimation

/// The curve of a view animation: UIKit's `UIView.AnimationCurve`.
public enum AnimationCurve: Sendable, Hashable, CaseIterable {
  /// Slow at the start and the end (the default).
  case easeInOut
  /// Slow at the start.
  case easeIn
  /// Slow at the end.
  case easeOut
  /// Constant speed.
  case linear

  /// The timing function with Apple's control points for the curve.
  public var timingFunction: TimingFunction {
    switch self {
    case .easeInOut: .easeInEaseOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }
}
