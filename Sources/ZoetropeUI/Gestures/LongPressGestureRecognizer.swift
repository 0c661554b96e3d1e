import ZoetropeGraphics

/// Recognizes a press held in place: UIKit's `UILongPressGestureRecognizer`.
///
/// A continuous gesture: it begins when ``numberOfTouchesRequired`` fingers
/// have been down for ``minimumPressDuration`` seconds without moving more
/// than ``allowableMovement`` points, changes whenever they move after that
/// (any distance), and ends when a finger lifts. It fails when the fingers
/// lift or move too far before the duration, or when more fingers touch
/// down.
///
/// ```swift
/// let press = LongPressGestureRecognizer { press in
///   if press.state == .began { showMenu(at: press.location(in: card)) }
/// }
/// card.addGestureRecognizer(press)
/// ```
///
/// The duration is timed on the application clock, so a headless run
/// begins the press at exactly the touch's timestamp plus the duration.
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the fingers must stay down, in seconds; 0.5 by default.
  ///
  /// Bad input: NaN, infinite or negative values become 0.5, with a warning.
  public var minimumPressDuration = 0.5 {
    didSet {
      guard !(minimumPressDuration.isFinite && minimumPressDuration >= 0) else { return }
      zoetropeWarning(
        "LongPressGestureRecognizer.minimumPressDuration \(minimumPressDuration) is not a"
          + " duration ≥ 0; using 0.5")
      minimumPressDuration = 0.5
    }
  }

  /// How far the fingers may move before the press begins, in points; 10
  /// by default.
  ///
  /// Bad input: NaN or negative values become 10, with a warning (infinity
  /// allows any movement).
  public var allowableMovement = 10.0 {
    didSet {
      guard allowableMovement.isNaN || allowableMovement < 0 else { return }
      zoetropeWarning(
        "LongPressGestureRecognizer.allowableMovement \(allowableMovement) is not a distance"
          + " ≥ 0; using 10")
      allowableMovement = 10
    }
  }

  /// How many fingers must press, ≥ 1; 1 by default.
  ///
  /// Bad input: values below 1 become 1, with a warning.
  public var numberOfTouchesRequired = 1 {
    didSet {
      numberOfTouchesRequired = TapGestureRecognizer.atLeastOne(
        numberOfTouchesRequired, "numberOfTouchesRequired")
    }
  }

  /// Where each finger touched down, in window points.
  private var startLocations: [ObjectIdentifier: Point] = [:]

  /// Starts timing once the required fingers are down; fails with more.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in touches {
      startLocations[ObjectIdentifier(touch)] = touch.locationInWindow
    }
    guard state == .possible else { return }
    if numberOfTouches > numberOfTouchesRequired {
      state = .failed
    } else if numberOfTouches == numberOfTouchesRequired, pendingState == nil {
      scheduleDeadline(at: event.timestamp + minimumPressDuration)
    }
  }

  /// Fails on a move beyond ``allowableMovement`` before the press began;
  /// after, reports the move.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if state.isActive {
      state = .changed
      return
    }
    guard state == .possible else { return }
    for touch in touches {
      guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
      let dx = touch.locationInWindow.x - start.x
      let dy = touch.locationInWindow.y - start.y
      if (dx * dx + dy * dy).squareRoot() > allowableMovement {
        cancelDeadline()
        state = .failed
        return
      }
    }
  }

  /// Ends a press that began; fails one that had not.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    cancelDeadline()
    if state.isActive {
      state = .ended
    } else if state == .possible {
      state = .failed
    }
  }

  /// The fingers stayed long enough: begins.
  override func deadlineReached() {
    guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
    state = .began
  }

  /// Forgets where the fingers started.
  open override func reset() {
    super.reset()
    startLocations = [:]
  }
}
