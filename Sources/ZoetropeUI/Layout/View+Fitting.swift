import ZoetropeGraphics
import ZoetropeLayoutSolver

// updateConstraints() at the start of the layout pass, and the size a
// view's constraints give it (systemLayoutSizeFitting).
extension View {
  /// The smallest size: UIKit's `layoutFittingCompressedSize`, (0, 0).
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

  /// A very large size: UIKit's `layoutFittingExpandedSize`.
  ///
  /// Zoetrope uses
  /// 10,000,000 points in each dimension (UIKit does not document its value).
  public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

  /// Marks the view for ``updateConstraints()`` at the next layout pass.
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    let root = rootView
    root.autoLayout.subtreeNeedsUpdateConstraints = true
    root.setNeedsLayout()
  }

  /// Whether ``updateConstraints()`` will run at the next layout pass.
  ///
  /// - Returns: Whether ``setNeedsUpdateConstraints()`` was called since the
  ///   view's constraints were last updated.
  public func needsUpdateConstraints() -> Bool {
    autoLayout.needsUpdateConstraints
  }

  /// Calls ``updateConstraints()`` now on the views of this hierarchy that
  /// need it, subviews first.
  public func updateConstraintsIfNeeded() {
    let root = rootView
    var rounds = 0
    // updateConstraints() may mark views again: a few rounds, not forever.
    while root.autoLayout.subtreeNeedsUpdateConstraints && rounds < 10 {
      root.autoLayout.subtreeNeedsUpdateConstraints = false
      root.updateConstraintsPass(depth: 0)
      rounds += 1
    }
  }

  /// Updates the subviews' constraints, then this view's.
  private func updateConstraintsPass(depth: Int) {
    guard depth < 1_000 else { return }
    for subview in subviews { subview.updateConstraintsPass(depth: depth + 1) }
    if autoLayout.needsUpdateConstraints {
      autoLayout.needsUpdateConstraints = false
      updateConstraints()
    }
  }

  /// The size the view's constraints give it, as close to a target as
  /// they allow: UIKit's `systemLayoutSizeFitting(_:)`.
  ///
  /// Pass ``layoutFittingCompressedSize`` for the smallest size and
  /// ``layoutFittingExpandedSize`` for the largest. Only the constraints of
  /// the view's subtree count (those installed on the view or its
  /// descendants), with the intrinsic sizes; the target holds at
  /// ``LayoutPriority/fittingSizeLevel`` (50) in each dimension. Nothing is
  /// laid out.
  ///
  /// - Parameter targetSize: The size to come close to.
  /// - Returns: The solved size.
  public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it, with the target held at a
  /// priority per dimension: pass ``LayoutPriority/required`` to fix a
  /// width and find the height (a cell's height at a table's width).
  ///
  /// A NaN or infinite target dimension is replaced by 0 with a warning.
  ///
  /// - Parameters:
  ///   - targetSize: The size to come close to.
  ///   - horizontalFittingPriority: How hard to hold the target width.
  ///   - verticalFittingPriority: How hard to hold the target height.
  /// - Returns: The solved size.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> Size {
    var target = targetSize
    if !target.width.isFinite || !target.height.isFinite {
      zoetropeWarning("systemLayoutSizeFitting: target \(targetSize) is not finite; using 0")
      target = Size(
        width: target.width.isFinite ? target.width : 0,
        height: target.height.isFinite ? target.height : 0)
    }
    updateConstraintsIfNeeded()
    let fitting = LayoutEngine.Fitting(
      target: target, horizontal: horizontalFittingPriority.clampedForConstraint,
      vertical: verticalFittingPriority.clampedForConstraint)
    guard LayoutEngine.isWithinLimit(self) else { return bounds.size }
    let engine = LayoutEngine(root: self, fitting: fitting)
    guard let own = engine.variables[ObjectIdentifier(self)] else { return target }
    return Size(
      width: engine.solver.value(of: own.width), height: engine.solver.value(of: own.height))
  }
}
