/// The reason an ``Image`` could not be created from the values given.
///
/// Compare ``code`` against the static codes to tell the cases apart; the
/// ``description`` names the offending values.
///
/// ```swift
/// do {
///   _ = try Image(pixelWidth: -1, pixelHeight: 4, scale: 1, pixels: [])
/// } catch {
///   error.code == .negativeDimensions  // true
/// }
/// ```
public struct ImageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which rule an image's values broke.
  public struct Code: Hashable, Sendable {
    enum Representation: Hashable, Sendable {
      case negativeDimensions
      case dimensionsOverflow
      case pixelCountMismatch
      case invalidScale
    }

    let representation: Representation

    /// The pixel width or height is negative.
    public static let negativeDimensions = Code(representation: .negativeDimensions)

    /// `pixelWidth × pixelHeight` does not fit in an `Int`.
    public static let dimensionsOverflow = Code(representation: .dimensionsOverflow)

    /// The number of pixels given is not `pixelWidth × pixelHeight`.
    public static let pixelCountMismatch = Code(representation: .pixelCountMismatch)

    /// The scale is zero, negative, infinite or NaN.
    public static let invalidScale = Code(representation: .invalidScale)
  }

  /// Which rule was broken.
  public let code: Code

  /// A sentence naming the problem and the offending values.
  public let description: String

  init(_ code: Code, _ description: String) {
    self.code = code
    self.description = description
  }
}
