/// The timeline of a ``PropertyAnimator``: where its fraction complete
/// stands at any time, as a pure value.
///
/// The fraction is `fraction` at `anchorTime`; while running it moves at
/// one whole (0 → 1) per `secondsPerFraction` seconds, towards 0 when
/// reversed, and stops at 0 or 1. Before `anchorTime` (a start after a
/// delay) it holds. Times are seconds on the application clock.
struct AnimatorClock: Hashable {
  /// The fraction complete at ``anchorTime``, in 0...1.
  var fraction = 0.0
  /// The time ``fraction`` was taken at.
  var anchorTime = 0.0
  /// Whether the fraction moves.
  var isRunning = false
  /// Whether it moves towards 0.
  var isReversed = false
  /// Seconds for the fraction to run from 0 to 1 (> 0; a zero-duration
  /// animator uses the smallest positive number, so it ends at once).
  var secondsPerFraction: Double

  /// The direction the fraction moves in: 1, or −1 when reversed.
  var direction: Double { isReversed ? -1 : 1 }

  /// The fraction complete at a time, in 0...1.
  ///
  /// - Parameter time: A time at or after the last change of the clock.
  /// - Returns: The fraction.
  func fraction(at time: Double) -> Double {
    guard isRunning else { return fraction }
    let elapsed = max(time - anchorTime, 0)
    return min(max(fraction + direction * elapsed / secondsPerFraction, 0), 1)
  }

  /// The fraction the clock runs to: 0 when reversed, otherwise 1.
  var destination: Double { isReversed ? 0 : 1 }

  /// The time the running fraction reaches ``destination``.
  var endTime: Double {
    anchorTime + abs(destination - fraction) * secondsPerFraction
  }

  /// Moves the anchor to a time, keeping the fraction there (a start
  /// delay still pending is dropped).
  ///
  /// - Parameter time: The new anchor time.
  mutating func rebase(at time: Double) {
    fraction = fraction(at: time)
    anchorTime = time
  }
}
