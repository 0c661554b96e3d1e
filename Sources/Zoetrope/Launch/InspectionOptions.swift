import ArgumentParser
import ZoetropeAnimation
import ZoetropeHeadless

#if canImport(Glibc)
import Glibc
#endif

/// The launch options that slow, pause and inspect animation time, for a
/// window and headless runs alike (docs/INSPECTOR.md).
struct InspectionOptions: ParsableArguments {
  @Option(
    name: .customLong("slow-animations"),
    parsing: .unconditional,
    help: ArgumentHelp(
      "Run animation time at F times normal: 0.25 is a quarter speed, 2 twice;"
        + " 0.01 ≤ F ≤ 100 (as ZOETROPE_SLOW_ANIMATIONS=F).",
      valueName: "F"))
  var slowAnimations: Double?

  @Flag(
    help: ArgumentHelp(
      "Start with animation time paused (as ZOETROPE_PAUSED=1); in a window F8 resumes,"
        + " F9 steps one frame."))
  var paused = false

  @Option(
    help: ArgumentHelp(
      "With --record or --screenshot, also write the run's animations, timers and touches:"
        + " FILE.json (a stable schema) or FILE.html (one self-contained page).",
      valueName: "FILE"))
  var timeline: String?

  @Flag(
    help: ArgumentHelp(
      "Tint the rectangle the renderer redrew in each frame (the window draws on the CPU)."))
  var flashDamage = false

  @Flag(
    help: ArgumentHelp(
      "Outline every layer's bounds and mark its anchor point (the window draws on the CPU)."))
  var showLayerBounds = false

  @Flag(
    help: ArgumentHelp(
      "Open the live inspector at launch: its panel over recordings and screenshots, in a"
        + " window as F12 opens it."))
  var inspector = false

  @Flag(
    help: ArgumentHelp(
      "Open the live inspector at launch in a window of its own beside the app's (F12 closes"
        + " and opens it there); for the window only."))
  var inspectorWindow = false

  /// The overlays `--flash-damage`, `--show-layer-bounds` and
  /// `--inspector` ask for.
  var overlay: FrameOverlay {
    var overlay: FrameOverlay = []
    if flashDamage { overlay.insert(.damage) }
    if showLayerBounds { overlay.insert(.layerBounds) }
    if inspector || inspectorWindow { overlay.insert(.inspector) }
    return overlay
  }

  /// Checks `--inspector-window`: the panel's own window needs the
  /// app's window.
  ///
  /// - Parameter isHeadless: Whether `--record` or `--screenshot` is given.
  /// - Returns: Whether the inspector opens in its own window.
  /// - Throws: `ValidationError` naming the option in a headless run.
  func checkedInspectorWindow(isHeadless: Bool) throws -> Bool {
    guard inspectorWindow else { return false }
    guard !isHeadless else {
      throw ValidationError(
        "--inspector-window is for the window; --inspector draws the panel over --record and"
          + " --screenshot frames")
    }
    return true
  }

  /// Checks `--timeline FILE`: it needs a headless run, a `.json` or
  /// `.html` name and a folder it can be written in.
  ///
  /// - Parameter isHeadless: Whether `--record` or `--screenshot` is given.
  /// - Returns: The path, or nil without the option.
  /// - Throws: `ValidationError` naming the option.
  func checkedTimeline(isHeadless: Bool) throws -> String? {
    guard let timeline else { return nil }
    guard isHeadless else {
      throw ValidationError("--timeline is for --record FILE or --screenshot FILE")
    }
    let lowered = timeline.lowercased()
    guard lowered.hasSuffix(".json") || lowered.hasSuffix(".html") else {
      throw ValidationError("--timeline \"\(timeline)\" must name a .json or .html file")
    }
    if let problem = OutputPath.problemCreatingFile(at: timeline) {
      throw ValidationError("--timeline: \(problem)")
    }
    return timeline
  }

  /// The variable that sets the speed when `--slow-animations` is not given.
  static let speedVariable = "ZOETROPE_SLOW_ANIMATIONS"
  /// The variable that starts paused when set to 1 (or true, yes, on).
  static let pausedVariable = "ZOETROPE_PAUSED"

  /// The time control these options and the environment ask for: the
  /// option wins over its variable.
  ///
  /// - Parameters:
  ///   - typed: The options as typed, for the messages.
  ///   - environment: Reads a variable (the process's environment by
  ///     default).
  /// - Returns: The speed and pause to start with.
  /// - Throws: `ValidationError` naming the option or variable for a speed
  ///   that is not a number from 0.01 to 100 (0, negative, NaN, 1e9), or a
  ///   paused variable that is not 1 or 0.
  func timeControl(
    typed: TypedValues, environment: (String) -> String? = InspectionOptions.variable
  ) throws -> TimeControl {
    var speed = 1.0
    if let slowAnimations {
      do {
        speed = try TimeControl.checkedSpeed(slowAnimations)
      } catch {
        throw ValidationError(
          "--slow-animations \(typed.text(of: "--slow-animations", slowAnimations)): \(error)")
      }
    } else if let text = environment(Self.speedVariable), !text.isEmpty {
      guard let value = Double(text.trimmingBlanks),
        let checked = try? TimeControl.checkedSpeed(value)
      else {
        throw ValidationError(
          "\(Self.speedVariable)=\"\(text)\": a speed must be a number from 0.01 to 100"
            + " (1 is normal, 0.25 a quarter)")
      }
      speed = checked
    }
    var isPaused = paused
    if !paused, let text = environment(Self.pausedVariable) {
      switch text.trimmingBlanks.lowercased() {
      case "", "0", "false", "no", "off": isPaused = false
      case "1", "true", "yes", "on": isPaused = true
      default:
        throw ValidationError(
          "\(Self.pausedVariable)=\"\(text)\" must be 1 or 0 (or true/false, yes/no, on/off)")
      }
    }
    return try TimeControl(speed: speed, isPaused: isPaused)
  }

  /// The process's environment variable, or nil when unset.
  static func variable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

extension String {
  /// The text without blanks at either end.
  fileprivate var trimmingBlanks: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
