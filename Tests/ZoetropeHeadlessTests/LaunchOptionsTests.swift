import Testing
import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeImageIO

@testable import Hello
@testable import Zoetrope

#if canImport(Glibc)
import Glibc
#endif

@Suite struct LaunchOptionsTests {
  /// The message of the error that parsing `arguments` throws, or nil;
  /// every such error exits with status 64 (EX_USAGE).
  func failure(_ arguments: [String]) -> String? {
    do {
      _ = try LaunchOptions.plan(for: arguments)
      return nil
    } catch {
      #expect(LaunchOptions.exitCode(for: error).rawValue == 64)
      return LaunchOptions.message(for: error)
    }
  }

  @Test func noOptionsOpenAWindow() throws {
    guard case .window(nil, nil, false) = try LaunchOptions.parse([]).plan() else {
      Issue.record("expected a window")
      return
    }
    guard case .window(5, nil, false) = try LaunchOptions.parse(["--seed", "5"]).plan() else {
      Issue.record("expected a seeded window")
      return
    }
  }

  @Test func recordPlan() throws {
    let plan = try LaunchOptions.parse([
      "--record", "/tmp/x.webp", "--duration", "2", "--fps", "30", "--seed", "7", "--scale", "2",
      "--script", "0.5 tap \"Roll\"",
    ]).plan()
    guard case .record(let destination, let duration, let options) = plan else {
      Issue.record("expected a recording, got \(plan)")
      return
    }
    #expect(destination == .animatedWebP("/tmp/x.webp"))
    #expect(duration == 2)
    #expect(options.fps == 30 && options.seed == 7 && options.scale == 2)
    #expect(options.script.commands == [ScriptCommand(time: 0.5, action: .tap("Roll"), line: 1)])
  }

  @Test func scriptFromAFile() throws {
    let path = "/tmp/zoetrope-launch-\(getpid()).script"
    let file = fopen(path, "w")
    fputs("# taps\n1 tap 5,5\n2 tap \"Go\"\n", file)
    fclose(file)
    defer { unlink(path) }
    let plan = try LaunchOptions.parse([
      "--screenshot", "/tmp/s.png", "--at", "3", "--script", path,
    ])
    .plan()
    guard case .screenshot(let file2, let at, let options) = plan else {
      Issue.record("expected a screenshot")
      return
    }
    #expect(file2 == "/tmp/s.png" && at == 3)
    #expect(options.script.commands.count == 2)
    let bad = "/tmp/zoetrope-launch-bad-\(getpid()).script"
    let badFile = fopen(bad, "w")
    fputs("1 tap 5,5\n\n0 tap 5,5\n", badFile)
    fclose(badFile)
    defer { unlink(bad) }
    let message = failure(["--screenshot", "/tmp/s.png", "--at", "3", "--script", bad])
    #expect(
      message?.contains("--script \(bad): line 3: the time 0 is earlier") == true,
      "\(message ?? "")")
  }

  @Test(arguments: [
    (["--record", "/tmp/x.webp"], "--record needs --duration"),
    (["--record", "/tmp/x.webp", "--duration", "-1"], "--duration -1 must be"),
    (["--record", "/tmp/x.webp", "--duration", "nan"], "--duration nan must be"),
    (["--record", "/tmp/x.webp", "--duration", "0.0001"], "--duration 0.0001 must be"),
    (["--record", "/tmp/x.webp", "--duration", "1e-9"], "--duration 1e-9 must be"),
    (["--record", "/tmp/x.webp", "--duration", "2e4"], "--duration 2e4 at --fps 60 is more"),
    (["--record", "/proc/x.webp", "--duration", "1"], "cannot create a file in \"/proc\""),
    (["--record", "/proc/frames/", "--duration", "1"], "cannot create a file in \"/proc\""),
    (
      ["--record", "/tmp/x.webp", "--duration", "1", "--seed", "-1"], "'-1' is invalid for '--seed"
    ),
    (["--seed", "-1"], "'-1' is invalid for '--seed"),
    (["--seed", "x"], "'x' is invalid for '--seed"),
    (["--record", "/tmp/x.webp", "--duration", "1", "--fps", "0"], "--fps 0 must be"),
    (["--record", "/tmp/x.webp", "--duration", "1", "--fps", "inf"], "--fps inf must be"),
    (["--record", "/tmp/x.webp", "--duration", "1", "--scale", "0"], "--scale 0 must be"),
    (["--record", "/tmp/x.mov", "--duration", "1"], "use a .webp, .gif, .png or .mp4 file"),
    (["--record", "/nonexistent-dir/x.webp", "--duration", "1"], "does not exist"),
    (["--record", "/etc/passwd/x.webp", "--duration", "1"], "is not a directory"),
    (["--record", "/tmp/", "--duration", "1", "--script", "1 tap"], "--script: line 1:"),
    (["--record", "/tmp/x.webp", "--duration", "1", "--at", "1"], "--at is for --screenshot"),
    (["--screenshot", "/tmp/s.png"], "--screenshot needs --at"),
    (["--screenshot", "/tmp/s.png", "--at", "-2"], "--at -2 must be"),
    (["--screenshot", "/tmp/s.png", "--at", "1e7"], "--at 1e7 at --fps 60 is more than"),
    (["--screenshot", "/tmp/s.png", "--at", "1e300"], "--at 1e300 at --fps 60 is more than"),
    (["--screenshot", "/tmp/s.png", "--at", "4200", "--fps", "240"], "--at 4200 at --fps 240"),
    (["--screenshot", "/proc/s.png", "--at", "1"], "cannot create a file in \"/proc\""),
    (["--screenshot", "/tmp/s.jpg", "--at", "1"], "must name a .png file"),
    (["--screenshot", "/tmp", "--at", "1"], "must name a .png file"),
    (["--screenshot", "/nonexistent-dir/s.png", "--at", "1"], "does not exist"),
    (["--screenshot", "/tmp/s.png", "--record", "/tmp/x.webp"], "cannot be used together"),
    (["--duration", "1"], "need --record FILE or --screenshot FILE"),
    (["--script", "notafile.txt"], "need --record FILE or --screenshot FILE"),
    (["--record", "/tmp/x.webp", "--duration", "1", "--script", "missing.txt"], "no file"),
  ])
  func badOptionsFailBeforeRendering(arguments: [String], expected: String) {
    let message = failure(arguments)
    #expect(message?.contains(expected) == true, "\(arguments): \(message ?? "no error")")
  }

  @Test func limitsAreInclusive() throws {
    let longest = LaunchOptions.maximumFrames / 60
    guard
      case .screenshot(_, let at, _) = try LaunchOptions.parse([
        "--screenshot", "/tmp/s.png", "--at", "\(longest)",
      ]).plan()
    else {
      Issue.record("expected a screenshot")
      return
    }
    #expect(Double(longest) * 60 <= Double(LaunchOptions.maximumFrames) && at == Double(longest))
    guard
      case .record(_, let duration, _) = try LaunchOptions.parse([
        "--record", "/tmp/x.webp", "--duration", "0.001",
      ]).plan()
    else {
      Issue.record("expected a recording")
      return
    }
    #expect(duration == 0.001)
    guard
      case .window(UInt64.max, _, _) = try LaunchOptions.parse(["--seed", "\(UInt64.max)"]).plan()
    else {
      Issue.record("expected a seeded window")
      return
    }
  }

  @MainActor @Test func screenshotAndRecordingPlansRun() throws {
    let directory = "/tmp/zoetrope-launch-run-\(getpid())"
    mkdir(directory, 0o755)
    defer {
      unlink("\(directory)/shot.png")
      unlink("\(directory)/clip.webp")
      rmdir(directory)
    }
    let shot = try LaunchOptions.parse([
      "--screenshot", "\(directory)/shot.png", "--at", "1.2", "--script",
      "0.2 tap \"Animate\"; 3 tap \"Animate\"",
    ]).plan()
    let (shotStatus, shotWarnings) = withWarningsCaptured { Hello.run(shot) }
    #expect(shotStatus == 0)
    #expect(shotWarnings.count == 1)
    #expect(
      shotWarnings.first?.contains("3 tap \"Animate\" is after the end of the screenshot") == true)
    let image = try Image(contentsOf: "\(directory)/shot.png")
    #expect(image.pixelWidth == 320 && image.color(atX: 240, y: 200).red > 0.9)
    let clip = try LaunchOptions.parse([
      "--record", "\(directory)/clip.webp", "--duration", "0.5", "--fps", "10", "--scale", "0.5",
      "--script", "9 tap \"Animate\"",
    ]).plan()
    // A command after the end is a warning, not a failure.
    let (clipStatus, clipWarnings) = withWarningsCaptured { Hello.run(clip) }
    #expect(clipStatus == 0)
    #expect(clipWarnings.count == 1)
    #expect(
      clipWarnings.first?.contains("9 tap \"Animate\" is after the end of the recording") == true)
    let decoder = try AnimatedWebPDecoder(contentsOf: "\(directory)/clip.webp")
    #expect(decoder.frameCount >= 1 && decoder.pixelWidth == 160)
  }

  /// 2.0001 s at 60 fps ends 0.1 ms after the frame at 2 s; the recording
  /// leaves that frame out rather than failing after rendering.
  @MainActor @Test func durationJustAfterAFrameRecords() throws {
    let directory = "/tmp/zoetrope-launch-end-\(getpid())"
    mkdir(directory, 0o755)
    defer {
      unlink("\(directory)/end.webp")
      rmdir(directory)
    }
    let plan = try LaunchOptions.parse([
      "--record", "\(directory)/end.webp", "--duration", "2.0001", "--scale", "0.25",
      "--script", "0.1 tap \"Animate\"; 1.9 tap \"Animate\"",
    ]).plan()
    #expect(Hello.run(plan) == 0)
    let decoder = try AnimatedWebPDecoder(contentsOf: "\(directory)/end.webp")
    let frames = try decoder.allFrames()
    // Identical frames are merged; what the file shows lasts 2 s.
    #expect(frames.count > 1)
    #expect(abs(frames.reduce(0) { $0 + $1.duration } - 2) < 1e-9)
  }

  @Test func unwritableRecordingLeavesNoFile() {
    #expect(failure(["--record", "/nonexistent-dir/x.webp", "--duration", "1"]) != nil)
    #expect(access("/nonexistent-dir/x.webp", F_OK) != 0)
  }
}
