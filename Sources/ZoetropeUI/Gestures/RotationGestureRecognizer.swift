import ZoetropeGraphics

/// Recognizes two fingers turning around each other: UIKit's
/// `UIRotationGestureRecognizer`.
///
/// A continuous gesture: it begins when the fingers have turned far enough
/// that each moved about ``hysteresis`` points around their midpoint,
/// changes whenever the angle changes, and ends when both fingers have
/// lifted. ``rotation`` is the angle turned since both fingers were down,
/// in radians, positive clockwise on screen (as a rotation `Transform`);
/// it keeps counting past a half turn. ``velocity`` is in radians per
/// second.
///
/// ```swift
/// let rotate = RotationGestureRecognizer { rotate in
///   photo.transform = Transform(rotationAngle: rotate.rotation)
/// }
/// photo.addGestureRecognizer(rotate)
/// ```
open class RotationGestureRecognizer: GestureRecognizer {
  /// How far each finger must move around the midpoint before the rotation
  /// begins, in points: 5.
  public static let hysteresis = 5.0

  /// The angle of the line between the fingers at the last event.
  private var lastAngle: Double?
  /// The angle turned, measured from the touches, in radians.
  private var rawRotation = 0.0
  /// Set by assigning ``rotation``.
  private var rotationOffset = 0.0
  /// Samples of the raw rotation, for the velocity.
  private var tracker = VelocityTracker()

  /// The angle turned since both fingers touched down, in radians
  /// (positive clockwise); 0 before.
  ///
  /// Setting it makes the rotation that value now; later turns add to it.
  ///
  /// Bad input: setting a non-finite value is ignored with a warning.
  public var rotation: Double {
    get { rawRotation + rotationOffset }
    set {
      guard newValue.isFinite else {
        zoetropeWarning("RotationGestureRecognizer.rotation = \(newValue) is not finite; ignored")
        return
      }
      rotationOffset = newValue - rawRotation
    }
  }

  /// How fast the fingers turn, in radians per second: the least-squares
  /// slope over the last 0.1 s.
  public var velocity: Double {
    tracker.velocity.x
  }

  /// Notes the angle once two fingers are down.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    ignoreTouchesBeyondTwo(touches, with: event)
    guard lastAngle == nil, let (first, second) = firstTwoTouchLocations else { return }
    lastAngle = twoTouchGeometry(first, second).angle
    tracker.add(time: event.timestamp, x: rawRotation)
  }

  /// Adds the turn since the last event; begins once it is far enough.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let (first, second) = firstTwoTouchLocations else { return }
    let geometry = twoTouchGeometry(first, second)
    guard let previous = lastAngle else {
      lastAngle = geometry.angle
      return
    }
    var delta = geometry.angle - previous
    while delta > .pi { delta -= 2 * .pi }
    while delta <= -.pi { delta += 2 * .pi }
    rawRotation += delta
    lastAngle = geometry.angle
    tracker.add(time: event.timestamp, x: rawRotation)
    if state.isActive {
      state = .changed
    } else if state == .possible, abs(rawRotation) * geometry.distance / 2 >= Self.hysteresis {
      state = .began
    }
  }

  /// Ends when the last finger lifts (fails if it had not begun); with one
  /// finger left the rotation stays.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    endTwoFingerGesture(afterLifting: touches)
    if numberOfTouches - touches.count < 2 {
      lastAngle = nil
    }
  }

  /// Returns the rotation to 0.
  open override func reset() {
    super.reset()
    lastAngle = nil
    rawRotation = 0
    rotationOffset = 0
    tracker.removeAll()
  }
}
