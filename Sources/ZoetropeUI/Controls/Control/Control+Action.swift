import Synchronization

extension Control {
  /// A closure a control calls when an event happens: UIKit's `UIAction`.
  ///
  /// Actions are told apart by their ``identifier``: adding an action
  /// whose identifier is already registered replaces it, and
  /// ``Control/removeAction(_:for:)`` removes by identifier.
  ///
  /// ```swift
  /// let stop = Control.Action(title: "Stop") { control in
  ///   dice.stopAnimating()
  /// }
  /// stopButton.addAction(stop, for: .touchUpInside)
  /// ```
  public struct Action: Sendable {
    /// An action's identity; a fresh unique one by default.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The identifier's text.
      public var rawValue: String

      /// Creates an identifier from its text.
      ///
      /// - Parameter rawValue: The text.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// Creates an identifier from its text.
      ///
      /// - Parameter rawValue: The text.
      public init(_ rawValue: String) {
        self.rawValue = rawValue
      }
    }

    /// The action's identity.
    public var identifier: Identifier

    /// A short name for the action; a button made with
    /// ``Button/init(title:primaryAction:)`` and no title shows it.
    public var title: String

    /// The closure, called with the control that sent the event and the
    /// touch event that caused it (`nil` for ``Control/sendActions(for:)``):
    /// the `(sender, event)` form of UIKit's `addTarget(_:action:for:)`.
    public var eventHandler: @MainActor @Sendable (Control, ZoetropeUI.Event?) -> Void

    /// The closure, called with the control that sent the event.
    ///
    /// Reading it gives a closure that calls ``eventHandler`` without the
    /// event; setting it replaces ``eventHandler``.
    public var handler: @MainActor @Sendable (Control) -> Void {
      get {
        let body = eventHandler
        return { control in body(control, nil) }
      }
      set { eventHandler = { control, _ in newValue(control) } }
    }

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: A short name; empty by default.
    ///   - identifier: Its identity; `nil` makes a fresh unique one.
    ///   - handler: The closure, called with the sending control.
    public init(
      title: String = "", identifier: Identifier? = nil,
      handler: @escaping @MainActor @Sendable (Control) -> Void
    ) {
      self.init(title: title, identifier: identifier) { control, _ in handler(control) }
    }

    /// Creates an action that also takes the touch event, as a UIKit
    /// action method `action(_ sender:, forEvent event:)` does.
    ///
    /// ```swift
    /// button.addAction(Control.Action { control, event in
    ///   print("tapped at", event?.timestamp ?? 0)
    /// }, for: .touchUpInside)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A short name; empty by default.
    ///   - identifier: Its identity; `nil` makes a fresh unique one.
    ///   - eventHandler: The closure, called with the sending control and
    ///     the touch event (`nil` when the actions were sent by code).
    public init(
      title: String = "", identifier: Identifier? = nil,
      eventHandler: @escaping @MainActor @Sendable (Control, ZoetropeUI.Event?) -> Void
    ) {
      self.title = title
      self.identifier = identifier ?? Identifier(rawValue: "action-\(Action.nextNumber())")
      self.eventHandler = eventHandler
    }

    /// A process-wide counter for fresh identifiers.
    private static let counter = Atomic<Int>(0)

    private static func nextNumber() -> Int {
      counter.add(1, ordering: .relaxed).newValue
    }
  }
}
