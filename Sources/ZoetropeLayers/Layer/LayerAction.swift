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
}
