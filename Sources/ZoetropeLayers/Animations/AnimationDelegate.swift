/// An object told when an animation starts and stops: `CAAnimationDelegate`.
///
/// Both methods have empty default implementations.
@MainActor
public protocol AnimationDelegate: AnyObject {
  /// Called when the animation's active interval begins.
  ///
  /// - Parameter animation: The animation attached to the layer (the copy).
  func animationDidStart(_ animation: Animation)

  /// Called once when the animation stops.
  ///
  /// - Parameters:
  ///   - animation: The animation attached to the layer (the copy).
  ///   - finished: `true` if it ran to its end; `false` if it was removed
  ///     or replaced first.
  func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
  /// Does nothing.
  ///
  /// - Parameter animation: The animation that started.
  public func animationDidStart(_ animation: Animation) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - animation: The animation that stopped.
  ///   - finished: Whether it ran to its end.
  public func animationDidStop(_ animation: Animation, finished: Bool) {}
}
