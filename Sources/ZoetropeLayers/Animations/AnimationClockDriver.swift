/// Something that drives the clocks of attached animations itself, as a
/// property animator does: the inspector's scrub and replay ask it to
/// show a time and to run on, instead of setting those clocks directly
/// (docs/INSPECTOR.md).
///
/// A driver marks the animations it drives with
/// ``Animation/clockDriver``. Times are on the application's clock.
@MainActor
package protocol AnimationClockDriver: AnyObject {
  /// Shows the animations as they were (or will be) at `time` while the
  /// application's time stands still at `now`: each one paused there.
  ///
  /// - Parameters:
  ///   - time: The time to show.
  ///   - now: The application's (paused) time.
  func showState(atApplicationTime time: Double, now: Double)

  /// Lets the animations run on from where they were at `time`, when the
  /// application's time runs from `now`: the driver's own timeline moves
  /// by `now − time` (its end and completion too).
  ///
  /// - Parameters:
  ///   - time: The time the animations continue from.
  ///   - now: The application's time.
  func runOn(from time: Double, atApplicationTime now: Double)
}
