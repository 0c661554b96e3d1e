import Foundation
import Testing
import Zoetrope
import ZoetropeTesting

@testable import BoxAnimation

/// The live inspector over BoxAnimation, headless: its list, curve plots,
/// progress, the selected layer's outline, scrubbing and replay
/// (docs/INSPECTOR.md).
@MainActor
@Suite(.isolatedLayerContext) struct InspectorExamplesTests {
  /// The box's tap, at a time whose differences are exact in binary.
  static let tapTime = 0.25

  func near(_ color: Color, _ red: Double, _ green: Double, _ blue: Double, within: Double = 0.12)
    -> Bool
  {
    abs(color.red - red) < within && abs(color.green - green) < within
      && abs(color.blue - blue) < within
  }

  /// Writes an image for a person to look at, when asked.
  func keep(_ host: HeadlessHost, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["ZOETROPE_INSPECTOR_PNG"] else { return }
    try host.writeScreenshot(to: folder + "/" + name + ".png")
  }

  /// Whether two frames are the same bytes (without printing them).
  func same(_ first: Image?, _ second: Image?) -> Bool { first == second }

  func tappedHost(inspector: Bool) -> HeadlessHost {
    let host = HeadlessHost(app: BoxAnimationApp())
    if inspector { host.openInspector() }
    host.tap(.point(x: 190, y: 210), at: Self.tapTime)
    return host
  }

  @Test func listsTheTapsAnimationsUnderTheirBlockWithProgress() throws {
    let host = tappedHost(inspector: true)
    host.advance(to: 1.25)
    let image = host.screenshot()
    try keep(host, "list")
    let inspector = try #require(host.inspector)
    let rows = inspector.rows
    #expect(rows.count == 3, "\(rows)")
    let heading = try #require(rows.first)
    #expect(heading.record == nil)
    #expect(heading.lines[0].contains("animation block · 2 animations"), "\(heading.lines)")
    let animations = rows.dropFirst()
    #expect(
      Set(animations.compactMap { $0.lines.first?.contains("position") == true ? 1 : nil })
        == [1])
    for row in animations {
      #expect(abs(row.progress - 0.5) < 1e-9)  // 1 s of 2
      #expect(row.lines[0].hasPrefix("View · Layer — "), "\(row.lines)")
      #expect(row.lines[1] == "2 s fill none · easeInEaseOut", "\(row.lines)")
    }
    #expect(inspector.bars.count == 2)
    #expect(inspector.timelineRange == 0.25...2.25)
    #expect(inspector.playheadTime == 1.25)
    // The panel is drawn: its dark background at the bottom left, the
    // app above it as without the inspector.
    let panel = inspector.panelFrame
    #expect(panel.maxY == host.size.height)
    #expect(near(image.color(at: Point(x: 2, y: panel.maxY - 2)), 0.08, 0.09, 0.11, within: 0.05))
    let above = Point(x: 10, y: panel.minY - 10)
    #expect(image.color(at: above) == host.appScreenshot().color(at: above))
    // Each row's progress bar is blue up to half its width, grey after.
    let bar = try #require(inspector.progressFrames.last)
    let filled = image.color(at: Point(x: bar.minX + bar.width * 0.25, y: bar.midY))
    let empty = image.color(at: Point(x: bar.minX + bar.width * 0.75, y: bar.midY))
    #expect(near(filled, 0.3, 0.62, 1), "\(filled)")
    #expect(near(empty, 0.3, 0.3, 0.3), "\(empty)")
    // The playhead: red, half way along the track.
    let playhead = try #require(inspector.playheadFrame)
    #expect(near(image.color(at: Point(x: playhead.midX, y: playhead.midY)), 1, 0.27, 0.27))
  }

  @Test func curvePlotsDrawTheTimingFunction() throws {
    let host = tappedHost(inspector: true)
    host.advance(to: 1)
    let image = host.screenshot()
    let inspector = try #require(host.inspector)
    let plot = try #require(inspector.plotFrames.first)
    // easeInEaseOut: at a quarter of the time it has gone about 13 %
    // (far below the diagonal), at three quarters about 87 %.
    func y(_ value: Double) -> Double { plot.maxY - plot.height * (value + 0.25) / 1.5 }
    func blue(_ x: Double, _ value: Double) -> Bool {
      (-1...1).contains { offset in
        let color = image.color(
          at: Point(x: plot.minX + plot.width * x, y: y(value) + Double(offset)))
        return color.blue > 0.6 && color.red < 0.5
      }
    }
    #expect(blue(0.25, 0.13))
    #expect(blue(0.75, 0.87))
    #expect(!blue(0.25, 0.25 + 0.2))  // not a straight line
  }

  @Test func selectingAnAnimationOutlinesItsLayer() throws {
    let host = tappedHost(inspector: true)
    host.advance(to: 1)
    _ = host.screenshot()
    let inspector = try #require(host.inspector)
    let row = try #require(inspector.rowFrames.first)
    #expect(host.inspectorTouch(.began, at: Point(x: row.midX, y: row.midY)) == .handled)
    host.inspectorTouch(.ended, at: Point(x: row.midX, y: row.midY))
    let selected = try #require(inspector.selection)
    #expect(inspector.rows.first { $0.record == selected } != nil)
    let image = host.screenshot()
    try keep(host, "selected")
    // The box's presentation frame is outlined in magenta.
    let layer = host.root(BoxAnimationViewController.self).boxView.layer
    let box = try #require(inspector.outlineCorners)
    let presentation = layer.presentation()
    #expect(abs((box[0].x + box[2].x) / 2 - presentation.position.x) < 1)
    let top = Point(x: (box[0].x + box[1].x) / 2, y: (box[0].y + box[1].y) / 2)
    #expect(near(image.color(at: top), 1, 0.2, 0.85, within: 0.2), "\(image.color(at: top))")
    // A touch above the panel is the app's.
    #expect(host.inspectorTouch(.began, at: Point(x: 10, y: 10)) == .none)
  }

  @Test func scrubbingShowsTheFrameTheAppShowedThen() throws {
    let reference = tappedHost(inspector: false)
    var expected: [Double: Image] = [:]
    for time in [0.5, 1.25, 2.0] {
      reference.advance(to: time)
      expected[time] = reference.screenshot()
    }
    let host = tappedHost(inspector: true)
    host.advance(to: 3)  // the animations ended and were removed
    let ended = host.appScreenshot()
    for time in [1.25, 0.5, 2.0] {
      host.scrubInspector(to: time)
      let equal = same(host.appScreenshot(), expected[time])
      #expect(equal, "at \(time) s")
      #expect(host.inspector?.playheadTime == time)
    }
    try keep(host, "scrubbed")
    #expect(host.timeControl.isPaused)
    #expect(host.animationTime == 3)
    // Past the end: the app's own frame again.
    host.scrubInspector(to: 2.25)
    #expect(same(host.appScreenshot(), ended) == true)
    // Dragging the playhead with the mouse scrubs too.
    let inspector = try #require(host.inspector)
    let track = try #require(inspector.trackFrame)
    let x = track.minX + track.width * 0.4
    let action = host.inspectorTouch(.began, at: Point(x: x, y: track.midY))
    guard case .scrub(let target) = action else {
      Issue.record("a press on the track did not scrub: \(action)")
      return
    }
    #expect(abs(target - (0.25 + 0.8)) < 2.0 / track.width)
    host.inspectorTouch(.moved, at: Point(x: track.minX + track.width * 0.1, y: track.midY))
    let dragged = try #require(inspector.scrubTime)
    host.inspectorTouch(.ended, at: Point(x: track.minX + track.width * 0.1, y: track.midY))
    reference.advance(to: 3)
    let check = tappedHost(inspector: false)
    check.advance(to: dragged)
    let equal = same(host.appScreenshot(), check.screenshot())
    #expect(equal)
  }

  @Test func resumingAfterAScrubRunsOnFromThePlayhead() throws {
    let reference = tappedHost(inspector: false)
    reference.advance(to: 1.75)
    let host = tappedHost(inspector: true)
    host.advance(to: 3)
    host.scrubInspector(to: 1.25)
    host.resumeAnimations()
    host.advance(to: 3.5)
    let equal = same(host.appScreenshot(), reference.screenshot())
    #expect(equal)
    #expect(host.inspector?.scrubTime == nil)
    // The group runs on, listed as running, its starts moved by 1.75 s.
    let inspector = try #require(host.inspector)
    _ = host.screenshot()
    #expect(inspector.rows.filter { $0.record != nil }.map(\.progress) == [0.75, 0.75])
    #expect(inspector.log.records.map(\.startTime) == [2, 2])
  }

  @Test func replayRestartsTheGroupFromItsBeginning() throws {
    let reference = tappedHost(inspector: false)
    reference.advance(to: 1)
    let host = tappedHost(inspector: true)
    host.advance(to: 3)
    _ = host.screenshot()
    let inspector = try #require(host.inspector)
    let before = inspector.log.records.count
    let replay = inspector.replayFrame
    #expect(host.inspectorTouch(.began, at: Point(x: replay.midX, y: replay.midY)) == .replay)
    host.inspectorTouch(.ended, at: Point(x: replay.midX, y: replay.midY))
    let records = inspector.log.records
    #expect(records.count == before + 2)
    #expect(records.suffix(2).allSatisfy { $0.startTime == 3 })
    host.advance(to: 3.75)
    let equal = same(host.appScreenshot(), reference.screenshot())
    #expect(equal)
    #expect(inspector.rows.filter { $0.record != nil }.count == 2)
    try keep(host, "replayed")
  }
}

/// Springs in the inspector: drawn as their motion, scrubbed exactly.
@MainActor
@Suite(.isolatedLayerContext) struct InspectorSpringTests {
  /// BoxAnimation's "Spring" then a tap: two spring animations.
  func springHost(inspector: Bool) -> HeadlessHost {
    let host = HeadlessHost(app: BoxAnimationApp())
    if inspector { host.openInspector() }
    host.tap("Spring", at: 0.25)
    host.tap(.point(x: 110, y: 150), at: 0.5)
    return host
  }

  @Test func aSpringIsPlottedAsItsMotion() throws {
    let host = springHost(inspector: true)
    host.advance(to: 0.75)
    let image = host.screenshot()
    let inspector = try #require(host.inspector)
    let animations = inspector.rows.filter { $0.record != nil }
    let index = try #require(animations.firstIndex { $0.lines[1].contains("spring") })
    let plot = inspector.plotFrames[index]
    // Green, and somewhere above the line of progress 1: it overshoots.
    let one = plot.maxY - plot.height * 1.25 / 1.5
    var overshoots = false
    for x in stride(from: plot.minX, to: plot.maxX, by: 1) {
      for y in stride(from: plot.minY, to: one - 1, by: 1) {
        let color = image.color(at: Point(x: x + 0.5, y: y + 0.5))
        if color.green > 0.6, color.red < 0.5 { overshoots = true }
      }
    }
    #expect(overshoots)
    if let folder = ProcessInfo.processInfo.environment["ZOETROPE_INSPECTOR_PNG"] {
      try host.writeScreenshot(to: folder + "/spring.png")
    }
  }

  @Test func scrubbingASpringGivesItsFrameThen() throws {
    let reference = springHost(inspector: false)
    reference.advance(to: 1)
    let expected = reference.screenshot()
    let host = springHost(inspector: true)
    host.advance(to: 6)
    host.scrubInspector(to: 1)
    let equal = host.appScreenshot() == expected
    #expect(equal)
  }
}

/// The inspector's edges: docking, odd input, logs past its retention.
@MainActor
@Suite(.isolatedLayerContext) struct InspectorEdgeTests {
  @Test func aTapOnTheHeaderDocksThePanelAtTheOtherEdge() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    let inspector = host.openInspector()
    host.advance(to: 0.5)
    _ = host.screenshot()
    #expect(inspector.panelFrame.maxY == host.size.height)
    host.inspectorTouch(.began, at: Point(x: 40, y: inspector.panelFrame.minY + 5))
    host.inspectorTouch(.ended, at: Point(x: 40, y: inspector.panelFrame.minY + 5))
    _ = host.screenshot()
    #expect(inspector.panelFrame.minY == 0)
    #expect(inspector.isDockedAtTop)
  }

  @Test func theFrameTimeGraphDrawsABarPerFrame() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    let inspector = host.openInspector()
    host.advance(to: 0.1)
    let empty = host.screenshot()
    for _ in 0..<AnimationInspector.frameTimeCount + 5 { inspector.recordFrameTime(0.025) }
    #expect(inspector.frameTimes.count == AnimationInspector.frameTimeCount)
    host.advance(to: 0.2)
    let image = host.screenshot()
    // The graph sits in the timeline's label row, centred: 60 green bars
    // three quarters high (25 of 33 ms).
    let panel = inspector.panelFrame
    let probe = Point(x: panel.midX + 20, y: panel.minY + 18 + 9)
    let color = image.color(at: probe)
    #expect(color.green > 0.6 && color.red < 0.5, "\(color)")
    #expect(empty.color(at: probe) != color)
  }

  @Test func oddInputChangesNothing() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    // Closed: nothing to touch or scrub.
    #expect(host.inspectorTouch(.began, at: Point(x: 10, y: 470)) == .none)
    host.scrubInspector(to: 1)
    #expect(!host.timeControl.isPaused)
    let inspector = host.openInspector()
    #expect(host.openInspector() === inspector)
    // No animation yet: an empty list, a scrub changes no frame.
    host.advance(to: 0.5)
    let before = host.appScreenshot()
    host.scrubInspector(to: 0.2)
    #expect(inspector.rows.isEmpty)
    #expect(host.appScreenshot() == before)
    inspector.scrub(to: .nan, atApplicationTime: 0.5)
    inspector.scrub(to: 1, atApplicationTime: .infinity)
    inspector.select(12345)
    #expect(inspector.selection == nil)
    inspector.recordFrameTime(.nan)
    inspector.recordFrameTime(-1)
    #expect(inspector.frameTimes.isEmpty)
    // Far outside the timeline: clamped to its range.
    host.resumeAnimations()
    host.tap(.point(x: 190, y: 210), at: 0.75)
    host.advance(to: 1)
    host.scrubInspector(to: -1e300)
    #expect(inspector.scrubTime == 0.75)
    host.closeInspector()
    #expect(host.inspector == nil)
  }

  @Test func animationsPastTheRetentionLimitAreListedButNotScrubbed() throws {
    let host = HeadlessHost(app: BoxAnimationApp())
    let inspector = host.openInspector()
    let layer = Layer()
    host.root(BoxAnimationViewController.self).view.layer.addSublayer(layer)
    let limit = AnimationLog.retainedAnimationLimit
    LayerContext.$current.withValue(host.application.context) {
      for index in 0..<(2 * limit + 5) {
        let move = BasicAnimation(keyPath: \.opacity, from: 0, to: 1)
        move.duration = 10
        layer.add(move, forKey: "fade-\(index % 3)")
      }
    }
    host.advance(to: 0.5)
    _ = host.screenshot()
    #expect(inspector.log.records.count == 2 * limit + 5)
    #expect(inspector.log.loggedAnimation(at: 0) == nil)
    #expect(inspector.log.loggedAnimation(at: 2 * limit + 4)?.key == "fade-\((2 * limit + 4) % 3)")
    #expect(inspector.rows.count > 2)
    #expect(inspector.bars.count == 6)
    #expect(inspector.timelineRecords.count == 2 * limit + 5)
    // Scrubbing acts on the animations still kept (the last three keys).
    host.scrubInspector(to: 0.25)
    #expect(inspector.scrubTime == 0.25)
  }
}
