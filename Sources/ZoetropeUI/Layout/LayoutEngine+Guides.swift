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
    if guide.kind == .scrollContent {
      addContentGuide(guide, own, parent, size: Size(width: insets.right, height: insets.bottom))
      return
    }
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

  /// A scroll view's content guide: at the content's origin (the scroll
  /// view's frame origin in the engine, which ignores the offset), its
  /// size pulled at priority 1 towards ``ScrollView/contentSize`` (so it
  /// is the content size unless constraints size it; then the content
  /// size follows it, see ``applyGuideFrames(changed:)``).
  private func addContentGuide(
    _ guide: LayoutGuide, _ own: Variables, _ parent: Variables, size: Size
  ) {
    let weak = Self.strength(LayoutPriority(1))
    let rows = [
      SolverConstraint(LinearExpression([(own.left, 1), (parent.left, -1)]), .equal),
      SolverConstraint(LinearExpression([(own.top, 1), (parent.top, -1)]), .equal),
      SolverConstraint(
        LinearExpression([(own.width, 1)], constant: -size.width), .equal, strength: weak),
      SolverConstraint(
        LinearExpression([(own.height, 1)], constant: -size.height), .equal, strength: weak),
    ]
    for row in rows { try? solver.add(row) }
    guides.append(
      GuideRows(
        guide: guide, constraints: rows,
        insets: EdgeInsets(top: 0, left: 0, bottom: size.height, right: size.width)))
  }

  /// The insets a margins or safe-area guide keeps from its view's bounds
  /// (for a scroll view's frame guide, the content offset; for its content
  /// guide, the content size as the right and bottom insets).
  static func insets(of guide: LayoutGuide) -> EdgeInsets {
    guard let owner = guide.owningView else { return .zero }
    switch guide.kind {
    case .custom: return .zero
    case .scrollFrame:
      // The frame in the content's coordinates: moved by the offset.
      let offset = owner.bounds.origin
      return EdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
    case .margins: return owner.effectiveMarginInsets
    case .safeArea: return owner.safeAreaInsets
    case .scrollContent:
      let size = (owner as? ScrollView)?.contentSize ?? Size(width: 0, height: 0)
      return EdgeInsets(top: 0, left: 0, bottom: size.height, right: size.width)
    }
  }

  /// Moves the equalities of guides whose insets changed (a view moved
  /// under the window's safe area, say).
  ///
  /// Without screen safe-area insets a margins or safe-area guide's insets
  /// change only with the margins (or the settings), which rebuild the
  /// engine: those guides are skipped, so a scroll frame visits only the
  /// scroll views' guides.
  func refreshGuideInsets() {
    let safeAreaMatters = (root?.window?.screenSafeAreaInsets ?? .zero) != .zero
    for index in guides.indices where !guides[index].constraints.isEmpty {
      let kind = guides[index].guide.kind
      if !safeAreaMatters && (kind == .margins || kind == .safeArea) { continue }
      let insets = Self.insets(of: guides[index].guide)
      guard insets != guides[index].insets else { continue }
      let constants =
        guides[index].guide.kind == .scrollContent
        ? [0, 0, -insets.right, -insets.bottom]
        : [-insets.left, -insets.top, insets.right, insets.bottom]
      for (row, constant) in zip(guides[index].constraints, constants) {
        try? solver.setConstant(of: row, to: constant)
      }
      guides[index].insets = insets
      needsApply = true
    }
  }

  /// Notes which variables each guide's frame depends on: its own and
  /// its owner's position.
  func indexGuideInputs() {
    for (index, rows) in guides.enumerated() {
      if rows.guide.kind == .scrollContent { contentGuides.append(index) }
      guard let owner = rows.guide.owningView,
        let own = variables[ObjectIdentifier(rows.guide)],
        let parent = variables[ObjectIdentifier(owner)]
      else { continue }
      for variable in [own.left, own.top, own.width, own.height, parent.left, parent.top] {
        guideDependents[variable.index, default: []].append(index)
      }
    }
  }

  /// Sets guides' layout frames, in their owning views' coordinates, and
  /// a scroll view's content size to its content guide's size.
  ///
  /// - Parameter changed: The indices of the variables the solver changed
  ///   since the last pass: only the guides that depend on one (and the
  ///   content guides) are visited; `nil` sets every frame.
  func applyGuideFrames(changed: Set<Int>? = nil) {
    guard let changed else {
      for index in guides.indices { applyGuideFrame(at: index) }
      return
    }
    var picked = Set(contentGuides)
    for variable in changed {
      if let list = guideDependents[variable] { picked.formUnion(list) }
    }
    for index in picked.sorted() { applyGuideFrame(at: index) }
  }

  /// Sets one guide's layout frame (and a content guide's content size).
  private func applyGuideFrame(at index: Int) {
    let guide = guides[index].guide
    guard let owner = guide.owningView,
      let own = variables[ObjectIdentifier(guide)],
      let parent = variables[ObjectIdentifier(owner)]
    else { return }
    let frame = Rect(
      x: solver.value(of: own.left) - solver.value(of: parent.left),
      y: solver.value(of: own.top) - solver.value(of: parent.top),
      width: solver.value(of: own.width), height: solver.value(of: own.height))
    guide.layoutFrame = frame
    if guide.kind == .scrollContent, let scroll = owner as? ScrollView,
      scroll.contentSize != frame.size
    {
      scroll.contentSize = frame.size
      let size = scroll.contentSize
      guides[index].insets = EdgeInsets(top: 0, left: 0, bottom: size.height, right: size.width)
    }
  }
}
