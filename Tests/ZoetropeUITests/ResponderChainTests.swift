import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct ResponderChainTests {
    @Test func chainRunsThroughControllerWindowAndApplication() {
      let controller = ViewController()
      let host = TestHost(root: controller)
      let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      controller.view.addSubview(child)
      #expect(child.next === controller.view)
      #expect(controller.view.next === controller)
      #expect(controller.next === host.window)
      #expect(host.window.next === host.app)
      #expect(host.app.next == nil)
    }

    @Test func unhandledTouchesBubbleUp() {
      final class Catcher: ViewController {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
          log.append("controller began")
        }
      }
      let controller = Catcher()
      let host = TestHost(root: controller)
      let view = RecordingView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      view.name = "leaf"
      controller.view.addSubview(view)
      host.tap(at: Point(x: 10, y: 10))
      #expect(view.log == ["began leaf", "ended leaf"])
      #expect(controller.log == ["controller began"])
    }

    @Test func touchesStayWithTheViewTheyBeganIn() {
      let host = TestHost()
      let left = RecordingView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      let right = RecordingView(frame: Rect(x: 100, y: 0, width: 50, height: 50))
      left.name = "left"
      right.name = "right"
      host.window.addSubview(left)
      host.window.addSubview(right)
      host.drag(from: Point(x: 10, y: 10), to: Point(x: 120, y: 10), steps: 2)
      #expect(left.log == ["began left", "moved left", "moved left", "ended left"])
      #expect(right.log.isEmpty)
    }

    @Test func touchLocationsAndTapCount() {
      final class Probe: View {
        var locations: [Point] = []
        var previous: [Point] = []
        var tapCounts: [Int] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
          record(touches)
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
          record(touches)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
          record(touches)
          if let touch = touches.first { tapCounts.append(touch.tapCount) }
        }
        func record(_ touches: Set<Touch>) {
          guard let touch = touches.first else { return }
          locations.append(touch.location(in: self))
          previous.append(touch.previousLocation(in: self))
        }
      }
      let host = TestHost()
      let probe = Probe(frame: Rect(x: 100, y: 100, width: 100, height: 100))
      host.window.addSubview(probe)
      host.drag(from: Point(x: 110, y: 120), to: Point(x: 130, y: 120), steps: 1)
      #expect(probe.locations == [Point(x: 10, y: 20), Point(x: 30, y: 20), Point(x: 30, y: 20)])
      #expect(probe.previous == [Point(x: 10, y: 20), Point(x: 10, y: 20), Point(x: 30, y: 20)])
      host.advance(by: 1)
      host.tap(at: Point(x: 150, y: 150))
      host.advance(by: 0.1)
      host.tap(at: Point(x: 152, y: 151))
      host.advance(by: 0.5)
      host.tap(at: Point(x: 152, y: 151))
      #expect(probe.tapCounts == [1, 1, 2, 1])
    }

    @Test func badInputIsDroppedOrDeferred() {
      let host = TestHost()
      let view = RecordingView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      host.window.addSubview(view)
      let (_, warnings) = withWarningsCaptured {
        host.app.enqueue(
          InputEvent(kind: .touchBegan, location: Point(x: .nan, y: 1), timestamp: 0))
        host.app.enqueue(
          InputEvent(kind: .touchBegan, location: Point(x: 1, y: 1), timestamp: .nan))
      }
      #expect(warnings.count == 2)
      #expect(warnings.first?.contains("Input event at (nan, 1.0) is not finite; dropped") == true)
      #expect(warnings.last?.contains("Input event timestamp is NaN") == true)
      host.app.enqueue(
        InputEvent(kind: .touchEnded, location: Point(x: 1, y: 1), timestamp: 10))
      host.frame()
      #expect(view.log == ["began "])
      #expect(host.app.needsFrame)
      host.advance(by: 10)
      #expect(view.log == ["began ", "ended "])
    }
  }
}
