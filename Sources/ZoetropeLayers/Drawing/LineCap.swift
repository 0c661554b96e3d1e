/// How the open ends of stroked lines are drawn, like `CGLineCap`.
public struct LineCap: Hashable, Sendable, CustomStringConvertible {
  package enum Representation: String, Hashable, Sendable {
    case butt, round, square
  }

  package let representation: Representation

  /// The stroke stops square at the end point (the default).
  public static let butt = LineCap(representation: .butt)

  /// A half circle of the line width's diameter rounds the end.
  public static let round = LineCap(representation: .round)

  /// The stroke stops square half a line width past the end point.
  public static let square = LineCap(representation: .square)

  /// The cap's name (`"butt"`, `"round"` or `"square"`).
  public var description: String { representation.rawValue }
}
