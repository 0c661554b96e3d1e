import ZoetropeLayers

/// One layer animation a ``PropertyAnimator`` drives.
///
/// The animation's progress x (0 at its start, 1 at its end) maps onto
/// the animator's fraction complete f as `f = start + span · x`: an
/// animation added with a delay factor covers `start...1`, and one rebuilt
/// on the way back to the start covers `f₀...0` (a negative span).
@MainActor
struct AnimatorTrack {
  /// The layer it is attached to.
  let layer: Layer
  /// Its key there.
  let key: String
  /// The attached copy, to tell it from a later animation under the key.
  let animation: Animation
  /// Its duration in seconds (> 0).
  let duration: Double
  /// The fraction complete at its progress 0.
  let start: Double
  /// The change of the fraction complete from its progress 0 to 1 (≠ 0).
  let span: Double

  /// Whether the animation is still attached under its key.
  var isAttached: Bool {
    layer.animation(forKey: key) === animation
  }

  /// Removes the animation from its layer (if it is still the one there).
  func remove() {
    if isAttached { layer.removeAnimation(forKey: key) }
  }

  /// Sets the animation's clock for the animator's clock at a time.
  ///
  /// Running, its local time is `x·duration` now and moves at
  /// `direction · duration / (span · secondsPerFraction)` per second, so
  /// it tracks the fraction exactly (backwards when reversed). Paused, it
  /// has speed 0 and stands at `x·duration`, Core Animation's way to
  /// hold an animation still; at x ≥ 1 it is placed after its end
  /// instead (a time offset of a whole duration would wrap to 0).
  ///
  /// - Parameters:
  ///   - clock: The animator's clock.
  ///   - time: The time on the application clock.
  ///   - linear: Whether the progress skips the curve (linear scrubbing).
  func apply(_ clock: AnimatorClock, at time: Double, linear: Bool) {
    apply(clock, showing: time, at: time, linear: linear)
  }

  /// Sets the animation's clock so that at application time `now` it
  /// shows the animator's clock at `time`: running on from there when the
  /// two are the same time and the clock runs, else held still there (the
  /// inspector's scrub, with the application's time paused at `now`).
  ///
  /// - Parameters:
  ///   - clock: The animator's clock.
  ///   - time: The time whose fraction complete to show.
  ///   - now: The application's time the frame is at.
  ///   - linear: Whether the progress skips the curve (linear scrubbing).
  func apply(_ clock: AnimatorClock, showing time: Double, at now: Double, linear: Bool) {
    guard isAttached else { return }
    let localNow = layer.convertTime(now, from: nil)
    let x = (clock.fraction(at: time) - start) / span
    if time == now, clock.isRunning, time >= clock.anchorTime {
      let speed = clock.direction * duration / (span * clock.secondsPerFraction)
      layer.setAnimationClock(
        forKey: key, beginTime: localNow - x * duration / speed, speed: speed, timeOffset: 0,
        linearProgress: false)
    } else if x >= 1 {
      layer.setAnimationClock(
        forKey: key, beginTime: localNow - duration - 1, speed: 1, timeOffset: 0,
        linearProgress: linear)
    } else {
      layer.setAnimationClock(
        forKey: key, beginTime: localNow, speed: 0, timeOffset: max(x, 0) * duration,
        linearProgress: linear)
    }
  }
}
