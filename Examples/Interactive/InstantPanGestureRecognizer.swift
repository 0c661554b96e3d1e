import Zoetrope

/// A pan that begins the moment a finger touches down, instead of after
/// it moves ``PanGestureRecognizer/hysteresis`` points.
///
/// A moving card must stop under the finger at once: with a plain pan it
/// would fly on for the first 10 points of the drag. This is the
/// `InstantPanGestureRecognizer` iOS developers write for the same reason
/// (UIKit has no such option either).
public final class InstantPanGestureRecognizer: PanGestureRecognizer {
  /// Follows the touches as a pan does, then begins at once.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: The event.
  public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    super.touchesBegan(touches, with: event)
    if state == .possible { state = .began }
  }
}
