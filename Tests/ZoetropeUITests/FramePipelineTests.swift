import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct FramePipelineTests {
    @Test func stepsRunInOrder() {
      let host = TestHost()
      var log: [String] = []
      final class Probe: View {
        var log: ((String) -> Void)?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
          log?("input")
          setNeedsLayout()
        }
        override func layoutSubviews() { log?("layout") }
      }
      let probe = Probe(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      host.window.addSubview(probe)
      host.frame()
      probe.log = { log.append($0) }
      host.app.scheduler.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in
        log.append("timer")
        View.animate(withDuration: 0.05) {
          probe.alpha = 0.5
        } completion: { _ in
          log.append("completion")
        }
      }
      let link = host.app.scheduler.displayLink { _ in log.append("display link") }
      host.app.enqueue(InputEvent(kind: .touchBegan, location: Point(x: 5, y: 5), timestamp: 0.01))
      host.onRender = { _ in log.append("render") }
      host.frame(at: 0.02)
      link.invalidate()
      #expect(log == ["input", "timer", "display link", "layout", "render"])
      host.frame(at: 0.03)
      #expect(log.last == "render")
      host.frame(at: 0.07)
      #expect(log.suffix(2) == ["render", "completion"])
    }

    @Test func timerChangeInsideABlockShowsInThatFramesSnapshot() {
      let host = TestHost()
      let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      host.window.addSubview(box)
      host.frame()
      host.app.scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
          box.center = Point(x: 105, y: 5)
        }
        box.alpha = 0.25
      }
      host.frame(at: 0.6)
      let node = host.snapshots.last?.root.sublayers.first
      #expect(node?.properties.opacity == 0.25)
      #expect(isClose(node?.properties.position.x ?? 0, 15))
      #expect(box.layer.animationKeys() == ["position"])
      host.frame(at: 1.0)
      #expect(isClose(box.layer.presentation().position.x, 55))
    }

    @Test func idleApplicationNeedsNoFrame() {
      let host = TestHost()
      #expect(host.app.needsFrame)
      host.frame()
      #expect(!host.app.needsFrame)
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      host.window.addSubview(view)
      #expect(host.app.needsFrame)
      host.frame()
      #expect(!host.app.needsFrame)
      View.animate(withDuration: 0.1) { view.alpha = 0 }
      host.frame()
      #expect(host.app.needsFrame)
      host.advance(by: 0.2)
      host.frame()
      #expect(!host.app.needsFrame)
      host.app.scheduler.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in }
      #expect(host.app.nextTimerDeadline == host.now + 2)
    }

    @Test func badFrameTimesAreSanitized() {
      let host = TestHost(start: 1)
      host.frame(at: 1)
      var rendered = 0
      host.onRender = { _ in rendered += 1 }
      let (_, nanWarnings) = withWarningsCaptured { host.frame(at: .nan) }
      #expect(nanWarnings.count == 1)
      #expect(nanWarnings.allSatisfy { $0.contains("advance(to: nan): time is not finite") })
      #expect(rendered == 0)
      let (_, backWarnings) = withWarningsCaptured { host.frame(at: 0.5) }
      #expect(backWarnings.count == 1)
      #expect(
        backWarnings.allSatisfy { $0.contains("advance(to: 0.5) goes back in time; using 1.0") })
      #expect(rendered == 1)
      #expect(host.app.lastFrameTime == 1)
    }
  }
}

extension UI {
  @Suite @MainActor struct FrameRateIndependenceTests {
    /// The box's x at 1 s when a timer at 0.51 s and a tap at 0.013 s
    /// start linear 1 s animations, at a given frame rate.
    func positions(fps: Double) -> (timer: Double, tap: Double) {
      let host = TestHost()
      host.frameInterval = 1 / fps
      let timerBox = View(frame: Rect(x: -5, y: -5, width: 10, height: 10))
      final class TapBox: View {
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
          View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            self.center = Point(x: 100, y: 300)
          }
        }
      }
      let tapBox = TapBox(frame: Rect(x: 0, y: 0, width: 200, height: 400))
      host.window.addSubview(tapBox)
      host.window.addSubview(timerBox)
      host.frame()
      host.app.scheduler.scheduledTimer(withTimeInterval: 0.51, repeats: false) { _ in
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
          timerBox.center = Point(x: 100, y: 0)
        }
      }
      host.app.enqueue(
        InputEvent(kind: .touchBegan, location: Point(x: 50, y: 300), timestamp: 0.013))
      host.advance(by: 1)
      return (timerBox.layer.presentation().position.x, tapBox.layer.presentation().position.y)
    }

    @Test func animationsStartAtTheirEventsTime() {
      let slow = positions(fps: 30)
      let fast = positions(fps: 144)
      #expect(isClose(slow.timer, 49, tolerance: 1e-9))
      #expect(isClose(fast.timer, 49, tolerance: 1e-9))
      #expect(isClose(slow.tap, 298.7, tolerance: 1e-9))
      #expect(isClose(fast.tap, 298.7, tolerance: 1e-9))
    }
  }
}
