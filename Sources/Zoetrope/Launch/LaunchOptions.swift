import ArgumentParser
import ZoetropeAnimation
import ZoetropeHeadless
import ZoetropeSDL
import ZoetropeUI

#if canImport(Glibc)
import Glibc
#endif

/// The launch options `App.main()` reads: none opens a window; `--record`
/// or `--screenshot` run the app headless.
///
/// Every value is checked before anything renders (``plan(arguments:)``),
/// after the parser has reported any unknown or misspelled option: a bad
/// number, a script with a mistake or an output path that cannot be
/// written ends the program with a clear message and exit status 64.
/// Messages echo each value as it was typed (`--duration 1e-9`, not
/// `1e-09`).
/// Problems met while a script runs are warnings, not errors: the exit
/// status stays 0 (see `--script`'s help).
struct LaunchOptions: ParsableCommand {
  static var configuration: CommandConfiguration {
    let name = CommandLine.arguments.first.flatMap { $0.split(separator: "/").last }
    return CommandConfiguration(
      commandName: name.map(String.init),
      abstract: "Runs the app in a window, or headless to record it or take a screenshot.",
      discussion: """
        With no options the app opens a window (Escape or closing it quits). Without a \
        display, record instead:
          --record out.webp --duration 5                 an animated WebP
          --record out.gif --duration 5                  an animated GIF (256 colors)
          --record out.mp4 --duration 5 [--quality 18]   an H.264 MP4 (through FFmpeg)
          --record out.png --duration 5                  an animated PNG (also .apng)
          --record frames/ --duration 5                  frames/frame-00001.png, ...
          --record 'frames/hop-####.png' --duration 5    frames/hop-0001.png, ...
          --screenshot shot.png --at 1.5                 one PNG
        A script taps and drags at given times, one command per line ('#' comments, ';' \
        also separates commands):
          0.5 tap "Roll"                   the view labelled or titled "Roll"
          3.0 tap 160,240                  a point, in window points
          2.0 drag "Speed" to 0.9 over 0.4 to 90% along the view's track
          1.0 drag 10,10 to 200,300 over 0.5
          1.0 drag 40,300 -> 160,200 -> 280,300 over 0.4 at 120hz
                                           through points, 120 moves a second (default 60)
          1.0 fling 200,300 velocity 1500,0
                                           lifts moving at 1500 points/s (over 0.1 s)
          1.0 press "Card" for 0.8         a long press (1 s if 'for' is omitted)
          1.0 pinch "Photo" scale 2 over 0.5
                                           touches 0 and 1, twice as far apart at the end
          1.0 rotate "Photo" by 90 over 0.5
                                           touches 0 and 1 turn 90 degrees clockwise
          1.0 down 10,10; 1.2 move 20,20; 1.4 up 20,20
          2.0 down 50,50 touch 1           a second finger (touches 0-9)
        Environment:
          ZOETROPE_REDUCE_MOTION=1         Accessibility.isReduceMotionEnabled: apps
                                           that honour it cross-fade instead of moving
                                           (1/0, true/false, yes/no, on/off; another
                                           value warns and leaves it off, the default)
          ZOETROPE_SCALE=S                 a window's pixels per point, 0 < S ≤ 4
          ZOETROPE_COMPOSITOR=auto|gpu|cpu which compositor draws a window (as
                                           --compositor, which wins)
          ZOETROPE_SLOW_ANIMATIONS=F       animation time at F× (as --slow-animations)
          ZOETROPE_PAUSED=1                start paused (as --paused)
          LANGUAGE, LC_ALL, LC_MESSAGES, LANG
                                           the app's layout direction (Arabic, Hebrew,
                                           Persian, Urdu... right to left), unless
                                           --layout-direction says
        In a window F8 pauses and resumes animation time, F9 steps one frame while paused
        and F7 cycles 0.1×, 0.25×, 0.5×, 1× and 2× (docs/INSPECTOR.md).
        """)
  }

  @Option(
    name: .customLong("record"),
    help: ArgumentHelp(
      "Record headless to FILE: .webp, .gif, .mp4, .png (animated), a directory ending in"
        + " '/', or a pattern like 'f-####.png'.",
      valueName: "FILE"))
  var record: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The recording's length in seconds (≥ 0.001; at most 1,000,000 frames).", valueName: "S"))
  var duration: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Frames per second when headless, 0 < N ≤ 240.", valueName: "N"))
  var fps: Double = 60

  @Option(
    help: ArgumentHelp(
      "Record only frames A to B of the whole run (frame k shows k / fps s), as a whole run"
        + " renders them; PNG frames keep their numbers.", valueName: "A..B"))
  var frames: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Record from S seconds into the run (with --end or --duration).", valueName: "S"))
  var start: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Record until E seconds into the run (with --start).", valueName: "E"))
  var end: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "An MP4's quality: x264's CRF, 0 (lossless) ... 51 (smallest); 18 if omitted.",
      valueName: "N"))
  var quality: Int?

  @Option(
    help: ArgumentHelp(
      "Scripted input: a script file, or the script's text itself.",
      discussion: """
        A mistake in the script (its line and what is wrong) exits with status 64 before \
        anything renders. Problems met while it runs are warnings on standard error that \
        leave the exit status 0: a label no visible view has when its command starts (the \
        command is skipped), and a command after the end of the recording or after the \
        screenshot (it never runs).
        """,
      valueName: "FILE-or-TEXT"))
  var script: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Seeds the app's random numbers (headless: 0 if omitted; a window: system randomness).",
      valueName: "N"))
  var seed: UInt64?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Pixels per point when headless, 0 < S ≤ 4.", valueName: "S"))
  var scale: Double = 1

  @Option(
    name: .customLong("screenshot"),
    help: ArgumentHelp("Write one PNG of the app at --at seconds to FILE.", valueName: "FILE"))
  var screenshot: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "When the screenshot is taken, in seconds (≥ 0; at most 1,000,000 frames in).",
      valueName: "S"))
  var at: Double?

  @Flag(
    help: ArgumentHelp(
      "Record even when the output likely does not fit in the disk's free space."))
  var force = false

  @Option(
    help: ArgumentHelp(
      "Which compositor draws the window: auto (the GPU when a hardware OpenGL 3.3 or ES 3.0 "
        + "driver is there, else the CPU), gpu (even on a software rasterizer) or cpu.",
      valueName: "C"))
  var compositor: String?

  @Flag(help: ArgumentHelp("Say which compositor draws the window, and why."))
  var verbose = false

  @Option(
    help: ArgumentHelp(
      "The app's layout direction: rtl (right to left, mirrored), ltr, or auto (the locale's:"
        + " LANGUAGE, LC_ALL, LC_MESSAGES, LANG; Arabic, Hebrew, Persian... are rtl).",
      valueName: "D"))
  var layoutDirection: String?

  /// `--slow-animations`, `--paused` and `--timeline`.
  @OptionGroup var inspection: InspectionOptions

  /// Parses the arguments, then checks them and says what to run.
  ///
  /// The checks run after parsing, not in `validate()`: ArgumentParser
  /// validates before it looks for unknown options, so a misspelled
  /// `--recrod x.webp --duration 5` would be answered with "--duration
  /// needs --record" instead of naming the typo.
  ///
  /// - Parameter arguments: The command line without the program's name.
  /// - Returns: The plan.
  /// - Throws: The parser's error, or `ValidationError` naming the option.
  static func plan(for arguments: [String]) throws -> LaunchPlan {
    try parse(arguments).plan(arguments: arguments)
  }

  /// Parses and checks the arguments (as ``plan(for:)``) and the
  /// inspection options with the environment.
  ///
  /// - Parameters:
  ///   - arguments: The command line without the program's name.
  ///   - environment: Reads a variable (the process's environment by
  ///     default).
  /// - Returns: The plan, the time control to run it with and the
  ///   `--timeline` file, if any, the overlays, and whether the inspector
  ///   opens in its own window.
  /// - Throws: The parser's error, or `ValidationError` naming the option.
  static func launch(
    for arguments: [String], environment: (String) -> String? = InspectionOptions.variable
  ) throws -> Launch {
    let options = try parse(arguments)
    let plan = try options.plan(arguments: arguments)
    let time = try options.inspection.timeControl(
      typed: TypedValues(arguments), environment: environment)
    let isHeadless = options.record != nil || options.screenshot != nil
    let timeline = try options.inspection.checkedTimeline(isHeadless: isHeadless)
    let inspectorWindow = try options.inspection.checkedInspectorWindow(isHeadless: isHeadless)
    return (
      plan, time, timeline, options.inspection.overlay, inspectorWindow,
      try options.checkedLayoutDirection()
    )
  }

  /// What ``launch(for:environment:)`` says to run, and how; a layout
  /// direction of nil is the locale's.
  typealias Launch = (
    plan: LaunchPlan, time: TimeControl, timeline: String?, overlay: FrameOverlay,
    inspectorWindow: Bool, layoutDirection: UserInterfaceLayoutDirection?
  )

  /// `--layout-direction`: right to left, left to right, or nil for the
  /// locale's (`auto`, or no option); any case.
  ///
  /// - Throws: `ValidationError` naming another value.
  func checkedLayoutDirection() throws -> UserInterfaceLayoutDirection? {
    guard let layoutDirection else { return nil }
    switch layoutDirection.lowercased() {
    case "rtl": return .rightToLeft
    case "ltr": return .leftToRight
    case "auto": return nil
    default:
      throw ValidationError("--layout-direction \(layoutDirection) must be rtl, ltr or auto")
    }
  }

  /// The largest number of frames a recording may have, or a screenshot
  /// may run before it is taken.
  static let maximumFrames = 1_000_000

  /// Checks every option and says what to run.
  ///
  /// - Parameter arguments: The command line the options were parsed
  ///   from, so messages can echo values as they were typed; without it
  ///   they show the parsed numbers.
  /// - Returns: What to run.
  /// - Throws: `ValidationError` with a message naming the option.
  func plan(arguments: [String] = []) throws -> LaunchPlan {
    let typed = TypedValues(arguments)
    let fpsText = typed.text(of: "--fps", fps)
    let scaleText = typed.text(of: "--scale", scale)
    if record != nil, screenshot != nil {
      throw ValidationError("--record and --screenshot cannot be used together")
    }
    if record == nil, screenshot == nil, duration != nil || at != nil || script != nil {
      throw ValidationError(
        "--duration, --at and --script need --record FILE or --screenshot FILE")
    }
    if record == nil, quality != nil || frames != nil || start != nil || end != nil {
      throw ValidationError("--quality, --frames, --start and --end are for --record FILE")
    }
    guard fps.isFinite, fps > 0, fps <= 240 else {
      throw ValidationError("--fps \(fpsText) must be a number of frames per second, 0 < N ≤ 240")
    }
    guard scale.isFinite, scale > 0, scale <= 4 else {
      throw ValidationError("--scale \(scaleText) must be a number of pixels per point, 0 < S ≤ 4")
    }
    var choice: SDLCompositor?
    if let compositor {
      guard let parsed = SDLCompositor(rawValue: compositor.lowercased()) else {
        throw ValidationError("--compositor \(compositor) must be auto, gpu or cpu")
      }
      guard record == nil, screenshot == nil else {
        throw ValidationError(
          "--compositor is for the window; recordings and screenshots are drawn on the CPU")
      }
      choice = parsed
    }
    let headless = HeadlessOptions(
      fps: fps, scale: scale, seed: seed ?? 0, script: try loadScript(), force: force)
    if let record {
      return try recordingPlan(record, typed: typed, fpsText: fpsText, options: headless)
    }
    if let screenshot {
      return try screenshotPlan(screenshot, typed: typed, fpsText: fpsText, options: headless)
    }
    return .window(seed: seed, compositor: choice, verbose: verbose)
  }

  /// The plan of `--screenshot FILE`: its `--at` checked against the
  /// frame rate, and the file's name and folder.
  private func screenshotPlan(
    _ screenshot: String, typed: TypedValues, fpsText: String, options: HeadlessOptions
  ) throws -> LaunchPlan {
    guard duration == nil else {
      throw ValidationError("--duration is for --record; use --at S for a screenshot")
    }
    guard let at else {
      throw ValidationError("--screenshot needs --at S, the time of the screenshot in seconds")
    }
    let atText = typed.text(of: "--at", at)
    guard at.isFinite, at >= 0 else {
      throw ValidationError("--at \(atText) must be a finite number of seconds ≥ 0")
    }
    guard at * fps <= Double(Self.maximumFrames) else {
      throw ValidationError(
        "--at \(atText) at --fps \(fpsText) is more than \(Self.maximumFrames) frames from the start"
      )
    }
    guard screenshot.lowercased().hasSuffix(".png") else {
      throw ValidationError("--screenshot \"\(screenshot)\" must name a .png file")
    }
    if let problem = OutputPath.problemCreatingFile(at: screenshot) {
      throw ValidationError("--screenshot: \(problem)")
    }
    return .screenshot(screenshot, at: at, options: options)
  }

  /// Reads `--script`: the file it names if one exists, else its text.
  ///
  /// A file must be a regular file (a FIFO or a device is refused at
  /// once, without blocking) of at most `Script.maximumFileSize` bytes.
  private func loadScript() throws -> Script {
    guard let script else { return Script() }
    if access(script, F_OK) == 0 {
      do {
        return try Script(contentsOfFile: script)
      } catch {
        throw ValidationError(
          error.line == 0 ? "--script: \(error)" : "--script \(script): \(error)")
      }
    }
    do {
      return try Script(parsing: script)
    } catch {
      let shown = script.count > 80 ? "\(script.prefix(80))…" : script
      let hint =
        !script.contains(" ") ? " (no file \"\(shown)\" exists, so it was read as a script)" : ""
      throw ValidationError("--script: \(error)\(hint)")
    }
  }
}

/// What the launch options ask for.
enum LaunchPlan {
  /// Open a window; a seed makes its random numbers repeatable; the
  /// compositor is the one asked for (nil: the environment's, else
  /// automatic); `verbose` prints which one draws.
  case window(seed: UInt64?, compositor: SDLCompositor?, verbose: Bool)
  /// Record headless for `duration` seconds.
  case record(RecordingDestination, duration: Double, options: HeadlessOptions)
  /// Record headless frames A...B of a whole run.
  case recordFrames(RecordingDestination, frames: ClosedRange<Int>, options: HeadlessOptions)
  /// Write one PNG at a time.
  case screenshot(String, at: Double, options: HeadlessOptions)
}

/// The options shared by recordings and screenshots.
struct HeadlessOptions {
  var fps: Double
  var scale: Double
  var seed: UInt64
  var script: Script
  /// Record even when the output likely does not fit on the disk.
  var force = false
}
