import ZoetropeGraphics

@testable import ZoetropeUI

/// A view that records the touch and layout calls it gets.
@MainActor
final class RecordingView: View {
  var log: [String] = []
  var layoutCount = 0
  var name = ""

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    log.append("began \(name)")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    log.append("moved \(name)")
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    log.append("ended \(name)")
  }

  override func layoutSubviews() {
    layoutCount += 1
  }
}

/// Whether two numbers agree within a tolerance.
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-6) -> Bool {
  abs(lhs - rhs) <= tolerance
}

/// Whether two points agree within a tolerance.
func isClose(_ lhs: Point, _ rhs: Point, tolerance: Double = 1e-6) -> Bool {
  isClose(lhs.x, rhs.x, tolerance: tolerance) && isClose(lhs.y, rhs.y, tolerance: tolerance)
}
