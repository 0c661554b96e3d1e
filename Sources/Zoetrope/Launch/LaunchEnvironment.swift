import ZoetropeGraphics
import ZoetropeUI

#if canImport(Glibc)
import Glibc
#endif

/// The environment variables `App.main()` reads at launch (listed in
/// `--help`).
enum LaunchEnvironment {
  /// The variable that turns on `Accessibility.isReduceMotionEnabled`.
  static let reduceMotionVariable = "ZOETROPE_REDUCE_MOTION"

  /// Reads a reduce-motion setting such as the value of
  /// `ZOETROPE_REDUCE_MOTION`.
  ///
  /// `1`, `true`, `yes` and `on` turn it on; `0`, `false`, `no` and `off`
  /// turn it off (any case, surrounding blanks ignored). Unset or blank
  /// means the default, off. Anything else is a warning naming the value,
  /// and the default.
  ///
  /// - Parameter value: The variable's value, or nil when it is unset.
  /// - Returns: Whether reduce motion is on.
  static func reduceMotion(_ value: String?) -> Bool {
    guard let value else { return false }
    let text = String(
      value.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
    ).lowercased()
    switch text {
    case "": return false
    case "1", "true", "yes", "on": return true
    case "0", "false", "no", "off": return false
    default:
      zoetropeWarning(
        "\(reduceMotionVariable)=\"\(value)\" is not 1 or 0 (or true/false, yes/no, on/off); "
          + "reduce motion stays off")
      return false
    }
  }

  /// Applies the environment's settings to the current context: sets
  /// `Accessibility.isReduceMotionEnabled` from `ZOETROPE_REDUCE_MOTION`,
  /// and the app's layout direction from `--layout-direction` or else the
  /// locale (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
  ///
  /// - Parameters:
  ///   - layoutDirection: `--layout-direction`'s direction, or nil for
  ///     the locale's.
  ///   - environment: Reads a variable (the process's environment by
  ///     default).
  @MainActor
  static func apply(
    layoutDirection: UserInterfaceLayoutDirection? = nil,
    environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
  ) {
    Accessibility.isReduceMotionEnabled = reduceMotion(environment(reduceMotionVariable))
    Application.currentLayoutDirection =
      layoutDirection ?? .preferred(environment: environment)
  }
}
