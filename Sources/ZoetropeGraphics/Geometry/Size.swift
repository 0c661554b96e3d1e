/// A width and a height, in points.
///
/// The port of `CGSize`. Negative widths and heights are allowed and
/// meaningful inside a ``Rect`` (they extend the rectangle to the left or
/// upwards), exactly as in Core Graphics. Like every geometry value a size
/// stores its components as given (see ``Point``).
public struct Size: Hashable, Sendable {
  /// The width, in points.
  public var width: Double

  /// The height, in points.
  public var height: Double

  /// Creates a size from its dimensions.
  ///
  /// - Parameters:
  ///   - width: The width, in points.
  ///   - height: The height, in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero.
  public static let zero = Size(width: 0, height: 0)
}
