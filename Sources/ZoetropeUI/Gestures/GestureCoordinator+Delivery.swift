import ZoetropeGraphics

// Touch delivery: recognizers first, then the view, with the delays and
// cancellations UIKit's properties ask for.
extension GestureCoordinator {
  /// What the view of a touch followed by recognizers has been sent.
  enum ViewDelivery {
    /// Nothing yet: `touchesBegan` waits (``GestureRecognizer/delaysTouchesBegan``).
    case waiting
    /// `touchesBegan` was sent.
    case delivered
    /// The view is done with the touch: ended, cancelled, or dropped.
    case done
    /// The view never gets the touch (a second finger on a view without
    /// ``View/isMultipleTouchEnabled``).
    case withheld
  }

  /// A touch and the recognizers that follow it.
  @MainActor
  final class TouchRecord {
    let touch: Touch
    /// The recognizers that received it when it began, the hit-tested
    /// view's first, then its ancestors' (reset ones are removed).
    var recognizers: [GestureRecognizer]
    var viewDelivery: ViewDelivery
    /// An end (`.ended` or `.cancelled`) held back from the view.
    var heldEnd: TouchPhase?

    init(touch: Touch, recognizers: [GestureRecognizer], viewDelivery: ViewDelivery) {
      self.touch = touch
      self.recognizers = recognizers
      self.viewDelivery = viewDelivery
    }

    /// Whether an undecided recognizer holds back the view's `touchesBegan`.
    var delaysBegan: Bool {
      recognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible }
    }

    /// Whether an undecided recognizer holds back the view's `touchesEnded`.
    var delaysEnded: Bool {
      recognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible }
    }
  }

  /// Whether a touch that begins on `view` would be followed by some
  /// recognizer (enabled, on the view or an ancestor).
  func hasRecognizers(forTouchOn view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      if candidate.gestureRecognizers.contains(where: \.isEnabled) { return true }
      current = candidate.superview
    }
    return false
  }

  /// Delivers one touch of an event: to the recognizers that follow it,
  /// then (unless they hold it back or cancelled it) to its view.
  func deliver(_ touch: Touch, with event: Event) {
    deliveryDepth += 1
    if touch.phase == .began {
      begin(touch)
    }
    if let record = records.first(where: { $0.touch === touch }) {
      for recognizer in record.recognizers where recognizer.receives(touch) {
        send(touch, to: recognizer, with: event)
        flush()
      }
      if touch.phase == .ended || touch.phase == .cancelled {
        for recognizer in record.recognizers {
          recognizer.activeTouches.removeAll { $0 === touch }
          recognizer.lastLocationInWindow = recognizer.currentCentroid ?? touch.locationInWindow
        }
      }
      deliverToView(record, with: event)
    } else if touch.deliversToView {
      touch.view?.receive(touch, with: event)
    }
    deliveryDepth -= 1
    settle()
  }

  /// Makes the record of a touch that began, with the recognizers of its
  /// view and the view's ancestors that take it.
  private func begin(_ touch: Touch) {
    var recognizers: [GestureRecognizer] = []
    var current = touch.view
    while let view = current {
      for recognizer in view.gestureRecognizers where recognizer.accepts(touch) {
        recognizers.append(recognizer)
      }
      current = view.superview
    }
    guard !recognizers.isEmpty else { return }
    for recognizer in recognizers {
      engage(recognizer)
      recognizer.sequenceTouches.append(touch)
      recognizer.activeTouches.append(touch)
    }
    records.append(
      TouchRecord(
        touch: touch, recognizers: recognizers,
        viewDelivery: touch.deliversToView ? .waiting : .withheld))
  }

  private func send(_ touch: Touch, to recognizer: GestureRecognizer, with event: Event) {
    let touches: Set<Touch> = [touch]
    switch touch.phase {
    case .began:
      recognizer.touchesBegan(touches, with: event)
    case .moved, .stationary:
      recognizer.touchesMoved(touches, with: event)
    case .ended:
      recognizer.touchesEnded(touches, with: event)
    case .cancelled:
      recognizer.touchesCancelled(touches, with: event)
    }
    if let centroid = recognizer.currentCentroid {
      recognizer.lastLocationInWindow = centroid
    }
  }

  private func deliverToView(_ record: TouchRecord, with event: Event) {
    let touch = record.touch
    if touch.phase != .began, record.viewDelivery == .waiting, !record.delaysBegan {
      // The recognizers that held the began back have just failed: the
      // view gets it, then this phase.
      record.viewDelivery = .delivered
      touch.view?.touchesBegan([touch], with: event)
    }
    switch touch.phase {
    case .began:
      guard record.viewDelivery == .waiting, !record.delaysBegan else { return }
      record.viewDelivery = .delivered
      touch.view?.receive(touch, with: event)
    case .moved, .stationary:
      if record.viewDelivery == .delivered {
        touch.view?.receive(touch, with: event)
      }
    case .ended, .cancelled:
      switch record.viewDelivery {
      case .waiting:
        record.heldEnd = touch.phase
      case .delivered:
        if touch.phase == .ended, record.delaysEnded {
          record.heldEnd = .ended
        } else {
          record.viewDelivery = .done
          touch.view?.receive(touch, with: event)
        }
      case .done, .withheld:
        break
      }
    }
  }

  /// Cancels a touch in its view: a recognizer that cancels touches in
  /// views recognized its gesture.
  func cancelInView(_ touch: Touch) {
    guard let record = records.first(where: { $0.touch === touch }) else { return }
    record.heldEnd = nil
    switch record.viewDelivery {
    case .delivered:
      record.viewDelivery = .done
      touch.view?.touchesCancelled([touch], with: makeEvent(for: touch))
    case .waiting:
      record.viewDelivery = .done
    case .done, .withheld:
      break
    }
  }

  /// After each delivery or deadline: sends the view what recognizers no
  /// longer hold back, resets recognizers that are done, and forgets
  /// touches nobody needs.
  func settle() {
    guard deliveryDepth == 0 else { return }
    deliveryDepth += 1
    defer { deliveryDepth -= 1 }
    for _ in 0..<8 {
      var changed = false
      for record in records {
        changed = releaseHeldDelivery(record) || changed
      }
      for recognizer in engaged {
        changed = settle(recognizer) || changed
      }
      flush()
      guard changed else { break }
    }
    records.removeAll { record in
      let lifted = record.touch.phase == .ended || record.touch.phase == .cancelled
      return lifted && (record.viewDelivery == .done || record.viewDelivery == .withheld)
    }
  }

  /// Sends a view the began or end its recognizers no longer hold back.
  private func releaseHeldDelivery(_ record: TouchRecord) -> Bool {
    var changed = false
    let touch = record.touch
    if record.viewDelivery == .waiting, !record.delaysBegan {
      record.viewDelivery = .delivered
      touch.view?.touchesBegan([touch], with: makeEvent(for: touch))
      changed = true
    }
    if record.viewDelivery == .delivered, let end = record.heldEnd,
      end == .cancelled || !record.delaysEnded
    {
      record.heldEnd = nil
      record.viewDelivery = .done
      let event = makeEvent(for: touch)
      if end == .ended {
        touch.view?.touchesEnded([touch], with: event)
      } else {
        touch.view?.touchesCancelled([touch], with: event)
      }
      changed = true
    }
    return changed
  }

  /// Resets a recognizer that is done and whose touches lifted; fails one
  /// left undecided with no touches, nothing to wait for and no deadline
  /// (so nothing waits on it forever).
  private func settle(_ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.activeTouches.isEmpty else { return false }
    if recognizer.storedState == .possible, recognizer.pendingState == nil,
      recognizer.deadline == nil
    {
      recognizer.fail()
    }
    guard recognizer.storedState.isFinished else { return false }
    forget(recognizer)
    recognizer.resetToPossible()
    return true
  }

  /// An event for a delivery the coordinator makes on its own (a held-back
  /// touch, a cancellation): the touch, at the current input time.
  private func makeEvent(for touch: Touch) -> Event {
    let down = records.map(\.touch).filter { $0.phase != .ended && $0.phase != .cancelled }
    var all = Set(down)
    all.insert(touch)
    let time = Application.current?.inputTime ?? touch.timestamp
    return Event(timestamp: time, touches: [touch], allTouches: all)
  }
}

extension GestureRecognizer {
  /// Whether the recognizer takes a touch that begins: enabled, not done
  /// or waiting, and its delegate agrees.
  func accepts(_ touch: Touch) -> Bool {
    guard isEnabled else { return false }
    guard (storedState == .possible && pendingState == nil) || storedState.isActive else {
      return false
    }
    if let delegate, !delegate.gestureRecognizer(self, shouldReceive: touch) { return false }
    return true
  }

  /// Whether the recognizer is sent a touch's next phase.
  func receives(_ touch: Touch) -> Bool {
    isEnabled && (storedState == .possible || storedState.isActive)
      && !ignoredTouches.contains(ObjectIdentifier(touch))
  }
}

extension View {
  /// Sends a touch to the view by the method for its phase.
  func receive(_ touch: Touch, with event: Event) {
    let touches: Set<Touch> = [touch]
    switch touch.phase {
    case .began: touchesBegan(touches, with: event)
    case .moved, .stationary: touchesMoved(touches, with: event)
    case .ended: touchesEnded(touches, with: event)
    case .cancelled: touchesCancelled(touches, with: event)
    }
  }
}
