import Testing
import Zoetrope

@testable import Hello

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
    host.advance(by: 1)
    #expect(controller.tapCount == 1)
    #expect(host.scriptWarnings.count == 1)
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

  @Test func unwritableDestinationFailsBeforeRendering() {
    let host = HeadlessHost(app: Hello())
    #expect(throws: RecordingError.self) {
      try host.record(to: .animatedWebP("/nonexistent-dir/x.webp"), duration: 1)
    }
    #expect(host.time == 0)
    #expect(throws: RecordingError.self) {
      try host.record(to: .animatedWebP("/tmp/x.webp"), duration: -1)
    }
  }

  @Test func destinationsFromPaths() throws {
    #expect(try RecordingDestination(path: "a/b.webp") == .animatedWebP("a/b.webp"))
    #expect(try RecordingDestination(path: "out/") == .pngFrames(in: "out/"))
    #expect(
      try RecordingDestination(path: "out/f-###.png")
        == .pngFrames(in: "out", prefix: "f-", digits: 3))
    #expect(
      try RecordingDestination(path: "####.png") == .pngFrames(in: ".", prefix: "", digits: 4))
    #expect(throws: RecordingError.self) { try RecordingDestination(path: "out.png") }
    #expect(throws: RecordingError.self) { try RecordingDestination(path: "out.gif") }
    #expect(throws: RecordingError.self) { try RecordingDestination(path: "a#b.png") }
  }

  @Test func progressBarLine() {
    let bar = ProgressBar(total: 600, label: "Recording x.webp", isEnabled: false)
    #expect(bar.line(done: 300) == "Recording x.webp  [##########..........] 50%  300/600 frames")
    #expect(ProgressBar(total: 10, label: "x").isEnabled == false)
  }
}

/// A button-like view that keeps its title in a stored property and has
/// no accessibility label.
private final class TitledView: View {
  var title: String? = "Go"
  var taps = 0
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { taps += 1 }
}

/// A view controller with a titled view, for lookups by title.
private final class TitledController: ViewController {
  let titled = TitledView(frame: Rect(x: 10, y: 10, width: 50, height: 30))
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(titled)
  }
}

@MainActor
@Suite struct ViewLookupTests {
  @Test func findsViewsByTitle() {
    let controller = TitledController()
    let host = HeadlessHost(size: Size(width: 100, height: 100)) { controller }
    #expect(host.view(labelled: "Go") === controller.titled)
    host.tap("Go", at: 0.1)
    host.advance(by: 0.2)
    #expect(controller.titled.taps == 1)
    controller.titled.isHidden = true
    #expect(host.view(labelled: "Go") == nil)
  }
}
