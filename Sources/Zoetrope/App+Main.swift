import ArgumentParser
import ZoetropeAnimation
import ZoetropeHeadless
import ZoetropeRendering
import ZoetropeSDL

#if canImport(Glibc)
import Glibc
#endif

extension App {
  /// Runs the app as its launch options say (see `--help`).
  ///
  /// With none, opens a window and returns when it closes (status 0).
  /// The environment variable `ZOETROPE_REDUCE_MOTION=1` turns on
  /// `Accessibility.isReduceMotionEnabled` before the app starts, and the
  /// locale (or `--layout-direction`) sets
  /// `Application.userInterfaceLayoutDirection`.
  /// With no display, prints how to record instead and exits with status
  /// 2. `--record` and `--screenshot` run it headless; bad options exit
  /// with status 64 before anything renders, and a failed write with 1.
  /// Problems met while a script runs (a label no visible view has, a
  /// command after the end of the recording or after the screenshot) are
  /// warnings on standard error and leave the status at 0.
  @MainActor
  public static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let launch: LaunchOptions.Launch
    do {
      launch = try LaunchOptions.launch(for: arguments)
    } catch {
      LaunchOptions.exit(withError: error)
    }
    LaunchEnvironment.apply(layoutDirection: launch.layoutDirection)
    exit(
      run(
        launch.plan, typed: TypedValues(arguments),
        headless: HeadlessRun(
          time: launch.time, timeline: launch.timeline, overlay: launch.overlay,
          inspectorWindow: launch.inspectorWindow)))
  }

  /// Runs a checked plan and returns the exit status.
  ///
  /// - Parameters:
  ///   - plan: What to run.
  ///   - typed: The options as typed, for the messages.
  ///   - headless: The speed and pause to run with (`--slow-animations`,
  ///     `--paused`) and the `--timeline` file.
  /// - Returns: The exit status: 0, or 1 when writing failed.
  @MainActor
  static func run(
    _ plan: LaunchPlan, typed: TypedValues = TypedValues([]), headless: HeadlessRun = HeadlessRun()
  ) -> Int32 {
    let time = headless.time
    let name = LaunchMessages.programName(CommandLine.arguments.first)
    switch plan {
    case .window(let seed, let compositor, let verbose):
      return runWindow(
        name: name, seed: seed, compositor: compositor, verbose: verbose, run: headless)
    case .record(let destination, let duration, let options):
      return record(to: destination, name: name, options: options, run: headless) { host in
        try host.record(to: destination, duration: duration, allowsLowDiskSpace: options.force)
      }
    case .recordFrames(let destination, let frames, let options):
      return record(to: destination, name: name, options: options, run: headless) { host in
        try host.record(to: destination, frames: frames, allowsLowDiskSpace: options.force)
      }
    case .screenshot(let path, let at, let options):
      let host = makeHeadlessHost(options, run: headless)
      host.advance(to: at)
      host.discardPendingCommands(after: "the screenshot", endingAt: at)
      do {
        try host.writeScreenshot(to: path)
        try writeTimeline(of: host, headless, name: name)
        let image = host.screenshot()
        printError(
          LaunchMessages.screenshotWritten(
            name, path: path, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
            time: typed.text(of: "--at", at)))
        return 0
      } catch {
        printError("\(name): error: \(error)")
        return 1
      }
    }
  }

  /// Runs a recording on a new headless host and reports it.
  @MainActor
  private static func record(
    to destination: RecordingDestination, name: String, options: HeadlessOptions,
    run: HeadlessRun, _ body: (HeadlessHost) throws -> Int
  ) -> Int32 {
    do {
      let host = makeHeadlessHost(options, run: run)
      let frames = try body(host)
      printError("\(name): wrote \(frames) frames to \(destination)")
      try writeTimeline(of: host, run, name: name)
      return 0
    } catch {
      printError("\(name): error: \(error)")
      return 1
    }
  }

  @MainActor
  private static func makeHeadlessHost(_ options: HeadlessOptions, run: HeadlessRun)
    -> HeadlessHost
  {
    let host = HeadlessHost(
      app: Self(), scale: options.scale, fps: options.fps, seed: options.seed)
    // The speed was checked with the options.
    try? host.setAnimationSpeed(run.time.speed)
    if run.time.isPaused { host.pauseAnimations() }
    if run.timeline != nil { host.startTimeline() }
    host.overlay = run.overlay.subtracting(.inspector)
    if run.overlay.contains(.inspector) { host.openInspector() }
    host.run(options.script)
    return host
  }

  /// Writes `--timeline FILE`, if asked for, and says so.
  @MainActor
  private static func writeTimeline(of host: HeadlessHost, _ run: HeadlessRun, name: String)
    throws
  {
    guard let path = run.timeline else { return }
    if host.timelineFrameCount == 0 { host.keepScreenshotForTimeline() }
    defer { host.application.stopAnimationLog() }
    try host.writeTimeline(to: path, title: title)
    printError("\(name): wrote the timeline to \(path)")
  }

  @MainActor
  private static func runWindow(
    name: String, seed: UInt64?, compositor: SDLCompositor?, verbose: Bool, run: HeadlessRun
  ) -> Int32 {
    do {
      // Fonts set up on a thread of their own while the window opens
      // (`FontWarmUp`); the overlays are drawn over CPU frames.
      FontWarmUp.start()
      let overlay = run.overlay.subtracting(.inspector)
      let host = try SDLHost(
        title: title, size: size, seed: seed,
        compositor: overlay.isEmpty ? compositor : .cpu, verbose: verbose,
        renderFrame: HostRendering.frameFunction(Renderer(), overlay: overlay)
      ) {
        FontWarmUp.adopt()
        return Self().makeRootViewController()
      }
      host.timeControl = run.time
      host.makeInspector = WindowInspector.make
      host.opensInspector = run.overlay.contains(.inspector)
      host.inspectorInWindow = run.inspectorWindow
      return host.run()
    } catch let error where error.isNoDisplay {
      printError(LaunchMessages.noDisplay(CommandLine.arguments.first, reason: "\(error)"))
      return 2
    } catch {
      printError("\(name): error: \(error)")
      return 1
    }
  }
}

/// How a headless run is watched: its speed and pause, and the
/// `--timeline` file.
struct HeadlessRun {
  /// `--slow-animations` and `--paused`.
  var time = TimeControl.normal
  /// `--timeline FILE`, if given.
  var timeline: String?
  /// `--flash-damage` and `--show-layer-bounds`.
  var overlay: FrameOverlay = []
  /// `--inspector-window`: the inspector in a window of its own.
  var inspectorWindow = false
}

/// Writes a line to standard error.
func printError(_ message: String) {
  var line = message + "\n"
  line.withUTF8 { bytes in
    _ = write(2, bytes.baseAddress, bytes.count)
  }
}
