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

    /// The closure, called with the control that sent the event.
    public var handler: @MainActor @Sendable (Control) -> Void

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
      self.title = title
      self.identifier = identifier ?? Identifier(rawValue: "action-\(Action.nextNumber())")
      self.handler = handler
    }

    /// A process-wide counter for fresh identifiers.
    private static let counter = Atomic<Int>(0)

    private static func nextNumber() -> Int {
      counter.add(1, ordering: .relaxed).newValue
    }
  }
}
