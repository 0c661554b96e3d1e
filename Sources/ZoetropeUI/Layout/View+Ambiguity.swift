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

  /// The root's engine, built first if constraints changed since.
  func currentLayoutEngine() -> LayoutEngine? {
    let root = rootView
    if root.autoLayout.subtreeNeedsUpdateConstraints { root.updateConstraintsIfNeeded() }
    if root.needsLayoutEngineCheck {
      root.needsLayoutEngineCheck = false
      root.layoutEngine = root.hasConstraintsInSubtree(depth: 0) ? LayoutEngine(root: root) : nil
    }
    return root.layoutEngine
  }
}
