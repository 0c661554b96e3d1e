import ZoetropeTesting

@testable import ZoetropeUI

/// A headless host with one view labelled "Card" (20…300 × 200…400 by
/// default) for gesture tests, and a log of recognizers' actions.
@MainActor
final class GestureStage {
  let host: HeadlessHost
  let card: View

  init(
    fps: Double = 60, frame: Rect = Rect(x: 20, y: 200, width: 280, height: 200),
    label: String = "Card"
  ) {
    let card = View(frame: frame)
    card.accessibilityLabel = label
    self.card = card
    host = HeadlessHost(size: Size(width: 320, height: 480), fps: fps) {
      let controller = ViewController()
      controller.view.addSubview(card)
      return controller
    }
  }

  /// Runs a script and advances to its end plus `extra` seconds.
  func run(_ script: String, extra: Double = 0.5) throws {
    let parsed = try Script(parsing: script)
    host.run(parsed)
    host.advance(to: parsed.duration + extra)
  }
}

/// What a recognizer's action saw, one entry per call.
@MainActor
final class GestureLog {
  struct Entry {
    var state: GestureRecognizer.State
    var time: Double
    var location: Point
    var touches: Int
  }

  private(set) var entries: [Entry] = []

  /// The states, in order.
  var states: [GestureRecognizer.State] { entries.map(\.state) }

  /// Adds an action to a recognizer that appends an entry (and runs
  /// `also`, with the recognizer).
  func watch<Recognizer: GestureRecognizer>(
    _ recognizer: Recognizer, also: @escaping @MainActor (Recognizer) -> Void = { _ in }
  ) {
    recognizer.addAction { [unowned self] recognizer in
      entries.append(
        Entry(
          state: recognizer.state, time: recognizer.currentTime,
          location: recognizer.location(in: nil), touches: recognizer.numberOfTouches))
      also(recognizer)
    }
  }
}

/// Whether `value` is within `fraction` (relative) of `expected`.
func isClose(_ value: Double, to expected: Double, within fraction: Double) -> Bool {
  abs(value - expected) <= abs(expected) * fraction
}
