import ZoetropeGraphics
import ZoetropeLayers

/// The base class of views that turn touches into actions, such as
/// ``Button`` and ``Slider``: UIKit's `UIControl`.
///
/// A control tracks the touch that began on it: it is highlighted while
/// the touch is inside it (with UIKit's slop of ``touchSlop`` points
/// around its bounds) and it sends ``Event``s to the actions registered
/// with ``addAction(_:for:)``:
///
/// ```swift
/// let roll = Button(title: "Roll")
/// roll.addAction(for: .touchUpInside) { _ in
///   dice.startAnimating()
/// }
/// ```
///
/// Subclasses follow a touch with ``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)``, ``endTracking(_:with:)`` and
/// ``cancelTracking(with:)``. A disabled control (``isEnabled`` `false`)
/// receives no touches: hit testing passes over it, so a touch on it goes
/// to the view behind it.
///
/// Only one touch is tracked at a time; other fingers that land on a
/// control while it tracks are ignored. A control handles its touches
/// itself and does not pass them along the responder chain.
///
/// Inside a `Control` subclass, `Event` names ``Control/Event`` (as
/// `UIControl.Event`); spell the touch event class `ZoetropeUI.Event` there:
///
/// ```swift
/// override func beginTracking(_ touch: Touch, with event: ZoetropeUI.Event?) -> Bool {
///   touch.location(in: self).x < bounds.midX
/// }
/// ```
@MainActor
open class Control: View {
  /// How far around the bounds a tracked touch still counts as inside, in
  /// points: UIKit's expanded rectangle of about 70 points.
  public static let touchSlop: Double = 70

  /// Whether the control responds to touches; `true` by default.
  ///
  /// A disabled control shows its ``State/disabled`` look and is skipped by
  /// hit testing. Disabling a control while it tracks a touch cancels the
  /// tracking (``Event/touchCancel`` is sent).
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if !isEnabled, trackingTouch != nil { cancelTouchTracking(with: nil) }
      stateDidChange()
    }
  }

  /// Whether the control is selected (a toggled-on look); `false` by default.
  public var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether the control is highlighted: a touch is down on it, inside it.
  ///
  /// Set by tracking (inside means within ``touchSlop`` of the bounds);
  /// app code may set it too.
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// The control's state: the flags of ``isHighlighted``, ``isEnabled``
  /// (as ``State/disabled``) and ``isSelected``; ``State/normal`` (empty)
  /// when none is set.
  public var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// How the content (a button's title and image) sits across the bounds;
  /// ``ContentHorizontalAlignment/center`` by default, as in UIKit.
  public var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
  }

  /// How the content (a button's title and image) sits down the bounds;
  /// ``ContentVerticalAlignment/center`` by default, as in UIKit.
  public var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
  }

  /// Whether the control is tracking a touch now.
  public internal(set) var isTracking = false

  /// Whether the tracked touch is inside the control (with the slop), as of
  /// its last event.
  public internal(set) var isTouchInside = false

  /// The registered actions and the events each is registered for, in
  /// the order they were added.
  var actionEntries: [(action: Action, events: Event)] = []

  /// The touch being tracked.
  weak var trackingTouch: Touch?

  /// The events that also send ``Event/primaryActionTriggered``: none for a
  /// plain control; overridden by ``Button`` (touch-up-inside) and
  /// ``Slider`` (value-changed).
  var primaryActionEvents: Event { [] }

  /// Creates a control with a frame in its superview's coordinates.
  ///
  /// - Parameter frame: The frame, in points.
  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  /// Called whenever ``state`` or ``View/tintColor`` may have changed, so
  /// the look can follow; the default does nothing.
  func stateDidChange() {}

  /// Updates the control's look for its new tint (a button's fill, a
  /// slider's filled track); the tint is ``View/tintColor``, inherited from
  /// the superview and ``View/defaultTintColor`` (system blue) by default.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    stateDidChange()
  }

  /// Called after ``Event/touchDown`` was sent for a tracked touch, so a
  /// subclass can send events that follow it (a slider's jump to a tapped
  /// point); the default does nothing.
  func trackingDidSendTouchDown(with event: ZoetropeUI.Event?) {}

  /// Skips the control when it is disabled; otherwise hit-tests as a view.
  ///
  /// - Parameters:
  ///   - point: A point in the control's coordinates.
  ///   - event: The event being delivered, if any.
  /// - Returns: The view to deliver touches to, or `nil`.
  open override func hitTest(_ point: Point, with event: ZoetropeUI.Event?) -> View? {
    guard isEnabled else { return nil }
    return super.hitTest(point, with: event)
  }

  // MARK: Tracking hooks

  /// Called when a touch begins on the control; returns whether to keep
  /// tracking it.
  ///
  /// The default returns `true`. When it returns `false`, the control sends
  /// ``Event/touchDown`` but no drag or touch-up events for this touch, and
  /// is not highlighted.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: Whether to track the touch.
  open func beginTracking(_ touch: Touch, with event: ZoetropeUI.Event?) -> Bool {
    true
  }

  /// Called when the tracked touch moves; returns whether to keep tracking.
  ///
  /// The default returns `true`. ``isTouchInside`` is already updated. It is
  /// called before the move's drag events are sent; returning `false` ends
  /// tracking at once: the control is unhighlighted, and sends no drag
  /// events (for this move or later ones) and no touch-up event for the
  /// touch, and ``endTracking(_:with:)`` is not called.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  /// - Returns: Whether to keep tracking the touch.
  open func continueTracking(_ touch: Touch, with event: ZoetropeUI.Event?) -> Bool {
    true
  }

  /// Called when the tracked touch lifts, before the touch-up event is sent.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - touch: The touch, or `nil`.
  ///   - event: Its event.
  open func endTracking(_ touch: Touch?, with event: ZoetropeUI.Event?) {}

  /// Called when tracking is cancelled, before ``Event/touchCancel`` is sent.
  ///
  /// The default does nothing.
  ///
  /// - Parameter event: The event, if any.
  open func cancelTracking(with event: ZoetropeUI.Event?) {}

  // MARK: Touches

  /// Starts tracking the first touch and sends ``Event/touchDown``.
  ///
  /// Touches are not passed along the responder chain.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<Touch>, with event: ZoetropeUI.Event?) {
    guard trackingTouch == nil, let touch = touches.first else { return }
    trackingTouchBegan(touch, event: event)
  }

  /// Follows the tracked touch and sends the drag events.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<Touch>, with event: ZoetropeUI.Event?) {
    guard let touch = trackingTouch, touches.contains(touch) else { return }
    trackingTouchMoved(touch, event: event)
  }

  /// Ends tracking and sends ``Event/touchUpInside`` or
  /// ``Event/touchUpOutside``.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<Touch>, with event: ZoetropeUI.Event?) {
    guard let touch = trackingTouch, touches.contains(touch) else { return }
    trackingTouchEnded(touch, event: event)
  }

  /// Cancels tracking and sends ``Event/touchCancel``.
  ///
  /// - Parameters:
  ///   - touches: The cancelled touches.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: ZoetropeUI.Event?) {
    guard let touch = trackingTouch, touches.contains(touch) else { return }
    cancelTouchTracking(with: event)
  }
}
