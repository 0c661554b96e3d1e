/// A location in a two-dimensional coordinate system, in points.
///
/// The port of `CGPoint`. Zoetrope's coordinate space is y-down, as in UIKit:
/// x grows to the right and y grows downwards.
///
/// Geometry values store whatever numbers they are given, as Core Graphics
/// does: no validation, no clamping, and NaN or infinities propagate through
/// arithmetic by the IEEE 754 rules. Code that consumes geometry (images,
/// layers, renderers) decides what to do with non-finite values.
///
/// ```swift
/// let tap = Point(x: 120, y: 48)
/// let moved = tap + Vector(dx: 12, dy: 4)  // (132, 52)
/// ```
public struct Point: Hashable, Sendable {
  /// The x-coordinate, in points.
  public var x: Double

  /// The y-coordinate, in points; y grows downwards.
  public var y: Double

  /// Creates a point from its coordinates.
  ///
  /// - Parameters:
  ///   - x: The x-coordinate, in points.
  ///   - y: The y-coordinate, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)
}
