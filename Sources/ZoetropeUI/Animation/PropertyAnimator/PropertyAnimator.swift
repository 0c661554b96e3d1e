import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// An interruptible, scrubbable, reversible animation of view properties:
/// UIKit's `UIViewPropertyAnimator`.
///
/// The animator records the changes its animation blocks make, as
/// ``View/animate(withDuration:delay:options:animations:completion:)``
/// does, and drives the layer animations they become through the layer
/// time model, as Core Animation does for UIKit: while paused each has
/// speed 0 and a time offset at the animator's ``fractionComplete``;
/// while running, a begin time and a speed (negative when
/// ``isReversed``). Presentation values, hit testing and completion order
/// are those of block animations; `position`, `bounds` and `transform`
/// animate additively, so an animator started while another animation of
/// the same property runs adds onto it and keeps its velocity.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 0.6, curve: .easeInOut) {
///   card.center = expanded
/// }
/// animator.addCompletion { position in print(position) }  // .end
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.3  // scrub
/// animator.isReversed = true
/// animator.startAnimation()        // back to the start: .start
/// ```
///
/// States follow ``ViewAnimatingState``: ``ViewAnimatingState/inactive``
/// until started, paused or scrubbed; ``ViewAnimatingState/active`` while
/// running or paused; ``ViewAnimatingState/stopped`` after
/// ``stopAnimation(_:)`` with `false` until ``finishAnimation(at:)``.
///
/// Illegal calls, which raise an exception in UIKit, are refused here with
/// a warning and change nothing: starting, pausing, scrubbing, reversing,
/// continuing or adding animations to a stopped animator; stopping an
/// animator that is not active or is not interruptible (``isInterruptible``);
/// pausing, scrubbing or reversing one that is not interruptible;
/// ``finishAnimation(at:)`` on an animator that is not stopped; setting
/// ``isInterruptible`` on an active animator; ``startAnimation(afterDelay:)``
/// on an active one; setting ``fractionComplete`` while running. Bad
/// numbers (NaN, infinities, negative durations and delays, fractions or
/// delay factors outside 0...1) are clamped or replaced with a warning, as
/// each member says.
///
/// Changes made directly on a view's layer inside an animator's block
/// (`cornerRadius`, `borderWidth`, colours …) are driven like the view's
/// own, and so are the keyframe animations of a
/// ``View/animateKeyframes(withDuration:delay:options:animations:completion:)``
/// block opened there (it takes the animator's duration).
///
/// A running animator is kept alive until it completes. Keep a paused or
/// stopped one until you stop or finish it: released, its held animations
/// stay on the views (UIKit raises instead).
@MainActor
public final class PropertyAnimator {
  /// The duration given at creation, in seconds (≥ 0, finite).
  ///
  /// Springs given by mass, stiffness and damping last their own settling
  /// duration instead, as in UIKit.
  public let duration: Double

  /// The delay of the last ``startAnimation(afterDelay:)``, in seconds.
  public internal(set) var delay = 0.0

  /// The timing the animator was created with.
  public let timingParameters: any TimingCurveProvider

  /// The state: inactive, active or stopped.
  public internal(set) var state = ViewAnimatingState.inactive

  /// Whether a paused animator scrubbed with ``fractionComplete`` shows
  /// the values at that fraction of the way (linear), rather than at that
  /// fraction of the time (through the curve); `true` by default, as in
  /// UIKit.
  ///
  /// Pausing alone never moves the views: the linear mapping applies once
  /// ``fractionComplete`` is set while paused. When the animator then runs
  /// again, the rest of the animation starts from the scrubbed values
  /// with the animator's timing over the remaining duration.
  public var scrubsLinearly = true

  /// Whether the animator stays active and paused at the end of its
  /// animations instead of completing; `false` by default.
  ///
  /// When `true`, the completion handlers do not run at the end: the
  /// animator can be reversed or scrubbed again, and ends with
  /// ``stopAnimation(_:)``.
  public var pausesOnCompletion = false

  /// The closures waiting for the start, with their delay factors.
  var pendingAnimations: [(animations: @MainActor () -> Void, delayFactor: Double)] = []
  /// The completion handlers, in the order added.
  var completions: [@MainActor (ViewAnimatingPosition) -> Void] = []
  /// Every property change the animations made.
  var records: [any AnimatorRecording] = []
  /// The layer animations the animator drives.
  var tracks: [AnimatorTrack] = []
  /// The timeline of the fraction complete.
  var clock: AnimatorClock
  /// The timing of the running animations (changed by
  /// ``continueAnimation(withTimingParameters:durationFactor:)``).
  var currentTiming: any TimingCurveProvider
  /// Whether the tracks show the linear mapping of a scrub.
  var isScrubbedLinearly = false
  /// Whether the tracks were rebuilt from the values at some fraction, so
  /// they no longer cover the whole way from the start to the end.
  var isRebased = false
  /// Fires when a delayed start begins.
  var beginTimer: ScheduledTimer?
  /// Fires when the running fraction reaches its destination.
  var endTimer: ScheduledTimer?
  /// Whether the animator may be paused, stopped, scrubbed and reversed.
  var interruptible = true

  /// Creates an inactive animator with timing parameters.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds; NaN, infinite and negative
  ///     values become 0 with a warning. A zero-duration animator applies
  ///     its changes at once and completes at the next frame.
  ///   - parameters: The timing: a cubic curve or a spring.
  public init(duration: Double, timingParameters parameters: any TimingCurveProvider) {
    self.duration = View.sanitizedDuration(duration, for: "PropertyAnimator duration")
    timingParameters = parameters
    currentTiming = parameters
    clock = AnimatorClock(secondsPerFraction: 1)
    clock.secondsPerFraction = Self.secondsPerFraction(runDuration(for: parameters))
  }

  /// Creates an inactive animator with a standard curve.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds (see ``init(duration:timingParameters:)``).
  ///   - curve: The timing curve.
  ///   - animations: Changes to animate, or `nil` to add them later.
  public convenience init(
    duration: Double, curve: AnimationCurve, animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with a cubic Bézier curve.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - point1: The curve's first control point.
  ///   - point2: The curve's second control point.
  ///   - animations: Changes to animate, or `nil` to add them later.
  public convenience init(
    duration: Double, controlPoint1 point1: Point, controlPoint2 point2: Point,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with a spring fitted to the duration.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - ratio: The damping ratio (see ``SpringTimingParameters/init(dampingRatio:initialVelocity:)``).
  ///   - animations: Changes to animate, or `nil` to add them later.
  public convenience init(
    duration: Double, dampingRatio ratio: Double, animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Whether the animator is active and its fraction moves (also during
  /// the delay of ``startAnimation(afterDelay:)``).
  public var isRunning: Bool {
    state == .active && clock.isRunning
  }

  /// Whether the animator may be paused, stopped, scrubbed and reversed;
  /// `true` by default.
  ///
  /// A non-interruptible animator runs to its end once started. Setting
  /// this on an active animator is refused with a warning (UIKit raises).
  public var isInterruptible: Bool {
    get { interruptible }
    set {
      guard state != .active else {
        zoetropeWarning("PropertyAnimator.isInterruptible cannot change while active; ignored")
        return
      }
      interruptible = newValue
    }
  }

  /// The seconds the fraction takes to run from 0 to 1 with some timing:
  /// the animator's duration, or a spring's own settling duration.
  func runDuration(for parameters: any TimingCurveProvider) -> Double {
    if let spring = parameters.springTimingParameters, !spring.usesAnimatorDuration {
      return spring.spring(forDuration: duration).settlingDuration
    }
    return duration
  }

  /// A run duration usable as the clock's rate: at least the smallest
  /// positive number.
  static func secondsPerFraction(_ seconds: Double) -> Double {
    max(seconds, .leastNormalMagnitude)
  }

  /// The time "now" for the animator: the time animation blocks start at.
  var now: Double {
    Application.current?.animationBaseTime ?? 0
  }
}
