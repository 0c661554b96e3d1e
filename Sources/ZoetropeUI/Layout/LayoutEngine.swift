import ZoetropeGraphics
import ZoetropeLayoutSolver

/// The constraint solver of one view hierarchy, owned by its root view.
///
/// Each view that takes part gets four variables (left, top, width,
/// height) in the root's coordinates. A view laid out by constraints takes
/// its frame from them; a view that keeps its frame
/// (``View/translatesAutoresizingMaskIntoConstraints``) and the root are
/// held at their frames by required equalities, whose constants follow the
/// frames. Intrinsic sizes add two inequalities per dimension, at the
/// view's compression resistance and content hugging priorities.
///
/// The engine is built again when constraints are activated or
/// deactivated, the hierarchy changes, a priority or an intrinsic size
/// changes; a ``LayoutConstraint/constant`` change only moves the solution.
@MainActor
final class LayoutEngine {
  /// A view's variables.
  struct Variables {
    let left: SolverVariable
    let top: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
  }

  /// A view held at its frame, with the constraints that hold it.
  struct FixedFrame {
    let view: View
    /// left, top, width, height.
    let constraints: [SolverConstraint]
    var rect: Rect
  }

  let solver = Solver()
  weak var root: View?
  /// The variables of each view that takes part.
  var variables: [ObjectIdentifier: Variables] = [:]
  /// The views laid out by constraints, parents first, with their
  /// variables and their superview's (if it takes part).
  var laidOut: [(view: View, own: Variables, parent: Variables?)] = []
  /// The views (and the root) held at their frames.
  var fixed: [FixedFrame] = []
  /// Constraints in the solver, to list in a conflict log.
  var installed: [LayoutConstraint] = []
  /// Whether the solution changed since frames were last set.
  var needsApply = true
  /// Whether every laid-out view's frame was set once; after that a layout
  /// pass sets only the frames of views whose variables (or whose
  /// superview's) the solver changed.
  var appliedOnce = false
  /// For each variable (by ``SolverVariable/index``), the laid-out views
  /// (indices in ``laidOut``) whose frames depend on it: its own view's,
  /// and its children's left and top.
  var dependents: [[Int]] = []
  /// The guides that take part, with their inset constraints (margins and
  /// safe area) and the insets those hold.
  var guides: [GuideRows] = []
  /// For each variable (by index), the guides (indices in ``guides``) whose
  /// frames depend on it; and the scroll content guides, whose frames
  /// also set a content size.
  var guideDependents: [Int: [Int]] = [:]
  var contentGuides: [Int] = []
  /// The pushes of ``View/exerciseAmbiguityInLayout()``, and the
  /// direction of the last (+1 or −1; 0 before the first).
  var exercisePushes: [SolverConstraint] = []
  var exerciseDirection = 0.0
  /// Set for ``View/systemLayoutSizeFitting(_:)``'s engine.
  let fitting: Fitting?

  /// What ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// asks for.
  struct Fitting {
    /// The size to come close to.
    let target: Size
    /// How hard to hold the width at the target.
    let horizontal: LayoutPriority
    /// How hard to hold the height at the target.
    let vertical: LayoutPriority
  }

  /// Builds the solver for a root's hierarchy.
  ///
  /// - Parameters:
  ///   - root: The root view.
  ///   - fitting: For ``View/systemLayoutSizeFitting(_:)``: the root's size
  ///     is solved, pulled towards a target at two priorities, instead of
  ///     held; the constraints keep their rows in their own engine.
  init(root: View, fitting: Fitting? = nil) {
    self.root = root
    self.fitting = fitting
    let recording = startRecordingIfAsked()
    defer { finishRecording(recording) }
    var constraints: [LayoutConstraint] = []
    var order: [View] = []
    root.collectAutoLayout(into: &constraints, views: &order, depth: 0)
    var involved = Set<ObjectIdentifier>()
    var guides: [LayoutGuide] = []
    func include(_ item: AnyObject?) {
      if let guide = item as? LayoutGuide {
        guard involved.insert(ObjectIdentifier(guide)).inserted else { return }
        guides.append(guide)
        include(guide.owningView)
        return
      }
      var current = item as? View
      while let view = current, involved.insert(ObjectIdentifier(view)).inserted, view !== root {
        current = view.superview
      }
    }
    include(root)
    for constraint in constraints {
      include(Self.layoutItem(constraint.firstItem, constraint.firstAttribute))
      include(Self.layoutItem(constraint.secondItem, constraint.secondAttribute))
    }
    for view in order where !view.translatesAutoresizingMaskIntoConstraints { include(view) }
    for view in order where involved.contains(ObjectIdentifier(view)) {
      let own = makeVariables()
      variables[ObjectIdentifier(view)] = own
      if view !== root && !view.translatesAutoresizingMaskIntoConstraints {
        let parent = view.superview.flatMap { variables[ObjectIdentifier($0)] }
        laidOut.append((view, own, parent))
        addIntrinsicSize(of: view)
      } else {
        holdFrame(of: view)
        if fitting != nil && view === root { addIntrinsicSize(of: view) }
      }
    }
    for guide in guides { addGuide(guide) }
    indexGuideInputs()
    // Constants first (a width or height = c): a chain of views then
    // refers to sizes already solved instead of substituting each one into
    // every row below it afterwards (cubic in a long column's length).
    for constraint in constraints where constraint.secondItem == nil { add(constraint) }
    for constraint in constraints where constraint.secondItem != nil { add(constraint) }
    for (index, entry) in laidOut.enumerated() {
      var variables = [entry.own.left, entry.own.top, entry.own.width, entry.own.height]
      if let parent = entry.parent { variables += [parent.left, parent.top] }
      for variable in variables {
        if variable.index >= dependents.count {
          dependents += repeatElement([], count: variable.index + 1 - dependents.count)
        }
        dependents[variable.index].append(index)
      }
    }
    solver.trackChanges()
  }

  /// Four new variables.
  func makeVariables() -> Variables {
    Variables(
      left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(),
      height: solver.makeVariable())
  }

  /// The frame a fixed view is held at: its frame in its superview, or the
  /// root's bounds at the origin.
  private func heldRect(of view: View) -> Rect {
    view === root ? Rect(origin: .zero, size: view.bounds.size) : view.frame
  }

  /// Holds a view (or the root) at its frame relative to its superview.
  private func holdFrame(of view: View) {
    guard let own = variables[ObjectIdentifier(view)] else { return }
    let rect = heldRect(of: view)
    let parent = view === root ? nil : view.superview.flatMap { variables[ObjectIdentifier($0)] }
    var rows: [SolverConstraint] = []
    var left: [(SolverVariable, Double)] = [(own.left, 1)]
    var top: [(SolverVariable, Double)] = [(own.top, 1)]
    if let parent {
      left.append((parent.left, -1))
      top.append((parent.top, -1))
    }
    rows.append(SolverConstraint(LinearExpression(left, constant: -rect.minX), .equal))
    rows.append(SolverConstraint(LinearExpression(top, constant: -rect.minY), .equal))
    if let fitting, view === root {
      let width = LinearExpression([(own.width, 1)], constant: -fitting.target.width)
      let height = LinearExpression([(own.height, 1)], constant: -fitting.target.height)
      rows.append(SolverConstraint(width, .equal, strength: Self.strength(fitting.horizontal)))
      rows.append(SolverConstraint(height, .equal, strength: Self.strength(fitting.vertical)))
    } else {
      rows.append(
        SolverConstraint(LinearExpression([(own.width, 1)], constant: -rect.width), .equal))
      rows.append(
        SolverConstraint(LinearExpression([(own.height, 1)], constant: -rect.height), .equal))
    }
    for row in rows { try? solver.add(row) }
    fixed.append(FixedFrame(view: view, constraints: rows, rect: rect))
  }

  /// Adds the compression resistance and hugging inequalities of a view
  /// with an intrinsic size.
  private func addIntrinsicSize(of view: View) {
    guard let own = variables[ObjectIdentifier(view)] else { return }
    let size = view.intrinsicContentSize
    let axes: [(Double, SolverVariable, LayoutConstraint.Axis)] = [
      (size.width, own.width, .horizontal), (size.height, own.height, .vertical),
    ]
    for (length, variable, axis) in axes where length != View.noIntrinsicMetric {
      guard length.isFinite, length >= 0 else {
        zoetropeWarning(
          "intrinsicContentSize \(size) of \(LayoutConstraint.name(of: view)) is not a size; ignored"
        )
        continue
      }
      let expression = LinearExpression([(variable, 1)], constant: -length)
      let resistance = view.contentCompressionResistancePriority(for: axis)
      let hugging = view.contentHuggingPriority(for: axis)
      try? solver.add(
        SolverConstraint(expression, .greaterThanOrEqual, strength: Self.strength(resistance)))
      try? solver.add(
        SolverConstraint(expression, .lessThanOrEqual, strength: Self.strength(hugging)))
    }
  }

  /// The solver strength of a priority: required, or the priority in
  /// kiwi's medium tier (1…999 × 1000).
  static func strength(_ priority: LayoutPriority) -> Double {
    priority >= .required ? Strength.required : Double(priority.rawValue) * 1000
  }

  /// Updates the constraints of fixed views whose frames moved, and of
  /// margins and safe-area guides whose insets changed.
  func refreshFixedFrames() {
    refreshGuideInsets()
    for index in fixed.indices where !(fitting != nil && fixed[index].view === root) {
      let rect = heldRect(of: fixed[index].view)
      guard rect != fixed[index].rect else { continue }
      let old = fixed[index].rect
      let pairs = [
        (rect.minX, old.minX), (rect.minY, old.minY), (rect.width, old.width),
        (rect.height, old.height),
      ]
      for (row, (new, previous)) in zip(fixed[index].constraints, pairs) where new != previous {
        try? solver.setConstant(of: row, to: -new)
      }
      fixed[index].rect = rect
      needsApply = true
    }
  }

  /// Sets the solved frames on the views laid out by constraints.
  func applyFrames() {
    guard needsApply else { return }
    needsApply = false
    let changed = solver.takeChangedVariables()
    var moved = [Bool](repeating: !appliedOnce, count: laidOut.count)
    for variable in changed where variable.index < dependents.count {
      for index in dependents[variable.index] { moved[index] = true }
    }
    let first = !appliedOnce
    appliedOnce = true
    for index in laidOut.indices where moved[index] {
      let (view, own, parent) = laidOut[index]
      var x = solver.value(of: own.left)
      var y = solver.value(of: own.top)
      if let parent {
        x -= solver.value(of: parent.left)
        y -= solver.value(of: parent.top)
      }
      let width = solver.value(of: own.width)
      let height = solver.value(of: own.height)
      // As UIKit's engine, the untransformed frame: the bounds' size and
      // the centre, so a view's transform applies on top of its layout.
      let anchor = view.layer.anchorPoint
      let center = Point(x: x + anchor.x * width, y: y + anchor.y * height)
      let size = view.bounds.size
      let now = view.center
      let moved =
        abs(now.x - center.x) > 1e-9 || abs(now.y - center.y) > 1e-9
        || abs(size.width - width) > 1e-9 || abs(size.height - height) > 1e-9
      guard moved, x.isFinite, y.isFinite, width.isFinite, height.isFinite else { continue }
      view.bounds = Rect(origin: view.bounds.origin, size: Size(width: width, height: height))
      view.center = center
    }
    applyGuideFrames(changed: first ? nil : Set(changed.map(\.index)))
  }
}
