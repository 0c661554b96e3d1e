/// How a ``TransitionAnimation`` replaces a layer's contents, like
/// `CATransitionType`.
///
/// ``fade`` cross-fades; ``push``, ``moveIn`` and ``reveal`` slide, in the
/// direction of the animation's ``TransitionSubtype``.
public struct TransitionType: Hashable, Sendable, CustomStringConvertible {
  enum Representation: String, Hashable, Sendable {
    case fade, push, moveIn, reveal
  }

  let representation: Representation

  /// The new contents fade in while the previous ones fade out (the default).
  public static let fade = TransitionType(representation: .fade)

  /// The new contents slide in from the subtype's side, pushing the
  /// previous ones out at the opposite side.
  public static let push = TransitionType(representation: .push)

  /// The new contents slide in from the subtype's side, over the previous
  /// ones, which stay still.
  public static let moveIn = TransitionType(representation: .moveIn)

  /// The previous contents slide out towards the side opposite the
  /// subtype's, revealing the new ones, which stay still.
  public static let reveal = TransitionType(representation: .reveal)

  /// The type's name, as Core Animation spells it (`"moveIn"`).
  public var description: String { representation.rawValue }
}
