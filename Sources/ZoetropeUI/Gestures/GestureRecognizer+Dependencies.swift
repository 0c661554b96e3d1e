import ZoetropeGraphics

// Failure requirements and simultaneous recognition.
extension GestureRecognizer {
  /// Makes this recognizer wait for another to fail before it is
  /// recognized: UIKit's `require(toFail:)`.
  ///
  /// While `other` is following touches and has not failed, this
  /// recognizer stays ``State/possible`` even when it has seen its gesture;
  /// it is recognized the moment `other` fails, and fails if `other` is
  /// recognized. The classic use is a single tap that waits for a double
  /// tap:
  ///
  /// ```swift
  /// singleTap.require(toFail: doubleTap)
  /// ```
  ///
  /// A recognizer that is not following any touch does not hold others up.
  ///
  /// Bad input: requiring a recognizer to fail itself, or one that already
  /// (directly or through others) waits for this one, is ignored with a
  /// warning, since neither could ever be recognized.
  ///
  /// - Parameter other: The recognizer that must fail first.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self else {
      zoetropeWarning("\(describedForWarning) cannot require itself to fail; ignored")
      return
    }
    guard !other.waits(for: self) else {
      zoetropeWarning(
        "\(describedForWarning).require(toFail: \(other.describedForWarning)) would make each"
          + " wait for the other; ignored")
      return
    }
    failureRequirements.removeAll { $0.recognizer == nil }
    guard !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
    failureRequirements.append(WeakGestureRecognizer(recognizer: other))
  }

  /// Whether this recognizer, through ``require(toFail:)`` chains, waits
  /// for `other`.
  private func waits(for other: GestureRecognizer) -> Bool {
    var seen: Set<ObjectIdentifier> = []
    var stack = [self]
    while let current = stack.popLast() {
      guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
      for requirement in current.failureRequirements {
        guard let next = requirement.recognizer else { continue }
        if next === other { return true }
        stack.append(next)
      }
    }
    return false
  }

  /// Whether this recognizer must wait for `other` to fail: a
  /// ``require(toFail:)`` or either delegate says so.
  func requiresFailure(of other: GestureRecognizer) -> Bool {
    if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
    if let delegate, delegate.gestureRecognizer(self, shouldRequireFailureOf: other) {
      return true
    }
    if let otherDelegate = other.delegate,
      otherDelegate.gestureRecognizer(other, shouldBeRequiredToFailBy: self)
    {
      return true
    }
    return false
  }

  /// Whether either delegate lets the two recognize at once.
  func canRecognizeSimultaneously(with other: GestureRecognizer) -> Bool {
    if let delegate, delegate.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) {
      return true
    }
    if let otherDelegate = other.delegate,
      otherDelegate.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
    {
      return true
    }
    return false
  }

  /// Whether this recognizer, active, keeps `other` from recognizing:
  /// neither delegate lets them recognize together, and
  /// ``canPrevent(_:)`` and the other's ``canBePrevented(by:)`` agree.
  func prevents(_ other: GestureRecognizer) -> Bool {
    !canRecognizeSimultaneously(with: other) && canPrevent(other)
      && other.canBePrevented(by: self)
  }

  /// Whether the two recognizers received some touch in common since
  /// their last reset.
  func sharesTouches(with other: GestureRecognizer) -> Bool {
    for touch in sequenceTouches where other.sequenceTouches.contains(where: { $0 === touch }) {
      return true
    }
    return false
  }
}
