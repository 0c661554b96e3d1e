import ZoetropeGraphics

extension Scheduler {
  /// Creates a timer and schedules it: Foundation's
  /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
  ///
  /// The first deadline is ``now`` + `interval`.
  ///
  /// ```swift
  /// scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
  ///   print("half a second later")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - interval: Seconds between deadlines; values below 0.1 ms (including 0,
  ///     negative values and NaN) become 0.1 ms, as
  ///     ``ScheduledTimer/timeInterval`` explains.
  ///   - repeats: Whether to fire again every `interval` seconds until invalidated.
  ///   - block: Runs on each fire, on the main actor, with the timer as argument.
  /// - Returns: The scheduled timer; keep it to invalidate it.
  @discardableResult
  public func scheduledTimer(
    withTimeInterval interval: Double,
    repeats: Bool,
    block: @escaping @MainActor (ScheduledTimer) -> Void
  ) -> ScheduledTimer {
    let timer = ScheduledTimer(timeInterval: interval, repeats: repeats, block: block)
    add(timer)
    return timer
  }

  /// Creates a timer whose first deadline is `date` and schedules it:
  /// Foundation's `Timer(fire:interval:repeats:block:)` added to a run loop.
  ///
  /// Later deadlines follow every `interval` seconds after `date`. Use it to
  /// replace a timer without losing its rhythm, for example when a slider
  /// changes the interval many times a second:
  ///
  /// ```swift
  /// let next = min(old.fireDate, scheduler.now + interval)
  /// old.invalidate()
  /// timer = scheduler.scheduledTimer(fireAt: next, withTimeInterval: interval, repeats: true) {
  ///   _ in tick()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - date: The first deadline, in seconds on this scheduler's timeline; a
  ///     date before ``now`` (or NaN) is replaced by ``now``, so the timer
  ///     fires in the next ``advance(to:)``; `.infinity` never fires on its own.
  ///   - interval: Seconds between deadlines, as in
  ///     ``scheduledTimer(withTimeInterval:repeats:block:)``.
  ///   - repeats: Whether to fire again every `interval` seconds until invalidated.
  ///   - block: Runs on each fire, on the main actor, with the timer as argument.
  /// - Returns: The scheduled timer; keep it to invalidate it.
  @discardableResult
  public func scheduledTimer(
    fireAt date: Double,
    withTimeInterval interval: Double,
    repeats: Bool,
    block: @escaping @MainActor (ScheduledTimer) -> Void
  ) -> ScheduledTimer {
    let timer = ScheduledTimer(timeInterval: interval, repeats: repeats, block: block)
    add(timer, firstDeadline: date >= now ? date : now)
    return timer
  }

  /// Schedules a timer created with ``ScheduledTimer/init(timeInterval:repeats:block:)``.
  ///
  /// Its first deadline is ``now`` + its interval. A timer can be scheduled once:
  /// adding an invalid timer or one already added (here or to another scheduler) is
  /// ignored with a warning.
  ///
  /// - Parameter timer: The timer to schedule.
  public func add(_ timer: ScheduledTimer) {
    add(timer, firstDeadline: nil)
  }

  /// Schedules a timer with its first deadline at `firstDeadline`, or at
  /// ``now`` + its interval when `nil`.
  private func add(_ timer: ScheduledTimer, firstDeadline: Double?) {
    guard timer.isValid, !timer.wasScheduled else {
      zoetropeWarning("ScheduledTimer is invalid or already scheduled; add(_:) ignored")
      return
    }
    timer.wasScheduled = true
    timer.scheduler = self
    timer.order = nextTimerOrder
    nextTimerOrder += 1
    if let firstDeadline {
      timer.startSchedule(firstDeadline: firstDeadline)
    } else {
      timer.startSchedule(at: now)
    }
    enqueue(timer)
  }

  /// The valid, scheduled timers, in no particular order.
  var scheduledTimers: [ScheduledTimer] {
    timerQueue.entries.filter(isCurrent).map(\.timer)
  }

  /// Queues `timer` at its ``ScheduledTimer/fireDate``.
  func enqueue(_ timer: ScheduledTimer) {
    timer.queueToken += 1
    timer.isQueued = true
    timerQueue.push(
      .init(
        deadline: timer.fireDate, order: timer.order, token: timer.queueToken, timer: timer))
  }

  /// Whether `entry` is the live entry of a valid timer.
  func isCurrent(_ entry: TimerQueue.Entry) -> Bool {
    entry.timer.isValid && entry.timer.isQueued && entry.token == entry.timer.queueToken
  }

  /// The earliest live entry, dropping stale entries in front of it.
  func firstCurrentEntry() -> TimerQueue.Entry? {
    while let first = timerQueue.first {
      if isCurrent(first) {
        return first
      }
      timerQueue.popFirst()
      staleTimerEntries = max(0, staleTimerEntries - 1)
    }
    return nil
  }

  /// Forgets an invalidated timer; compacts the queue when stale entries pile up.
  func remove(_ timer: ScheduledTimer) {
    guard timer.isQueued else { return }
    timer.isQueued = false
    staleTimerEntries += 1
    if staleTimerEntries > 64, staleTimerEntries > timerQueue.entries.count / 2 {
      timerQueue.filter(isCurrent)
      staleTimerEntries = 0
    }
  }

  /// Fires every timer due by `time`, each at its deadline, in deadline order.
  func fireDueTimers(upTo time: Double) {
    var fired = 0
    while let entry = firstCurrentEntry(), entry.deadline <= time {
      guard fired < fireBudget else {
        zoetropeWarning(
          "Scheduler fired \(fired) timers in one advance(to: \(time)); deferring the rest")
        return
      }
      fired += 1
      timerQueue.popFirst()
      let timer = entry.timer
      timer.isQueued = false
      moveNow(to: entry.deadline)
      if timer.repeats {
        timer.reschedule(after: entry.deadline, target: time, maximumCatchUp: maximumCatchUp)
        enqueue(timer)
      }
      timerFired?(timer.order, timer.timeInterval, timer.repeats, entry.deadline)
      if let block = timer.block {
        block(timer)
      }
      if !timer.repeats {
        timer.invalidate()
      }
    }
  }
}
