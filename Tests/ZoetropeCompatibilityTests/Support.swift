import Testing
import ZoetropeCompatibility
import ZoetropeTesting

/// The parent of every ZoetropeCompatibility suite: each test gets its own
/// layer context, so their applications and transactions never meet.
@Suite(.isolatedLayerContext)
enum Compatibility {}

/// An application on a manual clock with one window holding `view`,
/// driven frame by frame at 60 Hz.
@MainActor
final class Stage {
  let clock = ManualClock()
  let app: Application
  let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600))

  init(_ view: View) {
    app = Application(clock: clock, random: .seeded(1))
    window.makeKeyAndVisible()
    window.addSubview(view)
    frame(at: 0)
  }

  /// The time of the last frame.
  var now: Double { app.scheduler.now }

  /// Runs one frame at `time`.
  func frame(at time: Double) {
    app.advance(to: time) { _ in }
  }

  /// Runs frames of 1/60 s up to `time`, ending exactly there.
  func advance(to time: Double) {
    var next = now + 1.0 / 60
    while next < time - 1e-9 {
      frame(at: next)
      next += 1.0 / 60
    }
    frame(at: time)
  }
}

/// Core Animation's cubic Bézier timing curve through (0, 0), `p1`, `p2`
/// and (1, 1), solved here by bisection, apart from Zoetrope's solver.
///
/// - Parameters:
///   - x: The input progress, in 0…1.
///   - p1: The first control point.
///   - p2: The second control point.
/// - Returns: The output progress.
func bezier(_ x: Double, _ p1: (Double, Double), _ p2: (Double, Double)) -> Double {
  func curve(_ s: Double, _ a: Double, _ b: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<100 {
    let middle = (low + high) / 2
    if curve(middle, p1.0, p2.0) < x { low = middle } else { high = middle }
  }
  return curve((low + high) / 2, p1.1, p2.1)
}
