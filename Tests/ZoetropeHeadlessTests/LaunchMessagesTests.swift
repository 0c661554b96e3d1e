import Testing
import ZoetropeGraphics

@testable import Hello
@testable import Zoetrope

#if canImport(Glibc)
import Glibc
#endif

/// The order of the launch checks and the messages `App.main()` prints.
@Suite struct LaunchMessagesTests {
  /// The message and exit status of the error `arguments` give, or nil.
  func failure(_ arguments: [String]) -> (message: String, status: Int32)? {
    do {
      _ = try LaunchOptions.plan(for: arguments)
      return nil
    } catch {
      return (LaunchOptions.message(for: error), LaunchOptions.exitCode(for: error).rawValue)
    }
  }

  /// A misspelled option is named before any other check runs, exits
  /// with the usage status and creates nothing.
  @Test(arguments: [
    ["--recrod", "OUT.webp", "--duration", "5"],
    ["--duration", "5", "--recrod", "OUT.webp"],
    ["--record", "OUT.webp", "--durration", "5"],
    ["--screenshot", "OUT.png", "--at", "1", "--sacle", "2"],
    ["--record", "OUT.webp", "--duration", "5", "--fps", "0", "--bogus"],
  ])
  func unknownOptionIsReportedFirst(arguments: [String]) throws {
    let directory = "/tmp/zoetrope-unknown-\(getpid())-\(arguments.joined().hashValue)"
    mkdir(directory, 0o755)
    let output = "\(directory)/out"
    let resolved = arguments.map { $0.hasPrefix("OUT") ? output + $0.dropFirst(3) : $0 }
    let result = try #require(failure(resolved))
    #expect(result.message.hasPrefix("Unknown option '--"), "\(result.message)")
    #expect(result.status == 64)
    #expect(access("\(output).webp", F_OK) != 0 && access("\(output).png", F_OK) != 0)
    // Nothing else was left either: `rmdir` succeeds only on an empty folder.
    #expect(rmdir(directory) == 0)
  }

  /// Values are echoed as they were typed, in both spellings of an option.
  @Test(arguments: [
    (["--record", "/tmp/x.webp", "--duration=1e-9"], "--duration 1e-9 must be"),
    (["--record", "/tmp/x.webp", "--duration", "0.00050"], "--duration 0.00050 must be"),
    (["--record", "/tmp/x.webp", "--duration", "5", "--fps=240.5"], "--fps 240.5 must be"),
    (["--record", "/tmp/x.webp", "--duration", "5", "--scale", "5.0"], "--scale 5.0 must be"),
    (["--screenshot", "/tmp/s.png", "--at", "-0.5"], "--at -0.5 must be"),
    (
      ["--record", "/tmp/x.webp", "--duration", "5e5", "--fps", "3"],
      "--duration 5e5 at --fps 3 is"
    ),
    (["--record", "/tmp/x.webp", "--duration", "0"], "seconds ≥ 0.001 (1 ms)"),
  ])
  func valuesAreEchoedAsTyped(arguments: [String], expected: String) throws {
    let result = try #require(failure(arguments))
    #expect(result.message.contains(expected), "\(arguments): \(result.message)")
  }

  @Test func numbersWithoutTypedTextAreCompact() {
    #expect(TypedValues.text(60) == "60")
    #expect(TypedValues.text(0.001) == "0.001")
    #expect(TypedValues.text(-2) == "-2")
    #expect(TypedValues.text(.infinity) == "inf")
    #expect(TypedValues([]).text(of: "--fps", 30) == "30")
    #expect(TypedValues(["--script", "--fps", "--fps", "7"]).text(of: "--fps", 7) == "7")
    #expect(TypedValues(["--", "--fps", "7"]).text(of: "--fps", 7) == "7")
  }

  /// The no-display message shows commands that run as printed.
  @Test(arguments: [
    ("/home/me/app/.build/debug/Hello", "swift run Hello"),
    (".build/x86_64-unknown-linux-gnu/release/DiceRoller", "swift run DiceRoller"),
    ("./Hello", "./Hello"),
    ("/opt/bin/Hello", "/opt/bin/Hello"),
    ("Hello", "Hello"),
  ])
  func noDisplayMessageShowsARunnableCommand(argument0: String, command: String) {
    let name = LaunchMessages.programName(argument0)
    let message = LaunchMessages.noDisplay(argument0, reason: "no DISPLAY")
    #expect(message.hasPrefix("\(name): cannot open a window (no DISPLAY)."))
    #expect(
      message.contains("\n  \(command) --record \(name.lowercased()).webp --duration 5\n"),
      "\(message)")
    #expect(message.contains("\n  \(command) --screenshot \(name.lowercased()).png --at 1\n"))
    #expect(message.hasSuffix("See \(command) --help."))
  }

  /// A screenshot says what it wrote: the path, the size in pixels and
  /// the time as typed.
  @MainActor @Test func screenshotSaysWhatItWrote() throws {
    let path = "/tmp/zoetrope-shot-message-\(getpid()).png"
    defer { unlink(path) }
    let arguments = ["--screenshot", path, "--at", "0.50", "--scale", "2"]
    let plan = try LaunchOptions.plan(for: arguments)
    let (status, output) = capturingStandardError {
      Hello.run(plan, typed: TypedValues(arguments))
    }
    #expect(status == 0)
    #expect(output.contains(": wrote \(path) (640 × 960 pixels) at 0.50 s\n"), "\(output)")
    let image = try Image(contentsOf: path)
    #expect(image.pixelWidth == 640 && image.pixelHeight == 960)
    #expect(
      LaunchMessages.screenshotWritten(
        "Hello", path: "shot.png", pixelWidth: 320, pixelHeight: 480, time: "1")
        == "Hello: wrote shot.png (320 × 480 pixels) at 1 s")
  }

  /// Runs `body` with standard error going to a file, and returns what
  /// it wrote there.
  @MainActor
  func capturingStandardError<T>(_ body: () -> T) -> (T, String) {
    let path = "/tmp/zoetrope-stderr-\(getpid()).txt"
    defer { unlink(path) }
    let saved = dup(2)
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    dup2(file, 2)
    close(file)
    let result = body()
    dup2(saved, 2)
    close(saved)
    guard let handle = fopen(path, "r") else { return (result, "") }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, handle)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return (result, String(decoding: bytes, as: UTF8.self))
  }
}
