import ZoetropeAnimation

/// What happens when a layer property changes: Core Animation's `CAAction`.
///
/// The layer looks for the action of a change in this order: its
/// ``Layer/delegate``, its ``Layer/actions`` dictionary, then the default
/// (an implicit ``BasicAnimation`` with the transaction's duration and
/// timing function). `.disabled` anywhere along the way stops the search
/// and the change applies at once.
public struct LayerAction: Sendable {
  enum Kind: Sendable {
    case disabled
    case implicitAnimation
    case animation(@MainActor @Sendable () -> Animation)
    case handled(any LayerChangeHandler)
  }

  let kind: Kind

  /// No animation: the new value shows at once (Core Animation's `NSNull`).
  public static let disabled = LayerAction(kind: .disabled)

  /// The default implicit animation: a basic animation from the current
  /// presentation value to the new model value, with the transaction's
  /// duration and timing function.
  public static let implicitAnimation = LayerAction(kind: .implicitAnimation)

  /// A custom animation, made fresh for each change.
  ///
  /// The animation's key path must be the changing property's. A
  /// ``BasicAnimation`` whose `from` and `to` are unset animates from the
  /// current presentation value to the new model value; its duration and
  /// timing function, when left at their defaults, come from the transaction.
  ///
  /// - Parameter make: Makes the animation.
  /// - Returns: The action.
  public static func animation(_ make: @escaping @MainActor @Sendable () -> Animation)
    -> LayerAction
  {
    LayerAction(kind: .animation(make))
  }

  /// Hands the change to a handler, which decides what animates it.
  ///
  /// The layer adds no animation itself. Animation blocks whose
  /// changes are recorded rather than animated at once (a property
  /// animator's, a keyframe block's) use it for changes made directly on
  /// a view's layer.
  ///
  /// - Parameter handler: Receives the change.
  /// - Returns: The action.
  package static func handled(by handler: any LayerChangeHandler) -> LayerAction {
    LayerAction(kind: .handled(handler))
  }
}

/// Receives a layer's model change in place of an animation (see
/// ``LayerAction/handled(by:)``).
package protocol LayerChangeHandler: Sendable {
  /// Handles a change whose new value the model already holds.
  ///
  /// - Parameters:
  ///   - layer: The changed layer.
  ///   - old: The model value before the change.
  ///   - presented: The value on screen at the last frame (`old` for a
  ///     layer never presented).
  ///   - new: The new model value.
  ///   - keyPath: The property.
  ///   - key: The property's Core Animation name.
  @MainActor
  func handle<Value: Interpolatable & Equatable>(
    layer: Layer, old: Value, presented: Value, new: Value,
    keyPath: WritableKeyPath<LayerProperties, Value>, key: String)
}
