// The bounds every number in a script, or in a scripted call, must respect.
extension Script {
  /// The latest time a command may have, and the longest drag, in seconds:
  /// 1 000 000 (about 11.6 days).
  ///
  /// A script with a larger time or `over` duration is refused
  /// (``ScriptError``); ``HeadlessHost`` calls clamp larger values to this,
  /// with a warning.
  public static let maximumTime = 1_000_000.0

  /// The largest coordinate a point may have, either sign, in points:
  /// 1 000 000.
  ///
  /// A script with a point beyond it is refused; ``HeadlessHost`` calls
  /// clamp it, with a warning.
  public static let maximumCoordinate = 1_000_000.0

  /// The most commands one script may hold: 1 000 000.
  public static let maximumCommandCount = 1_000_000

  /// The most characters of a script's text an error message quotes: 80.
  static let quotedTextLimit = 80
}
