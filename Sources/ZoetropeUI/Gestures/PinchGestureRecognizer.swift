import ZoetropeGraphics

/// Recognizes two fingers moving apart or together: UIKit's
/// `UIPinchGestureRecognizer`.
///
/// A continuous gesture: it begins when the distance between the two
/// fingers has changed by ``hysteresis`` points, changes whenever it
/// changes, and ends when both fingers have lifted. ``scale`` is the
/// distance now over the distance when both fingers were down (so the
/// hysteresis is part of it), ``velocity`` the rate of change of the
/// scale in scale factor per second.
///
/// ```swift
/// let pinch = PinchGestureRecognizer { pinch in
///   photo.transform = Transform(scaleX: pinch.scale, y: pinch.scale)
/// }
/// photo.addGestureRecognizer(pinch)
/// ```
///
/// The second finger reaches the recognizer even on a view without
/// ``View/isMultipleTouchEnabled`` (the view itself does not get it).
/// Fingers beyond two are ignored.
open class PinchGestureRecognizer: GestureRecognizer {
  /// How much the distance between the fingers must change before the
  /// pinch begins, in points: 5.
  public static let hysteresis = 5.0

  /// The distance between the fingers for a scale of 1, in window points.
  private var baseDistance: Double?
  /// The distance ratio measured from the touches.
  private var rawScale = 1.0
  /// Set by assigning ``scale``.
  private var scaleFactor = 1.0
  /// Samples of the raw scale, for the velocity.
  private var tracker = VelocityTracker()

  /// The scale of the pinch: the fingers' distance over their distance when
  /// both touched down; 1 before.
  ///
  /// Setting it makes the scale that value now; later changes multiply it
  /// (so `pinch.scale = 1` after applying it makes each change relative).
  ///
  /// Bad input: setting a negative or non-finite value is ignored with a
  /// warning.
  public var scale: Double {
    get { rawScale * scaleFactor }
    set {
      guard newValue.isFinite, newValue >= 0, rawScale > 0 else {
        zoetropeWarning("PinchGestureRecognizer.scale = \(newValue) is not a scale ≥ 0; ignored")
        return
      }
      scaleFactor = newValue / rawScale
    }
  }

  /// How fast the scale changes, in scale factor per second (negative when
  /// the fingers close): the least-squares slope over the last 0.1 s.
  public var velocity: Double {
    tracker.velocity.x * scaleFactor
  }

  /// Measures the fingers' distance once two are down.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    ignoreTouchesBeyondTwo(touches, with: event)
    rebase()
    if baseDistance != nil {
      tracker.add(time: event.timestamp, x: rawScale)
    }
  }

  /// Updates the scale; begins once the distance changed enough.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let (first, second) = firstTwoTouchLocations else { return }
    guard let base = baseDistance else {
      rebase()
      return
    }
    let distance = twoTouchGeometry(first, second).distance
    rawScale = distance / base
    tracker.add(time: event.timestamp, x: rawScale)
    if state.isActive {
      state = .changed
    } else if state == .possible, abs(distance - base) >= Self.hysteresis {
      state = .began
    }
  }

  /// Ends when the last finger lifts (fails if it had not begun); with one
  /// finger left the scale stays.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    endTwoFingerGesture(afterLifting: touches)
    if numberOfTouches - touches.count < 2 {
      baseDistance = nil
    }
  }

  /// Sets the base distance so the current scale carries on.
  private func rebase() {
    guard baseDistance == nil, let (first, second) = firstTwoTouchLocations else { return }
    let distance = twoTouchGeometry(first, second).distance
    guard distance > 1e-6, rawScale > 0 else { return }
    baseDistance = distance / rawScale
  }

  /// Returns the scale to 1.
  open override func reset() {
    super.reset()
    baseDistance = nil
    rawScale = 1
    scaleFactor = 1
    tracker.removeAll()
  }
}
