/// What a `beginAnimations`/`commitAnimations` block adds to an
/// ``AnimationBlock``: its identifier, context and stop callbacks.
@MainActor
final class LegacyAnimationSettings {
  /// The identifier given to `beginAnimations`.
  let animationID: String?
  /// The context given to `beginAnimations`.
  let context: Any?
  /// The delegate, held until the block stops.
  var delegate: (any ViewAnimationDelegate)?
  /// Whether the delegate's ``ViewAnimationDelegate/animationWillStart(_:context:)``
  /// is called (``View/setAnimationWillStart(_:)``).
  var callsWillStart = false
  /// Whether the delegate's ``ViewAnimationDelegate/animationDidStop(_:finished:context:)``
  /// is called (`View.setAnimationDidStop(.animationDidStop)`).
  var callsDidStop = false
  /// A closure called when the block stops.
  var didStop: (@MainActor (_ animationID: String?, _ finished: Bool, _ context: Any?) -> Void)?

  init(animationID: String?, context: Any?) {
    self.animationID = animationID
    self.context = context
  }
}
