import ZoetropeGraphics

// Touch tracking: the touch methods turn one finger's life into control
// events, calling the tracking hooks subclasses override.
extension Control {
  /// Whether a point (in the control's coordinates) counts as inside for a
  /// tracked touch: within ``touchSlop`` points around the bounds.
  ///
  /// - Parameter point: The point.
  /// - Returns: `true` inside the expanded bounds.
  public func isInsideForTracking(_ point: Point) -> Bool {
    bounds.insetBy(dx: -Control.touchSlop, dy: -Control.touchSlop).contains(point)
  }

  /// Starts tracking a touch that began on the control (after
  /// ``trackingTouchBegan(_:event:)``) and sends the touch-down events.
  func trackingTouchBegan(_ touch: Touch, event: ZoetropeUI.Event?) {
    guard trackingTouch == nil, isEnabled else { return }
    trackingTouch = touch
    isTouchInside = true
    isTracking = true
    isHighlighted = true
    isTracking = beginTracking(touch, with: event)
    if !isTracking { isHighlighted = false }
    var events: Event = .touchDown
    if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
    sendTrackingActions(for: events)
    if isTracking { trackingDidSendTouchDown() }
  }

  func trackingTouchMoved(_ touch: Touch, event: ZoetropeUI.Event?) {
    guard touch === trackingTouch, isTracking else { return }
    let wasInside = isTouchInside
    let inside = isInsideForTracking(touch.location(in: self))
    isTouchInside = inside
    isHighlighted = inside
    if !continueTracking(touch, with: event) {
      isTracking = false
      isHighlighted = false
    }
    let events: Event
    switch (wasInside, inside) {
    case (true, true): events = .touchDragInside
    case (true, false): events = .touchDragExit
    case (false, true): events = .touchDragEnter
    case (false, false): events = .touchDragOutside
    }
    sendTrackingActions(for: events)
  }

  func trackingTouchEnded(_ touch: Touch, event: ZoetropeUI.Event?) {
    guard touch === trackingTouch else { return }
    trackingTouch = nil
    let inside = isInsideForTracking(touch.location(in: self))
    isTouchInside = inside
    let wasTracking = isTracking
    isHighlighted = false
    if wasTracking {
      endTracking(touch, with: event)
    }
    isTracking = false
    guard wasTracking else { return }
    sendTrackingActions(for: inside ? .touchUpInside : .touchUpOutside)
  }

  /// Stops tracking (a cancelled touch, or the control was disabled) and
  /// sends ``Event/touchCancel``.
  func cancelTouchTracking(with event: ZoetropeUI.Event?) {
    guard trackingTouch != nil else { return }
    trackingTouch = nil
    let wasTracking = isTracking
    isHighlighted = false
    if wasTracking {
      cancelTracking(with: event)
    }
    isTracking = false
    isTouchInside = false
    sendTrackingActions(for: .touchCancel)
  }
}
