import ZoetropeAnimation
import ZoetropeGraphics

/// The application's bookkeeping for gesture recognizers: which
/// recognizers follow which touches, what the views have been sent, the
/// actions to run and the recognizers' deadlines.
///
/// One per ``Application`` (UIKit keeps this in `UIGestureEnvironment`).
/// Touches reach it from ``Window/sendEvent(_:)``; deadlines fire in the
/// input step of the frame, in time order with the touches.
@MainActor
final class GestureCoordinator {
  /// Recognizers that received touches since their last reset (or wait to
  /// be recognized), in the order they first did.
  var engaged: [GestureRecognizer] = []

  /// The touches recognizers follow, in the order they began.
  var records: [TouchRecord] = []

  /// Recognizers whose actions run at the next flush, in order.
  var queuedActions: [GestureRecognizer] = []

  /// Touches to cancel in their views at the next flush.
  var queuedCancellations: [Touch] = []

  /// Deadlines recognizers asked for, by time.
  var deadlines = TimeOrderedQueue<Deadline>()

  /// How deep touch delivery is nested; actions wait while it is positive.
  var deliveryDepth = 0

  /// A recognizer's request to be told when a time is reached.
  struct Deadline {
    weak var recognizer: GestureRecognizer?
    let token: Int
  }

  /// Adds a recognizer to ``engaged`` once.
  func engage(_ recognizer: GestureRecognizer) {
    if !engaged.contains(where: { $0 === recognizer }) {
      engaged.append(recognizer)
    }
  }

  /// Drops a recognizer from every touch it follows and from ``engaged``
  /// (it is being reset, disabled or removed).
  func forget(_ recognizer: GestureRecognizer) {
    engaged.removeAll { $0 === recognizer }
    dequeueActions(of: recognizer)
    for record in records {
      record.recognizers.removeAll { $0 === recognizer }
    }
  }

  // MARK: Exclusion and failure requirements

  /// Whether another recognizer sharing touches with `recognizer` has
  /// begun and prevents it (see ``GestureRecognizer/prevents(_:)``).
  func isExcludedByActiveRecognizer(_ recognizer: GestureRecognizer) -> Bool {
    engaged.contains { other in
      other !== recognizer && other.storedState.isActive && other.sharesTouches(with: recognizer)
        && other.prevents(recognizer)
    }
  }

  /// Whether a recognizer `recognizer` must wait for is following touches
  /// and has neither failed nor been recognized.
  func hasUnresolvedRequirement(_ recognizer: GestureRecognizer) -> Bool {
    engaged.contains { other in
      other !== recognizer && other.storedState == .possible
        && recognizer.requiresFailure(of: other)
    }
  }

  /// After `recognizer` began or recognized: cancels its touches in their
  /// views, fails the recognizers it excludes and those waiting for it
  /// to fail.
  func didRecognize(_ recognizer: GestureRecognizer) {
    if recognizer.cancelsTouchesInView {
      for touch in recognizer.sequenceTouches
      where !queuedCancellations.contains(where: { $0 === touch }) {
        queuedCancellations.append(touch)
      }
    }
    for other in engaged where other !== recognizer && other.storedState == .possible {
      let excluded = other.sharesTouches(with: recognizer) && recognizer.prevents(other)
      if excluded || other.requiresFailure(of: recognizer) {
        other.fail()
      }
    }
  }

  /// After `recognizer` failed: recognizers that waited for it go on,
  /// if nothing else holds them.
  func didFail(_ recognizer: GestureRecognizer) {
    for other in engaged
    where other.pendingState != nil && other.requiresFailure(of: recognizer)
      && !hasUnresolvedRequirement(other)
    {
      other.releasePendingState(in: self)
    }
  }

  // MARK: Actions

  /// Queues a recognizer's actions (once) for the next flush, or runs
  /// them now when no touch is being delivered.
  func queueActions(of recognizer: GestureRecognizer) {
    if !queuedActions.contains(where: { $0 === recognizer }) {
      queuedActions.append(recognizer)
    }
    flushIfIdle()
  }

  /// Drops a recognizer's queued actions.
  func dequeueActions(of recognizer: GestureRecognizer) {
    queuedActions.removeAll { $0 === recognizer }
  }

  /// Runs queued actions and cancellations, then settles, unless a touch
  /// is being delivered (which does both when it is done).
  func flushIfIdle() {
    guard deliveryDepth == 0 else { return }
    deliveryDepth += 1
    flush()
    deliveryDepth -= 1
    settle()
  }

  /// Runs the queued actions, in order, then cancels the queued touches in
  /// their views; repeats while those queue more.
  func flush() {
    var rounds = 0
    while !queuedActions.isEmpty || !queuedCancellations.isEmpty {
      rounds += 1
      guard rounds <= 1_000 else {
        zoetropeWarning("Gesture actions kept changing gesture states; stopped after 1000 rounds")
        queuedActions = []
        queuedCancellations = []
        return
      }
      let actions = queuedActions
      queuedActions = []
      for recognizer in actions {
        recognizer.sendActions()
      }
      let cancellations = queuedCancellations
      queuedCancellations = []
      for touch in cancellations {
        cancelInView(touch)
      }
    }
  }

  // MARK: Deadlines

  /// Queues a recognizer's deadline.
  func schedule(_ recognizer: GestureRecognizer, at time: Double) {
    deadlines.push(Deadline(recognizer: recognizer, token: recognizer.deadlineToken), at: time)
  }

  /// The earliest live deadline, dropping stale ones in front of it.
  var nextDeadline: Double? {
    while let first = deadlines.first {
      if let recognizer = first.recognizer, recognizer.deadlineToken == first.token,
        recognizer.deadline != nil
      {
        return deadlines.firstTime
      }
      _ = deadlines.popFirst()
    }
    return nil
  }

  /// Tells the recognizer whose deadline comes first that it is reached,
  /// then runs the actions that follow.
  func fireNextDeadline() {
    guard nextDeadline != nil, let entry = deadlines.popFirst(),
      let recognizer = entry.recognizer
    else { return }
    recognizer.deadline = nil
    deliveryDepth += 1
    if recognizer.isEnabled {
      recognizer.deadlineReached()
    }
    flush()
    deliveryDepth -= 1
    settle()
  }
}
