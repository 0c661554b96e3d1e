/// Core Animation's `CAMediaTimingFunctionName`: the names of the five
/// predefined curves, for `CAMediaTimingFunction(name:)`.
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
  /// The name as Core Animation spells it, such as `"easeIn"`.
  public let rawValue: String

  /// Creates a name; only the five below name a curve.
  ///
  /// - Parameter rawValue: The name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// `(0.25, 0.1, 0.25, 1)`: Core Animation's default curve.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
  /// `(0.42, 0, 1, 1)`.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// `(0, 0, 0.58, 1)`.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// `(0.42, 0, 0.58, 1)`.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The identity.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
}

extension TimingFunction {
  /// One of Core Animation's predefined curves, as
  /// `CAMediaTimingFunction(name:)`.
  ///
  /// A name that is none of the five (only possible through
  /// `CAMediaTimingFunctionName(rawValue:)`) gives the default curve, with
  /// a warning.
  ///
  /// - Parameter name: The curve's name, such as `.easeInEaseOut`.
  public init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .easeInEaseOut: self = .easeInEaseOut
    case .linear: self = .linear
    case .default: self = .default
    default:
      zoetropeWarning(
        "CAMediaTimingFunction(name: \"\(name.rawValue)\") names no curve; using the default")
      self = .default
    }
  }

  /// A cubic Bézier curve from `Float` control points, as
  /// `CAMediaTimingFunction(controlPoints:_:_:_:)` takes them.
  ///
  /// The points are widened to `Double` exactly, so the curve is the one
  /// Core Animation evaluates; bad points (NaN, x outside 0…1) get the
  /// policy of ``ZoetropeAnimation/TimingFunction/init(controlPoints:_:_:_:)``.
  /// Literal points (`controlPoints: 0.47, 0, 0.745, 0.715`) go to that
  /// `Double` initialiser instead, and differ from Core Animation's
  /// `Float`s by less than 10⁻⁷.
  ///
  /// - Parameters:
  ///   - c1x: The first control point's x, in 0…1.
  ///   - c1y: The first control point's y.
  ///   - c2x: The second control point's x, in 0…1.
  ///   - c2y: The second control point's y.
  @_disfavoredOverload
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    self.init(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
  }
}
