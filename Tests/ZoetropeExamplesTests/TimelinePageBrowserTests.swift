import Foundation
import Testing
import VideoTestSupport
import Zoetrope
import ZoetropeTesting

@testable import BoxAnimation
@testable import DiceRoller

#if canImport(Glibc)
import Glibc
#endif

/// The `--timeline out.html` page in a real browser: headless Chromium
/// (Debian's `chromium`, which `scripts/bootstrap` installs) opens it from
/// a file URL, runs its script, and the DOM it leaves has each
/// animation's bar where its start and end belong, the touches as markers
/// and the recorded frames as a filmstrip.
@MainActor
@Suite(.isolatedLayerContext, .serialized) struct TimelinePageBrowserTests {
  let directory = "/tmp/zoetrope-timeline-page-\(getpid())"

  /// Records BoxAnimation's demo to a WebP with a timeline and writes the
  /// page.
  func writePage(_ name: String, recordFor seconds: Double = 7) throws -> (Timeline, String) {
    mkdir(directory, 0o755)
    let host = HeadlessHost(app: BoxAnimationApp(), scale: 0.5, fps: 20)
    host.startTimeline()
    host.run(try TimeControlExamplesTests.Case.script("BoxAnimation"))
    let destination = try RecordingDestination(path: "\(directory)/\(name).webp")
    _ = try host.record(to: destination, duration: seconds)
    let path = "\(directory)/\(name).html"
    try host.writeTimeline(to: path, title: "BoxAnimation")
    return (host.timeline(title: "BoxAnimation"), path)
  }

  /// Runs headless Chromium on a file URL.
  func chromium(_ arguments: [String]) throws -> String {
    let data = try VideoTools.run(
      [
        "timeout", "90", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
        "--no-first-run", "--virtual-time-budget=3000",
      ] + arguments)
    return String(decoding: data, as: UTF8.self)
  }

  /// The value of an attribute of an element, as `key="value"`.
  func attribute(_ name: String, in element: Substring) -> String? {
    guard let range = element.range(of: " \(name)=\"") else { return nil }
    let rest = element[range.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  /// The elements whose opening tag contains `marker`.
  func elements(_ dom: String, containing marker: String) -> [Substring] {
    dom.components(separatedBy: "<").dropFirst().filter { $0.contains(marker) }.map {
      Substring($0.prefix { $0 != ">" })
    }
  }

  /// A number in a style like `left: 12.5px; width: 3px;`.
  func pixels(_ property: String, in style: String) -> Double? {
    guard let range = style.range(of: "\(property): ") else { return nil }
    return Double(style[range.upperBound...].prefix { $0 != "p" })
  }

  @Test func eachBarIsWhereItsAnimationRuns() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (timeline, path) = try writePage("box")
    let dom = try chromium(["--window-size=1000,800", "--dump-dom", "file://\(path)"])
    let bars = elements(dom, containing: "id=\"animation-")
    #expect(bars.count == timeline.animations.count)
    #expect(bars.count >= 5)
    // One scale for the whole axis: pixels per second, from the last bar.
    var scale: Double?
    for bar in bars {
      let style = try #require(attribute("style", in: bar))
      let left = try #require(pixels("left", in: style))
      let width = try #require(pixels("width", in: style))
      let start = try #require(attribute("data-start", in: bar).flatMap(Double.init))
      let end = try #require(attribute("data-end", in: bar).flatMap(Double.init))
      let id = try #require(attribute("id", in: bar))
      let index = try #require(Int(id.dropFirst("animation-".count)))
      let record = timeline.animations[index]
      #expect(start == record.startTime)
      #expect(abs(end - (record.endTime ?? .nan)) < 1e-9)
      let pixelsPerSecond = scale ?? left / start
      scale = pixelsPerSecond
      #expect(abs(left - start * pixelsPerSecond) <= 0.2, "\(id) starts at \(left) px")
      #expect(abs(width - max((end - start) * pixelsPerSecond, 2)) <= 0.3, "\(id) is \(width) px")
      #expect(attribute("data-key-path", in: bar) == record.keyPath)
    }
    // The axis runs to the last end (the fade's, at 8 s) across the
    // browser's width less the labels: 1000 − 212 − 12 = 776 px.
    let span = max(timeline.end, timeline.animations.compactMap(\.endTime).max() ?? 0)
    #expect(span == 8)
    #expect(abs((scale ?? 0) * span - 776) < 1)
    let markers = elements(dom, containing: "class=\"marker\"")
    #expect(markers.count == timeline.input.count)
    let frames = elements(dom, containing: "alt=\"frame at")
    #expect(frames.count >= 20)
    #expect(dom.contains("animations, 0 timers,"))
  }

  @Test func theScreenshotShowsTheBars() throws {
    defer {
      if getenv("ZOETROPE_KEEP_TIMELINE_PAGE") == nil {
        try? FileManager.default.removeItem(atPath: directory)
      }
    }
    let (_, path) = try writePage("shot")
    let png = "\(directory)/page.png"
    _ = try chromium(["--window-size=1000,500", "--screenshot=\(png)", "file://\(path)"])
    let image = try Image(contentsOf: png)
    // The first bar (the tap's transform, #4c8bf5, from 0.3 s to 2.3 s of
    // 8 s) in its row under the axis (header 34 px, axis 21 px, rows
    // 19 px), and the fade's (from 5 s) four rows down.
    // (Any pixel down the bar's height: its label is drawn over it.)
    func isBar(_ seconds: Double, row: Double) -> Bool {
      (2...17).contains { dy in
        let y = 34 + 21 + row * 19 + Double(dy)
        let color = image.color(at: Point(x: 212 + 776 * seconds / 8, y: y))
        return abs(color.red - 0x4c / 255.0) < 0.05 && abs(color.blue - 0xf5 / 255.0) < 0.05
      }
    }
    #expect(isBar(1, row: 0))
    #expect(!isBar(0.2, row: 0))
    #expect(!isBar(2.4, row: 0))
    #expect(isBar(7.5, row: 4))
    #expect(!isBar(4.9, row: 4))
  }
}
