/// Corners of a rectangle, on a y-down screen: UIKit's `UIRectCorner`,
/// for ``Path/init(roundedRect:byRoundingCorners:cornerRadii:)``.
///
/// ```swift
/// let tab = Path(
///   roundedRect: Rect(x: 0, y: 0, width: 120, height: 40),
///   byRoundingCorners: [.topLeft, .topRight], cornerRadii: Size(width: 12, height: 12))
/// ```
public struct RectCorner: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt

  /// Creates a set from its bits, as `UIRectCorner(rawValue:)`.
  ///
  /// - Parameter rawValue: The bits: 1 top left, 2 top right, 4 bottom
  ///   left, 8 bottom right; others are ignored.
  public init(rawValue: UInt) {
    self.rawValue = rawValue & 0b1111
  }

  /// The corner at the rectangle's minimum x and y.
  public static let topLeft = RectCorner(rawValue: 1)
  /// The corner at the maximum x and minimum y.
  public static let topRight = RectCorner(rawValue: 2)
  /// The corner at the minimum x and maximum y.
  public static let bottomLeft = RectCorner(rawValue: 4)
  /// The corner at the maximum x and y.
  public static let bottomRight = RectCorner(rawValue: 8)
  /// All four corners.
  public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
