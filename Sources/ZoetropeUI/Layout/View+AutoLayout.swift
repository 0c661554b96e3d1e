import ZoetropeGraphics

/// A view's Auto Layout settings and the constraints installed on it.
struct AutoLayoutState {
  /// See ``View/translatesAutoresizingMaskIntoConstraints``.
  var translatesAutoresizingMask = true
  /// Content hugging: horizontal, vertical.
  var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  /// Compression resistance: horizontal, vertical.
  var compressionResistance = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )
  /// Active constraints whose nearest common ancestor is this view.
  var installedConstraints: [LayoutConstraint] = []
  /// See ``View/layoutGuides``.
  var guides: [LayoutGuide] = []
  /// See ``View/layoutMarginsGuide``, made when first asked for.
  var marginsGuide: LayoutGuide?
  /// See ``View/safeAreaLayoutGuide``, made when first asked for.
  var safeAreaGuide: LayoutGuide?
  /// See ``View/layoutMargins``, unless ``directionalMargins`` were set
  /// after them.
  var margins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// See ``View/directionalLayoutMargins``, when they were set after
  /// ``margins`` (the left and right margins then follow the direction).
  var directionalMargins: DirectionalEdgeInsets?
  /// See ``View/insetsLayoutMarginsFromSafeArea``.
  var insetsMarginsFromSafeArea = true
  /// See ``View/semanticContentAttribute``.
  var semanticContentAttribute = SemanticContentAttribute.unspecified
  /// See ``View/setNeedsUpdateConstraints()``.
  var needsUpdateConstraints = false
  /// Whether a view of this root's hierarchy needs ``View/updateConstraints()``.
  var subtreeNeedsUpdateConstraints = false
  /// Whether a stack view's arranged subview, hidden inside an animation
  /// block, is still on screen while it collapses.
  var isCollapsing = false
}

extension View {
  /// Whether the view's frame is fixed as it is set (`true`, the default)
  /// or solved from constraints (`false`).
  ///
  /// As in UIKit, set it to `false` on every view you position with
  /// constraints. A view that keeps `true` is held at its frame (relative to
  /// its superview) by required constraints, which others can refer to.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout.translatesAutoresizingMask }
    set {
      guard newValue != autoLayout.translatesAutoresizingMask else { return }
      autoLayout.translatesAutoresizingMask = newValue
      rootView.invalidateLayoutEngine()
    }
  }

  /// The active constraints installed on this view (those whose items'
  /// nearest common ancestor it is), in activation order.
  public var constraints: [LayoutConstraint] { autoLayout.installedConstraints }

  /// Tells Auto Layout that ``intrinsicContentSize`` changed; the views are
  /// laid out again at the next layout pass.
  public func invalidateIntrinsicContentSize() {
    rootView.invalidateLayoutEngine()
  }

  /// How strongly the view resists growing beyond its intrinsic size.
  ///
  /// - Parameter axis: The direction.
  /// - Returns: The priority; ``LayoutPriority/defaultLow`` by default.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: 1…1000 (clamped, with a warning).
  ///   - axis: The direction.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis)
  {
    let value = checkedPriority(priority, "setContentHuggingPriority")
    if axis == .horizontal {
      autoLayout.hugging.horizontal = value
    } else {
      autoLayout.hugging.vertical = value
    }
    rootView.invalidateLayoutEngine()
  }

  /// How strongly the view resists shrinking below its intrinsic size.
  ///
  /// - Parameter axis: The direction.
  /// - Returns: The priority; ``LayoutPriority/defaultHigh`` by default.
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
    -> LayoutPriority
  {
    axis == .horizontal
      ? autoLayout.compressionResistance.horizontal : autoLayout.compressionResistance.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: 1…1000 (clamped, with a warning).
  ///   - axis: The direction.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    let value = checkedPriority(priority, "setContentCompressionResistancePriority")
    if axis == .horizontal {
      autoLayout.compressionResistance.horizontal = value
    } else {
      autoLayout.compressionResistance.vertical = value
    }
    rootView.invalidateLayoutEngine()
  }

  /// A priority clamped to 1…1000, with a warning when it was not.
  private func checkedPriority(_ priority: LayoutPriority, _ name: String) -> LayoutPriority {
    let clamped = priority.clampedForConstraint
    if clamped != priority {
      zoetropeWarning(
        "\(name): priority \(priority.rawValue) is out of 1...1000; using \(clamped.rawValue)")
    }
    return clamped
  }

  /// The topmost ancestor (the view itself without a superview).
  var rootView: View {
    var view = self
    var depth = 0
    while let parent = view.superview, depth < 10_000 {
      view = parent
      depth += 1
    }
    return view
  }

  /// The nearest view that is an ancestor of (or is) both views; this view
  /// when `other` is `nil`.
  func nearestCommonAncestor(with other: View?) -> View? {
    guard let other else { return self }
    var ancestors = Set<ObjectIdentifier>()
    var current: View? = self
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = other
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  /// Marks this root's engine for a rebuild at the next layout pass.
  func invalidateLayoutEngine() {
    let root = rootView
    root.needsLayoutEngineCheck = true
    root.setNeedsLayout()
  }

  /// Solves and applies constraints in this view's hierarchy, if it has any.
  ///
  /// - Complexity: O(1) for a hierarchy without constraints; a rebuild of
  ///   the solver after constraints or hierarchies changed; otherwise a
  ///   check of the fixed frames when a layout pass is due.
  func updateConstraintLayout() {
    let root = rootView
    guard let engine = currentLayoutEngine() else { return }
    if root.subtreeNeedsLayout { engine.refreshFixedFrames() }
    engine.applyFrames()
  }

  /// Whether any view in the subtree has installed constraints or is laid
  /// out by constraints.
  func hasConstraintsInSubtree(depth: Int) -> Bool {
    if !autoLayout.installedConstraints.isEmpty || !autoLayout.translatesAutoresizingMask {
      return true
    }
    guard depth < 1_000 else { return false }
    return subviews.contains { $0.hasConstraintsInSubtree(depth: depth + 1) }
  }

  /// Before the view leaves its superview: constraints that tie the
  /// view's subtree to views outside it are deactivated, as in UIKit, and
  /// the old hierarchy's engine is rebuilt.
  func autoLayoutWillDetach() {
    guard let parent = superview else { return }
    var ancestor: View? = parent
    var leaving: [LayoutConstraint] = []
    while let view = ancestor {
      leaving += view.autoLayout.installedConstraints.filter { $0.refers(into: self) }
      ancestor = view.superview
    }
    LayoutConstraint.uninstall(leaving)
    if parent.rootView.layoutEngine != nil { parent.invalidateLayoutEngine() }
    needsLayoutEngineCheck = true
  }

  /// After the view joined a superview: its own engine (if it was a root)
  /// gives way to the new root's.
  func autoLayoutDidAttach() {
    needsLayoutEngineCheck = false
    if autoLayout.subtreeNeedsUpdateConstraints {
      // Views marked by setNeedsUpdateConstraints() while this was a root.
      autoLayout.subtreeNeedsUpdateConstraints = false
      let root = rootView
      root.autoLayout.subtreeNeedsUpdateConstraints = true
      root.setNeedsLayout()
    }
    if layoutEngine != nil || hasConstraintsInSubtree(depth: 0) {
      layoutEngine = nil
      invalidateLayoutEngine()
    }
  }
}

extension LayoutConstraint {
  /// Whether an item of the constraint is `view` or inside it (a guide of
  /// such a view included).
  func refers(into view: View) -> Bool {
    [firstItem, secondItem].contains { item in
      Self.layoutView(of: item)?.isDescendant(of: view) ?? false
    }
  }

  /// The view an item stands in: a view itself, or a guide's owning view.
  static func layoutView(of item: AnyObject?) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
  }
}
