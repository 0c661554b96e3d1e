import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// The application's input queue: a heap, in time order, first in first
  /// out among equal timestamps.
  @Suite @MainActor struct InputQueueTests {
    /// Touches queued out of order are delivered in timestamp order, and
    /// equal timestamps in the order they were queued.
    @Test func deliversInTimestampOrderThenQueueOrder() {
      let host = TestHost()
      final class Probe: View {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
          log.append("began \(touches.first.map { Int($0.location(in: self).x) } ?? -1)")
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
          log.append("ended \(touches.first.map { Int($0.location(in: self).x) } ?? -1)")
        }
      }
      let probe = Probe(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      host.window.addSubview(probe)
      host.frame()
      host.app.enqueue(InputEvent(kind: .touchEnded, location: Point(x: 2, y: 1), timestamp: 0.02))
      host.app.enqueue(InputEvent(kind: .touchBegan, location: Point(x: 1, y: 1), timestamp: 0.01))
      host.app.enqueue(InputEvent(kind: .touchBegan, location: Point(x: 3, y: 1), timestamp: 0.03))
      host.app.enqueue(InputEvent(kind: .touchEnded, location: Point(x: 4, y: 1), timestamp: 0.03))
      #expect(host.app.nextInputTimestamp == 0.01)
      host.frame(at: 0.05)
      #expect(probe.log == ["began 1", "ended 2", "began 3", "ended 4"])
      #expect(host.app.pendingInput.isEmpty)
    }

    /// 100 000 events at one timestamp: each queued in O(1), delivered in
    /// one frame, in order (the queue once scanned a sorted array on every
    /// insert, so this took minutes).
    @Test func hundredThousandEventsAtOneTime() {
      let host = TestHost()
      host.frame()
      for index in 0..<50_000 {
        let point = Point(x: Double(index % 100), y: 1)
        host.app.enqueue(InputEvent(kind: .touchBegan, location: point, timestamp: 0.01))
        host.app.enqueue(InputEvent(kind: .touchEnded, location: point, timestamp: 0.01))
      }
      #expect(host.app.pendingInput.count == 100_000)
      #expect(host.app.pendingInput.comparisons <= 100_000)
      host.frame(at: 0.02)
      #expect(host.app.pendingInput.isEmpty)
    }
  }
}
