/// How the inside of a path that crosses itself is decided, like
/// `CGPathFillRule`.
public struct FillRule: Hashable, Sendable, CustomStringConvertible {
  package enum Representation: String, Hashable, Sendable {
    case nonZero, evenOdd
  }

  package let representation: Representation

  /// A point is inside when the path winds around it a non-zero number of
  /// times, counting clockwise turns against counter-clockwise ones (Core
  /// Graphics' `.winding`, the default).
  public static let nonZero = FillRule(representation: .nonZero)

  /// A point is inside when a ray from it crosses the path an odd number
  /// of times, so nested shapes alternate (holes in rings).
  public static let evenOdd = FillRule(representation: .evenOdd)

  /// The rule's name (`"nonZero"` or `"evenOdd"`).
  public var description: String { representation.rawValue }
}
