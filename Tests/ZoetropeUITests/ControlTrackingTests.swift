import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// Control event sequences from scripted touches, with UIKit's 70-point slop.
  @Suite @MainActor struct ControlTrackingTests {
    let host = TestHost()
    let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 40))
    let log: EventLog

    init() {
      host.window.addSubview(button)
      log = EventLog(button)
      host.frame()
    }

    @Test func tapSendsDownUpInsideAndPrimaryAction() {
      host.tap(at: Point(x: 150, y: 120))
      #expect(log.names == ["down", "upInside", "primary"])
      #expect(!button.isHighlighted)
      #expect(!button.isTracking)
    }

    @Test func highlightedWhileTheTouchIsInsideTheSlop() {
      host.touch(.touchBegan, at: Point(x: 150, y: 120))
      #expect(button.isHighlighted)
      #expect(button.state == .highlighted)
      host.touch(.touchMoved, at: Point(x: 150, y: 200))  // 60 below: inside the slop
      #expect(button.isHighlighted)
      host.touch(.touchMoved, at: Point(x: 150, y: 211))  // 71 below: outside
      #expect(!button.isHighlighted)
      #expect(button.isTracking)
      host.touch(.touchEnded, at: Point(x: 150, y: 211))
      #expect(!button.isHighlighted)
      // UIKit sends touchDragOutside with touchDragExit on the crossing move.
      #expect(log.names == ["down", "dragInside", "dragOutside", "dragExit", "upOutside"])
    }

    @Test func dragOutAndBackInThenUpInside() {
      host.touch(.touchBegan, at: Point(x: 150, y: 120))
      host.touch(.touchMoved, at: Point(x: 160, y: 125))
      host.touch(.touchMoved, at: Point(x: 400, y: 125))  // right edge 200 + 70 = 270
      host.touch(.touchMoved, at: Point(x: 420, y: 125))
      host.touch(.touchMoved, at: Point(x: 260, y: 125))  // back inside the slop
      host.touch(.touchMoved, at: Point(x: 150, y: 125))
      host.touch(.touchEnded, at: Point(x: 150, y: 125))
      // Every move sends dragInside or dragOutside; a move across the edge
      // adds dragExit or dragEnter.
      #expect(
        log.names == [
          "down", "dragInside", "dragOutside", "dragExit", "dragOutside", "dragInside",
          "dragEnter", "dragInside", "upInside", "primary",
        ])
    }

    @Test func crossingMoveSendsBothEventsOnce() {
      var perMove: [[String]] = []
      host.touch(.touchBegan, at: Point(x: 150, y: 120))
      for x in [300.0, 150] {  // out across the right edge (270), then back in
        let before = log.names.count
        host.touch(.touchMoved, at: Point(x: x, y: 120))
        perMove.append(Array(log.names[before...]))
      }
      host.touch(.touchEnded, at: Point(x: 150, y: 120))
      #expect(perMove == [["dragOutside", "dragExit"], ["dragInside", "dragEnter"]])
    }

    @Test func continueTrackingFalseEndsTrackingWithoutMoreEvents() {
      final class Quitter: Control {
        var calls: [String] = []
        var movesAllowed = 1
        override func continueTracking(_ touch: Touch, with event: ZoetropeUI.Event?) -> Bool {
          calls.append("continue")
          movesAllowed -= 1
          return movesAllowed >= 0
        }
        override func endTracking(_ touch: Touch?, with event: ZoetropeUI.Event?) {
          calls.append("end")
        }
      }
      let quitter = Quitter(frame: Rect(x: 0, y: 300, width: 50, height: 50))
      host.window.addSubview(quitter)
      let events = EventLog(quitter)
      host.touch(.touchBegan, at: Point(x: 10, y: 310))
      host.touch(.touchMoved, at: Point(x: 12, y: 310))  // kept: dragInside
      host.touch(.touchMoved, at: Point(x: 200, y: 310))  // refused while crossing the edge
      #expect(!quitter.isTracking)
      #expect(!quitter.isHighlighted)
      host.touch(.touchMoved, at: Point(x: 300, y: 310))  // outside: nothing
      host.touch(.touchMoved, at: Point(x: 12, y: 310))  // back inside: nothing
      #expect(!quitter.isHighlighted)
      host.touch(.touchEnded, at: Point(x: 12, y: 310))  // no touch-up either
      #expect(events.names == ["down", "dragInside"])
      #expect(quitter.calls == ["continue", "continue"])
      #expect(!quitter.isTracking)
    }

    @Test func upWithinTheSlopCountsAsInside() {
      host.touch(.touchBegan, at: Point(x: 150, y: 120))
      host.touch(.touchEnded, at: Point(x: 30, y: 50))  // 70 left and 50 above: inside
      #expect(log.names == ["down", "upInside", "primary"])
    }

    @Test func upBeyondTheSlopIsOutside() {
      host.touch(.touchBegan, at: Point(x: 150, y: 120))
      host.touch(.touchEnded, at: Point(x: 29, y: 120))  // 71 left of the bounds
      #expect(log.names == ["down", "upOutside"])
    }

    @Test func cancelledTouchSendsTouchCancel() {
      host.touch(.touchBegan, at: Point(x: 150, y: 120))
      host.touch(.touchCancelled, at: Point(x: 150, y: 120))
      #expect(log.names == ["down", "cancel"])
      #expect(!button.isHighlighted)
    }

    @Test func secondQuickTapSendsTouchDownRepeat() {
      host.tap(at: Point(x: 150, y: 120))
      host.tap(at: Point(x: 150, y: 120))
      #expect(
        log.names == [
          "down", "upInside", "primary", "down", "downRepeat", "upInside", "primary",
        ])
    }

    @Test func disabledControlGetsNoTouchesAndTheyGoBehindIt() {
      let behind = RecordingView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      behind.name = "behind"
      host.window.insertSubview(behind, at: 0)
      button.isEnabled = false
      #expect(button.state == .disabled)
      host.tap(at: Point(x: 150, y: 120))
      #expect(log.names.isEmpty)
      #expect(behind.log == ["began behind", "ended behind"])
    }

    @Test func disablingWhileTrackingCancels() {
      host.touch(.touchBegan, at: Point(x: 150, y: 120))
      button.isEnabled = false
      host.touch(.touchEnded, at: Point(x: 150, y: 120))
      #expect(log.names == ["down", "cancel"])
    }

    @Test func onlyTheFirstTouchIsTracked() {
      host.touch(.touchBegan, at: Point(x: 150, y: 120), id: 1)
      host.touch(.touchBegan, at: Point(x: 160, y: 120), id: 2)
      host.touch(.touchEnded, at: Point(x: 160, y: 120), id: 2)
      host.touch(.touchEnded, at: Point(x: 150, y: 120), id: 1)
      #expect(log.names == ["down", "upInside", "primary"])
    }

    @Test func trackingHooksRunInOrder() {
      final class Probe: Control {
        var calls: [String] = []
        override func beginTracking(_ touch: Touch, with event: ZoetropeUI.Event?) -> Bool {
          calls.append("begin")
          return true
        }
        override func continueTracking(_ touch: Touch, with event: ZoetropeUI.Event?) -> Bool {
          calls.append("continue")
          return true
        }
        override func endTracking(_ touch: Touch?, with event: ZoetropeUI.Event?) {
          calls.append("end")
        }
      }
      let probe = Probe(frame: Rect(x: 0, y: 300, width: 50, height: 50))
      host.window.addSubview(probe)
      host.touch(.touchBegan, at: Point(x: 10, y: 310))
      host.touch(.touchMoved, at: Point(x: 12, y: 310))
      host.touch(.touchEnded, at: Point(x: 12, y: 310))
      #expect(probe.calls == ["begin", "continue", "end"])
    }

    @Test func refusedTrackingSendsOnlyTouchDown() {
      final class Refuser: Control {
        override func beginTracking(_ touch: Touch, with event: ZoetropeUI.Event?) -> Bool {
          false
        }
      }
      let refuser = Refuser(frame: Rect(x: 0, y: 300, width: 50, height: 50))
      host.window.addSubview(refuser)
      let events = EventLog(refuser)
      host.tap(at: Point(x: 10, y: 310))
      #expect(events.names == ["down"])
      #expect(!refuser.isHighlighted)
    }
  }
}
