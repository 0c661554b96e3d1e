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
    sendTrackingActions(for: events, with: event)
    if isTracking { trackingDidSendTouchDown(with: event) }
  }

  /// Follows a move of the tracked touch, as UIKit does.
  ///
  /// Updates ``isTouchInside`` and the highlight, asks
  /// ``continueTracking(_:with:)``, then sends ``Event/touchDragInside`` or
  /// ``Event/touchDragOutside``, together with ``Event/touchDragEnter`` or
  /// ``Event/touchDragExit`` when the move crossed the slop's edge. When
  /// `continueTracking` returns `false`, tracking ends: the control is
  /// unhighlighted and sends no drag events, for this move or later ones.
  func trackingTouchMoved(_ touch: Touch, event: ZoetropeUI.Event?) {
    guard touch === trackingTouch, isTracking else { return }
    let wasInside = isTouchInside
    let inside = isInsideForTracking(touch.location(in: self))
    isTouchInside = inside
    isHighlighted = inside
    guard continueTracking(touch, with: event) else {
      isTracking = false
      isHighlighted = false
      return
    }
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside != wasInside {
      events.insert(inside ? .touchDragEnter : .touchDragExit)
    }
    sendTrackingActions(for: events, with: event)
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
    sendTrackingActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
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
    sendTrackingActions(for: .touchCancel, with: event)
  }
}
