import ZoetropeGraphics
import ZoetropeLayoutSolver

/// A relation between two views' attributes that Auto Layout keeps:
/// UIKit's `NSLayoutConstraint`,
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// ```swift
/// let height = panel.heightAnchor.constraint(equalToConstant: 120)
/// LayoutConstraint.activate([
///   panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
///   panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
///   panel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
///   height,
/// ])
/// View.animate(withDuration: 0.3) {
///   height.constant = 320
///   view.layoutIfNeeded()
/// }
/// ```
///
/// Positions and sizes are in points. The views' frames are solved in their
/// root view's coordinates by a Cassowary solver and set at the next layout
/// pass (or by ``View/layoutIfNeeded()``); a view whose
/// ``View/translatesAutoresizingMaskIntoConstraints`` is `true` keeps its
/// frame, which its constraints then refer to. Leading is left and
/// trailing is right (left-to-right layout).
@MainActor
public final class LayoutConstraint {
  /// The view (or ``LayoutGuide``) on the left-hand side.
  public private(set) weak var firstItem: AnyObject?

  /// The attribute of ``firstItem``.
  public let firstAttribute: Attribute

  /// How the two sides compare.
  public let relation: Relation

  /// The view (or ``LayoutGuide``) on the right-hand side, or `nil` for a
  /// constant.
  public private(set) weak var secondItem: AnyObject?

  /// The attribute of ``secondItem``, ``Attribute/notAnAttribute`` without one.
  public let secondAttribute: Attribute

  /// The factor of the right-hand attribute.
  public let multiplier: Double

  /// The points added to the right-hand side.
  ///
  /// Setting it on an active constraint moves the solution in place (the
  /// solver shifts the constraint's marker and runs the dual simplex; it
  /// does not solve again) and lays the views out at the next layout pass.
  /// A NaN or infinite value, or one beyond ±10⁹ points, is ignored with a
  /// warning. A value that makes the required constraints conflict breaks
  /// this constraint, with the log UIKit prints.
  public var constant: Double {
    didSet {
      if let reason = LayoutEngine.unusable(constant: constant, multiplier: 1) {
        zoetropeWarning("LayoutConstraint \(reason); ignored")
        constant = oldValue
        return
      }
      guard constant != oldValue else { return }
      engine?.constantDidChange(self)
    }
  }

  /// How much the constraint matters, 1…1000; ``LayoutPriority/required``
  /// by default.
  ///
  /// A value outside 1…1000 is clamped, and NaN is replaced by
  /// ``LayoutPriority/required``, with a warning. A change on an active
  /// constraint takes effect at the next layout pass.
  public var priority: LayoutPriority = .required {
    didSet {
      let clamped = priority.clampedForConstraint
      if clamped != priority {
        zoetropeWarning(
          "LayoutConstraint priority \(priority.rawValue) is out of 1...1000; using \(clamped.rawValue)"
        )
        priority = clamped
      }
      if isActive { engineOwner?.invalidateLayoutEngine() }
    }
  }

  /// A name that appears in the constraint's description and in conflict logs.
  public var identifier: String?

  /// Whether the constraint takes part in layout.
  ///
  /// Activating installs it on the items' nearest common ancestor; a
  /// constraint whose items share no ancestor (different windows, say)
  /// stays inactive with a warning, as does one with a NaN or infinite
  /// multiplier or constant, a constant beyond ±10⁹ points or a multiplier
  /// beyond ±10⁶.
  public var isActive: Bool {
    get { installedOn != nil }
    set { newValue ? install() : uninstall() }
  }

  /// The view this constraint is installed on while active.
  weak var installedOn: View?

  /// The engine that holds the constraint's row, while it has one.
  weak var engine: LayoutEngine?

  /// The constraint's row in ``engine``'s solver.
  var solverConstraint: SolverConstraint?

  /// Makes a constraint: UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// - Parameters:
  ///   - view1: The left-hand view or ``LayoutGuide``; another object
  ///     makes a constraint that cannot be activated (a warning).
  ///   - attr1: Its attribute.
  ///   - relation: How the sides compare.
  ///   - view2: The right-hand view or guide, or `nil` with
  ///     ``Attribute/notAnAttribute``.
  ///   - attr2: Its attribute.
  ///   - multiplier: The factor of the right-hand attribute.
  ///   - c: The points added to the right-hand side.
  public init(
    item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: Double, constant c: Double
  ) {
    firstItem = view1
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Activates each constraint; faster to read than setting ``isActive``
  /// one by one, with the same effect.
  ///
  /// - Parameter constraints: The constraints to activate.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  ///
  /// Faster than setting ``isActive`` one by one: each view's list is
  /// filtered once, so deactivating many constraints takes time in
  /// proportion to their number, not its square.
  ///
  /// - Parameter constraints: The constraints to deactivate.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    uninstall(constraints)
  }

  /// The root of the hierarchy the constraint is installed in.
  var engineOwner: View? { installedOn?.rootView }

  /// Installs the constraint on the nearest common ancestor of its items.
  private func install() {
    guard installedOn == nil, firstItem != nil else { return }
    if let reason = LayoutEngine.unusable(constant: constant, multiplier: multiplier) {
      zoetropeWarning("\(equation): \(reason); constraint ignored")
      return
    }
    guard let first = Self.layoutView(of: firstItem),
      secondItem == nil || Self.layoutView(of: secondItem) != nil
    else {
      zoetropeWarning(
        "\(equation): an item is neither a view nor a guide added to a view; constraint not activated"
      )
      return
    }
    guard let ancestor = first.nearestCommonAncestor(with: Self.layoutView(of: secondItem)) else {
      zoetropeWarning("\(equation): the items have no common ancestor; constraint not activated")
      return
    }
    installedOn = ancestor
    ancestor.autoLayout.installedConstraints.append(self)
    ancestor.rootView.invalidateLayoutEngine()
  }

  /// Removes the constraint from its view and its engine.
  func uninstall() {
    guard let view = installedOn else { return }
    view.autoLayout.installedConstraints.removeAll { $0 === self }
    installedOn = nil
    engine?.remove(self)
    view.rootView.setNeedsLayout()
  }

  /// Removes many constraints at once.
  ///
  /// Each view's list is filtered once,
  /// and the engines they were in are rebuilt at the next layout pass
  /// instead of losing their rows one by one. Eight or fewer go one by one
  /// (the engine keeps its solution).
  static func uninstall(_ constraints: [LayoutConstraint]) {
    guard constraints.count > 8 else {
      for constraint in constraints { constraint.uninstall() }
      return
    }
    var leaving = Set<ObjectIdentifier>()
    var views: [ObjectIdentifier: View] = [:]
    for constraint in constraints {
      guard let view = constraint.installedOn else { continue }
      leaving.insert(ObjectIdentifier(constraint))
      views[ObjectIdentifier(view)] = view
    }
    for view in views.values {
      view.autoLayout.installedConstraints.removeAll { leaving.contains(ObjectIdentifier($0)) }
      view.invalidateLayoutEngine()
    }
    for constraint in constraints where leaving.contains(ObjectIdentifier(constraint)) {
      constraint.installedOn = nil
      constraint.engine = nil
      constraint.solverConstraint = nil
    }
  }
}
