// The grid arithmetic of a timer's deadlines: `gridStart + gridIndex × timeInterval`.
extension ScheduledTimer {
  /// Puts the timer on a grid that starts at `time`; its first deadline is one
  /// interval later.
  func startSchedule(at time: Double) {
    gridStart = time
    gridIndex = 1
    fireDate = time + timeInterval
  }

  /// Starts the grid so that the first deadline is `date`.
  func startSchedule(firstDeadline date: Double) {
    gridStart = date - timeInterval
    gridIndex = 1
    fireDate = date
  }

  /// Moves a repeating timer past `deadline`, the deadline it is firing at.
  ///
  /// Normally the next grid point. If `deadline` is more than `maximumCatchUp`
  /// before `target` (the time being advanced to), the missed grid points are
  /// skipped: the next deadline is the first grid point after `target`. The
  /// deadline always moves forward; if the grid can no longer resolve the interval
  /// at this magnitude of time, the grid restarts from the latest time.
  func reschedule(after deadline: Double, target: Double, maximumCatchUp: Double) {
    let isLate = target - deadline > maximumCatchUp
    var index = gridIndex + 1
    if isLate {
      index = max(index, ((target - gridStart) / timeInterval).rounded(.down) + 1)
    }
    var next = gridStart + index * timeInterval
    var corrections = 0
    while isLate, next <= target, corrections < 4 {
      index += 1
      next = gridStart + index * timeInterval
      corrections += 1
    }
    let floor = isLate ? target : deadline
    if !(next > floor) {
      // Precision exhausted (or a pathological grid): restart it from `floor`.
      gridStart = floor
      index = 1
      next = floor + timeInterval
      if !(next > floor) {
        next = floor.nextUp
      }
    }
    gridIndex = index
    fireDate = next
  }
}
