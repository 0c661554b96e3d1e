import Testing
import Zoetrope
import ZoetropeGraphics

@testable import Hello
@testable import ZoetropeHeadless

#if canImport(Glibc)
import Glibc
#endif

/// Scripts and scripted calls that once crashed, hung or ballooned.
@MainActor
@Suite struct HostileScriptTests {
  /// The attack: `--script '0 drag 10,10 to 20,20 over 1e300'` passed
  /// validation, then trapped converting 1e300 × 60 to an `Int`.
  @Test func hugeDragDurationIsAScriptError() throws {
    let error = try #require(throws: ScriptError.self) {
      try Script(parsing: "0 drag 10,10 to 20,20 over 1e300")
    }
    #expect(error.line == 1)
    #expect(
      error.message.contains("the drag duration 1e300 is not a number of seconds 0...1000000"))
  }

  /// The same drag through the API is clamped, with a warning, and runs.
  @Test func hugeDragDurationThroughTheAPIIsClamped() {
    let host = HeadlessHost(app: Hello())
    let (_, warnings) = withWarningsCaptured {
      host.drag(.point(x: 10, y: 10), to: .target(.point(x: 20, y: 20)), over: 1e300, at: 0)
      host.advance(to: 1)
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("the drag duration 1e+300 is not 0...1000000.0 s") == true)
    #expect(host.activeMotions.count == 1, "the drag goes on")
    #expect(host.pendingInput.count == 0)
  }

  /// A long drag is made as time passes.
  ///
  /// The attack: `drag … over 1000` took 105 s for a 1 s screenshot, since
  /// every move of the drag was made and queued up front. Moves are now
  /// made as time reaches them: one queued drag, a second's worth of moves.
  @Test func longDragIsMadeAsTimePasses() throws {
    let host = HeadlessHost(app: Hello())
    host.run(try Script(parsing: "0 drag 10,10 to 300,400 over 1000"))
    host.advance(to: 0)
    #expect(host.activeMotions.count == 1)
    #expect(host.pendingInput.count <= 1)
    host.advance(to: 1)
    #expect(host.activeMotions.count == 1)
    #expect(host.pendingInput.count <= 1)
    let (dropped, warnings) = withWarningsCaptured {
      host.discardPendingCommands(after: "the screenshot", endingAt: 1)
    }
    #expect(dropped.isEmpty && warnings.isEmpty)
  }

  /// A drag's moves, made lazily, are the ones the eager version queued:
  /// every `1 / 60` s, then the end's move and the lift at the end.
  @Test func lazyDragMakesTheSameMoves() {
    var drag = ScriptMotion(
      shape: ScriptMotion.path(through: [Point(x: 0, y: 0), Point(x: 60, y: 0)]), touchIDs: [0],
      start: 1, duration: 0.05, rate: 60)
    var events: [(InputEvent.Kind, Double, Double)] = []
    while drag.nextTime != nil {
      for event in drag.next() {
        events.append((event.kind, event.location.x, event.time))
      }
    }
    #expect(events.count == 4)
    #expect(events.map(\.0) == [.touchMoved, .touchMoved, .touchMoved, .touchEnded])
    #expect(events.map(\.1) == [20, 40, 60, 60])
    #expect(abs(events[0].2 - (1 + 1.0 / 60)) < 1e-12 && events[3].2 == 1.05)
    var instant = ScriptMotion(
      shape: ScriptMotion.path(through: [Point(x: 0, y: 0), Point(x: 5, y: 5)]), touchIDs: [0],
      start: 2, duration: 0, rate: 60)
    #expect(instant.next().map(\.kind) == [.touchMoved, .touchEnded])
    #expect(instant.nextTime == nil)
  }

  /// A sample time that falls a rounding error short of the end is the
  /// end's: `0.4 × 60` is 24.000000000000004, not a 25th interval.
  @Test func aSampleAtTheEndIsTheEnd() {
    var drag = ScriptMotion(
      shape: ScriptMotion.path(through: [Point(x: 0, y: 0), Point(x: 240, y: 0)]),
      touchIDs: [0], start: 0, duration: 0.4, rate: 60)
    var moves = 0
    var last = -1.0
    while drag.nextTime != nil {
      for event in drag.next() where event.kind == .touchMoved {
        moves += 1
        #expect(event.time > last)
        last = event.time
      }
    }
    #expect(moves == 24)
    #expect(last == 0.4)
  }

  @Test(arguments: [
    ("1e300 tap 1,1", "the time 1e300 is not a number of seconds 0...1000000"),
    ("1000001 tap 1,1", "the time 1000001 is not"),
    ("0 tap 1e300,1", "the point 1e300,1 is beyond ±1000000 points"),
    ("0 drag 1,1 to -2000000,1", "is beyond ±1000000 points"),
    ("0 down 1,1 touch 99999999999999999999", "expected a touch number 0...9"),
  ])
  func outOfRangeNumbersAreScriptErrors(text: String, expected: String) throws {
    let error = try #require(throws: ScriptError.self) { try Script(parsing: text) }
    #expect(error.message.contains(expected), "\(error)")
  }

  /// The gesture calls clamp their numbers too, with a warning each, and
  /// run.
  @Test func gestureAPINumbersAreClampedWithAWarning() {
    let host = HeadlessHost(app: Hello())
    let (_, warnings) = withWarningsCaptured {
      host.fling(.point(x: 10, y: 10), velocity: Vector(dx: .nan, dy: 5e6), over: -1, at: 0)
      host.press(.point(x: 10, y: 10), for: -1, at: 2)
      host.pinch(.point(x: 100, y: 100), scale: 0, over: 0.2, inputRate: .nan, at: 3)
      host.rotate(.point(x: 100, y: 100), byDegrees: .nan, inputRate: 1e9, at: 4)
      host.drag(
        .point(x: 1, y: 1), via: [.point(x: .infinity, y: 2)], to: .target(.point(x: 3, y: 3)),
        inputRate: 0, at: 5)
    }
    #expect(warnings.contains { $0.contains("the fling velocity's x nan is not") })
    #expect(warnings.contains { $0.contains("the fling velocity's y 5000000.0 is not") })
    #expect(warnings.contains { $0.contains("the fling duration -1.0 is not") })
    #expect(
      warnings.contains { $0.contains("the press duration -1.0 is not 0...1000000.0 s; using 0.0") }
    )
    #expect(
      warnings.contains { $0.contains("the pinch scale 0.0 is not 0.01...100.0; using 0.01") })
    #expect(warnings.contains { $0.contains("the input rate nan") })
    #expect(warnings.contains { $0.contains("the rotation (degrees) nan is not") })
    #expect(
      warnings.contains { $0.contains("the input rate (Hz) 1000000000.0 is not 1.0...1000.0") })
    #expect(
      warnings.contains { $0.contains("the input rate (Hz) 0.0 is not 1.0...1000.0; using 1.0") })
    #expect(warnings.contains { $0.contains("the point inf,2.0 is not within") })
    #expect(warnings.count == 10, "\(warnings)")
    let (_, running) = withWarningsCaptured { host.advance(to: 6) }
    #expect(running.isEmpty, "\(running)")
    #expect(host.activeMotions.isEmpty && host.pendingCommands.isEmpty)
  }

  /// Scripted calls clamp every number into the script bounds, with a
  /// warning each.
  @Test func apiNumbersAreClampedWithAWarning() {
    let host = HeadlessHost(app: Hello())
    let (_, warnings) = withWarningsCaptured {
      host.tap(.point(x: .nan, y: 1e300), at: 0)
      host.tap(.point(x: 1, y: 1), at: 5e6)
      host.perform(.down(.point(x: 1, y: 1), touch: 42), at: 0)
      host.drag("Animate", to: .fraction(7), over: -3, at: 0)
    }
    #expect(warnings.contains { $0.contains("is not within ±1000000.0") })
    #expect(warnings.contains { $0.contains("its time 5000000.0 is after 1000000.0 s") })
    #expect(warnings.contains { $0.contains("touch 42 is not 0...9; using touch 9") })
    #expect(warnings.contains { $0.contains("the drag duration -3.0 is not 0...1000000.0 s") })
    #expect(warnings.contains { $0.contains("the drag fraction 7.0 is not 0...1; using 1.0") })
    let slow = HeadlessHost(size: Size(width: 10, height: 10), fps: 0.001) { ViewController() }
    let (_, advanceWarnings) = withWarningsCaptured { slow.advance(to: 1e300) }
    #expect(advanceWarnings.count == 1 && advanceWarnings[0].contains("cannot go to 1e+300 s"))
    #expect(slow.time == Script.maximumTime)
  }

  /// A progress bar with no frames shows 0 %, where NaN once reached `Int(_:)`.
  @Test func emptyProgressBarDoesNotTrap() {
    #expect(ProgressBar(total: 0, label: "x").line(done: 0).contains("0%"))
  }

  /// A fast host rate is clamped too, so frame indices stay integers.
  @Test func hugeFrameRateIsClamped() {
    let (host, warnings) = withWarningsCaptured {
      HeadlessHost(size: Size(width: 10, height: 10), fps: 1e300) { ViewController() }
    }
    #expect(host.fps == HeadlessHost.maximumFPS)
    #expect(warnings == ["HeadlessHost fps 1e+300 is more than 1000.0; using that"])
    #expect(HeadlessHost.recordingFrameCount(duration: 1e300, fps: 60) == 0)
  }

  /// 100 000 taps at one time run.
  ///
  /// The attack: 10 000 taps at one time took 25 s and 100 000 never
  /// finished, each insert scanning a sorted array. Now each insert and
  /// pop is O(log n); 100 000 taps run in one frame (the Benchmarks
  /// package times 1k, 10k and 100k).
  @Test func hundredThousandTapsAtOneTimeRun() throws {
    let text = String(repeating: "0 tap 1,1\n", count: 100_000)
    let script = try Script(parsing: text)
    #expect(script.commands.count == 100_000)
    let host = HeadlessHost(app: Hello())
    host.run(script)
    #expect(host.pendingCommands.count == 100_000)
    host.advance(to: 0)
    #expect(host.pendingCommands.isEmpty && host.pendingInput.isEmpty)
  }

  @Test func crlfAndCRLineEndingsAreAccepted() throws {
    for separator in ["\r\n", "\r", "\n"] {
      let text = ["# taps", "0.5 tap 1,1", "1 tap \"Animate\"", ""].joined(separator: separator)
      let script = try Script(parsing: text)
      #expect(script.commands.map(\.line) == [2, 3], "\(separator.unicodeScalars.map(\.value))")
    }
  }

  @Test func leadingByteOrderMarkIsIgnored() throws {
    let script = try Script(parsing: "\u{FEFF}0.5 tap 1,1\r\n1 tap 2,2\r\n")
    #expect(script.commands.count == 2)
    let error = try #require(throws: ScriptError.self) {
      try Script(parsing: "\u{FEFF}x tap 1,1")
    }
    #expect(!error.message.unicodeScalars.contains("\u{FEFF}"))
  }

  /// The attack: a 10 MB line was echoed whole in the error.
  @Test func hugeLineIsQuotedShort() throws {
    let garbage = String(repeating: "A", count: 10_000_000)
    for text in [garbage, "0 tap \(garbage)", "0 tap \"\(garbage)", "0 tap 1,1 \(garbage)"] {
      let error = try #require(throws: ScriptError.self) { try Script(parsing: text) }
      #expect(error.description.count < 300, "\(error.description.prefix(300))")
      #expect(error.description.contains("10000000 characters") || text.hasPrefix("0 tap \""))
    }
  }

  /// A FIFO, a device and a folder are refused at once.
  ///
  /// The attack: `--script` naming a FIFO blocked forever waiting for a
  /// writer. It is refused at once, as are devices and folders.
  @Test func fifoDeviceAndFolderAreRefusedAtOnce() throws {
    let fifo = "/tmp/zoetrope-fifo-\(getpid())"
    unlink(fifo)
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    let error = try #require(throws: ScriptError.self) { try Script(contentsOfFile: fifo) }
    #expect(error.line == 0)
    #expect(error.description.contains("FIFO"), "\(error)")
    let device = try #require(throws: ScriptError.self) {
      try Script(contentsOfFile: "/dev/null")
    }
    #expect(device.description.contains("a device"), "\(device)")
    let folder = try #require(throws: ScriptError.self) { try Script(contentsOfFile: "/tmp") }
    #expect(folder.description.contains("a directory"), "\(folder)")
  }

  @Test func scriptFileWithCRLFAndBOMIsRead() throws {
    let path = "/tmp/zoetrope-crlf-\(getpid()).script"
    let file = fopen(path, "w")
    fputs("\u{FEFF}# windows\r\n0.5 tap 1,1\r\n1 tap \"Animate\"\r\n", file)
    fclose(file)
    defer { unlink(path) }
    let script = try Script(contentsOfFile: path)
    #expect(script.commands.count == 2)
  }

  /// A pattern too short for the frames is refused before any file.
  ///
  /// The attack: `--record 'f-##.png' --duration 2` wrote 99 files, then
  /// failed. The plan is checked first: no file is written.
  @Test func patternTooShortIsRefusedWithNoFileWritten() throws {
    let directory = temporaryDirectory("pattern")
    defer { removeDirectory(directory, files: []) }
    let host = HeadlessHost(app: Hello())
    let destination = RecordingDestination.pngFrames(in: directory, prefix: "f-", digits: 2)
    let error = try #require(throws: RecordingError.self) {
      try host.record(to: destination, duration: 2, showsProgress: false)
    }
    #expect(error.description.contains("numbers at most 99 frames"), "\(error)")
    #expect(error.description.contains("has 120"), "\(error)")
    #expect(host.time == 0, "no frame ran")
    var entries = 0
    if let stream = opendir(directory) {
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { entries += 1 }
      }
      closedir(stream)
    }
    #expect(entries == 0)
  }

  /// A full disk is found before the first frame.
  ///
  /// The attack: a full disk showed only after the whole recording
  /// rendered. The free space (injected here) is checked first.
  @Test func fullDiskIsFoundBeforeTheFirstFrame() throws {
    let directory = temporaryDirectory("disk")
    defer { removeDirectory(directory, files: ["d.webp"]) }
    let host = HeadlessHost(app: Hello())
    host.availableBytes = { _ in 1_000 }
    let destination = RecordingDestination.animatedWebP("\(directory)/d.webp")
    let error = try #require(throws: RecordingError.self) {
      try host.record(to: destination, duration: 0.1, showsProgress: false)
    }
    #expect(error.description.contains("pass --force"), "\(error)")
    #expect(host.time == 0)
    let (frames, warnings) = try withWarningsCaptured {
      try host.record(
        to: destination, duration: 0.1, showsProgress: false, allowsLowDiskSpace: true)
    }
    #expect(frames == 6)
    #expect(warnings.count == 1 && warnings[0].contains("1 MB"), "\(warnings)")
  }

  @Test func diskSpaceCheckTiers() {
    let destination = RecordingDestination.animatedWebP("a.webp")
    #expect(DiskSpaceCheck(estimate: (10, 40), available: nil, destination: destination) == .fits)
    #expect(DiskSpaceCheck(estimate: (10, 40), available: 40, destination: destination) == .fits)
    guard
      case .mightNotFit = DiskSpaceCheck(
        estimate: (10, 40), available: 20, destination: destination)
    else {
      Issue.record("expected a warning")
      return
    }
    guard
      case .doesNotFit = DiskSpaceCheck(
        estimate: (10, 40), available: 9, destination: destination)
    else {
      Issue.record("expected a refusal")
      return
    }
    let estimate = destination.estimatedSize(frameCount: 10, pixelWidth: 100, pixelHeight: 10)
    #expect(estimate == (2_500, 40_000))
    let frames = RecordingDestination.pngFrames(in: "f")
    #expect(
      frames.estimatedSize(frameCount: 10, pixelWidth: 100, pixelHeight: 10) == (10_000, 40_000))
    #expect(frames.maximumFrameCount == 99_999)
    #expect(destination.maximumFrameCount == RecordingDestination.maximumAnimatedWebPFrames)
    #expect(destination.problem(forFrameCount: 100_001)?.contains("at most 100000") == true)
  }
}
