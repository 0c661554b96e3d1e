import ZoetropeGraphics
import ZoetropeLayoutSolver

// Layout guides in the solver: four variables each, like a view's; a
// margins or safe-area guide is held inside its owning view by required
// equalities whose constants follow the insets.
extension LayoutEngine {
  /// A guide that takes part, and what holds a margins or safe-area guide.
  struct GuideRows {
    let guide: LayoutGuide
    /// left, top, right, bottom insets from the owning view (empty for a
    /// custom guide).
    let constraints: [SolverConstraint]
    var insets: EdgeInsets
  }

  /// Gives a guide its variables and, for a view's margins or safe area,
  /// the equalities that keep it inside the view.
  func addGuide(_ guide: LayoutGuide) {
    guard let owner = guide.owningView, let parent = variables[ObjectIdentifier(owner)] else {
      return
    }
    let own = makeVariables()
    variables[ObjectIdentifier(guide)] = own
    guard guide.kind != .custom else {
      guides.append(GuideRows(guide: guide, constraints: [], insets: .zero))
      return
    }
    let insets = Self.insets(of: guide)
    // left = owner.left + l; top = owner.top + t;
    // left + width = owner.left + owner.width − r; likewise bottom.
    let rows = [
      SolverConstraint(
        LinearExpression([(own.left, 1), (parent.left, -1)], constant: -insets.left), .equal),
      SolverConstraint(
        LinearExpression([(own.top, 1), (parent.top, -1)], constant: -insets.top), .equal),
      SolverConstraint(
        LinearExpression(
          [(own.left, 1), (own.width, 1), (parent.left, -1), (parent.width, -1)],
          constant: insets.right), .equal),
      SolverConstraint(
        LinearExpression(
          [(own.top, 1), (own.height, 1), (parent.top, -1), (parent.height, -1)],
          constant: insets.bottom), .equal),
    ]
    for row in rows { try? solver.add(row) }
    guides.append(GuideRows(guide: guide, constraints: rows, insets: insets))
  }

  /// The insets a margins or safe-area guide keeps from its view's bounds.
  static func insets(of guide: LayoutGuide) -> EdgeInsets {
    guard let owner = guide.owningView else { return .zero }
    switch guide.kind {
    case .custom: return .zero
    case .margins: return owner.effectiveMarginInsets
    case .safeArea: return owner.safeAreaInsets
    }
  }

  /// Moves the equalities of guides whose insets changed (a view moved
  /// under the window's safe area, say).
  func refreshGuideInsets() {
    for index in guides.indices where !guides[index].constraints.isEmpty {
      let insets = Self.insets(of: guides[index].guide)
      guard insets != guides[index].insets else { continue }
      let constants = [-insets.left, -insets.top, insets.right, insets.bottom]
      for (row, constant) in zip(guides[index].constraints, constants) {
        try? solver.setConstant(of: row, to: constant)
      }
      guides[index].insets = insets
      needsApply = true
    }
  }

  /// Sets each guide's layout frame, in its owning view's coordinates.
  func applyGuideFrames() {
    for entry in guides {
      guard let owner = entry.guide.owningView,
        let own = variables[ObjectIdentifier(entry.guide)],
        let parent = variables[ObjectIdentifier(owner)]
      else { continue }
      entry.guide.layoutFrame = Rect(
        x: solver.value(of: own.left) - solver.value(of: parent.left),
        y: solver.value(of: own.top) - solver.value(of: parent.top),
        width: solver.value(of: own.width), height: solver.value(of: own.height))
    }
  }
}
