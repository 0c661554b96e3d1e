extension Control {
  /// The events a control sends to its actions: UIKit's `UIControl.Event`.
  ///
  /// An option set, so one action can be registered for several events:
  /// `button.addAction(action, for: [.touchUpInside, .touchUpOutside])`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The events' bits.
    public let rawValue: UInt

    /// Creates a set of events from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A touch went down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch went down again soon after the last one (its tap count is
    /// above 1); sent after ``touchDown``.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// The tracked touch moved and is inside (with the slop); sent on every
    /// such move, with ``touchDragEnter`` when it just came back in.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// The tracked touch moved and is outside; sent on every such move, with
    /// ``touchDragExit`` when it just left.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// The tracked touch moved from outside to inside (sent together with
    /// ``touchDragInside``).
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// The tracked touch moved from inside to outside (sent together with
    /// ``touchDragOutside``).
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// The tracked touch lifted inside (with the slop).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The tracked touch lifted outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the tracked touch, or the control was disabled
    /// while tracking.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (a slider moved).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action happened: sent right after
    /// ``touchUpInside`` by a button and after ``valueChanged`` by a slider.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)

    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
