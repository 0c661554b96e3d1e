import ZoetropeGraphics
import ZoetropeLayoutSolver

// A LayoutConstraint as a row of the solver, and what happens when one
// cannot hold: UIKit's log, and the constraint broken.
extension LayoutEngine {
  /// Adds an active constraint to the solver.
  ///
  /// A constraint whose items are not in this hierarchy, or with a NaN or
  /// infinite number, is ignored with a warning; a required constraint that
  /// conflicts with those already added is broken (left out) with UIKit's
  /// log.
  func add(_ constraint: LayoutConstraint) {
    // A row of an engine this one replaces is no longer the constraint's
    // (a fitting engine leaves the constraint its own engine's row).
    if fitting == nil {
      constraint.solverConstraint = nil
      constraint.engine = nil
    }
    guard let expression = expression(of: constraint) else {
      zoetropeWarning("\(constraint.equation): an item is not in the hierarchy; ignored")
      return
    }
    let relation: SolverRelation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let row = SolverConstraint(expression, relation, strength: Self.strength(constraint.priority))
    do throws(SolverError) {
      try solver.add(row)
      if fitting == nil {
        constraint.solverConstraint = row
        constraint.engine = self
      }
      installed.append(constraint)
      needsApply = true
    } catch {
      if error == .unsatisfiable {
        logConflict(breaking: constraint)
      } else {
        zoetropeWarning("\(constraint.equation): \(error); constraint ignored")
      }
    }
  }

  /// Takes a deactivated constraint out of the solver.
  func remove(_ constraint: LayoutConstraint) {
    if let row = constraint.solverConstraint { try? solver.remove(row) }
    constraint.solverConstraint = nil
    constraint.engine = nil
    installed.removeAll { $0 === constraint }
    needsApply = true
  }

  /// Moves the solution after a constraint's constant changed, without
  /// solving again; a constant that makes the required constraints
  /// conflict breaks the constraint.
  func constantDidChange(_ constraint: LayoutConstraint) {
    guard let row = constraint.solverConstraint else { return }
    do throws(SolverError) {
      try solver.setConstant(of: row, to: -constraint.constant)
    } catch {
      try? solver.remove(row)
      constraint.solverConstraint = nil
      installed.removeAll { $0 === constraint }
      logConflict(breaking: constraint)
    }
    needsApply = true
    root?.setNeedsLayout()
  }

  /// Pushes those of a view's variables that are free (see
  /// ``View/exerciseAmbiguityInLayout()``): the last pushes are taken out,
  /// and new ones added, 100 points the other way, at the solver's weakest
  /// strength.
  ///
  /// - Returns: Whether a variable was free.
  func exercise(_ variables: [SolverVariable]) -> Bool {
    for row in exercisePushes { try? solver.remove(row) }
    exercisePushes = []
    let free = variables.filter { solver.isAmbiguous($0) }
    guard !free.isEmpty else { return false }
    exerciseDirection = exerciseDirection > 0 ? -1 : 1
    for variable in free {
      let target = solver.value(of: variable) + 100 * exerciseDirection
      let row = SolverConstraint(
        LinearExpression([(variable, 1)], constant: -target), .equal, strength: Strength.weak)
      if (try? solver.add(row)) != nil { exercisePushes.append(row) }
    }
    needsApply = true
    return true
  }

  /// `first − multiplier × second − constant`, over the items' variables.
  ///
  /// A constraint between leading or trailing edges whose first item lays
  /// out right to left is mirrored, as UIKit's: its horizontal positions
  /// are measured leftwards (leading is the right edge, and a positive
  /// constant moves it left), so the same constraints lay out a mirror
  /// image.
  func expression(of constraint: LayoutConstraint) -> LinearExpression? {
    let mirror =
      [constraint.firstAttribute, constraint.secondAttribute].contains { $0.isDirectional }
      && (constraint.firstItem.map(Self.isRightToLeft) ?? false)
    guard let first = constraint.firstItem,
      let (firstTerms, firstConstant) = terms(
        of: first, constraint.firstAttribute, scale: 1, mirror: mirror)
    else { return nil }
    var all = firstTerms
    var constant = firstConstant - constraint.constant
    if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      guard
        let (more, offset) = terms(
          of: second, constraint.secondAttribute, scale: -constraint.multiplier, mirror: mirror)
      else { return nil }
      all += more
      constant += offset
    }
    return LinearExpression(all, constant: constant)
  }

  /// An attribute of a view or guide as terms over its variables plus a
  /// constant (a baseline's distance from the centre), times a scale.
  ///
  /// A margin attribute is the attribute of the view's margins guide. With
  /// `mirror`, horizontal positions are negated and leading is the right
  /// edge, trailing the left.
  private func terms(
    of item: AnyObject, _ attribute: LayoutConstraint.Attribute, scale: Double,
    mirror: Bool = false
  ) -> ([(SolverVariable, Double)], Double)? {
    if let plain = attribute.withinMargins {
      return terms(
        of: Self.layoutItem(item, attribute) ?? item, plain, scale: scale, mirror: mirror)
    }
    guard let own = variables[ObjectIdentifier(item)] else { return nil }
    let x = mirror ? -scale : scale
    let left = [(own.left, x)]
    let right = [(own.left, x), (own.width, x)]
    switch attribute {
    case .left: return (left, 0)
    case .right: return (right, 0)
    case .leading: return (mirror ? right : left, 0)
    case .trailing: return (mirror ? left : right, 0)
    case .centerX: return ([(own.left, x), (own.width, x / 2)], 0)
    case .top: return ([(own.top, scale)], 0)
    case .bottom: return ([(own.top, scale), (own.height, scale)], 0)
    case .width: return ([(own.width, scale)], 0)
    case .height: return ([(own.height, scale)], 0)
    case .centerY: return ([(own.top, scale), (own.height, scale / 2)], 0)
    case .firstBaseline, .lastBaseline:
      return baselineTerms(of: item, own, first: attribute == .firstBaseline, scale: scale)
    case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
      return ([], 0)
    }
  }

  /// A baseline as terms: a stack view's first (last) visible arranged
  /// subview's, a label's from its font, a button's its title's (centred
  /// in the content area, or at its top or bottom, as
  /// ``Control/contentVerticalAlignment`` says), else the bottom edge.
  private func baselineTerms(of item: AnyObject, _ own: Variables, first: Bool, scale: Double)
    -> ([(SolverVariable, Double)], Double)?
  {
    let attribute: LayoutConstraint.Attribute = first ? .firstBaseline : .lastBaseline
    if let stack = item as? StackView,
      let view = first
        ? stack.arrangedSubviews.first(where: { !$0.isHidden })
        : stack.arrangedSubviews.last(where: { !$0.isHidden }),
      variables[ObjectIdentifier(view)] != nil
    {
      return terms(of: view, attribute, scale: scale)
    }
    if let label = item as? Label {
      let offset = label.baselineOffsetFromCenter(first: first)
      return ([(own.top, scale), (own.height, scale / 2)], scale * offset)
    }
    if let button = item as? Button, let title = button.titleSize {
      let insets = button.effectiveInsets
      let offset = button.titleLabel.baselineOffsetFromCenter(first: first)
      switch button.contentVerticalAlignment {
      case .center, .fill:
        let shift = (insets.top - insets.bottom) / 2 + offset
        return ([(own.top, scale), (own.height, scale / 2)], scale * shift)
      case .top:
        return ([(own.top, scale)], scale * (insets.top + title.height / 2 + offset))
      case .bottom:
        let shift = -insets.bottom - title.height / 2 + offset
        return ([(own.top, scale), (own.height, scale)], scale * shift)
      }
    }
    return ([(own.top, scale), (own.height, scale)], 0)
  }

  /// The item an attribute is measured on: a view's margins guide for a
  /// margin attribute, else the item.
  static func layoutItem(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute)
    -> AnyObject?
  {
    guard attribute.withinMargins != nil, let view = item as? View else { return item }
    return view.layoutMarginsGuide
  }

  /// Whether a view (or a guide's owning view) lays out right to left.
  static func isRightToLeft(_ item: AnyObject) -> Bool {
    let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
    return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// Logs, as UIKit does, the required constraints that conflict with one
  /// that is broken: those sharing an item with it.
  func logConflict(breaking broken: LayoutConstraint) {
    let items = [broken.firstItem, broken.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
    let related = installed.filter { constraint in
      constraint.priority == .required
        && [constraint.firstItem, constraint.secondItem].contains { item in
          item.map { items.contains(ObjectIdentifier($0)) } ?? false
        }
    }
    let list = (related + [broken]).map { "    \($0.equation)" }.joined(separator: ",\n")
    zoetropeWarning(
      """
      Unable to simultaneously satisfy constraints.
        Probably at least one of the constraints in the following list is one you don't want.
      (
      \(list)
      )
      Will attempt to recover by breaking constraint
      \(broken.equation)
      """)
  }
}

extension View {
  /// Gathers the installed constraints and the views of the subtree, parents
  /// first.
  func collectAutoLayout(
    into constraints: inout [LayoutConstraint], views: inout [View], depth: Int
  ) {
    views.append(self)
    constraints += autoLayout.installedConstraints
    guard depth < 1_000 else { return }
    for subview in subviews {
      subview.collectAutoLayout(into: &constraints, views: &views, depth: depth + 1)
    }
  }
}
