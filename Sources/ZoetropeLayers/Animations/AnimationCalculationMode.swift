/// How a ``KeyframeAnimation`` computes the values between its keyframes,
/// like `CAAnimationCalculationMode`.
public struct AnimationCalculationMode: Hashable, Sendable, CustomStringConvertible {
  enum Representation: String, Hashable, Sendable {
    case linear, discrete, paced, cubic, cubicPaced
  }

  let representation: Representation

  /// Straight-line blends between neighbouring values, at the key times
  /// (the default).
  public static let linear = AnimationCalculationMode(representation: .linear)

  /// No blending: each value holds until the next key time.
  public static let discrete = AnimationCalculationMode(representation: .discrete)

  /// Straight-line blends at constant speed: the key times are spaced by
  /// the distances between the values, and the key times and timing
  /// functions given are ignored.
  public static let paced = AnimationCalculationMode(representation: .paced)

  /// A smooth curve through the values (a Kochanek–Bartels spline, which
  /// is Catmull–Rom with the default tension, continuity and bias), at the
  /// key times.
  public static let cubic = AnimationCalculationMode(representation: .cubic)

  /// The ``cubic`` curve, with key times spaced by the straight-line
  /// distances between the values (an approximation of constant speed);
  /// the key times and timing functions given are ignored.
  public static let cubicPaced = AnimationCalculationMode(representation: .cubicPaced)

  /// The mode's name, as Core Animation spells it (`"cubicPaced"`).
  public var description: String { representation.rawValue }

  /// Whether the key times are computed from the distances between values.
  var isPaced: Bool {
    representation == .paced || representation == .cubicPaced
  }

  /// Whether the values are joined by a spline.
  var isCubic: Bool {
    representation == .cubic || representation == .cubicPaced
  }
}
