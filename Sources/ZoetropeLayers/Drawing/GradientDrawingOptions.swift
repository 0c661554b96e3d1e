/// Whether a gradient also paints beyond its start and end, like
/// `CGGradientDrawingOptions`.
///
/// With no options, a gradient paints only between its start and end (for
/// a linear gradient, the band between the lines through the start and
/// end points perpendicular to the axis; for a radial one, the area swept
/// between the two circles).
public struct GradientDrawingOptions: OptionSet, Hashable, Sendable {
  /// The options as bits.
  public let rawValue: Int

  /// Creates options from bits.
  ///
  /// - Parameter rawValue: The bits; unknown bits are kept and ignored.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Paints the first stop's color before the start (beyond the start
  /// line, or inside the start circle).
  public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1 << 0)

  /// Paints the last stop's color after the end (beyond the end line, or
  /// outside the end circle).
  public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 1 << 1)
}
