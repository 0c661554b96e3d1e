import ZoetropeGraphics
import ZoetropeLayoutSolver

// Debugging Auto Layout: whether a view's constraints pin it down.
extension View {
  /// Whether the constraints leave this view's frame open: UIKit's
  /// `hasAmbiguousLayout`.
  ///
  /// `true` when one of the view's position or size variables can move
  /// without breaking a constraint more (no constraint fixes it, or two
  /// wishes of equal priority pull it as hard both ways). Always `false`
  /// for a view that keeps its frame
  /// (``translatesAutoresizingMaskIntoConstraints``). Brings the
  /// hierarchy's solver up to date without laying anything out.
  public var hasAmbiguousLayout: Bool {
    guard !translatesAutoresizingMaskIntoConstraints,
      let engine = currentLayoutEngine(),
      let own = engine.variables[ObjectIdentifier(self)]
    else { return false }
    return [own.left, own.top, own.width, own.height].contains { engine.solver.isAmbiguous($0) }
  }

  /// Moves a view whose layout is ambiguous to another layout its
  /// constraints allow: UIKit's `exerciseAmbiguityInLayout()`, to see in
  /// which direction it is free.
  ///
  /// Each ambiguous variable of the view (left, top, width, height) is
  /// pushed 100 points from where the solver puts it without the last
  /// push (Zoetrope's choice), up on odd calls and down on even ones, by a
  /// constraint weaker than any priority; the frames are laid out at once. The push stays until the constraints change (the
  /// engine is rebuilt). A view that is not ambiguous does not move.
  public func exerciseAmbiguityInLayout() {
    guard !translatesAutoresizingMaskIntoConstraints,
      let engine = currentLayoutEngine(),
      let own = engine.variables[ObjectIdentifier(self)]
    else { return }
    guard engine.exercise([own.left, own.top, own.width, own.height]) else { return }
    rootView.setNeedsLayout()
    rootView.layoutIfNeeded()
  }

  /// The root's engine, built first if constraints changed since.
  func currentLayoutEngine() -> LayoutEngine? {
    let root = rootView
    if root.autoLayout.subtreeNeedsUpdateConstraints { root.updateConstraintsIfNeeded() }
    if root.needsLayoutEngineCheck {
      root.needsLayoutEngineCheck = false
      root.layoutEngine =
        root.hasConstraintsInSubtree(depth: 0) && LayoutEngine.isWithinLimit(root)
        ? LayoutEngine(root: root) : nil
    }
    return root.layoutEngine
  }
}
