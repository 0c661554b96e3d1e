import Testing
import ZoetropeTesting

@testable import ZoetropeUI

extension UI {
  /// Taps, long presses and swipes from scripts, and the failure
  /// requirements between them.
  @Suite @MainActor struct DiscreteGestureScriptTests {
    /// A tap that waits for a long press to fail, on one view: a short
    /// press is a tap, a long one a long press, never both.
    @Test(arguments: [
      ("0.5 tap \"Card\"", 1, 0), ("0.5 press \"Card\" for 0.2", 1, 0),
      ("0.5 press \"Card\" for 0.8", 0, 1), ("0.5 press \"Card\" for 0.5", 0, 1),
    ])
    func tapOrLongPress(script: String, taps: Int, presses: Int) throws {
      let stage = GestureStage(fps: 7)
      let tap = TapGestureRecognizer()
      let press = LongPressGestureRecognizer()
      tap.require(toFail: press)
      let tapLog = GestureLog()
      let pressLog = GestureLog()
      tapLog.watch(tap)
      pressLog.watch(press)
      stage.card.addGestureRecognizer(tap)
      stage.card.addGestureRecognizer(press)
      try stage.run(script)
      #expect(tapLog.states == Array(repeating: .recognized, count: taps))
      #expect(pressLog.states.filter { $0 == .began }.count == presses)
      if presses > 0 {
        #expect(pressLog.states == [.began, .ended])
        // On the application clock, at exactly the press duration, though
        // no frame runs then at 7 frames per second.
        #expect(pressLog.entries.first?.time == 1.0)
        #expect(pressLog.entries.first?.location == Point(x: 160, y: 300))
      }
      if taps > 0 {
        #expect(tapLog.entries.first?.touches == 1)
        #expect(tapLog.entries.first?.location == Point(x: 160, y: 300))
      }
    }

    /// A long press moved beyond its allowable movement fails; moves after
    /// it began are changes.
    @Test func longPressMovement() throws {
      let stage = GestureStage()
      let press = LongPressGestureRecognizer()
      let log = GestureLog()
      log.watch(press)
      stage.card.addGestureRecognizer(press)
      try stage.run("0.5 down 100,300; 0.7 move 115,300; 1.5 up 115,300")
      #expect(log.entries.isEmpty)
      try stage.run("2 down 100,300; 2.2 move 108,300; 2.8 move 160,300; 3 up 160,300")
      #expect(log.states == [.began, .changed, .ended])
      #expect(log.entries[0].time == 2.5)
    }

    /// The taps of a double tap must land together: two quick taps 40
    /// points apart are no double tap (their touches' `tapCount`s are 1
    /// and 1); 8 points apart they are one.
    @Test(arguments: [(140.0, false), (108.0, true)])
    func aDoubleTapsTapsLandTogether(secondX: Double, recognizes: Bool) throws {
      let stage = GestureStage(fps: 30)
      let double = TapGestureRecognizer()
      double.numberOfTapsRequired = 2
      let log = GestureLog()
      log.watch(double)
      stage.card.addGestureRecognizer(double)
      try stage.run(
        "0.5 down 100,300; 0.55 up 100,300; 0.7 down \(secondX),300; 0.75 up \(secondX),300")
      #expect(log.states == (recognizes ? [.recognized] : []))
    }

    /// A single tap that waits for a double tap: one tap is a single tap
    /// (recognized when the double tap gives up, 0.35 s later), two quick
    /// taps a double tap, two slow taps two single taps.
    @Test(arguments: [
      ("0.5 tap \"Card\"", [0.85], 0), ("0.5 tap \"Card\"; 0.7 tap \"Card\"", [], 1),
      ("0.5 tap \"Card\"; 1.0 tap \"Card\"", [0.85, 1.35], 0),
    ])
    func singleTapWaitsForDoubleTap(script: String, singles: [Double], doubles: Int) throws {
      let stage = GestureStage(fps: 30)
      let single = TapGestureRecognizer()
      let double = TapGestureRecognizer()
      double.numberOfTapsRequired = 2
      single.require(toFail: double)
      let singleLog = GestureLog()
      let doubleLog = GestureLog()
      singleLog.watch(single)
      doubleLog.watch(double)
      stage.card.addGestureRecognizer(single)
      stage.card.addGestureRecognizer(double)
      try stage.run(script)
      #expect(singleLog.entries.map(\.time).map { ($0 * 1000).rounded() / 1000 } == singles)
      #expect(doubleLog.states == Array(repeating: .recognized, count: doubles))
    }

    /// Each direction of a swipe; a recognizer for one direction fails on
    /// the others; a slow stroke is no swipe.
    @Test(arguments: [
      ("160,300 -> 280,300", SwipeGestureRecognizer.Direction.right),
      ("160,300 -> 40,300", .left), ("160,300 -> 160,210", .up), ("160,300 -> 170,390", .down),
    ])
    func swipeDirections(path: String, expected: SwipeGestureRecognizer.Direction) throws {
      let stage = GestureStage()
      let any = SwipeGestureRecognizer()
      any.direction = [.left, .right, .up, .down]
      let only = SwipeGestureRecognizer()
      only.direction = expected == .right ? .left : .right
      let delegate = Simultaneous()
      any.delegate = delegate
      var seen: [SwipeGestureRecognizer.Direction] = []
      any.addAction { swipe in seen.append(swipe.recognizedDirection) }
      let onlyLog = GestureLog()
      onlyLog.watch(only)
      stage.card.addGestureRecognizer(any)
      stage.card.addGestureRecognizer(only)
      try stage.run("0.5 drag \(path) over 0.15")
      #expect(seen == [expected])
      #expect(onlyLog.entries.isEmpty)
      try stage.run("2 drag \(path) over 2")
      #expect(seen == [expected], "too slow for a swipe")
    }

    /// A pan over a button: once the pan begins, the button's tracking is
    /// cancelled (touch-cancel, no touch-up-inside); without
    /// `cancelsTouchesInView` the button finishes its touch.
    @Test(arguments: [true, false])
    func panCancelsAButtonsTracking(cancels: Bool) throws {
      let stage = GestureStage()
      let button = Button(title: "OK")
      button.frame = Rect(x: 40, y: 20, width: 200, height: 60)
      stage.card.addSubview(button)
      var events: [String] = []
      button.addAction(for: .touchDown) { _ in events.append("down") }
      button.addAction(for: .touchCancel) { _ in events.append("cancel") }
      button.addAction(for: .touchUpInside) { _ in events.append("upInside") }
      let pan = PanGestureRecognizer()
      pan.cancelsTouchesInView = cancels
      let log = GestureLog()
      log.watch(pan) { _ in events.append("pan") }
      stage.card.addGestureRecognizer(pan)
      try stage.run("0.5 drag \"OK\" -> 200,250 over 0.3")
      #expect(log.states.first == .began && log.states.last == .ended)
      #expect(events.first == "down")
      if cancels {
        #expect(events.filter { $0 == "cancel" }.count == 1)
        #expect(!events.contains("upInside"))
        #expect(events.firstIndex(of: "cancel")! > events.firstIndex(of: "pan")!)
        #expect(!button.isHighlighted && !button.isTracking)
      } else {
        #expect(!events.contains("cancel"))
        #expect(events.last == "upInside")
      }
    }

    /// A single tap on a button inside a view with a tap recognizer goes to
    /// the button (UIKit's rule for controls); a double tap still reaches
    /// the recognizer.
    @Test func buttonTapWinsOverAnAncestorsTap() throws {
      let stage = GestureStage()
      let button = Button(title: "OK")
      button.frame = Rect(x: 40, y: 20, width: 200, height: 60)
      stage.card.addSubview(button)
      var pressed = 0
      button.addAction(for: .touchUpInside) { _ in pressed += 1 }
      let tap = TapGestureRecognizer()
      let tapLog = GestureLog()
      tapLog.watch(tap)
      stage.card.addGestureRecognizer(tap)
      try stage.run("0.5 tap \"OK\"; 1 tap 160,350")
      #expect(pressed == 1)
      #expect(tapLog.entries.count == 1, "the tap outside the button")
    }
  }
}

/// A delegate that lets every pair of recognizers recognize together.
@MainActor
final class Simultaneous: GestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    true
  }
}
