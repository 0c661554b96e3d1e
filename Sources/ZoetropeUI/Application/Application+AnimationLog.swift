import ZoetropeLayers

// The animation log of an application (docs/INSPECTOR.md).
extension Application {
  /// Starts recording every animation added in the application's context
  /// and every timer that fires, and returns the log (the one already
  /// recording, if any).
  ///
  /// Records carry the application's times: an animation added in a touch
  /// handler was added at the touch's timestamp, one whose begin time was
  /// 0 starts at the frame that first shows it. Animation blocks group
  /// the animations they make; others are grouped by transaction.
  ///
  /// - Returns: The log, installed as the context's `animationLog`.
  @discardableResult
  public func startAnimationLog() -> AnimationLog {
    let log = context.animationLog ?? AnimationLog()
    // Weak both ways: a context can outlive its application and its log.
    log.now = { [weak self] in self?.animationBaseTime ?? 0 }
    context.animationLog = log
    scheduler.timerFired = { [weak log] number, interval, repeats, deadline in
      log?.timerFired(number: number, interval: interval, repeats: repeats, at: deadline)
    }
    return log
  }

  /// Stops recording; the log keeps what it recorded.
  ///
  /// - Returns: The log that was recording, if any.
  @discardableResult
  public func stopAnimationLog() -> AnimationLog? {
    let log = context.animationLog
    context.animationLog = nil
    scheduler.timerFired = nil
    return log
  }

  /// The log recording now, if any.
  public var animationLog: AnimationLog? { context.animationLog }
}

extension InputEvent {
  /// The touch as an animation log records it.
  package var logRecord: InputRecord {
    let name: String
    switch kind {
    case .touchBegan: name = "touchBegan"
    case .touchMoved: name = "touchMoved"
    case .touchEnded: name = "touchEnded"
    case .touchCancelled: name = "touchCancelled"
    }
    return InputRecord(
      time: timestamp, kind: name, touch: touchID, x: location.x, y: location.y)
  }
}
