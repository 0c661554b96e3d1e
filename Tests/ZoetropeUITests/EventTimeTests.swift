import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// Inside an event's handling the application's time is the event's, as
  /// `CACurrentMediaTime()` is inside a UIKit action, and the action can
  /// take the event (issue 33).
  @Suite @MainActor struct EventTimeTests {
    /// A button tapped at 0.5 s under 60 Hz frames: its action reads 0.5 s,
    /// not the previous frame's 0.4833 s, and gets the touch event.
    @Test func anActionReadsTheTapsTimeAndGetsTheEvent() {
      let host = TestHost()
      let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
      host.window.addSubview(button)
      var reads: [(now: Double, timestamp: Double?)] = []
      let scheduler = host.app.scheduler
      button.addAction(for: .touchUpInside) { _, event in
        reads.append((scheduler.now, event?.timestamp))
      }
      var plain: [Double] = []
      button.addAction(for: .touchUpInside) { _ in plain.append(scheduler.now) }
      host.frame(at: 0)
      let point = Point(x: 50, y: 20)
      host.app.enqueue(InputEvent(kind: .touchBegan, location: point, timestamp: 0.45))
      host.app.enqueue(InputEvent(kind: .touchEnded, location: point, timestamp: 0.5))
      for frame in 1...30 { host.frame(at: Double(frame) / 60) }
      #expect(reads.count == 1)
      #expect(reads.first?.now == 0.5, "\(reads)")
      #expect(reads.first?.timestamp == 0.5)
      #expect(plain == [0.5])
      // Between frames and in display links the time is the frame's again.
      #expect(scheduler.now == 0.5)
      // Sent by code, the action gets no event.
      button.sendActions(for: .touchUpInside)
      #expect(reads.count == 2 && reads[1].timestamp == nil)
    }

    /// Timers due before a touch fire first, each at its own deadline, so
    /// time never runs backwards; a timer due at the touch's time fires
    /// after it, in the frame's timer step.
    @Test func timersDueBeforeATouchFireFirstAtTheirDeadlines() {
      let host = TestHost()
      final class Probe: View {
        var onBegan: (() -> Void)?
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { onBegan?() }
      }
      let probe = Probe(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      host.window.addSubview(probe)
      host.frame(at: 0)
      let scheduler = host.app.scheduler
      var log: [String] = []
      probe.onBegan = { log.append("touch \(scheduler.now)") }
      scheduler.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
        log.append("early \(scheduler.now)")
      }
      scheduler.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
        log.append("same \(scheduler.now)")
      }
      scheduler.scheduledTimer(withTimeInterval: 0.35, repeats: false) { _ in
        log.append("late \(scheduler.now)")
      }
      host.app.enqueue(InputEvent(kind: .touchBegan, location: Point(x: 5, y: 5), timestamp: 0.3))
      host.frame(at: 0.4)
      #expect(log == ["early 0.25", "touch 0.3", "same 0.3", "late 0.35"])
      #expect(scheduler.now == 0.4)
    }
  }
}
