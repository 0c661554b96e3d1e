/// A typeface request: a family, a size and a weight, like `UIFont`.
///
/// A font is a description, not a loaded face: the renderer resolves it
/// through fontconfig and Pango, falling back to ``defaultFamily`` when the
/// requested family is not installed.
///
/// ```swift
/// let title = Font.systemFont(ofSize: 17, weight: .semibold)
/// let mono = Font.monospacedSystemFont(ofSize: 12, weight: .regular)
/// let clock = Font.monospacedDigitSystemFont(ofSize: 48, weight: .light)
/// ```
public struct Font: Hashable, Sendable {
  /// The family used for the system font and as the fallback for a family
  /// that is not installed: DejaVu Sans, from Debian's fonts-dejavu-core.
  public static let defaultFamily = "DejaVu Sans"

  /// The family of ``monospacedSystemFont(ofSize:weight:)``: DejaVu Sans
  /// Mono, from the same package as ``defaultFamily``.
  public static let monospacedFamily = "DejaVu Sans Mono"

  /// The family name, such as `"DejaVu Sans"`.
  public var family: String

  /// The size in points; always finite and positive (see ``init(family:size:weight:)``).
  public var size: Double

  /// The stroke weight.
  public var weight: Weight

  /// Whether every digit takes the same width, so that numbers that change
  /// (a clock, a counter) do not shift: what
  /// ``monospacedDigitSystemFont(ofSize:weight:)`` sets; `false` by default.
  ///
  /// The renderer asks for the OpenType `tnum` (tabular figures) feature
  /// for the whole text; letters and punctuation are unchanged. A face
  /// without the feature keeps its own digits: DejaVu Sans, the system
  /// family, has none because its digits already share one advance width
  /// and are not kerned against each other, so they are tabular anyway.
  public var usesMonospacedDigits = false

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

  /// The system font with digits of one width, like
  /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: for numbers that
  /// change in place, such as a stopwatch's `00:02.50`.
  ///
  /// Letters keep the system font's proportional widths; only the digits
  /// are tabular (see ``usesMonospacedDigits``).
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: The weight; `.regular` by default.
  /// - Returns: A font of the ``defaultFamily`` with ``usesMonospacedDigits`` set.
  public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight = .regular)
    -> Font
  {
    var font = Font(family: defaultFamily, size: size, weight: weight)
    font.usesMonospacedDigits = true
    return font
  }

  /// The system's monospaced font, like
  /// `UIFont.monospacedSystemFont(ofSize:weight:)`: every character takes
  /// the same width.
  ///
  /// Apple's is SF Mono; Zoetrope's is ``monospacedFamily`` (DejaVu Sans
  /// Mono), which has a regular and a bold face: fontconfig draws each
  /// weight with the nearer of the two.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: The weight; `.regular` by default.
  /// - Returns: A font of the ``monospacedFamily``.
  public static func monospacedSystemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
    Font(family: monospacedFamily, size: size, weight: weight)
  }

  /// The same font at another size.
  ///
  /// - Parameter size: The new size in points.
  /// - Returns: A copy with `size` replaced.
  public func withSize(_ size: Double) -> Font {
    var font = Font(family: family, size: size, weight: weight)
    font.usesMonospacedDigits = usesMonospacedDigits
    return font
  }
}
