/// How lines of text sit horizontally in their box, like
/// `CATextLayerAlignmentMode` and `NSTextAlignment`.
///
/// Zoetrope lays out left-to-right text only, so ``natural`` is laid out
/// as ``left``; it stays a separate value so that right-to-left support
/// can give it its proper meaning later.
public struct TextAlignment: Hashable, Sendable, CustomStringConvertible {
  package enum Representation: String, Hashable, Sendable {
    case natural, left, center, right, justified
  }

  package let representation: Representation

  /// The script's natural alignment: left, for the left-to-right text
  /// Zoetrope lays out (the default).
  public static let natural = TextAlignment(representation: .natural)
  /// Lines start at the left edge.
  public static let left = TextAlignment(representation: .left)
  /// Lines are centred.
  public static let center = TextAlignment(representation: .center)
  /// Lines end at the right edge.
  public static let right = TextAlignment(representation: .right)
  /// Lines that wrap are stretched to both edges by widening the spaces;
  /// the last line of a paragraph is laid out like ``natural``.
  public static let justified = TextAlignment(representation: .justified)

  /// Every alignment, in declaration order.
  public static let allCases: [TextAlignment] = [.natural, .left, .center, .right, .justified]

  /// The alignment's name, as Core Animation spells it (`"center"`).
  public var description: String { representation.rawValue }
}
