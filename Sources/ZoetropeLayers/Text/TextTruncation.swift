/// Where text that does not fit its box is cut and replaced by an
/// ellipsis (…), like `CATextLayerTruncationMode`.
public struct TextTruncation: Hashable, Sendable, CustomStringConvertible {
  package enum Representation: String, Hashable, Sendable {
    case none, start, middle, end
  }

  package let representation: Representation

  /// No truncation: text that does not fit is clipped (the default).
  public static let none = TextTruncation(representation: .none)
  /// The start of the line is replaced by an ellipsis: "…quick fox".
  public static let start = TextTruncation(representation: .start)
  /// The middle of the line is replaced by an ellipsis: "The q…k fox".
  public static let middle = TextTruncation(representation: .middle)
  /// The end of the line is replaced by an ellipsis: "The quick…".
  public static let end = TextTruncation(representation: .end)

  /// Every truncation mode, in declaration order.
  public static let allCases: [TextTruncation] = [.none, .start, .middle, .end]

  /// The mode's name, as Core Animation spells it (`"middle"`).
  public var description: String { representation.rawValue }
}
