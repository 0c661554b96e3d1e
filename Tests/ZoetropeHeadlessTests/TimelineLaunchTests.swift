import Foundation
import Testing
import ZoetropeHeadless
import ZoetropeImageIO

@testable import Hello
@testable import Zoetrope

/// `--timeline FILE`: checked with the other options, written atomically
/// beside a recording or a screenshot.
@MainActor
@Suite struct TimelineLaunchTests {
  func message(_ arguments: [String]) -> String {
    do {
      _ = try LaunchOptions.launch(for: arguments) { _ in nil }
      return "no error"
    } catch {
      return LaunchOptions.message(for: error)
    }
  }

  @Test func badTimelinesAreClearErrors() {
    #expect(
      message(["--timeline", "/tmp/t.json"])
        == "--timeline is for --record FILE or --screenshot FILE")
    let shot = ["--screenshot", "/tmp/s.png", "--at", "1"]
    #expect(
      message(shot + ["--timeline", "/tmp/t.txt"])
        == "--timeline \"/tmp/t.txt\" must name a .json or .html file")
    #expect(message(shot + ["--timeline", "/no/such/folder/t.json"]).hasPrefix("--timeline: "))
    #expect(message(shot + ["--timeline", "/tmp"]).contains("must name a .json"))
    #expect(message(shot + ["--timeline", "/tmp/t.HTML"]) == "no error")
  }

  @Test func aScreenshotWritesItsTimeline() throws {
    let directory = "/tmp/zoetrope-timeline-\(getpid())"
    mkdir(directory, 0o755)
    defer {
      for name in ["shot.png", "t.json", "t.html"] { unlink("\(directory)/\(name)") }
      rmdir(directory)
    }
    for name in ["t.json", "t.html"] {
      let launch = try LaunchOptions.launch(for: [
        "--screenshot", "\(directory)/shot.png", "--at", "1", "--scale", "0.25",
        "--script", "0.1 tap \"Animate\"", "--timeline", "\(directory)/\(name)",
      ]) { _ in nil }
      #expect(
        Hello.run(launch.plan, headless: HeadlessRun(time: launch.time, timeline: launch.timeline))
          == 0)
    }
    let json = try Array(Data(contentsOf: URL(fileURLWithPath: "\(directory)/t.json")))
    let timeline = try Timeline(json: json)
    #expect(timeline.title == "Hello")
    #expect(!timeline.animations.isEmpty)
    #expect(timeline.input.map(\.time) == [0.1, 0.1])
    let html = try String(contentsOfFile: "\(directory)/t.html", encoding: .utf8)
    let isPage = html.hasPrefix("<!DOCTYPE html>")
    #expect(isPage)
    let hasFilmstrip = html.contains("data:image/png;base64,")  // the screenshot
    #expect(hasFilmstrip)
    // Self-contained: no external script, style sheet or image.
    let fetches = ["<script src", "<link", "src=\"http", "url(", "import("].filter(html.contains)
    #expect(fetches.isEmpty)
  }

  @Test func anUnwritableTimelineThrowsAndLeavesNothing() throws {
    let host = HeadlessHost(size: Size(width: 10, height: 10)) { ViewController() }
    host.startTimeline()
    defer { host.application.stopAnimationLog() }
    host.advance(to: 0.5)
    #expect(throws: ImageEncodingError.self) {
      try host.writeTimeline(to: "/no/such/folder/t.json")
    }
  }
}
