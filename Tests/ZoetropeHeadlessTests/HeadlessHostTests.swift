import Testing
import Zoetrope
import ZoetropeGraphics

@testable import Hello
@testable import ZoetropeHeadless

#if canImport(Glibc)
import Glibc
#endif

/// A scratch directory for one test, removed afterwards by the caller.
func temporaryDirectory(_ name: String) -> String {
  let path = "/tmp/zoetrope-headless-\(name)-\(getpid())"
  mkdir(path, 0o755)
  return path
}

/// The bytes of a file.
func contents(of path: String) -> [UInt8]? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes.append(contentsOf: buffer[0..<count])
  }
  return bytes
}

/// Removes a directory and the files directly in it.
func removeDirectory(_ path: String, files: [String]) {
  for file in files { unlink("\(path)/\(file)") }
  rmdir(path)
}

@MainActor
@Suite struct HeadlessHostTests {
  /// Whether the pixel at a point (in points) is the square's red.
  func isRed(_ image: Image, x: Double, y: Double) -> Bool {
    let pixel = image.color(atX: Int(x * image.scale), y: Int(y * image.scale))
    return pixel.red > 0.9 && pixel.green < 0.4 && pixel.blue < 0.4
  }

  @Test func scriptedTapMovesTheSquare() throws {
    let host = HeadlessHost(app: Hello())
    let controller = try #require(host.window.rootViewController as? HelloViewController)
    host.advance(by: 0.2)
    let before = host.screenshot()
    #expect(before.pixelWidth == 320 && before.pixelHeight == 480)
    let beforeLeft = isRed(before, x: 80, y: 200)
    let beforeRight = isRed(before, x: 240, y: 200)
    #expect(beforeLeft && !beforeRight)

    host.run(try Script(parsing: "0.5 tap \"Animate\""))
    host.advance(to: 0.49)
    #expect(controller.tapCount == 0)
    host.advance(to: 0.5)
    #expect(controller.tapCount == 1 && controller.isRight)
    host.advance(by: 1)
    let after = host.screenshot()
    let afterLeft = isRed(after, x: 80, y: 200)
    let afterRight = isRed(after, x: 240, y: 200)
    #expect(!afterLeft && afterRight)
    #expect(host.scriptWarnings.isEmpty)
  }

  @Test func tapAtAPointAndMissingLabels() throws {
    let host = HeadlessHost(app: Hello(), fps: 30)
    let controller = try #require(host.window.rootViewController as? HelloViewController)
    host.tap(.point(x: 160, y: 405), at: 0.1)  // the button's center
    host.tap("No Such Button", at: 0.2)
    host.tap(.point(x: 5, y: 5), at: 0.3)  // nothing there
    let (_, printed) = withWarningsCaptured { host.advance(by: 1) }
    #expect(controller.tapCount == 1)
    #expect(host.scriptWarnings.count == 1)
    #expect(printed == host.scriptWarnings)
    #expect(host.scriptWarnings.first?.contains("\"No Such Button\"") == true)
  }

  @Test func dragAndTouchSequence() throws {
    let host = HeadlessHost(app: Hello())
    let controller = try #require(host.window.rootViewController as? HelloViewController)
    // A drag that starts on the button but ends outside it is not a tap;
    // a down/up pair on it is.
    host.run(
      try Script(
        parsing: """
          0.1 drag "Animate" to 10,10 over 0.2
          0.5 down 100,400
          0.6 move 150,410
          0.7 up 150,410
          0.8 drag "Animate" to 0.9 over 0.1
          """))
    host.advance(to: 0.4)
    #expect(controller.tapCount == 0)
    host.advance(to: 0.75)
    #expect(controller.tapCount == 1)
    host.advance(to: 1)
    #expect(controller.tapCount == 2)
  }

  @Test func advanceRunsFramesAtTheFrameRate() {
    let host = HeadlessHost(app: Hello(), fps: 10)
    var ticks: [Double] = []
    let link = host.application.scheduler.displayLink { link in ticks.append(link.timestamp) }
    defer { link.invalidate() }
    host.advance(by: 0.35)
    #expect(host.time == 0.35)
    #expect(ticks.count >= 4)
  }

  @Test func recordingTheSameScriptTwiceGivesTheSameBytes() throws {
    let directory = temporaryDirectory("twice")
    defer { removeDirectory(directory, files: ["a.webp", "b.webp"]) }
    let script = try Script(parsing: "0.2 tap \"Animate\"\n0.9 tap \"Animate\"")
    for name in ["a", "b"] {
      let host = HeadlessHost(app: Hello(), fps: 20, seed: 3)
      host.run(script)
      let frames = try host.record(
        to: .animatedWebP("\(directory)/\(name).webp"), duration: 1.5, showsProgress: false)
      #expect(frames == 30)
    }
    let first = try #require(contents(of: "\(directory)/a.webp"))
    let second = try #require(contents(of: "\(directory)/b.webp"))
    #expect(first.count > 100)
    #expect(first == second)
    let decoded = try AnimatedWebPDecoder(data: first)
    #expect(decoded.frameCount > 1)
  }

  @Test func recordsPNGFramesAndScreenshots() throws {
    let directory = temporaryDirectory("frames")
    let names = ["hop-01.png", "hop-02.png", "hop-03.png", "shot.png"]
    defer { removeDirectory(directory, files: names) }
    let host = HeadlessHost(app: Hello(), fps: 10, seed: 1)
    let frames = try host.record(
      to: try RecordingDestination(path: "\(directory)/hop-##.png"), duration: 0.3,
      showsProgress: false)
    #expect(frames == 3)
    try host.writeScreenshot(to: "\(directory)/shot.png")
    let shot = try Image(contentsOf: "\(directory)/shot.png")
    #expect(shot.pixelWidth == 320)
    #expect(access("\(directory)/hop-03.png", F_OK) == 0)
    #expect(access("\(directory)/hop-04.png", F_OK) != 0)
  }

  @Test func unwritableDestinationFailsBeforeRendering() throws {
    let directory = temporaryDirectory("unwritable")
    defer { removeDirectory(directory, files: ["file.txt", "ok.webp"]) }
    let file = "\(directory)/file.txt"
    fclose(fopen(file, "w"))
    let host = HeadlessHost(app: Hello())
    // Counts the frames the host runs: a display link runs in every one.
    var frames = 0
    let link = host.application.scheduler.displayLink { _ in frames += 1 }
    defer { link.invalidate() }
    let destinations: [RecordingDestination] = [
      .animatedWebP("/nonexistent-dir/x.webp"),
      .animatedWebP("\(file)/out.webp"),  // a folder that is a regular file
      .pngFrames(in: "\(file)/frames"),
      // Root passes access(W_OK) here, but nothing can be created.
      .animatedWebP("/proc/x.webp"),
      .animatedGIF("/proc/x.gif"),
      .pngFrames(in: "/proc/frames"),
    ]
    for destination in destinations {
      let error = try #require(throws: RecordingError.self) {
        try host.record(to: destination, duration: 1, showsProgress: false)
      }
      #expect(error.description.hasPrefix("cannot write"), "\(error)")
      #expect(frames == 0, "\(destination) rendered \(frames) frames before failing")
    }
    #expect(access("/proc/x.webp", F_OK) != 0)
    #expect(access("\(file)/frames", F_OK) != 0)
    // The counter does count: a good destination runs frames.
    try host.record(to: .animatedWebP("\(directory)/ok.webp"), duration: 0.1, showsProgress: false)
    #expect(frames > 0)
  }

  @Test func badDurationsAreRefusedBeforeRendering() {
    let host = HeadlessHost(app: Hello())
    var frames = 0
    let link = host.application.scheduler.displayLink { _ in frames += 1 }
    defer { link.invalidate() }
    for duration in [-1, 0, 1e-9, 0.0001, 0.000_999, .nan, .infinity] {
      #expect(throws: RecordingError.self, "\(duration)") {
        try host.record(to: .animatedWebP("/tmp/x.webp"), duration: duration)
      }
    }
    #expect(frames == 0)
    #expect(access("/tmp/x.webp", F_OK) != 0)
  }

  /// A recording whose end falls just after a frame time (2.0001 s at 60
  /// fps ends 0.1 ms after the frame at 2 s) leaves that frame out: WebP
  /// stores whole milliseconds, and the last frame must show for at least
  /// one.
  @Test(arguments: [(2.0001, 60.0, 120), (1.0004, 30, 30), (0.5004, 10, 5)])
  func recordingEndingJustAfterAFrameTime(duration: Double, fps: Double, frames: Int) throws {
    let directory = temporaryDirectory("end")
    defer { removeDirectory(directory, files: ["clip.webp"]) }
    let host = HeadlessHost(app: Hello(), fps: fps)
    // A new background every frame, so the encoder merges no frames.
    let view = try #require(host.window.rootViewController?.view)
    var tick = 0
    let link = host.application.scheduler.displayLink { _ in
      tick += 1
      view.backgroundColor = Color(red8: UInt8(tick % 256), green8: 0, blue8: 0)
    }
    defer { link.invalidate() }
    let path = "\(directory)/clip.webp"
    let written = try host.record(
      to: .animatedWebP(path), duration: duration, showsProgress: false)
    #expect(written == frames)
    let decoder = try AnimatedWebPDecoder(contentsOf: path)
    #expect(decoder.frameCount == frames)
    let decoded = try decoder.allFrames()
    let total = decoded.reduce(0) { $0 + $1.duration }
    #expect(abs(total - (duration * 1000).rounded() / 1000) < 1e-9)
    #expect(decoded.allSatisfy { $0.duration >= 0.001 })
  }

  @Test func frameTimesStayAMillisecondFromTheEnds() {
    let host = HeadlessHost(app: Hello(), fps: 60)
    #expect(host.recordingFrameTimes(from: 0, duration: 2.0001).count == 120)
    #expect(host.recordingFrameTimes(from: 0, duration: 2.0011).count == 121)
    #expect(host.recordingFrameTimes(from: 0, duration: 0.001) == [0])
    // Starting 0.2 ms before a frame time leaves that frame out.
    let start = 1.0 / 60 - 0.0002
    #expect(host.recordingFrameTimes(from: start, duration: 0.02) == [start, 2.0 / 60])
  }

  @Test func scriptWarningsGiveTheCommandsTime() throws {
    let host = HeadlessHost(app: Hello())
    host.run(try Script(parsing: "0.5 tap \"No Such Button\""))
    host.tap("Nor This", at: 0.7)
    let (_, printed) = withWarningsCaptured { host.advance(by: 1) }
    #expect(printed == host.scriptWarnings)
    #expect(
      host.scriptWarnings == [
        "script line 1: no visible view is labelled or titled \"No Such Button\" at 0.5 s;"
          + " skipped",
        "\"0.7 tap \"Nor This\"\": no visible view is labelled or titled \"Nor This\" at 0.7 s;"
          + " skipped",
      ])
  }

  @Test func commandsAfterTheEndOfARecordingAreReportedAndDropped() throws {
    let directory = temporaryDirectory("late")
    defer { removeDirectory(directory, files: ["clip.webp"]) }
    let host = HeadlessHost(app: Hello(), fps: 60)
    let controller = try #require(host.window.rootViewController as? HelloViewController)
    host.run(
      try Script(
        parsing: """
          0.2 tap "Animate"
          0.99 tap "Animate"
          5 tap "Roll"
          """))
    host.tap("Animate", at: 3)
    let (_, printed) = try withWarningsCaptured {
      try host.record(
        to: .animatedWebP("\(directory)/clip.webp"), duration: 1, showsProgress: false)
    }
    #expect(printed == host.scriptWarnings)
    #expect(controller.tapCount == 1)
    let last = 59.0 / 60
    #expect(
      host.scriptWarnings == [
        "script line 2: 0.99 tap \"Animate\" is after the last frame of the recording"
          + " (\(last) s); not run",
        "3 tap \"Animate\" is after the end of the recording (1 s); not run",
        "script line 3: 5 tap \"Roll\" is after the end of the recording (1 s); not run",
      ])
    // Dropped: they do not run later either.
    host.advance(by: 5)
    #expect(controller.tapCount == 1)
    #expect(host.discardPendingCommands(after: "the test", endingAt: host.time).isEmpty)
  }

  @Test func destinationsFromPaths() throws {
    #expect(try RecordingDestination(path: "a/b.webp") == .animatedWebP("a/b.webp"))
    #expect(try RecordingDestination(path: "a/b.GIF") == .animatedGIF("a/b.GIF"))
    #expect(try RecordingDestination(path: "out/") == .pngFrames(in: "out/"))
    #expect(
      try RecordingDestination(path: "out/f-###.png")
        == .pngFrames(in: "out", prefix: "f-", digits: 3))
    #expect(
      try RecordingDestination(path: "####.png") == .pngFrames(in: ".", prefix: "", digits: 4))
    #expect(try RecordingDestination(path: "out.png") == .animatedPNG("out.png"))
    #expect(try RecordingDestination(path: "a/b.apng") == .animatedPNG("a/b.apng"))
    #expect(try RecordingDestination(path: "out.MP4") == .mp4("out.MP4", quality: 18))
    #expect(throws: RecordingError.self) { try RecordingDestination(path: "out.mov") }
    #expect(throws: RecordingError.self) { try RecordingDestination(path: "a#b.png") }
  }

  @Test func progressBarLine() {
    let bar = ProgressBar(total: 600, label: "Recording x.webp", isEnabled: false)
    #expect(bar.line(done: 300) == "Recording x.webp  [##########..........] 50%  300/600 frames")
    #expect(ProgressBar(total: 10, label: "x").isEnabled == false)
  }
}

/// A view controller with a button whose accessibility label is not its
/// title, for lookups by title.
private final class TitledController: ViewController {
  let titled = Button(frame: Rect(x: 10, y: 10, width: 50, height: 30))
  var taps = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    titled.setTitle("Go", for: .normal)
    titled.accessibilityLabel = "Start the race"
    titled.addAction(for: .touchUpInside) { [weak self] _ in self?.taps += 1 }
    view.addSubview(titled)
  }
}

/// A view controller with a slider from 0.25 to 1.75, for drags.
private final class SliderController: ViewController {
  let slider = Slider(frame: Rect(x: 20, y: 40, width: 200, height: 31))
  override func viewDidLoad() {
    super.viewDidLoad()
    slider.minimumValue = 0.25
    slider.maximumValue = 1.75
    slider.value = 1
    slider.accessibilityLabel = "Speed"
    view.addSubview(slider)
  }
}

@MainActor
@Suite struct ViewLookupTests {
  @Test func findsViewsByTitle() {
    let controller = TitledController()
    let host = HeadlessHost(size: Size(width: 100, height: 100)) { controller }
    #expect(host.view(labelled: "Go") === controller.titled)
    #expect(host.view(labelled: "Start the race") === controller.titled)
    host.tap("Go", at: 0.1)
    host.advance(by: 0.2)
    #expect(controller.taps == 1)
    controller.titled.isHidden = true
    #expect(host.view(labelled: "Go") == nil)
  }

  @Test func dragToAFractionMovesASliderToThatPartOfItsRange() throws {
    let controller = SliderController()
    let host = HeadlessHost(size: Size(width: 240, height: 100)) { controller }
    host.run(try Script(parsing: "0.1 drag \"Speed\" to 0.9 over 0.3"))
    host.advance(by: 0.5)
    // 0.25 + 0.9 × 1.5 = 1.6
    #expect(abs(controller.slider.value - 1.6) < 1e-9)
    host.run(try Script(parsing: "0.6 drag \"Speed\" to 0 over 0.2"))
    host.advance(by: 0.5)
    #expect(controller.slider.value == 0.25)
  }
}
