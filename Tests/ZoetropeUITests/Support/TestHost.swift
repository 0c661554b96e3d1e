import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeUI

/// An application on a manual clock with one key window, driven frame by
/// frame like the headless host.
@MainActor
final class TestHost {
  let clock: ManualClock
  let app: Application
  let window: Window
  /// Every snapshot rendered, in order.
  private(set) var snapshots: [RenderSnapshot] = []
  /// Called from the render step of each frame.
  var onRender: ((RenderSnapshot) -> Void)?
  /// The frame interval used by `advance(by:)`.
  var frameInterval = 1.0 / 60

  init(
    size: Size = Size(width: 320, height: 480), root: ViewController? = nil, start: Double = 0
  ) {
    clock = ManualClock(now: start)
    app = Application(clock: clock, random: .seeded(1))
    window = Window(frame: Rect(origin: .zero, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
  }

  var now: Double { clock.now }

  /// Runs one frame at the current time (or at `time`).
  func frame(at time: Double? = nil) {
    app.advance(to: time ?? clock.now) { snapshot in
      snapshots.append(snapshot)
      onRender?(snapshot)
    }
  }

  /// Advances by `seconds` in frames of `frameInterval`, ending exactly at
  /// `now + seconds`.
  func advance(by seconds: Double) {
    let start = now
    let end = start + seconds
    var index = 1
    while start + Double(index) * frameInterval < end - 1e-9 {
      frame(at: start + Double(index) * frameInterval)
      index += 1
    }
    frame(at: end)
  }

  /// Taps a point in window coordinates: down now, up after `hold` seconds.
  func tap(at point: Point, hold: Double = 0.05) {
    app.enqueue(InputEvent(kind: .touchBegan, location: point, timestamp: now))
    app.enqueue(InputEvent(kind: .touchEnded, location: point, timestamp: now + hold))
    advance(by: hold)
  }

  /// Taps the centre of a view (in window coordinates).
  func tap(_ view: View, hold: Double = 0.05) {
    let bounds = view.bounds
    tap(at: view.convert(Point(x: bounds.midX, y: bounds.midY), to: nil), hold: hold)
  }

  /// Taps the first view with an accessibility label; returns whether one was found.
  @discardableResult
  func tap(label: String, hold: Double = 0.05) -> Bool {
    guard let view = window.firstView(where: { $0.accessibilityLabel == label }) else {
      return false
    }
    tap(view, hold: hold)
    return true
  }

  /// Drags from one point to another in `steps` moves, one per frame.
  func drag(from start: Point, to end: Point, steps: Int = 5) {
    app.enqueue(InputEvent(kind: .touchBegan, location: start, timestamp: now))
    frame()
    let count = max(steps, 1)
    for step in 1...count {
      let t = Double(step) / Double(count)
      let point = Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
      app.enqueue(InputEvent(kind: .touchMoved, location: point, timestamp: now + frameInterval))
      advance(by: frameInterval)
    }
    app.enqueue(InputEvent(kind: .touchEnded, location: end, timestamp: now + frameInterval))
    advance(by: frameInterval)
  }
}

/// Makes clocks for tests that build an application by hand.
enum ManualClockFactory {
  static func make(at time: Double = 0) -> ManualClock {
    ManualClock(now: time)
  }
}
