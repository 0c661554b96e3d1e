/// How the corners where stroked segments meet are drawn, like `CGLineJoin`.
public struct LineJoin: Hashable, Sendable, CustomStringConvertible {
  package enum Representation: String, Hashable, Sendable {
    case miter, round, bevel
  }

  package let representation: Representation

  /// The outer edges extend to a sharp point (the default); very sharp
  /// corners are bevelled instead, past a miter limit of 10 line widths
  /// as in Core Graphics.
  public static let miter = LineJoin(representation: .miter)

  /// The corner is rounded with a circle of the line width's diameter.
  public static let round = LineJoin(representation: .round)

  /// The corner is cut off flat.
  public static let bevel = LineJoin(representation: .bevel)

  /// The join's name (`"miter"`, `"round"` or `"bevel"`).
  public var description: String { representation.rawValue }
}
