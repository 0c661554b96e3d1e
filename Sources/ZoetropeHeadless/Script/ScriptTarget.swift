import ZoetropeGraphics

/// What a scripted touch aims at: a point in window coordinates, or a view
/// found by its accessibility label or its button title.
///
/// ```swift
/// host.tap("Roll")                          // a string literal is a label
/// host.tap(.point(x: 160, y: 240))
/// ```
///
/// A label is looked up when the touch happens, so it follows a view that
/// moves; the touch lands on the center of the view's frame.
public struct ScriptTarget: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  enum Representation: Hashable, Sendable {
    case point(Point)
    case label(String)
  }

  var representation: Representation

  init(_ representation: Representation) {
    self.representation = representation
  }

  /// Aims at a point in window coordinates, in points.
  ///
  /// - Parameter point: The location; x grows rightward, y downward.
  /// - Returns: The target.
  public static func point(_ point: Point) -> ScriptTarget {
    ScriptTarget(.point(point))
  }

  /// Aims at a point in window coordinates, in points.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate, in points.
  ///   - y: The vertical coordinate, in points.
  /// - Returns: The target.
  public static func point(x: Double, y: Double) -> ScriptTarget {
    ScriptTarget(.point(Point(x: x, y: y)))
  }

  /// Aims at the first view, in depth-first order from the window, whose
  /// accessibility label or button title equals `label` exactly.
  ///
  /// - Parameter label: The label or title to look for.
  /// - Returns: The target.
  public static func label(_ label: String) -> ScriptTarget {
    ScriptTarget(.label(label))
  }

  /// Creates a label target from a string literal: `"Roll"`.
  ///
  /// - Parameter value: The accessibility label or button title.
  public init(stringLiteral value: String) {
    self.init(.label(value))
  }

  /// The point, if this target is a point.
  public var point: Point? {
    if case .point(let point) = representation { return point }
    return nil
  }

  /// The label, if this target is a view's label or title.
  public var label: String? {
    if case .label(let label) = representation { return label }
    return nil
  }

  /// The target as a script writes it: `"Roll"` or `160,240`.
  public var description: String {
    switch representation {
    case .point(let point):
      return "\(ScriptNumber.format(point.x)),\(ScriptNumber.format(point.y))"
    case .label(let label):
      return ScriptNumber.quotedExcerpt(label)
    }
  }
}
