import ZoetropeGraphics

// The constraints a stack view makes for its arranged subviews (UIKit's
// "UISV-" constraints), and hidden arranged subviews collapsing.
extension StackView {
  /// The attributes of one direction: start and end edges, length, centre.
  struct Edges {
    let start: LayoutConstraint.Attribute
    let end: LayoutConstraint.Attribute
    let length: LayoutConstraint.Attribute
    let center: LayoutConstraint.Attribute

    static let horizontal = Edges(start: .leading, end: .trailing, length: .width, center: .centerX)
    static let vertical = Edges(start: .top, end: .bottom, length: .height, center: .centerY)
  }

  /// A constraint the stack owns, named as UIKit names its own.
  func rule(
    _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute,
    _ relation: LayoutConstraint.Relation = .equal, _ second: AnyObject? = nil,
    _ secondAttribute: LayoutConstraint.Attribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: LayoutPriority = .required, id name: String
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
      constant: constant)
    constraint.priority = priority
    constraint.identifier = "SV-" + name
    return constraint
  }

  /// Deactivates the arrangement's constraints and guides.
  func deactivateArrangement() {
    LayoutConstraint.deactivate(arrangementConstraints)
    arrangementConstraints = []
    for guide in spacerGuides { removeLayoutGuide(guide) }
    spacerGuides = []
  }

  /// Makes the arrangement's constraints for the current settings.
  func rebuildArrangement() {
    deactivateArrangement()
    let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
    let across = axis == .horizontal ? Edges.vertical : Edges.horizontal
    let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    var rules: [LayoutConstraint] = []
    if axis == .horizontal, alignment == .firstBaseline || alignment == .lastBaseline {
      rules += baselineRules(canvas)
    } else {
      for view in arrangedSubviews { rules += alignmentRules(view, canvas, across) }
    }
    if alignment != .fill, !arrangedSubviews.isEmpty {
      rules.append(
        rule(canvas, across.length, constant: 0, priority: LayoutPriority(49), id: "canvas-fit"))
    }
    rules += distributionRules(canvas, along)
    arrangementConstraints = rules
    LayoutConstraint.activate(rules)
  }

  /// Where one view sits across the stack.
  private func alignmentRules(_ view: View, _ canvas: AnyObject, _ across: Edges)
    -> [LayoutConstraint]
  {
    var rules: [LayoutConstraint] = []
    switch alignment {
    case .fill:
      rules.append(rule(view, across.start, .equal, canvas, across.start, id: "alignment"))
      rules.append(rule(view, across.end, .equal, canvas, across.end, id: "alignment"))
    case .leading, .firstBaseline:
      rules.append(rule(view, across.start, .equal, canvas, across.start, id: "alignment"))
      rules.append(rule(view, across.end, .lessThanOrEqual, canvas, across.end, id: "spanning-fit"))
    case .trailing, .lastBaseline:
      rules.append(rule(view, across.end, .equal, canvas, across.end, id: "alignment"))
      rules.append(
        rule(view, across.start, .greaterThanOrEqual, canvas, across.start, id: "spanning-fit"))
    case .center:
      rules.append(rule(view, across.center, .equal, canvas, across.center, id: "alignment"))
      rules.append(
        rule(view, across.start, .greaterThanOrEqual, canvas, across.start, id: "spanning-fit"))
    }
    if alignment != .fill {
      rules.append(
        rule(view, across.length, priority: LayoutPriority(25), id: "ambiguity-suppression"))
    }
    return rules
  }

  /// A row's views on one baseline (the first visible view's): each
  /// within the stack's height, pulled weakly to its top so the tallest
  /// touches it (UIKit's stack view does not document how it places the
  /// group: Zoetrope's choice).
  private func baselineRules(_ canvas: AnyObject) -> [LayoutConstraint] {
    let attribute: LayoutConstraint.Attribute =
      alignment == .firstBaseline ? .firstBaseline : .lastBaseline
    let reference = arrangedSubviews.first { !$0.isHidden }
    var rules: [LayoutConstraint] = []
    for view in arrangedSubviews {
      if let reference, view !== reference {
        rules.append(rule(view, attribute, .equal, reference, attribute, id: "alignment"))
      }
      rules.append(rule(view, .top, .greaterThanOrEqual, canvas, .top, id: "spanning-fit"))
      rules.append(rule(view, .bottom, .lessThanOrEqual, canvas, .bottom, id: "spanning-fit"))
      rules.append(
        rule(view, .top, .equal, canvas, .top, priority: LayoutPriority(24), id: "canvas-pull"))
      rules.append(
        rule(view, .height, priority: LayoutPriority(25), id: "ambiguity-suppression"))
    }
    return rules
  }

  /// The chain along the stack: edges, gaps, lengths; hidden views at
  /// zero length where they stand.
  private func distributionRules(_ canvas: AnyObject, _ along: Edges) -> [LayoutConstraint] {
    var rules: [LayoutConstraint] = []
    var previous: View?
    let visible = arrangedSubviews.filter { !$0.isHidden }
    for view in arrangedSubviews {
      if view.isHidden {
        rules.append(rule(view, along.length, id: "hiding"))
        rules.append(
          rule(
            view, along.start, .equal, previous ?? canvas,
            previous == nil ? along.start : along.end, id: "hiding"))
      } else {
        previous = view
      }
    }
    guard let first = visible.first, let last = visible.last else { return rules }
    rules.append(rule(first, along.start, .equal, canvas, along.start, id: "canvas-connection"))
    rules.append(rule(last, along.end, .equal, canvas, along.end, id: "canvas-connection"))
    let gaps = visible.dropLast().map { customSpacing(after: $0) }
    let intrinsic = visible.map { view -> Double in
      let size = view.intrinsicContentSize
      return max(0, axis == .horizontal ? size.width : size.height)
    }
    let total = intrinsic.reduce(0, +)
    let totalGap = gaps.reduce(0, +)
    var firstSpacer: LayoutGuide?
    for (index, view) in visible.enumerated() {
      if index > 0 {
        let before = visible[index - 1]
        let gap = gaps[index - 1]
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
          rules.append(
            rule(view, along.start, .equal, before, along.end, constant: gap, id: "spacing"))
        case .equalSpacing, .equalCentering:
          rules.append(
            rule(
              view, along.start, .greaterThanOrEqual, before, along.end, constant: gap,
              id: "spacing"))
          let spacer = LayoutGuide()
          spacer.identifier = "SV-distributing"
          addLayoutGuide(spacer)
          spacerGuides.append(spacer)
          let edge = distribution == .equalSpacing
          rules.append(
            rule(
              spacer, along.start, .equal, before, edge ? along.end : along.center,
              id: "distributing-edge"))
          rules.append(
            rule(
              spacer, along.end, .equal, view, edge ? along.start : along.center,
              id: "distributing-edge"))
          if let firstSpacer {
            rules.append(
              rule(
                spacer, along.length, .equal, firstSpacer, along.length,
                priority: LayoutPriority(edge ? 1000 : 999), id: "fill-equally"))
          }
          firstSpacer = firstSpacer ?? spacer
        }
      }
      switch distribution {
      case .fillEqually where index > 0:
        rules.append(rule(view, along.length, .equal, first, along.length, id: "fill-equally"))
      case .fillProportionally where total > 0:
        let share = intrinsic[index] / total
        rules.append(
          rule(
            view, along.length, .equal, canvas, along.length, multiplier: share,
            constant: -totalGap * share, priority: LayoutPriority(999), id: "fill-proportionally"))
      default: break
      }
    }
    return rules
  }

  /// Hides or shows an arranged subview: inside an animation block, a view
  /// being hidden stays on screen while it collapses and is hidden when
  /// the block's animations end (UIKit's behaviour).
  ///
  /// Inside a ``PropertyAnimator``'s animations the view is hidden when
  /// the animator completes at `.end` or `.current`; at `.start` (reversed)
  /// it is shown again, as the frames are. An animator stopped without
  /// finishing runs no completion: the view stays collapsed, on screen.
  func arrangedSubview(_ view: View, setHidden hidden: Bool) {
    let was = view.isHidden
    if hidden, !was, let block = AnimationBlock.stack.last, let animator = block.animator,
      AnimationBlock.isEnabled, AnimationBlock.disabledDepth == 0
    {
      view.autoLayout.isCollapsing = true
      animator.addCompletion { [weak view] position in
        guard let view, view.autoLayout.isCollapsing else { return }
        if position == .start {
          view.isHidden = false
        } else {
          view.autoLayout.isCollapsing = false
          view.layer.isHidden = true
        }
      }
    } else if hidden, !was, let block = AnimationBlock.stack.last, block.animator == nil,
      AnimationBlock.isEnabled, AnimationBlock.disabledDepth == 0, block.duration > 0
    {
      view.autoLayout.isCollapsing = true
      let previous = block.completion
      block.completion = { [weak view] finished in
        previous?(finished)
        guard let view, view.autoLayout.isCollapsing else { return }
        view.autoLayout.isCollapsing = false
        view.layer.isHidden = true
      }
    } else {
      view.autoLayout.isCollapsing = false
      view.layer.isHidden = hidden
    }
    if was != hidden { setNeedsArrangement() }
  }
}
