extension Control {
  /// The state of a control, a set of flags: UIKit's `UIControl.State`.
  ///
  /// Per-state values (a button's titles, colours and images) are looked up
  /// by the exact state first and then by ``normal``.
  public struct State: OptionSet, Hashable, Sendable {
    /// The flags' bits.
    public let rawValue: UInt

    /// Creates a state from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The normal state: enabled, not highlighted, not selected (no flags).
    public static let normal: State = []
    /// A touch is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
  }
}
