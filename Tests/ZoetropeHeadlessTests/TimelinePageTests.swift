import Foundation
import Testing
import Zoetrope
import ZoetropeGraphics
import ZoetropeImageIO

@testable import ZoetropeHeadless

/// The timeline page stays bounded: past its caps, animations are
/// aggregated by key path and touches counted, and the page says so.
@MainActor
@Suite struct TimelinePageTests {
  /// A timeline with one real record (a Hello-like fade), copied `count`
  /// times at spread times, and as many touches.
  func timeline(count: Int) throws -> Timeline {
    let host = HeadlessHost(size: Size(width: 40, height: 40)) { ViewController() }
    host.startTimeline()
    defer { host.application.stopAnimationLog() }
    host.advance(to: 0.1)
    View.animate(withDuration: 0.6) { host.window.rootViewController?.view.alpha = 0.5 }
    host.tap(.point(x: 5, y: 5), at: 0.2)
    host.advance(to: 1)
    var timeline = host.timeline(title: "Many")
    let record = try #require(timeline.animations.first)
    #expect(record.keyPath == "opacity")
    #expect(record.duration == 0.6)
    let touch = try #require(timeline.input.first)
    timeline.animations = (0..<count).map { index in
      var copy = record
      copy.index = index
      copy.startTime = Double(index) / 1000
      copy.keyPath = index % 2 == 0 ? "opacity" : "position"
      return copy
    }
    timeline.input = Array(repeating: touch, count: count)
    return timeline
  }

  @Test func aHugeRunStaysBoundedAndSaysSo() throws {
    let count = 200_000
    let page = TimelinePage(timeline: try timeline(count: count), frames: [])
    let html = String(decoding: page.html(), as: UTF8.self)
    #expect(html.utf8.count < 3_000_000)
    // What the script reads: the hidden counts and one row per key path.
    #expect(html.contains("\"hiddenAnimations\":\(count - TimelinePage.maximumBars)"))
    #expect(html.contains("\"hiddenInput\":\(count - TimelinePage.maximumMarkers)"))
    #expect(html.contains("\"count\":99000,\"end\":"))
    #expect(html.contains("are aggregated by key path"))
  }

  /// With `ZOETROPE_TIMELINE_PAGE=path`, writes the page of 10,000
  /// animations over 60 s there (docs/PERFORMANCE.md times a browser
  /// opening it); without, checks its size only.
  @Test func tenThousandAnimationsOverAMinute() throws {
    var many = try timeline(count: 10_000)
    for index in many.animations.indices {
      many.animations[index].startTime = Double(index) * 0.006
    }
    many.end = 60
    let bytes = TimelinePage(timeline: many, frames: []).html()
    #expect(bytes.count < 6_000_000)
    if let path = getenv("ZOETROPE_TIMELINE_PAGE").map({ String(cString: $0) }) {
      try AtomicFile.write(bytes, to: path)
    }
  }

  @Test func aSmallRunHasEveryBarAndNoNotice() throws {
    let page = TimelinePage(timeline: try timeline(count: 3), frames: [])
    let html = String(decoding: page.html(), as: UTF8.self)
    #expect(html.contains("\"hiddenAnimations\":0"))
    #expect(html.contains("\"aggregates\":[]"))
  }

  @Test func textCannotEndTheScriptOrTheTitle() throws {
    var timeline = try timeline(count: 1)
    timeline.title = "<b>\"x\"</b>"
    timeline.animations[0].layerName = "</script><script>alert(1)</script>"
    let html = String(decoding: TimelinePage(timeline: timeline, frames: []).html(), as: UTF8.self)
    #expect(!html.contains("</script><script>alert"))
    #expect(html.contains("<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>"))
  }
}
