import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// UIKit's UIViewAnimating and UIViewImplicitlyAnimating: adding animations
// and completions, starting, pausing, scrubbing, reversing, continuing,
// stopping and finishing.
extension PropertyAnimator {
  /// Adds changes to animate, starting with the others.
  ///
  /// Added to an inactive animator, they run when it starts; added to an
  /// active one, they start at once and run for the rest of its duration.
  /// Refused with a warning on a stopped animator.
  ///
  /// - Parameter animations: The changes.
  public func addAnimations(_ animations: @escaping @MainActor () -> Void) {
    addAnimations(animations, delayFactor: 0)
  }

  /// Adds changes to animate after a delay.
  ///
  /// The delay is `delayFactor` × the remaining duration (the whole
  /// duration for an inactive animator); the changes then animate over
  /// the rest of it.
  ///
  /// - Parameters:
  ///   - animations: The changes.
  ///   - delayFactor: The delay as a fraction of the remaining duration,
  ///     in 0...1; other values are clamped (NaN becomes 0) with a warning.
  public func addAnimations(
    _ animations: @escaping @MainActor () -> Void, delayFactor: Double
  ) {
    let factor = Self.unitFraction(delayFactor, for: "addAnimations delayFactor")
    switch state {
    case .stopped:
      refuse("addAnimations", "the animator is stopped")
    case .inactive:
      pendingAnimations.append((animations, factor))
    case .active:
      let fraction = clock.fraction(at: now)
      run(animations, from: fraction + factor * (1 - fraction))
    }
  }

  /// Adds a handler called once when the animations end, with where they
  /// ended; handlers run in the order added.
  ///
  /// They run after the frame showing the end (as block completions do),
  /// or from ``finishAnimation(at:)``. They do not run after
  /// ``stopAnimation(_:)`` with `true`, nor at the end when
  /// ``pausesOnCompletion`` is set.
  ///
  /// - Parameter completion: The handler.
  public func addCompletion(_ completion: @escaping @MainActor (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts (or resumes) the animations.
  ///
  /// An inactive animator becomes active and runs from the start; a paused
  /// one runs on from its fraction complete (after a linear scrub, from the
  /// values on screen with its timing over the remaining duration); a
  /// running one is unchanged. Refused with a warning on a stopped
  /// animator (UIKit raises).
  public func startAnimation() {
    start(afterDelay: 0)
  }

  /// Starts the animations of an inactive animator after a delay.
  ///
  /// Refused with a warning on an active or stopped animator (UIKit
  /// raises).
  ///
  /// - Parameter delay: Seconds to wait; NaN, infinite and negative values
  ///   become 0 with a warning.
  public func startAnimation(afterDelay delay: Double) {
    guard state == .inactive else {
      refuse("startAnimation(afterDelay:)", "the animator is not inactive")
      return
    }
    start(afterDelay: View.sanitizedDuration(delay, for: "PropertyAnimator delay"))
  }

  /// Pauses the animations where they are.
  ///
  /// An inactive animator becomes active and paused at the start.
  /// Refused with a warning on a stopped or non-interruptible animator.
  public func pauseAnimation() {
    guard state != .stopped else { return refuse("pauseAnimation", "the animator is stopped") }
    guard interruptibleOrRefuse("pauseAnimation") else { return }
    if state == .inactive { activate() }
    clock.rebase(at: now)
    clock.isRunning = false
    cancelTimers()
    applyClock()
  }

  /// How far the animations are, from 0 (start) to 1 (end).
  ///
  /// While running, the fraction of the duration elapsed (towards 0 when
  /// ``isReversed``). Setting it scrubs the paused animations: the views
  /// show their values at that fraction of the way with
  /// ``scrubsLinearly``, or at that fraction of the time (through the
  /// curve or spring) without. Setting it on an inactive animator makes it
  /// active and paused. Refused with a warning while running, on a
  /// stopped animator, or on a non-interruptible one; values outside
  /// 0...1 are clamped and NaN is ignored, with a warning.
  public var fractionComplete: Double {
    get { clock.fraction(at: now) }
    set { setFractionComplete(newValue) }
  }

  /// Whether the animations run backwards, towards their start.
  ///
  /// Set while running, the animations turn round where they are and
  /// return along the same path; at the start the completion handlers get
  /// ``ViewAnimatingPosition/start`` and the views keep their start
  /// values. Refused with a warning on a stopped or non-interruptible
  /// animator.
  public var isReversed: Bool {
    get { clock.isReversed }
    set { setReversed(newValue) }
  }

  /// Runs a paused (or running) animator on with new timing.
  ///
  /// The rest of the animations then lasts `durationFactor` × the
  /// duration × the fraction still to go (a spring given by mass,
  /// stiffness and damping lasts `durationFactor` × its settling
  /// duration). With new `parameters` the animations are rebuilt from the
  /// values on screen to their destination with that timing, and a
  /// spring's initial velocity applies; with `nil` they keep their timing
  /// and only the rate changes. Refused with a warning unless the
  /// animator is active.
  ///
  /// - Parameters:
  ///   - parameters: The new timing, or `nil` to keep the current one.
  ///   - durationFactor: The multiplier of the duration; NaN, infinite and
  ///     negative values become 1 with a warning; 0 ends at once.
  public func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: Double
  ) {
    guard state == .active else {
      return refuse("continueAnimation", "the animator is not active")
    }
    var factor = durationFactor
    if !(factor.isFinite && factor >= 0) {
      zoetropeWarning(
        "PropertyAnimator.continueAnimation durationFactor \(durationFactor) is not a finite,"
          + " non-negative number; using 1")
      factor = 1
    }
    let time = now
    clock.rebase(at: time)
    cancelTimers()
    let timing = parameters ?? currentTiming
    let remaining = abs(clock.destination - clock.fraction)
    var seconds = runDuration(for: timing) * factor * remaining
    if let spring = timing.springTimingParameters, !spring.usesAnimatorDuration {
      seconds = runDuration(for: timing) * factor
    }
    clock.secondsPerFraction =
      remaining > 0 ? Self.secondsPerFraction(seconds / remaining) : clock.secondsPerFraction
    if parameters != nil || isScrubbedLinearly {
      currentTiming = timing
      rebuild(timing: timing, seconds: seconds)
    }
    clock.isRunning = true
    applyClock()
    scheduleTimers()
  }

  /// Stops the animations where they are: the views keep the values on
  /// screen as their model values.
  ///
  /// With `true` the animator becomes inactive and no completion runs;
  /// with `false` it becomes stopped, and ``finishAnimation(at:)`` must
  /// end it. Refused with a warning unless active and interruptible.
  ///
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else {
      return refuse("stopAnimation", "the animator is not active")
    }
    guard interruptibleOrRefuse("stopAnimation") else { return }
    removeTracks(settlingAt: .current)
    cancelTimers()
    clock.rebase(at: now)
    clock.isRunning = false
    if withoutFinishing {
      reset()
    } else {
      state = .stopped
    }
  }

  /// Ends a stopped animator: sets the views to the values of a position
  /// and runs the completion handlers with it; the animator becomes
  /// inactive.
  ///
  /// Refused with a warning unless the animator is stopped (UIKit raises:
  /// "it is a programmer error to call this method at any time except
  /// after a call to the stopAnimation method" with `false`).
  ///
  /// - Parameter position: ``ViewAnimatingPosition/end`` or
  ///   ``ViewAnimatingPosition/start`` set the end or start values;
  ///   ``ViewAnimatingPosition/current`` leaves the values from the stop.
  public func finishAnimation(at position: ViewAnimatingPosition) {
    guard state == .stopped else {
      return refuse("finishAnimation(at:)", "the animator is not stopped")
    }
    if position != .current { removeTracks(settlingAt: position) }
    complete(at: position)
  }

  /// Makes, starts and returns an animator with a standard curve, as
  /// UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - delay: Seconds before the animations start.
  ///   - options: The curve is used; other options are ignored, as UIKit
  ///     ignores those that do not apply to animators.
  ///   - animations: The changes.
  ///   - completion: Called with the final position, or `nil`.
  /// - Returns: The running animator.
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (ViewAnimatingPosition) -> Void)? = nil
  ) -> PropertyAnimator {
    let animator = PropertyAnimator(
      duration: duration, curve: options.curve, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }
}
