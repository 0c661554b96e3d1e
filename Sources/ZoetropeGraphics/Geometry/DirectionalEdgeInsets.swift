/// Distances to inset each edge of a rectangle by, in points, with
/// leading and trailing instead of left and right.
///
/// The port of `NSDirectionalEdgeInsets`. Leading is the left edge when
/// content runs left to right and the right edge when it runs right to
/// left; ``EdgeInsets/init(_:rightToLeft:)`` and
/// ``init(_:rightToLeft:)`` convert between the two.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset of the top edge (the minimum-y edge), in points.
  public var top: Double

  /// The inset of the leading edge, in points.
  public var leading: Double

  /// The inset of the bottom edge (the maximum-y edge), in points.
  public var bottom: Double

  /// The inset of the trailing edge, in points.
  public var trailing: Double

  /// Creates insets from the inset of each edge.
  ///
  /// - Parameters:
  ///   - top: The inset of the top edge, in points.
  ///   - leading: The inset of the leading edge, in points.
  ///   - bottom: The inset of the bottom edge, in points.
  ///   - trailing: The inset of the trailing edge, in points.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The directional insets of left-and-right insets.
  ///
  /// - Parameters:
  ///   - insets: Insets by left and right.
  ///   - rightToLeft: Whether leading is the right edge.
  public init(_ insets: EdgeInsets, rightToLeft: Bool) {
    self.init(
      top: insets.top, leading: rightToLeft ? insets.right : insets.left,
      bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
  }
}

extension EdgeInsets {
  /// The left-and-right insets of directional insets.
  ///
  /// - Parameters:
  ///   - insets: Insets by leading and trailing.
  ///   - rightToLeft: Whether leading is the right edge.
  public init(_ insets: DirectionalEdgeInsets, rightToLeft: Bool) {
    self.init(
      top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
      bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
  }
}
