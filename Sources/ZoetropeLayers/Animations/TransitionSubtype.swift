/// The direction of a sliding ``TransitionAnimation``, like
/// `CATransitionSubtype`: the side the motion comes from.
///
/// Sides are as on screen: ``fromTop`` is the edge with the smallest y, so
/// `fromTop` content moves down. A ``TransitionType/fade`` ignores it.
public struct TransitionSubtype: Hashable, Sendable, CustomStringConvertible {
  enum Representation: String, Hashable, Sendable {
    case fromLeft, fromRight, fromTop, fromBottom
  }

  let representation: Representation

  /// From the left edge: the motion is to the right (the default).
  public static let fromLeft = TransitionSubtype(representation: .fromLeft)

  /// From the right edge: the motion is to the left.
  public static let fromRight = TransitionSubtype(representation: .fromRight)

  /// From the top edge (smallest y): the motion is down.
  public static let fromTop = TransitionSubtype(representation: .fromTop)

  /// From the bottom edge (largest y): the motion is up.
  public static let fromBottom = TransitionSubtype(representation: .fromBottom)

  /// The subtype's name, as Core Animation spells it (`"fromLeft"`).
  public var description: String { representation.rawValue }
}
