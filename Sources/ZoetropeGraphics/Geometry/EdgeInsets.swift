/// Distances to inset each edge of a rectangle by, in points.
///
/// The port of `UIEdgeInsets`. Positive values move an edge inwards and
/// negative values move it outwards; see ``Rect/inset(by:)``.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset of the top edge (the minimum-y edge), in points.
  public var top: Double

  /// The inset of the left edge (the minimum-x edge), in points.
  public var left: Double

  /// The inset of the bottom edge (the maximum-y edge), in points.
  public var bottom: Double

  /// The inset of the right edge (the maximum-x edge), in points.
  public var right: Double

  /// Creates insets from the inset of each edge.
  ///
  /// - Parameters:
  ///   - top: The inset of the top edge, in points.
  ///   - left: The inset of the left edge, in points.
  ///   - bottom: The inset of the bottom edge, in points.
  ///   - right: The inset of the right edge, in points.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
