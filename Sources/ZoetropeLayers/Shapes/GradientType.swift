/// The shape of a ``GradientLayer``'s gradient, like `CAGradientLayerType`.
public struct GradientType: Hashable, Sendable, CustomStringConvertible {
  package enum Representation: String, Hashable, Sendable {
    case axial, radial, conic
  }

  package let representation: Representation

  /// Colors vary along the line from the start point to the end point and
  /// stay constant across it (the default).
  public static let axial = GradientType(representation: .axial)

  /// Colors vary from the start point (location 0) outwards to an ellipse
  /// centred there that passes through the end point's x and y distances
  /// (location 1), as Core Animation draws it.
  public static let radial = GradientType(representation: .radial)

  /// Colors vary with the angle about the start point, clockwise on the
  /// screen, from location 0 in the direction of the end point round to
  /// location 1 a full turn later.
  public static let conic = GradientType(representation: .conic)

  /// The type's name (`"axial"`, `"radial"` or `"conic"`).
  public var description: String { representation.rawValue }
}
