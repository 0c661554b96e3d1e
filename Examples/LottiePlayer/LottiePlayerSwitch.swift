import Zoetrope

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Lottie switch whose knob a pan drags: the animation's progress
/// follows the finger, and a release flings it on to on or off (the way
/// the knob was thrown, or the nearer end when it was let go slowly), at
/// the speed the finger had.
@MainActor
final class LottiePlayerSwitch {
  /// The switch's view.
  let view: LottieAnimationView
  /// The knob's travel in the view's points: a pan this long moves the
  /// progress from 0 to 1.
  let travel: Double
  /// The progress when the pan began.
  private var progressAtGrab = 0.0
  /// Where the last release sent the switch, and the speed it went at (the
  /// animation's speed factor).
  private(set) var lastFling: (target: Double, speed: Double)?

  /// Whether the switch is on (or going there).
  var isOn: Bool { (lastFling?.target ?? view.currentProgress) >= 0.5 }

  init(frame: Rect) {
    view = LottieAnimationView(
      animation: try? LottieAnimation(data: Data(LottiePlayerAnimations.toggle.utf8)))
    view.frame = frame
    view.accessibilityLabel = "Switch"
    // The comp is 120 × 60 with the knob going 50 across; aspect fit.
    let scale = min(frame.width / 120, frame.height / 60)
    travel = 50 * scale
    view.addGestureRecognizer(PanGestureRecognizer(target: self, action: LottiePlayerSwitch.pan))
  }

  /// Drags the progress with the finger; a release flings it.
  func pan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      view.pause()
      progressAtGrab = view.currentProgress
    case .changed:
      let progress = progressAtGrab + pan.translation(in: view).x / travel
      view.currentProgress = min(max(progress, 0), 1)
    case .ended, .cancelled:
      fling(velocity: pan.velocity(in: view).x)
    default:
      break
    }
  }

  /// Plays on to the end the velocity points at (the nearer end for a
  /// slow release), at the finger's speed: the animation's speed factor is
  /// the finger's speed over the speed the animation moves the knob at,
  /// kept within 0.5…4.
  ///
  /// - Parameter velocity: The finger's speed along x, in points a second.
  func fling(velocity: Double) {
    let progress = view.currentProgress
    let projected = progress + velocity * 0.15 / travel
    let target: Double = projected >= 0.5 ? 1 : 0
    let duration = view.animation?.duration ?? 0.5
    let knobSpeed = travel / max(duration, 0.01)
    let speed = velocity.isFinite ? min(max(abs(velocity) / knobSpeed, 0.5), 4) : 1
    lastFling = (target, speed)
    view.animationSpeed = speed
    view.play(fromProgress: progress, toProgress: target, loopMode: .playOnce)
  }
}
