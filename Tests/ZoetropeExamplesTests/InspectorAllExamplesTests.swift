import Foundation
import Testing
import Zoetrope
import ZoetropeTesting

/// The inspector over every example app's demo script: it lists the
/// app's animations, draws, and scrubs and resumes its last group without
/// disturbing the app (docs/INSPECTOR.md).
@MainActor
@Suite(.isolatedLayerContext) struct InspectorAllExamplesTests {
  @Test(arguments: TimeControlExamplesTests.cases)
  func inspectsTheDemo(_ example: TimeControlExamplesTests.Case) throws {
    let host = try example.host()
    let inspector = host.openInspector()
    var listed = 0
    for time in example.times {
      host.advance(to: time)
      _ = host.screenshot()
      listed = max(listed, inspector.rows.filter { $0.record != nil }.count)
    }
    if let folder = ProcessInfo.processInfo.environment["ZOETROPE_INSPECTOR_PNG"] {
      try host.writeScreenshot(to: folder + "/all-\(example.name).png")
    }
    // BouncingBall moves its ball by a timer: no layer animation.
    #expect((listed > 0) == (example.name != "BouncingBall"), "\(listed) listed")
    guard !inspector.timelineRecords.isEmpty else { return }
    let range = inspector.timelineRange
    let end = try #require(example.times.last)
    host.scrubInspector(to: (range.lowerBound + range.upperBound) / 2)
    #expect(host.timeControl.isPaused)
    #expect(inspector.scrubTime != nil)
    _ = host.screenshot()
    host.resumeAnimations()
    host.advance(to: end + 0.5)
    #expect(inspector.scrubTime == nil)
    #expect(host.animationTime == end + 0.5)
  }
}
