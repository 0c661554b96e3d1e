import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The two-finger geometry pinch and rotation share.
extension GestureRecognizer {
  /// The first two touches followed, in window points, or `nil` with fewer.
  var firstTwoTouchLocations: (Point, Point)? {
    guard activeTouches.count >= 2 else { return nil }
    return (activeTouches[0].locationInWindow, activeTouches[1].locationInWindow)
  }

  /// Ignores the touches of `touches` beyond the first two followed.
  func ignoreTouchesBeyondTwo(_ touches: Set<Touch>, with event: Event) {
    for touch in touches where activeTouches.count > 2 && activeTouches.last === touch {
      ignore(touch, for: event)
    }
  }

  /// Ends a two-finger gesture that has begun, or fails one that has not,
  /// when its last finger lifts.
  func endTwoFingerGesture(afterLifting touches: Set<Touch>) {
    guard numberOfTouches - touches.count <= 0 else { return }
    if state.isActive {
      state = .ended
    } else if state == .possible {
      state = .failed
    }
  }
}

/// The distance between two points, and the angle from the first to the
/// second (radians, clockwise on screen as y grows downward).
func twoTouchGeometry(_ first: Point, _ second: Point) -> (distance: Double, angle: Double) {
  let dx = second.x - first.x
  let dy = second.y - first.y
  return ((dx * dx + dy * dy).squareRoot(), atan2(dy, dx))
}
