import ZoetropeLayers

// The inspector's scrub and replay through the animator's clock
// (docs/INSPECTOR.md): its animations show the fraction complete its
// clock had at the playhead, and run on from there with its end timer
// and completion moved along.
extension PropertyAnimator: AnimationClockDriver {
  /// Holds every animation at the fraction complete the clock gives for
  /// `time` (before the clock's last change: the fraction then).
  package func showState(atApplicationTime time: Double, now: Double) {
    guard state == .active else { return }
    for track in tracks {
      track.apply(clock, showing: time, at: now, linear: isScrubbedLinearly)
    }
  }

  /// Moves a running clock by `now − time` (its end timer with it) and
  /// sets the animations' clocks for `now`; a paused animator stays
  /// where it is.
  package func runOn(from time: Double, atApplicationTime now: Double) {
    guard state == .active, time.isFinite, now.isFinite else { return }
    if clock.isRunning { clock.anchorTime += now - time }
    for track in tracks { track.apply(clock, at: now, linear: isScrubbedLinearly) }
    if clock.isRunning { scheduleTimers() }
  }
}
