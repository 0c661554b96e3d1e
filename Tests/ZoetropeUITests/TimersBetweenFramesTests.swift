import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  /// `Application.fireTimers(upTo:)`: a timer fires between two frames, at
  /// its deadline, and the next frame shows what it changed.
  @Suite @MainActor struct TimersBetweenFramesTests {
    @Test func aTimerBetweenFramesStartsItsAnimationAtItsDeadline() {
      let host = TestHost()
      let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      host.window.addSubview(box)
      host.frame()
      var fired: [Double] = []
      var linkRuns = 0
      host.app.scheduler.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
        fired.append(host.app.scheduler.now)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
          box.center = Point(x: 105, y: 5)
        }
        box.alpha = 0.25
      }
      let link = host.app.scheduler.displayLink { _ in linkRuns += 1 }
      var rendered = 0
      host.onRender = { _ in rendered += 1 }
      host.app.fireTimers(upTo: 0.012)
      #expect(fired == [0.01])
      // No frame: no display link, no render; the change waits for the frame.
      #expect(linkRuns == 0)
      #expect(rendered == 0)
      #expect(host.app.needsFrame)
      host.frame(at: 0.0167)
      link.invalidate()
      #expect(linkRuns == 1)
      let node = host.snapshots.last?.root.sublayers.first
      #expect(node?.properties.opacity == 0.25)
      // The animation began at the timer's deadline (0.01), not at the frame.
      #expect(isClose(node?.properties.position.x ?? 0, 5 + 100 * (0.0167 - 0.01)))
    }

    @Test func callsFromInsideAFrameAreIgnoredWithAWarning() {
      let host = TestHost()
      host.frame()
      var warnings: [String] = []
      var fires = 0
      host.app.scheduler.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
        fires += 1
        if fires == 1 {
          warnings = withWarningsCaptured { host.app.fireTimers(upTo: 0.5) }.1
        }
      }
      host.frame(at: 0.015)
      #expect(fires == 1)
      #expect(warnings.count == 1)
      #expect(warnings.allSatisfy { $0.contains("called during a frame") })
      let (_, nanWarnings) = withWarningsCaptured { host.app.fireTimers(upTo: .nan) }
      #expect(nanWarnings.count == 1)
      #expect(fires == 1)
    }
  }
}
