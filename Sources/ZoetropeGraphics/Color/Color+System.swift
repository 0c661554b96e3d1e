// UIKit's adaptable system colours, with their light-mode sRGB values
// (Zoetrope has no dark mode). The values are those iOS 15 to iOS 18
// return in the default (light, normal-contrast) environment, as listed in
// Apple's Human Interface Guidelines colour table of those releases. The
// ones iOS 13 introduced are cross-checked against Flutter's
// `CupertinoColors` (flutter/flutter, packages/flutter/lib/src/cupertino/
// colors.dart, which cites each `UIColor`); mint, cyan and the teal of
// iOS 15 (iOS 13 and 14 used (90, 200, 250)) against the fallback table of
// KuditFrameworks' `Color.swift`. iOS 26 moved several of these hues; these
// are the values most apps were written against.
extension Color {
  /// UIKit's light-mode system red, sRGB (255, 59, 48).
  public static let systemRed = Color(red8: 255, green8: 59, blue8: 48)

  /// UIKit's light-mode system orange, sRGB (255, 149, 0).
  public static let systemOrange = Color(red8: 255, green8: 149, blue8: 0)

  /// UIKit's light-mode system yellow, sRGB (255, 204, 0).
  public static let systemYellow = Color(red8: 255, green8: 204, blue8: 0)

  /// UIKit's light-mode system green, sRGB (52, 199, 89).
  public static let systemGreen = Color(red8: 52, green8: 199, blue8: 89)

  /// UIKit's light-mode system mint, sRGB (0, 199, 190) (iOS 15).
  public static let systemMint = Color(red8: 0, green8: 199, blue8: 190)

  /// UIKit's light-mode system teal, sRGB (48, 176, 199), as iOS 15 and
  /// later define it.
  public static let systemTeal = Color(red8: 48, green8: 176, blue8: 199)

  /// UIKit's light-mode system cyan, sRGB (50, 173, 230) (iOS 15).
  public static let systemCyan = Color(red8: 50, green8: 173, blue8: 230)

  /// UIKit's light-mode system blue, sRGB (0, 122, 255).
  public static let systemBlue = Color(red8: 0, green8: 122, blue8: 255)

  /// UIKit's light-mode system indigo, sRGB (88, 86, 214).
  public static let systemIndigo = Color(red8: 88, green8: 86, blue8: 214)

  /// UIKit's light-mode system purple, sRGB (175, 82, 222).
  public static let systemPurple = Color(red8: 175, green8: 82, blue8: 222)

  /// UIKit's light-mode system pink, sRGB (255, 45, 85).
  public static let systemPink = Color(red8: 255, green8: 45, blue8: 85)

  /// UIKit's light-mode system brown, sRGB (162, 132, 94).
  public static let systemBrown = Color(red8: 162, green8: 132, blue8: 94)

  /// UIKit's light-mode system gray, sRGB (142, 142, 147).
  public static let systemGray = Color(red8: 142, green8: 142, blue8: 147)

  /// UIKit's light-mode second-level gray, sRGB (174, 174, 178).
  public static let systemGray2 = Color(red8: 174, green8: 174, blue8: 178)

  /// UIKit's light-mode third-level gray, sRGB (199, 199, 204).
  public static let systemGray3 = Color(red8: 199, green8: 199, blue8: 204)

  /// UIKit's light-mode fourth-level gray, sRGB (209, 209, 214).
  public static let systemGray4 = Color(red8: 209, green8: 209, blue8: 214)

  /// UIKit's light-mode fifth-level gray, sRGB (229, 229, 234).
  public static let systemGray5 = Color(red8: 229, green8: 229, blue8: 234)

  /// UIKit's light-mode sixth-level gray, the lightest, sRGB (242, 242, 247).
  public static let systemGray6 = Color(red8: 242, green8: 242, blue8: 247)
}
