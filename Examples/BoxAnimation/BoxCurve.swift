import Zoetrope

/// The timing curves the picker offers for the box's move.
public enum BoxCurve: CaseIterable, Sendable {
  /// Constant speed.
  case linear
  /// Slow at the start.
  case easeIn
  /// Slow at the end.
  case easeOut
  /// Slow at both ends: the tutorial's curve.
  case easeInOut
  /// A bouncy spring that settles in the move's 2 s.
  case spring

  /// The picker's title.
  public var title: String {
    switch self {
    case .linear: "Linear"
    case .easeIn: "Ease In"
    case .easeOut: "Ease Out"
    case .easeInOut: "In-Out"
    case .spring: "Spring"
    }
  }

  /// The curve option of a cross-fade with this curve (reduce motion):
  /// ease-in-out for the spring, which has no fade of its own.
  public var fadeOptions: AnimationOptions {
    switch self {
    case .linear: .curveLinear
    case .easeIn: .curveEaseIn
    case .easeOut: .curveEaseOut
    case .easeInOut, .spring: .curveEaseInOut
    }
  }

  /// The view animation curve, or nil for the spring.
  public var animationCurve: AnimationCurve? {
    switch self {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInOut
    case .spring: nil
    }
  }
}
