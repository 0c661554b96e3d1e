// UIKit's semantic (user-interface element) colours, with their light-mode
// values: the components `UIColor` reports in the default (light,
// normal-contrast, base-level) environment since iOS 13. The values, alphas
// included, are those read from UIKit and published by Noah Gilmore's
// ColorCompatibility library (noahsark769/ColorCompatibility,
// Sources/ColorCompatibility.swift), cross-checked against Flutter's
// `CupertinoColors`, which rounds the alphas to 8 bits. `lightText` and
// `darkText` are UIKit's fixed white at 0.6 and opaque black.
extension Color {
  /// The colour of text holding primary content, `UIColor.label`: opaque
  /// black in light mode.
  public static let label = Color(red8: 0, green8: 0, blue8: 0)

  /// The colour of text holding secondary content, `UIColor.secondaryLabel`:
  /// sRGB (60, 60, 67) at alpha 0.6.
  public static let secondaryLabel = Color(red8: 60, green8: 60, blue8: 67)
    .withAlphaComponent(0.6)

  /// The colour of text holding tertiary content, `UIColor.tertiaryLabel`:
  /// sRGB (60, 60, 67) at alpha 0.3.
  public static let tertiaryLabel = Color(red8: 60, green8: 60, blue8: 67)
    .withAlphaComponent(0.3)

  /// The colour of text holding quaternary content,
  /// `UIColor.quaternaryLabel`: sRGB (60, 60, 67) at alpha 0.18.
  public static let quaternaryLabel = Color(red8: 60, green8: 60, blue8: 67)
    .withAlphaComponent(0.18)

  /// The colour of placeholder text in controls, `UIColor.placeholderText`:
  /// sRGB (60, 60, 67) at alpha 0.3.
  public static let placeholderText = Color(red8: 60, green8: 60, blue8: 67)
    .withAlphaComponent(0.3)

  /// An overlay fill for thin and small shapes, `UIColor.systemFill`: sRGB
  /// (120, 120, 128) at alpha 0.2.
  public static let systemFill = Color(red8: 120, green8: 120, blue8: 128)
    .withAlphaComponent(0.2)

  /// An overlay fill for medium-size shapes, `UIColor.secondarySystemFill`:
  /// sRGB (120, 120, 128) at alpha 0.16.
  public static let secondarySystemFill = Color(red8: 120, green8: 120, blue8: 128)
    .withAlphaComponent(0.16)

  /// An overlay fill for large shapes, `UIColor.tertiarySystemFill`: sRGB
  /// (118, 118, 128) at alpha 0.12.
  public static let tertiarySystemFill = Color(red8: 118, green8: 118, blue8: 128)
    .withAlphaComponent(0.12)

  /// An overlay fill for large areas holding complex content,
  /// `UIColor.quaternarySystemFill`: sRGB (116, 116, 128) at alpha 0.08.
  public static let quaternarySystemFill = Color(red8: 116, green8: 116, blue8: 128)
    .withAlphaComponent(0.08)

  /// The main background of an interface, `UIColor.systemBackground`:
  /// opaque white in light mode.
  public static let systemBackground = Color(red8: 255, green8: 255, blue8: 255)

  /// The background of content layered on the main background,
  /// `UIColor.secondarySystemBackground`: sRGB (242, 242, 247).
  public static let secondarySystemBackground = Color(red8: 242, green8: 242, blue8: 247)

  /// The background of content layered on a secondary background,
  /// `UIColor.tertiarySystemBackground`: opaque white in light mode.
  public static let tertiarySystemBackground = Color(red8: 255, green8: 255, blue8: 255)

  /// The main background of a grouped interface,
  /// `UIColor.systemGroupedBackground`: sRGB (242, 242, 247).
  public static let systemGroupedBackground = Color(red8: 242, green8: 242, blue8: 247)

  /// The background of content layered on a grouped interface's main
  /// background, `UIColor.secondarySystemGroupedBackground`: opaque white.
  public static let secondarySystemGroupedBackground = Color(
    red8: 255, green8: 255, blue8: 255)

  /// The background of content layered on a grouped interface's secondary
  /// background, `UIColor.tertiarySystemGroupedBackground`: sRGB
  /// (242, 242, 247).
  public static let tertiarySystemGroupedBackground = Color(
    red8: 242, green8: 242, blue8: 247)

  /// Thin borders and dividers that let content underneath show,
  /// `UIColor.separator`: sRGB (60, 60, 67) at alpha 0.29.
  public static let separator = Color(red8: 60, green8: 60, blue8: 67)
    .withAlphaComponent(0.29)

  /// Borders and dividers that hide content underneath,
  /// `UIColor.opaqueSeparator`: sRGB (198, 198, 200).
  public static let opaqueSeparator = Color(red8: 198, green8: 198, blue8: 200)

  /// The colour of links, `UIColor.link`: sRGB (0, 122, 255), the light-mode
  /// ``systemBlue``.
  public static let link = Color(red8: 0, green8: 122, blue8: 255)

  /// Text on dark backgrounds, `UIColor.lightText`: white at alpha 0.6.
  public static let lightText = Color(uncheckedRed: 1, green: 1, blue: 1, alpha: 0.6)

  /// Text on light backgrounds, `UIColor.darkText`: opaque black.
  public static let darkText = Color(uncheckedRed: 0, green: 0, blue: 0, alpha: 1)
}
