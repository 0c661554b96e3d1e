import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// One frame of the pipeline (docs/ARCHITECTURE.md), the timers-only step a
// live host runs between frames, and what hosts ask between frames.
extension Application {
  /// Computes one frame at `time`.
  ///
  /// The steps run in this order:
  ///
  /// 1. deliver queued input with a timestamp at or before `time`;
  /// 2. fire due timers, each at its own deadline;
  /// 3. run display links;
  /// 4. commit the transaction (and, with a warning, any
  ///    ``View/beginAnimations(_:context:)`` block left open);
  /// 5. lay out views that need it (``View/setNeedsLayout()``);
  /// 6. compute each visible window's presentation at `time`;
  /// 7. call `render` with the key window's snapshot (the host draws and
  ///    presents it; not called without a key window). It is called every
  ///    frame: `snapshot.hasChanges` tells whether anything changed since
  ///    the last one, so a host may skip drawing;
  /// 8. remove finished animations and call their completion handlers, then
  ///    the completions of blocks that made no animations.
  ///
  /// Bad input: a NaN or infinite `time` skips the frame with a warning; a
  /// time before the last frame's is raised to it with a warning. Calling it
  /// from inside a frame (a handler) is ignored with a warning.
  ///
  /// - Parameters:
  ///   - time: The frame's time in seconds on the application clock.
  ///   - render: Draws and presents the snapshot.
  public func advance(to time: Double, render: (RenderSnapshot) -> Void) {
    LayerContext.$current.withValue(context) {
      advanceInContext(to: time, render: render)
    }
  }

  /// ``advance(to:render:)`` with the application's context bound, and
  /// the application current in it.
  private func advanceInContext(to time: Double, render: (RenderSnapshot) -> Void) {
    Application.current = self
    guard frameTime == nil else {
      zoetropeWarning("Application.advance(to: \(time)) called during a frame; ignored")
      return
    }
    guard time.isFinite else {
      zoetropeWarning("Application.advance(to: \(time)): time is not finite; frame skipped")
      return
    }
    var now = time
    let earliest = max(lastFrameTime ?? -.infinity, scheduler.now)
    if now < earliest {
      zoetropeWarning("Application.advance(to: \(time)) goes back in time; using \(earliest)")
      now = earliest
    }
    frameTime = now
    defer {
      frameTime = nil
      lastFrameTime = now
    }
    deliverInput(upTo: now)  // 1
    isRunningScheduler = true
    scheduler.advance(to: now)  // 2, 3
    isRunningScheduler = false
    View.commitAbandonedAnimationBlocks()
    Transaction.flush()  // 4
    let visible = windows.filter { !$0.isHidden }
    for window in visible { window.layoutIfNeeded() }  // 5
    var keySnapshot: RenderSnapshot?
    for window in visible {  // 6
      let snapshot = tree(for: window).updatePresentation(at: now)
      if window === keyWindow { keySnapshot = snapshot }
    }
    if let keySnapshot { render(keySnapshot) }  // 7
    for window in visible { tree(for: window).finishFrame() }  // 8
    AnimationCompletions.deliver()
  }

  /// Fires the scheduler's timers due at or before `time`, without a frame:
  /// frame step 2 alone, for a live host between two animation frames.
  ///
  /// Each timer fires at its own deadline (`Scheduler.now` and the start
  /// time of animations made in its handler), as in a frame. What the
  /// handlers change is committed, laid out and drawn by the next
  /// ``advance(to:render:)``; input, display links and completions wait for
  /// it too. Gesture recognizers' deadlines are not timers here: they fire
  /// in the next frame's step 1, at their own timestamps.
  ///
  /// Bad input: a NaN or infinite `time`, or one before the scheduler's time,
  /// fires nothing, with a warning; a call from inside a frame or a handler
  /// is ignored with a warning.
  ///
  /// - Parameter time: The time in seconds on the application clock up to
  ///   which timers fire.
  public func fireTimers(upTo time: Double) {
    LayerContext.$current.withValue(context) {
      Application.current = self
      guard frameTime == nil, !isRunningScheduler else {
        zoetropeWarning("Application.fireTimers(upTo: \(time)) called during a frame; ignored")
        return
      }
      isRunningScheduler = true
      scheduler.fireTimers(upTo: time)
      isRunningScheduler = false
    }
  }

  /// Whether another frame is needed soon.
  ///
  /// Reads the completions of the application's ``context``.
  ///
  /// `true` when input is queued, a display link is active, layout is
  /// pending, a layer changed or is animating, or a completion waits. When
  /// `false`, a host may sleep until ``nextTimerDeadline`` or the next input.
  public var needsFrame: Bool {
    if !pendingInput.isEmpty || scheduler.hasActiveDisplayLinks { return true }
    if !LayerContext.$current.withValue(context, operation: { AnimationCompletions.isEmpty }) {
      return true
    }
    for window in windows where !window.isHidden {
      if window.subtreeNeedsLayout || tree(for: window).needsUpdate { return true }
    }
    return false
  }

  /// The timestamp of the earliest queued input, if any (a host with
  /// scripted input may sleep until it).
  public var nextInputTimestamp: Double? {
    pendingInput.firstTime
  }

  /// The next timer deadline in seconds on the application clock, if any:
  /// a scheduler timer's or a gesture recognizer's (a long press's
  /// duration, the wait for a second tap).
  public var nextTimerDeadline: Double? {
    let gestureDeadline = gestureCoordinator.nextDeadline
    guard let timerDeadline = scheduler.nextDeadline else { return gestureDeadline }
    return min(timerDeadline, gestureDeadline ?? timerDeadline)
  }
}
