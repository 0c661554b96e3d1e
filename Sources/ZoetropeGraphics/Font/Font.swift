/// A typeface request: a family, a size and a weight, like `UIFont`.
///
/// A font is a description, not a loaded face: the renderer resolves it
/// through fontconfig and Pango, falling back to ``defaultFamily`` when the
/// requested family is not installed.
///
/// ```swift
/// let title = Font.systemFont(ofSize: 17, weight: .semibold)
/// let mono = Font(family: "DejaVu Sans Mono", size: 12)
/// ```
public struct Font: Hashable, Sendable {
  /// The family used for the system font and as the fallback for a family
  /// that is not installed: DejaVu Sans, from Debian's fonts-dejavu-core.
  public static let defaultFamily = "DejaVu Sans"

  /// The family name, such as `"DejaVu Sans"`.
  public var family: String

  /// The size in points; always finite and positive (see ``init(family:size:weight:)``).
  public var size: Double

  /// The stroke weight.
  public var weight: Weight

  /// Creates a font description.
  ///
  /// A size that is not finite or not positive is replaced by 17 (UIKit's
  /// body size), with a logged warning.
  ///
  /// - Parameters:
  ///   - family: The family name; an empty name means ``defaultFamily``.
  ///   - size: The size in points.
  ///   - weight: The weight; `.regular` by default.
  public init(family: String, size: Double, weight: Weight = .regular) {
    self.family = family.isEmpty ? Font.defaultFamily : family
    if size.isFinite, size > 0 {
      self.size = size
    } else {
      zoetropeWarning("Font size \(size) is not a positive number; using 17")
      self.size = 17
    }
    self.weight = weight
  }

  /// The system font at a size and weight, like `UIFont.systemFont(ofSize:weight:)`.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: The weight; `.regular` by default.
  /// - Returns: A font of the ``defaultFamily``.
  public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
    Font(family: defaultFamily, size: size, weight: weight)
  }

  /// The bold system font at a size, like `UIFont.boldSystemFont(ofSize:)`.
  ///
  /// - Parameter size: The size in points.
  /// - Returns: A bold font of the ``defaultFamily``.
  public static func boldSystemFont(ofSize size: Double) -> Font {
    Font(family: defaultFamily, size: size, weight: .bold)
  }

  /// The same font at another size.
  ///
  /// - Parameter size: The new size in points.
  /// - Returns: A copy with `size` replaced.
  public func withSize(_ size: Double) -> Font {
    Font(family: family, size: size, weight: weight)
  }
}
