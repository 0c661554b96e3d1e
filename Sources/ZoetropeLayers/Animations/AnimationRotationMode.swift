/// Whether a layer moving along a ``KeyframeAnimation``'s path turns to
/// face along it, like `CAAnimationRotationMode`.
public struct AnimationRotationMode: Hashable, Sendable, CustomStringConvertible {
  enum Representation: String, Hashable, Sendable {
    case none, auto, autoReverse
  }

  let representation: Representation

  /// The layer keeps its own rotation (the default).
  public static let none = AnimationRotationMode(representation: .none)

  /// The layer's rotation is set to the direction of motion: the angle of
  /// the path's tangent, in radians, so that the layer's +x axis points
  /// along the path.
  public static let auto = AnimationRotationMode(representation: .auto)

  /// The layer's rotation is set to the direction of motion plus a half
  /// turn, so that its +x axis points back along the path.
  public static let autoReverse = AnimationRotationMode(representation: .autoReverse)

  /// The mode's name, as Core Animation spells it (`"autoReverse"`).
  public var description: String { representation.rawValue }
}
