import ZoetropeLayers

/// ZoetropeUI's share of a ``ZoetropeLayers/LayerContext``: the open
/// animation blocks, the completions waiting for the next frame, the
/// current application, the display scale and the layout direction.
///
/// UIKit keeps these per process (its main thread); Zoetrope keeps them per
/// context, so two tests, each in its own context, never see each other's
/// blocks or applications.
@MainActor
final class UIContextState {
  /// The open animation blocks, outermost first.
  var animationBlocks: [AnimationBlock] = []
  /// How many `performWithoutAnimation` calls are running.
  var animationsDisabledDepth = 0
  /// Whether animation blocks animate at all (`View.areAnimationsEnabled`).
  var animationsEnabled = true
  /// Completion handlers of blocks that made no animations, waiting for
  /// the next frame's finish step.
  var pendingCompletions: [@MainActor () -> Void] = []
  /// The current application, `Application.shared`.
  ///
  /// Weak: the context is held by its applications
  /// (``Application/context``), and the host owns the application.
  weak var application: Application?
  /// Pixels per point of the host's display (`Application.displayScale`).
  var displayScale = 1.0
  /// The app-wide layout direction
  /// (`Application.userInterfaceLayoutDirection`).
  var layoutDirection = UserInterfaceLayoutDirection.leftToRight
}

extension LayerContext {
  /// ZoetropeUI's state in this context.
  var ui: UIContextState {
    state(UIContextState.self) { UIContextState() }
  }
}
