extension Color {
  /// Opaque black, (0, 0, 0).
  public static let black = Color(uncheckedRed: 0, green: 0, blue: 0, alpha: 1)

  /// Opaque white, (1, 1, 1).
  public static let white = Color(uncheckedRed: 1, green: 1, blue: 1, alpha: 1)

  /// Fully transparent black, (0, 0, 0, 0), as `UIColor.clear`.
  public static let clear = Color(uncheckedRed: 0, green: 0, blue: 0, alpha: 0)

  /// Opaque red, (1, 0, 0).
  public static let red = Color(uncheckedRed: 1, green: 0, blue: 0, alpha: 1)

  /// Opaque green, (0, 1, 0), as `UIColor.green`.
  public static let green = Color(uncheckedRed: 0, green: 1, blue: 0, alpha: 1)

  /// Opaque blue, (0, 0, 1).
  public static let blue = Color(uncheckedRed: 0, green: 0, blue: 1, alpha: 1)

  /// Opaque yellow, (1, 1, 0).
  public static let yellow = Color(uncheckedRed: 1, green: 1, blue: 0, alpha: 1)

  /// Opaque orange, (1, 0.5, 0), as `UIColor.orange`.
  public static let orange = Color(uncheckedRed: 1, green: 0.5, blue: 0, alpha: 1)

  /// Opaque purple, (0.5, 0, 0.5), as `UIColor.purple`.
  public static let purple = Color(uncheckedRed: 0.5, green: 0, blue: 0.5, alpha: 1)

  /// Opaque mid gray, white level 0.5, as `UIColor.gray`.
  public static let gray = Color(uncheckedRed: 0.5, green: 0.5, blue: 0.5, alpha: 1)

  /// Opaque light gray, white level 2/3, as `UIColor.lightGray`.
  public static let lightGray = Color(
    uncheckedRed: 2.0 / 3.0, green: 2.0 / 3.0, blue: 2.0 / 3.0, alpha: 1)

  /// Opaque dark gray, white level 1/3, as `UIColor.darkGray`.
  public static let darkGray = Color(
    uncheckedRed: 1.0 / 3.0, green: 1.0 / 3.0, blue: 1.0 / 3.0, alpha: 1)

  /// Opaque cyan, (0, 1, 1), as `UIColor.cyan`.
  public static let cyan = Color(uncheckedRed: 0, green: 1, blue: 1, alpha: 1)

  /// Opaque magenta, (1, 0, 1), as `UIColor.magenta`.
  public static let magenta = Color(uncheckedRed: 1, green: 0, blue: 1, alpha: 1)

  /// Opaque brown, (0.6, 0.4, 0.2), as `UIColor.brown`.
  public static let brown = Color(uncheckedRed: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
