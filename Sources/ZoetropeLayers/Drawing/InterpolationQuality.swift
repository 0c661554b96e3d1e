/// How image pixels are sampled when an image is drawn scaled or turned,
/// like `CGInterpolationQuality`.
public struct InterpolationQuality: Hashable, Sendable, CustomStringConvertible {
  package enum Representation: String, Hashable, Sendable {
    case none, linear
  }

  package let representation: Representation

  /// Nearest-neighbour sampling: scaled-up pixels stay crisp squares, as
  /// for pixel art.
  public static let none = InterpolationQuality(representation: .none)

  /// Bilinear filtering: smooth scaling (the default).
  public static let linear = InterpolationQuality(representation: .linear)

  /// The quality's name (`"none"` or `"linear"`).
  public var description: String { representation.rawValue }
}
