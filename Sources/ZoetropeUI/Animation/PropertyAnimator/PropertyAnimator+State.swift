import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// The state machine behind the public controls.
extension PropertyAnimator {
  /// Makes an inactive animator active and paused at its fraction: runs
  /// the animations waiting for the start.
  func activate() {
    state = .active
    clock.isRunning = false
    clock.anchorTime = now
    let pending = pendingAnimations
    pendingAnimations.removeAll()
    for (animations, factor) in pending {
      run(animations, from: clock.fraction + factor * (1 - clock.fraction))
    }
  }

  /// Starts or resumes, after a delay (only from inactive).
  func start(afterDelay seconds: Double) {
    guard state != .stopped else { return refuse("startAnimation", "the animator is stopped") }
    if state == .active, clock.isRunning { return }
    let time = now
    if state == .inactive {
      delay = seconds
      activate()
    }
    clock.rebase(at: time)
    if isScrubbedLinearly {
      let remaining = abs(clock.destination - clock.fraction)
      rebuild(timing: currentTiming, seconds: runSeconds * remaining)
    }
    clock.anchorTime = time + seconds
    clock.isRunning = true
    applyClock()
    scheduleTimers()
  }

  /// Scrubs a paused animator (or pauses an inactive one first).
  func setFractionComplete(_ value: Double) {
    guard !value.isNaN else {
      return refuse("fractionComplete = nan", "it is not a number")
    }
    guard state != .stopped else {
      return refuse("fractionComplete", "the animator is stopped")
    }
    guard !isRunning else {
      return refuse("fractionComplete", "the animator is running; pause it first")
    }
    guard interruptibleOrRefuse("fractionComplete") else { return }
    let fraction = Self.unitFraction(value, for: "PropertyAnimator.fractionComplete")
    if state == .inactive { activate() }
    clock.fraction = fraction
    clock.anchorTime = now
    isScrubbedLinearly = scrubsLinearly
    applyClock()
  }

  /// Turns the animations round (or sets the direction for the start).
  func setReversed(_ reversed: Bool) {
    guard reversed != clock.isReversed else { return }
    guard state != .stopped else { return refuse("isReversed", "the animator is stopped") }
    guard state == .inactive || interruptibleOrRefuse("isReversed") else { return }
    let time = now
    clock.rebase(at: time)
    clock.isReversed = reversed
    guard state == .active else { return }
    if isRebased {
      let remaining = abs(clock.destination - clock.fraction)
      rebuild(timing: currentTiming, seconds: runSeconds * remaining)
    }
    applyClock()
    if clock.isRunning { scheduleTimers() }
  }

  /// Schedules the timers of a running animator: the delayed begin, and
  /// the end.
  func scheduleTimers() {
    cancelTimers()
    guard state == .active, clock.isRunning, let scheduler = Application.current?.scheduler else {
      return
    }
    if clock.anchorTime > now {
      beginTimer = scheduler.scheduledTimer(
        fireAt: clock.anchorTime, withTimeInterval: 1, repeats: false
      ) { [self] _ in
        beginTimer = nil
        applyClock()
      }
    }
    endTimer = scheduler.scheduledTimer(
      fireAt: clock.endTime, withTimeInterval: 1, repeats: false
    ) { [self] _ in
      endTimer = nil
      reachedEnd()
    }
  }

  /// Invalidates the timers.
  func cancelTimers() {
    beginTimer?.invalidate()
    beginTimer = nil
    endTimer?.invalidate()
    endTimer = nil
  }

  /// The running fraction reached its destination: pause there with
  /// ``pausesOnCompletion``, otherwise complete after this frame.
  func reachedEnd() {
    guard state == .active, clock.isRunning else { return }
    let position: ViewAnimatingPosition = clock.isReversed ? .start : .end
    clock.fraction = clock.destination
    clock.anchorTime = now
    clock.isRunning = false
    applyClock()
    guard !pausesOnCompletion else { return }
    AnimationCompletions.enqueue { [self] in
      guard state == .active, !clock.isRunning, clock.fraction == clock.destination else { return }
      removeTracks(settlingAt: position == .start ? .start : nil)
      complete(at: position)
    }
  }

  /// Becomes inactive and runs the completion handlers.
  func complete(at position: ViewAnimatingPosition) {
    let handlers = completions
    reset()
    for handler in handlers { handler(position) }
  }

  /// Back to a fresh inactive state: no animations, no completions.
  func reset() {
    cancelTimers()
    for track in tracks { track.remove() }
    tracks.removeAll()
    records.removeAll()
    pendingAnimations.removeAll()
    completions.removeAll()
    state = .inactive
    isScrubbedLinearly = false
    isRebased = false
    currentTiming = timingParameters
    clock = AnimatorClock(
      secondsPerFraction: Self.secondsPerFraction(runDuration(for: timingParameters)))
  }

  /// Refuses an illegal call with a warning (UIKit raises an exception).
  func refuse(_ call: String, _ reason: String) {
    zoetropeWarning("PropertyAnimator.\(call) refused: \(reason)")
  }

  /// Whether the animator is interruptible; refuses the call otherwise.
  func interruptibleOrRefuse(_ call: String) -> Bool {
    if interruptible { return true }
    refuse(call, "the animator is not interruptible")
    return false
  }

  /// A value clamped to 0...1, NaN to 0, with a warning when it changed.
  static func unitFraction(_ value: Double, for name: String) -> Double {
    if value >= 0, value <= 1 { return value }
    let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
    zoetropeWarning("\(name) \(value) is outside 0...1; using \(clamped)")
    return clamped
  }
}
