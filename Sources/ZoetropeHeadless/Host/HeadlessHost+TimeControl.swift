import ZoetropeAnimation
import ZoetropeGraphics

// Slow motion, pause and frame stepping (`--slow-animations`, `--paused`;
// docs/INSPECTOR.md).
extension HeadlessHost {
  /// How the host's time maps to the application's: speed, pause, steps.
  ///
  /// Normal unless changed by the methods below.
  ///
  /// Frames still come at host times `k / fps`; each advances the
  /// application to the time this maps it to, so at 0.25× the frame at
  /// host time 4 s is the frame a normal run shows at 1 s (timers,
  /// display links, springs, emitters and animators included), and a
  /// recording of 4 s shows the first second in slow motion. Script
  /// commands are timed on the application's clock, so they slow down
  /// with it.
  public var timeControl: TimeControl { timeControlState }

  /// Runs the application's time at `speed` from now on (1 is normal).
  ///
  /// - Parameter speed: From ``/ZoetropeAnimation/TimeControl/minimumSpeed`` to
  ///   ``/ZoetropeAnimation/TimeControl/maximumSpeed``.
  /// - Throws: ``/ZoetropeAnimation/TimeControlError`` for another value (nothing changes).
  public func setAnimationSpeed(_ speed: Double) throws(TimeControlError) {
    try timeControlState.setSpeed(speed, atHostTime: time)
  }

  /// Stops the application's time now: later frames show the same
  /// picture (input is still delivered, at the paused time) until
  /// ``resumeAnimations()`` or ``stepAnimationFrame()``.
  public func pauseAnimations() {
    timeControlState.pause(atHostTime: time)
  }

  /// Lets the application's time run again from where it was paused.
  public func resumeAnimations() {
    openedInspector?.endScrub(atApplicationTime: animationTime)
    timeControlState.resume(atHostTime: time)
  }

  /// While paused, moves the application's time to the next frame.
  ///
  /// The next frame time is `k / fps` on its clock; the frame runs, so
  /// ``screenshot()`` shows exactly the frame a running app would have
  /// shown next. Does nothing while running, with a warning.
  public func stepAnimationFrame() {
    guard timeControlState.isPaused else {
      zoetropeWarning("HeadlessHost.stepAnimationFrame() steps only while paused; ignored")
      return
    }
    let next = (animationTime * fps + 1e-9).rounded(.down) + 1
    timeControlState.step(to: next / fps)
    frame(at: time)
  }
}
