import ZoetropeGraphics

// Raw input from the host becomes touches on hit-tested views (frame step 1).
extension Application {
  /// The longest pause between taps that still counts as consecutive, in seconds.
  static let multipleTapInterval = 0.35
  /// The farthest distance between taps that still counts as consecutive,
  /// in points (``TapGestureRecognizer/maximumTapSeparation``).
  static let multipleTapDistance = TapGestureRecognizer.maximumTapSeparation

  /// Queues raw input from a host; it is delivered at the start of the next
  /// frame whose time is at or after its timestamp (frame step 1).
  ///
  /// Events with equal timestamps are delivered in the order they were
  /// queued.
  ///
  /// Bad input: an event with a NaN or infinite location is dropped with a
  /// warning; one with a NaN timestamp is delivered at the next frame, with
  /// a warning.
  ///
  /// - Parameter input: The event, in key-window points.
  /// - Complexity: O(log n) for n queued events (O(1) when its timestamp is
  ///   the latest).
  public func enqueue(_ input: InputEvent) {
    guard input.location.isFiniteValue else {
      zoetropeWarning("Input event at \(input.location) is not finite; dropped")
      return
    }
    var event = input
    if event.timestamp.isNaN {
      zoetropeWarning("Input event timestamp is NaN; delivering it at the next frame")
      event.timestamp = -.infinity
    }
    pendingInput.push(event, at: event.timestamp)
  }

  /// Sends an event to the windows of its touches, as `UIApplication.sendEvent(_:)`.
  ///
  /// - Parameter event: The event.
  public func sendEvent(_ event: Event) {
    var seen: [Window] = []
    for touch in event.touches {
      guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
      seen.append(window)
      window.sendEvent(event)
    }
  }

  /// Delivers the queued input up to `time`, in order.
  ///
  /// The gesture recognizers' deadlines (a long press's duration, the
  /// wait for a second tap) come in time order among the touches; a
  /// deadline at the same time as a touch comes first. Before each, the
  /// scheduler's timers due earlier fire and its ``Scheduler/now`` moves
  /// to the event's time.
  func deliverInput(upTo time: Double) {
    while true {
      let inputTimestamp = pendingInput.firstTime.flatMap { $0 <= time ? $0 : nil }
      if let deadline = gestureCoordinator.nextDeadline, deadline <= time,
        inputTimestamp.map({ deadline <= $0 }) ?? true
      {
        let time = max(deadline, lastFrameTime ?? deadline)
        moveScheduler(toEventAt: time)
        inputTime = time
        gestureCoordinator.fireNextDeadline()
        inputTime = nil
        continue
      }
      guard let first = pendingInput.popFirst(notAfter: time) else { return }
      handle(first, frameTime: time)
    }
  }

  /// Moves the scheduler's ``Scheduler/now`` to an event's time before
  /// the event is handled, firing the timers due before it (each at its
  /// deadline), as UIKit's `CACurrentMediaTime()` reads the current time
  /// inside an action.
  private func moveScheduler(toEventAt time: Double) {
    isRunningScheduler = true
    scheduler.moveToEvent(at: time)
    isRunningScheduler = false
  }

  private func handle(_ input: InputEvent, frameTime: Double) {
    var timestamp = input.timestamp.isFinite ? input.timestamp : frameTime
    timestamp = max(timestamp, lastFrameTime ?? timestamp)
    moveScheduler(toEventAt: timestamp)
    inputTime = timestamp
    defer { inputTime = nil }
    switch input.kind {
    case .touchBegan:
      if let existing = activeTouches[input.touchID] {
        if let touch = existing { finish(touch, phase: .cancelled, at: timestamp) }
        activeTouches[input.touchID] = nil
      }
      begin(input, at: timestamp)
    case .touchMoved:
      guard let entry = activeTouches[input.touchID], let touch = entry else { return }
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = input.location
      touch.timestamp = timestamp
      touch.phase = .moved
      send(touch, at: timestamp)
    case .touchEnded, .touchCancelled:
      guard let entry = activeTouches[input.touchID] else { return }
      activeTouches[input.touchID] = nil
      guard let touch = entry else { return }
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = input.location
      finish(touch, phase: input.kind == .touchEnded ? .ended : .cancelled, at: timestamp)
    }
  }

  private func begin(_ input: InputEvent, at timestamp: Double) {
    guard let window = keyWindow, !window.isHidden,
      let view = window.hitTest(input.location, with: nil)
    else {
      activeTouches[input.touchID] = .some(nil)
      return
    }
    let busy = activeTouches.values.contains { $0?.view === view }
    var withheld = false
    if busy, !view.isMultipleTouchEnabled {
      // Another finger on a single-touch view: only its gesture
      // recognizers (a pinch, a rotation) see it, as in UIKit.
      guard gestureCoordinator.hasRecognizers(forTouchOn: view) else {
        activeTouches[input.touchID] = .some(nil)
        return
      }
      withheld = true
    }
    var count = 1
    if let last = lastTap, timestamp - last.timestamp <= Application.multipleTapInterval,
      distance(input.location, last.location) <= Application.multipleTapDistance
    {
      count = last.count + 1
    }
    let touch = Touch(
      touchID: input.touchID, location: input.location, timestamp: timestamp, window: window,
      tapCount: count)
    touch.view = view
    touch.deliversToView = !withheld
    activeTouches[input.touchID] = touch
    send(touch, at: timestamp)
  }

  private func finish(_ touch: Touch, phase: TouchPhase, at timestamp: Double) {
    touch.phase = phase
    touch.timestamp = timestamp
    if phase == .ended {
      lastTap = (touch.locationInWindow, timestamp, touch.tapCount)
    }
    send(touch, at: timestamp)
  }

  private func distance(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }

  private func send(_ touch: Touch, at timestamp: Double) {
    var all = Set(activeTouches.values.compactMap { $0 })
    all.insert(touch)
    sendEvent(Event(timestamp: timestamp, touches: [touch], allTouches: all))
  }
}
