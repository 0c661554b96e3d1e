import ZoetropeGraphics

// The state machine: which changes are allowed, and what each one does to
// the other recognizers (exclusion, failure requirements).
extension GestureRecognizer {
  /// The coordinator of the current application, if the recognizer is in
  /// one.
  var coordinator: GestureCoordinator? {
    Application.current?.gestureCoordinator
  }

  /// Applies a change of ``state`` asked for by a subclass or app code.
  func requestState(_ new: State) {
    let old = storedState
    switch (old, new) {
    case (.possible, .began), (.possible, .ended):
      if let pending = pendingState {
        // Waiting for a required recognizer to fail: a continuous gesture
        // that ends before it could begin fails; anything else keeps waiting.
        if pending == .began, new == .ended {
          fail()
        } else {
          pendingState = new
        }
        return
      }
      attemptRecognition(as: new)
    case (.possible, .changed) where pendingState == .began:
      return
    case (.possible, .cancelled) where pendingState != nil:
      fail()
    case (.possible, .failed):
      fail()
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
      (.began, .cancelled), (.changed, .cancelled):
      storedState = new
      queueActions()
    default:
      zoetropeWarning(
        "\(describedForWarning) cannot go from \(old) to \(new); ignored"
          + (new == .possible ? " (the recognizer resets itself when its touches lift)" : ""))
    }
  }

  /// Leaves `possible` for `began` or `recognized`, unless the delegate
  /// refuses, a recognizer sharing the touches has begun, or a required
  /// recognizer has not failed yet (then the change waits).
  func attemptRecognition(as new: State) {
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
      fail()
      return
    }
    if isOverriddenByControlAction {
      fail()
      return
    }
    guard let coordinator else {
      storedState = new
      sendActions()
      return
    }
    if coordinator.isExcludedByActiveRecognizer(self) {
      fail()
      return
    }
    if coordinator.hasUnresolvedRequirement(self) {
      pendingState = new
      return
    }
    recognize(as: new, in: coordinator)
  }

  /// Makes a waiting recognizer recognize now that its requirements
  /// failed (or fail, when a recognizer sharing its touches began meanwhile).
  func releasePendingState(in coordinator: GestureCoordinator) {
    guard let pending = pendingState, storedState == .possible else { return }
    if coordinator.isExcludedByActiveRecognizer(self) {
      fail()
      return
    }
    recognize(as: pending, in: coordinator)
  }

  private func recognize(as new: State, in coordinator: GestureCoordinator) {
    pendingState = nil
    storedState = new
    queueActions()
    coordinator.didRecognize(self)
  }

  /// Goes to `failed`, and lets recognizers that waited for this one go on.
  func fail() {
    guard storedState == .possible else { return }
    pendingState = nil
    storedState = .failed
    coordinator?.didFail(self)
  }

  /// Runs the actions after the current touch method, or now outside
  /// touch delivery.
  func queueActions() {
    guard let coordinator else {
      sendActions()
      return
    }
    coordinator.queueActions(of: self)
  }

  /// Cancels or fails the recognizer and resets it: it was disabled or
  /// removed from its view.
  func abandon() {
    if storedState.isActive {
      storedState = .cancelled
      coordinator?.dequeueActions(of: self)
      sendActions()
    } else if storedState == .possible {
      fail()
    }
    coordinator?.forget(self)
    resetToPossible()
  }

  /// Clears everything about the last gesture and returns to `possible`.
  func resetToPossible() {
    reset()
    storedState = .possible
    pendingState = nil
    activeTouches = []
    sequenceTouches = []
    ignoredTouches = []
    lastLocationInWindow = nil
    cancelDeadline()
  }

  /// Whether a control's own action wins over this recognizer, as in
  /// UIKit since iOS 6: a single-finger single tap on a control (a button
  /// tapped inside a view with a tap recognizer) and a horizontal
  /// single-finger swipe on a slider go to the control, when the
  /// recognizer is on one of its ancestors rather than on the control.
  var isOverriddenByControlAction: Bool {
    guard let touched = sequenceTouches.first?.view as? Control, touched !== view,
      sequenceTouches.count == 1
    else { return false }
    if let tap = self as? TapGestureRecognizer {
      return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
    if let swipe = self as? SwipeGestureRecognizer, touched is Slider {
      return swipe.numberOfTouchesRequired == 1
        && !swipe.recognizedDirection.isDisjoint(with: [.left, .right])
    }
    return false
  }

  /// The recognizer as warnings name it: `PanGestureRecognizer "drag"`.
  var describedForWarning: String {
    let type = String(describing: Swift.type(of: self))
    guard let name else { return type }
    return "\(type) \"\(name)\""
  }
}
