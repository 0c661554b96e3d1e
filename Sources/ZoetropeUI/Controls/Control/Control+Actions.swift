// Target-action with closures: registering actions and sending events.
extension Control {
  /// Registers an action for one or more events.
  ///
  /// An action with the same ``Action/identifier`` already registered is
  /// replaced (it keeps its place in the order) and its events are merged.
  /// Actions run in the order they were first added.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - events: The events that run it.
  public func addAction(_ action: Action, for events: Event) {
    if let index = actionEntries.firstIndex(where: { $0.action.identifier == action.identifier }) {
      actionEntries[index] = (action, actionEntries[index].events.union(events))
    } else {
      actionEntries.append((action, events))
    }
  }

  /// Registers a closure for one or more events, as a fresh ``Action``.
  ///
  /// ```swift
  /// slider.addAction(for: .valueChanged) { control in
  ///   label.text = "\((control as! Slider).value)"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - events: The events that run it.
  ///   - handler: The closure, called with the control.
  /// - Returns: The action made, for ``removeAction(_:for:)``.
  @discardableResult
  public func addAction(
    for events: Event, _ handler: @escaping @MainActor @Sendable (Control) -> Void
  ) -> Action {
    let action = Action(handler: handler)
    addAction(action, for: events)
    return action
  }

  /// Registers a closure that takes the touch event too, as a UIKit action
  /// method `(sender, event)` registered with `addTarget(_:action:for:)`.
  ///
  /// The event is the touch event whose handling sent the control event
  /// (its ``ZoetropeUI/Event/timestamp`` is the tap's time), or `nil` when
  /// code sent it with ``sendActions(for:)``.
  ///
  /// ```swift
  /// button.addAction(for: .touchUpInside) { control, event in
  ///   startedAt = event?.timestamp ?? Application.shared.scheduler.now
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - events: The events that run it.
  ///   - handler: The closure, called with the control and the event.
  /// - Returns: The action made, for ``removeAction(_:for:)``.
  @discardableResult
  public func addAction(
    for events: Event,
    _ handler: @escaping @MainActor @Sendable (Control, ZoetropeUI.Event?) -> Void
  ) -> Action {
    let action = Action(eventHandler: handler)
    addAction(action, for: events)
    return action
  }

  /// Unregisters an action (matched by identifier) from some events.
  ///
  /// The action stays registered for its other events.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - events: The events to stop running it for.
  public func removeAction(_ action: Action, for events: Event) {
    removeAction(identifiedBy: action.identifier, for: events)
  }

  /// Unregisters the action with an identifier from some events.
  ///
  /// - Parameters:
  ///   - identifier: The action's identifier.
  ///   - events: The events to stop running it for.
  public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
    guard let index = actionEntries.firstIndex(where: { $0.action.identifier == identifier })
    else { return }
    let remaining = actionEntries[index].events.subtracting(events)
    if remaining.isEmpty {
      actionEntries.remove(at: index)
    } else {
      actionEntries[index].events = remaining
    }
  }

  /// The events an action (matched by identifier) is registered for.
  ///
  /// - Parameter identifier: The action's identifier.
  /// - Returns: The events, empty when it is not registered.
  public func events(forAction identifier: Action.Identifier) -> Event {
    actionEntries.first { $0.action.identifier == identifier }?.events ?? []
  }

  /// Every event some action is registered for.
  public var allControlEvents: Event {
    actionEntries.reduce([]) { $0.union($1.events) }
  }

  /// Runs the actions registered for events, now.
  ///
  /// Each event in `events` is sent in turn (in the order of their bits,
  /// as declared in ``Event``), and for each, its actions run in the
  /// order they were added. An action that adds or removes actions changes
  /// what the next event runs, not the current one.
  ///
  /// Actions that take the event get `nil`.
  ///
  /// - Parameter events: The events to send.
  public func sendActions(for events: Event) {
    sendActions(for: events, with: nil)
  }

  /// Runs the actions registered for events, passing the touch event
  /// that caused them.
  func sendActions(for events: Event, with touchEvent: ZoetropeUI.Event?) {
    var bits = events.rawValue
    while bits != 0 {
      let bit = bits & (~bits &+ 1)
      bits &= ~bit
      let event = Event(rawValue: bit)
      let entries = actionEntries.filter { $0.events.contains(event) }
      for entry in entries {
        entry.action.eventHandler(self, touchEvent)
      }
    }
  }

  /// Sends events from tracking, followed by
  /// ``Event/primaryActionTriggered`` when one of them is the control's
  /// primary action.
  func sendTrackingActions(for events: Event, with touchEvent: ZoetropeUI.Event?) {
    sendActions(for: events, with: touchEvent)
    if !events.isDisjoint(with: primaryActionEvents) {
      sendActions(for: .primaryActionTriggered, with: touchEvent)
    }
  }
}
