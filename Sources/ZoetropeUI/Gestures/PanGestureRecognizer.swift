import ZoetropeGraphics

/// Recognizes fingers dragging across the screen: UIKit's
/// `UIPanGestureRecognizer`.
///
/// A continuous gesture: it begins when the centroid of the fingers has
/// moved ``hysteresis`` points from where they touched down (with between
/// ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers),
/// changes on every move after that, and ends when the fingers lift (or
/// fewer than the minimum stay down).
///
/// ``translation(in:)`` is the total movement since the fingers touched
/// down, including the hysteresis; ``velocity(in:)`` is estimated from the
/// movement of the last 0.1 s by a least-squares fit over the touches'
/// timestamps, so it does not depend on the input or frame rate:
///
/// ```swift
/// let pan = PanGestureRecognizer { pan in
///   let moved = pan.translation(in: card.superview)
///   card.center = Point(x: home.x + moved.x, y: home.y + moved.y)
///   if pan.state == .ended {
///     let speed = pan.velocity(in: card.superview)  // points per second
///     throwOrSnapBack(card, velocity: speed)
///   }
/// }
/// ```
///
/// When a finger joins or leaves, the translation carries on from where it
/// was instead of jumping to the new centroid.
open class PanGestureRecognizer: GestureRecognizer {
  /// How far the fingers must move before the pan begins, in points: 10,
  /// UIKit's touch slop.
  public static let hysteresis = 10.0

  /// The fewest fingers that pan, ≥ 1; 1 by default.
  ///
  /// Bad input: values below 1 become 1, with a warning.
  public var minimumNumberOfTouches = 1 {
    didSet {
      minimumNumberOfTouches = TapGestureRecognizer.atLeastOne(
        minimumNumberOfTouches, "minimumNumberOfTouches")
    }
  }

  /// The most fingers that pan, `Int.max` by default.
  ///
  /// Further fingers are ignored.
  ///
  /// Bad input: values below 1 become 1, with a warning.
  public var maximumNumberOfTouches = Int.max {
    didSet {
      maximumNumberOfTouches = TapGestureRecognizer.atLeastOne(
        maximumNumberOfTouches, "maximumNumberOfTouches")
    }
  }

  /// Where the fingers' centroid touched down, in window points.
  private var origin: Point?
  /// What keeps the translation continuous when fingers join or leave,
  /// in window points.
  private var centroidShift = Point.zero
  /// The centroid when the set of fingers last changed, for the shift.
  private var lastCentroid: Point?
  /// Added by ``setTranslation(_:in:)``, in window points.
  private var translationOffset = Point.zero
  /// Samples of the raw translation, for the velocity.
  private var tracker = VelocityTracker()

  /// The movement of the fingers since they touched down, in a view's
  /// coordinates (only the view's scale and rotation apply, not its
  /// position).
  ///
  /// - Parameter view: The view, or `nil` for window coordinates.
  /// - Returns: The translation in points; `.zero` before any touch.
  public func translation(in view: View?) -> Point {
    let raw = rawTranslation
    let total = Point(x: raw.x + translationOffset.x, y: raw.y + translationOffset.y)
    return convertVectorFromWindow(total, to: view)
  }

  /// Makes ``translation(in:)`` return `translation` now; later moves add
  /// to it.
  ///
  /// The common pattern of applying the translation and setting it back to
  /// zero on each change keeps working with ``velocity(in:)``, which
  /// follows the fingers, not the translation.
  ///
  /// Bad input: a non-finite translation is ignored with a warning.
  ///
  /// - Parameters:
  ///   - translation: The new translation, in `view`'s coordinates.
  ///   - view: The view, or `nil` for window coordinates.
  public func setTranslation(_ translation: Point, in view: View?) {
    guard translation.isFiniteValue,
      let inWindow = convertVectorToWindow(translation, from: view)
    else {
      zoetropeWarning(
        "PanGestureRecognizer.setTranslation(\(translation)) is not finite in the window; ignored")
      return
    }
    let raw = rawTranslation
    translationOffset = Point(x: inWindow.x - raw.x, y: inWindow.y - raw.y)
  }

  /// How fast the fingers move, in a view's coordinates, in points per
  /// second: the least-squares slope of their movement over the last 0.1 s.
  ///
  /// At ``GestureRecognizer/State/ended`` it is the velocity the fingers
  /// lifted with (zero when they stopped for 0.1 s before lifting).
  ///
  /// - Parameter view: The view, or `nil` for window coordinates.
  /// - Returns: The velocity; `.zero` before two samples.
  public func velocity(in view: View?) -> Point {
    let velocity = tracker.velocity
    return convertVectorFromWindow(Point(x: velocity.x, y: velocity.y), to: view)
  }

  /// The translation in window points, without the offset.
  private var rawTranslation: Point {
    guard let origin, let centroid = currentCentroid ?? lastCentroid else { return .zero }
    return Point(
      x: centroid.x + centroidShift.x - origin.x, y: centroid.y + centroidShift.y - origin.y)
  }

  /// Adds a sample of the fingers' movement at `time`.
  private func sample(at time: Double) {
    let raw = rawTranslation
    tracker.add(time: time, x: raw.x, y: raw.y)
  }

  /// Starts following the fingers; ignores fingers past the maximum.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in touches where numberOfTouches > maximumNumberOfTouches {
      ignore(touch, for: event)
    }
    guard let centroid = currentCentroid else { return }
    if origin == nil {
      origin = centroid
    } else if let before = lastCentroid {
      // A finger joined: keep the translation where it was.
      centroidShift = Point(
        x: centroidShift.x + before.x - centroid.x, y: centroidShift.y + before.y - centroid.y)
    }
    lastCentroid = centroid
    sample(at: event.timestamp)
  }

  /// Begins once the fingers moved far enough, then reports each move.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    lastCentroid = currentCentroid
    sample(at: event.timestamp)
    if state.isActive {
      state = .changed
      return
    }
    guard state == .possible,
      (minimumNumberOfTouches...maximumNumberOfTouches).contains(numberOfTouches)
    else { return }
    let raw = rawTranslation
    if (raw.x * raw.x + raw.y * raw.y).squareRoot() >= Self.hysteresis {
      state = .began
    }
  }

  /// Ends the pan when the fingers lift (or fewer than the minimum stay);
  /// fails one that had not begun.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    lastCentroid = currentCentroid
    sample(at: event.timestamp)
    let remaining = numberOfTouches - touches.count
    if remaining <= 0 || remaining < minimumNumberOfTouches {
      if state.isActive {
        state = .ended
      } else if state == .possible {
        state = .failed
      }
      return
    }
    // A finger left but the pan goes on: keep the translation continuous.
    let staying = activeTouches.filter { !touches.contains($0) }
    let count = Double(staying.count)
    let after = Point(
      x: staying.reduce(0) { $0 + $1.locationInWindow.x } / count,
      y: staying.reduce(0) { $0 + $1.locationInWindow.y } / count)
    if let before = lastCentroid {
      centroidShift = Point(
        x: centroidShift.x + before.x - after.x, y: centroidShift.y + before.y - after.y)
    }
    lastCentroid = after
  }

  /// Forgets the gesture's movement.
  open override func reset() {
    super.reset()
    origin = nil
    centroidShift = .zero
    lastCentroid = nil
    translationOffset = .zero
    tracker.removeAll()
  }
}
