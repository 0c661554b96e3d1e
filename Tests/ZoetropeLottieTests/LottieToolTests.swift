import Testing
import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeImageIO
import ZoetropeTesting

@testable import ZoetropeLottie
@testable import ZoetropeLottieTool

#if canImport(Glibc)
import Glibc
#endif

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `zoetrope-lottie`: `render` writes PNGs and recordings whose pixels
/// are the animation's; bad options and files give clear errors and
/// their exit statuses; `play`'s screen pauses, steps and scrubs.
@MainActor
@Suite(.isolatedLayerContext) struct LottieToolTests {
  /// A fresh folder holding the shapes animation as `shapes.json`.
  static func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("zoetrope-lottie-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try Data(LottieCorpus.shapes.utf8).write(to: URL(fileURLWithPath: path + "/shapes.json"))
    return path
  }

  /// Whether a colour is within 3/255 of 8-bit components.
  func near(_ color: Color, _ red: Int, _ green: Int, _ blue: Int, alpha: Int = 255) -> Bool {
    let rgba = color.rgba8
    return abs(Int(rgba.red) - red) <= 3 && abs(Int(rgba.green) - green) <= 3
      && abs(Int(rgba.blue) - blue) <= 3 && abs(Int(rgba.alpha) - alpha) <= 3
  }

  @Test func screenshotsAreTheAnimationsFrames() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/shapes.json"
    #expect(
      LottieTool.run([
        "render", file, "--screenshot", dir + "/a.png", "--frame", "0", "--scale", "2",
        "--background", "#00FF00",
      ]) == 0)
    let shot = try Image(contentsOf: dir + "/a.png")
    #expect(shot.pixelWidth == 400 && shot.pixelHeight == 320)
    // The box's fill (0.9, 0.3, 0.2) at its centre, (50, 50) at frame 0,
    // on the green background.
    #expect(near(shot.color(atX: 100, y: 100), 230, 77, 51))
    #expect(near(shot.color(atX: 4, y: 310), 0, 255, 0))
    // A progress is its frame; a wider stage centres the fitted animation;
    // the default background is transparent.
    #expect(
      LottieTool.run(["render", file, "--screenshot", dir + "/b.png", "--progress", "0.5"]) == 0)
    #expect(LottieTool.run(["render", file, "--screenshot", dir + "/c.png", "--frame", "30"]) == 0)
    let half = try Image(contentsOf: dir + "/b.png")
    #expect(half.pixels == (try Image(contentsOf: dir + "/c.png")).pixels)
    #expect(half.color(atX: 2, y: 2).rgba8.alpha == 0)
    #expect(
      LottieTool.run([
        "render", file, "--screenshot", dir + "/d.png", "--frame", "0", "--size", "400x160",
      ]) == 0)
    let wide = try Image(contentsOf: dir + "/d.png")
    #expect(wide.pixelWidth == 400 && near(wide.color(atX: 150, y: 50), 230, 77, 51))
    #expect(wide.color(atX: 50, y: 50).rgba8.alpha == 0)
  }

  @Test func anAnimationOfADotLottieFileIsChosenByID() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/two.lottie"
    try Data(try LottieDotLottieTests.resource("two.lottie")).write(to: URL(fileURLWithPath: path))
    // The second animation is 100 × 80 points; the first 200 × 160.
    #expect(
      LottieTool.run([
        "render", path, "--screenshot", dir + "/s.png", "--frame", "0", "--animation", "second",
      ]) == 0)
    let shot = try Image(contentsOf: dir + "/s.png")
    #expect(shot.pixelWidth == 100 && shot.pixelHeight == 80)
    let (status, output) = try capturingStandardError {
      LottieTool.run([
        "render", path, "--screenshot", dir + "/t.png", "--frame", "0", "--animation", "third",
      ])
    }
    #expect(status == 64)
    #expect(output.contains(#"--animation third: The dotLottie file has no animation "third""#))
    #expect(output.contains("(animations: first, second)"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/t.png"))
  }

  @Test func recordingsHoldEveryFrame() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/shapes.json"
    #expect(LottieTool.run(["render", file, "--record", dir + "/frames/"]) == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
    #expect(names.count == 60 && names.first == "frame-00001.png")
    // Frame k of the recording is the animation's frame k - 1.
    #expect(LottieTool.run(["render", file, "--screenshot", dir + "/s.png", "--frame", "45"]) == 0)
    let recorded = try Image(contentsOf: dir + "/frames/frame-00046.png")
    #expect(recorded.pixels == (try Image(contentsOf: dir + "/s.png")).pixels)
    #expect(
      LottieTool.run(["render", file, "--record", dir + "/f-####.png", "--scale", "0.5"]) == 0)
    #expect(try Image(contentsOf: dir + "/f-0060.png").pixelWidth == 100)
    #expect(LottieTool.run(["render", file, "--record", dir + "/out.webp"]) == 0)
    let webp = try Data(contentsOf: URL(fileURLWithPath: dir + "/out.webp"))
    #expect(webp.count > 100 && webp.starts(with: Array("RIFF".utf8)))
  }

  @Test func markersRecordTheirFramesAndScreenshotTheirFirst() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/shapes.json"
    // "outro" is frames 40 ..< 60: 20 frames, the first the animation's 40.
    #expect(LottieTool.run(["render", file, "--record", dir + "/m/", "--marker", "outro"]) == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/m").sorted()
    #expect(names.count == 20 && names.last == "frame-00020.png")
    #expect(LottieTool.run(["render", file, "--screenshot", dir + "/a.png", "--frame", "40"]) == 0)
    #expect(LottieTool.run(["render", file, "--screenshot", dir + "/b.png", "--frame", "45"]) == 0)
    #expect(
      LottieTool.run(["render", file, "--screenshot", dir + "/c.png", "--marker", "outro"]) == 0)
    let first = try Image(contentsOf: dir + "/a.png").pixels
    #expect(try Image(contentsOf: dir + "/m/frame-00001.png").pixels == first)
    #expect(
      try Image(contentsOf: dir + "/m/frame-00006.png").pixels
        == (try Image(contentsOf: dir + "/b.png")).pixels)
    #expect(try Image(contentsOf: dir + "/c.png").pixels == first)
    #expect(first != (try Image(contentsOf: dir + "/m/frame-00020.png")).pixels)
    // A marker with no frames in the animation cannot be recorded.
    let json = LottieCorpus.shapes.replacingOccurrences(
      of: #"{"cm":"intro","tm":0,"dr":20}"#, with: #"{"cm":"intro","tm":10,"dr":0}"#)
    try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/zero.json"))
    let (status, output) = try capturingStandardError {
      LottieTool.run(["render", dir + "/zero.json", "--record", dir + "/z/", "--marker", "intro"])
    }
    #expect(status == 64 && output.contains("has no frames of the animation to record"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/z"))
    #expect(
      LottieTool.run([
        "render", dir + "/zero.json", "--screenshot", dir + "/z.png", "--marker", "intro",
      ]) == 0)
  }

  @Test(arguments: [
    (["render", "FILE"], "render needs --record FILE or --screenshot FILE"),
    (
      ["render", "FILE", "--record", "DIR/x.webp", "--screenshot", "DIR/x.png"],
      "cannot be used together"
    ),
    (["render", "FILE", "--screenshot", "DIR/x.png"], "needs one of --frame N, --progress P"),
    (
      ["render", "FILE", "--screenshot", "DIR/x.png", "--frame", "1", "--marker", "intro"],
      "needs one of --frame N, --progress P and --marker NAME"
    ),
    (
      ["render", "FILE", "--screenshot", "DIR/x.png", "--marker", "middle"],
      #"--marker "middle" is not a marker of the animation (markers: "intro", "outro")"#
    ),
    (["render", "FILE", "--record", "DIR/x.webp", "--marker", "Intro"], #"(markers: "intro""#),
    (["render", "FILE", "--record", "DIR/x.webp", "--frame", "3"], "are for --screenshot"),
    (["render", "FILE", "--screenshot", "DIR/x.jpg", "--frame", "1"], "must name a .png file"),
    (["render", "FILE", "--screenshot", "DIR/no/x.png", "--frame", "1"], "--screenshot:"),
    (
      ["render", "FILE", "--screenshot", "DIR/x.png", "--frame", "60"],
      "must be a frame of the animation, 0 ... 59"
    ),
    (
      ["render", "FILE", "--screenshot", "DIR/x.png", "--progress", "nan"],
      "--progress nan must be 0 ... 1"
    ),
    (["render", "FILE", "--record", "DIR/x.webp", "--scale", "0"], "--scale 0 must be"),
    (["render", "FILE", "--record", "DIR/x.webp", "--size", "200"], "--size 200 must be WxH"),
    (
      ["render", "FILE", "--record", "DIR/x.webp", "--size", "9000x10", "--scale", "2"],
      "more than 16384 pixels"
    ),
    (
      ["render", "FILE", "--record", "DIR/x.webp", "--background", "red"],
      "--background red must be"
    ),
    (["render", "FILE", "--record", "DIR/x.bmp"], "--record:"),
    (["render", "FILE", "--recrod", "DIR/x.webp"], "Unknown option '--recrod'"),
    (["play", "FILE", "--compositor", "fast"], "--compositor fast must be auto, gpu or cpu"),
    (["FILE"], "Usage"),
  ])
  func badOptionsExit64WritingNothing(arguments: [String], message: String) throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let resolved = arguments.map {
      $0 == "FILE" ? dir + "/shapes.json" : $0.replacingOccurrences(of: "DIR", with: dir)
    }
    let (status, output) = try capturingStandardError { LottieTool.run(resolved) }
    #expect(status == 64)
    #expect(output.contains(message), "\(output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["shapes.json"])
  }

  @Test func badFilesExitWithTheirStatuses() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("{\"w\": 10}".utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
    let shot = ["--screenshot", dir + "/x.png", "--frame", "0"]
    let missing = try capturingStandardError {
      LottieTool.run(["render", dir + "/none.json"] + shot)
    }
    #expect(missing.0 == 66 && missing.1.contains("none.json: no such file"))
    #expect(LottieTool.run(["render", dir] + shot) == 66)
    let bad = try capturingStandardError { LottieTool.run(["render", dir + "/bad.json"] + shot) }
    #expect(bad.0 == 65 && bad.1.contains("is not a playable Lottie animation: The height"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    #expect(LottieTool.run(["--help"]) == 0 && LottieTool.run(["render", "--help"]) == 0)
    let bare = try capturingStandardError { LottieTool.run([]) }
    #expect(bare.0 == 64 && bare.1.contains("give a subcommand"))
  }

  @Test func thePlayerPausesStepsAndScrubs() throws {
    let animation = try corpusAnimation(LottieCorpus.shapes)
    var made: LottieStageViewController?
    let size = LottieStageViewController.windowSize(stage: animation.size, isPlayer: true)
    #expect(size == Size(width: 240, height: 208))
    let host = HeadlessHost(size: size, fps: 30) {
      let controller = LottieStageViewController(
        animation: animation, stageSize: animation.size, background: .white, isPlayer: true)
      made = controller
      return controller
    }
    let player = try #require(made)
    host.advance(by: 0.5)
    #expect(player.animationView.isAnimationPlaying)
    #expect(abs(player.scrubber.value - 15.0 / 59) < 0.02)
    player.press(.space)
    let paused = player.animationView.currentFrame
    host.advance(by: 0.5)
    #expect(!player.animationView.isAnimationPlaying && player.animationView.currentFrame == paused)
    player.press(.right)
    player.press(.right)
    player.press(.left)
    #expect(player.animationView.currentFrame == paused.rounded(.down) + 1)
    player.press(.end)
    host.advance(by: 0.1)
    #expect(player.animationView.currentFrame == 59 && player.frameLabel.text == "59 / 59")
    player.press(.right)  // wraps around
    #expect(player.animationView.currentFrame == 0)
    // The scrubber's track runs from x = 26 to 126 (the thumb's centre).
    host.tap(.point(Point(x: 26 + 0.5 * 100, y: 160 + 8 + 15)))
    host.advance(by: 0.2)
    #expect(abs(player.animationView.currentFrame - 30) <= 1)
    #expect(!player.animationView.isAnimationPlaying)
    player.press(.space)
    host.advance(by: 0.3)
    #expect(player.animationView.isAnimationPlaying)
  }
}

/// Runs `body` with standard error going to a file, and returns what it
/// wrote there with the body's result.
@MainActor
func capturingStandardError<T>(_ body: () -> T) throws -> (T, String) {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("stderr-\(UUID().uuidString)").path
  let file = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
  let saved = dup(2)
  dup2(file, 2)
  let result = body()
  dup2(saved, 2)
  close(saved)
  close(file)
  defer { unlink(path) }
  let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  return (result, text)
}
