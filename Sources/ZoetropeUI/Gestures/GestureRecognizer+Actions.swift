import Synchronization

// Target-action with closures, as controls do (Control.Action): a
// recognizer runs its actions whenever its state changes to began, changed,
// ended or cancelled.
extension GestureRecognizer {
  /// A closure a recognizer runs when its state changes.
  ///
  /// Actions are told apart by their ``identifier``: adding an action whose
  /// identifier is already registered replaces it, and
  /// ``GestureRecognizer/removeAction(identifiedBy:)`` removes by identifier.
  public struct Action {
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

    /// The closure, called with the recognizer.
    public var handler: @MainActor (GestureRecognizer) -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - identifier: Its identity; `nil` makes a fresh unique one.
    ///   - handler: The closure, called with the recognizer.
    public init(
      identifier: Identifier? = nil, handler: @escaping @MainActor (GestureRecognizer) -> Void
    ) {
      self.identifier = identifier ?? Identifier(rawValue: "gesture-action-\(Action.nextNumber())")
      self.handler = handler
    }

    /// A process-wide counter for fresh identifiers.
    private static let counter = Atomic<Int>(0)

    private static func nextNumber() -> Int {
      counter.add(1, ordering: .relaxed).newValue
    }
  }

  /// One registered action and the target it belongs to, if any.
  struct ActionEntry {
    var action: Action
    /// Whether the action was registered with a target.
    var hasTarget: Bool
    /// The target, held weakly; the action is skipped once it is gone.
    weak var target: AnyObject?
  }

  /// Registers an action; one with the same identifier is replaced in place.
  ///
  /// - Parameter action: The action.
  public func addAction(_ action: Action) {
    let entry = ActionEntry(action: action, hasTarget: false, target: nil)
    if let index = actionEntries.firstIndex(where: { $0.action.identifier == action.identifier }) {
      actionEntries[index] = entry
    } else {
      actionEntries.append(entry)
    }
  }

  /// Registers a closure as a fresh action.
  ///
  /// ```swift
  /// pan.addAction { pan in
  ///   if pan.state == .ended { fling(with: pan.velocity(in: nil)) }
  /// }
  /// ```
  ///
  /// - Parameter handler: The closure, called with the recognizer.
  /// - Returns: The action made, for ``removeAction(_:)``.
  @discardableResult
  public func addAction(_ handler: @escaping @MainActor (Self) -> Void) -> Action {
    let action = Action { recognizer in
      guard let recognizer = recognizer as? Self else { return }
      handler(recognizer)
    }
    addAction(action)
    return action
  }

  /// Registers a method of a target as an action: UIKit's
  /// `addTarget(_:action:)`, with an unapplied method instead of a selector.
  ///
  /// ```swift
  /// pan.addTarget(self, action: CardController.handlePan)
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; held weakly (the action is
  ///     skipped once the target is gone).
  ///   - action: The method, unapplied (`Type.method`).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void
  ) {
    let action = Action { [weak target] recognizer in
      guard let target, let recognizer = recognizer as? Self else { return }
      action(target)(recognizer)
    }
    actionEntries.append(ActionEntry(action: action, hasTarget: true, target: target))
  }

  /// Unregisters the actions of a target, or every target's with `nil`:
  /// UIKit's `removeTarget(_:action:)` with a `nil` action.
  ///
  /// Actions added without a target are kept.
  ///
  /// - Parameter target: The target, or `nil` for all targets.
  public func removeTarget(_ target: AnyObject?) {
    actionEntries.removeAll { entry in
      guard entry.hasTarget else { return false }
      guard let target else { return true }
      return entry.target === target || entry.target == nil
    }
  }

  /// Unregisters an action (matched by identifier).
  ///
  /// - Parameter action: The action.
  public func removeAction(_ action: Action) {
    removeAction(identifiedBy: action.identifier)
  }

  /// Unregisters the action with an identifier.
  ///
  /// - Parameter identifier: The action's identifier.
  public func removeAction(identifiedBy identifier: Action.Identifier) {
    actionEntries.removeAll { $0.action.identifier == identifier }
  }

  /// Runs every action, in the order they were added; actions whose
  /// target is gone are dropped.
  func sendActions() {
    actionEntries.removeAll { $0.hasTarget && $0.target == nil }
    for entry in actionEntries {
      entry.action.handler(self)
    }
  }
}
