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

// The bounds of the gesture commands (fling, press, pinch, rotate) and of
// the input rate of moving commands.
extension Script {
  /// The input rates a moving command may ask for with `at N hz`, in moves
  /// per second: 1...1000 (the headless host's highest frame rate).
  public static let inputRates = 1.0...1000.0

  /// The fastest a fling may move, either component, in points per
  /// second: 1 000 000.
  public static let maximumSpeed = 1_000_000.0

  /// The scales a pinch may reach: 0.01...100.
  public static let pinchScales = 0.01...100.0

  /// The largest rotation, either way, in degrees: 3600 (ten turns).
  public static let maximumRotation = 3600.0

  /// The most points a drag's path may have, its start and end included:
  /// 1000.
  public static let maximumPathPoints = 1000
}
