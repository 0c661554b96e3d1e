import ZoetropeGraphics

// What Auto Layout refuses so that bad input cannot hang or exhaust
// memory: too many constraints in one hierarchy, numbers too large for
// the solver's arithmetic.
extension LayoutEngine {
  /// The most constraints and views laid out by constraints one
  /// hierarchy's engine takes: 100,000 (a screen has hundreds).
  ///
  /// Above it
  /// the engine is not built, with a warning, and every view keeps its
  /// frame until enough constraints are deactivated.
  static let maximumItems = 100_000

  /// The largest constant (in points) a constraint may have: 10⁹, a
  /// hundred times `layoutFittingExpandedSize`.
  static let maximumConstant = 1e9

  /// The largest multiplier a constraint may have, either sign: 10⁶.
  static let maximumMultiplier = 1e6

  /// Whether a root's hierarchy is small enough to solve; warns when not.
  ///
  /// - Parameter root: The root (or a fitting's view).
  /// - Returns: `false` above ``maximumItems`` constraints and views laid
  ///   out by constraints.
  static func isWithinLimit(_ root: View) -> Bool {
    var count = 0
    root.countAutoLayoutItems(&count, depth: 0)
    guard count > maximumItems else { return true }
    zoetropeWarning(
      """
      Auto Layout: \(LayoutConstraint.name(of: root))'s hierarchy has more than \(maximumItems) \
      active constraints and views laid out by constraints, Zoetrope's limit; it is not laid \
      out (every view keeps its frame) until some are deactivated
      """)
    return false
  }

  /// Why a constraint's numbers cannot be solved, or `nil` when they can.
  ///
  /// - Parameters:
  ///   - constant: The constant.
  ///   - multiplier: The multiplier.
  /// - Returns: A reason for a warning.
  static func unusable(constant: Double, multiplier: Double) -> String? {
    if !constant.isFinite || !multiplier.isFinite { return "multiplier or constant is not finite" }
    if abs(constant) > maximumConstant {
      return "constant \(constant) is beyond ±\(maximumConstant) points"
    }
    if abs(multiplier) > maximumMultiplier {
      return "multiplier \(multiplier) is beyond ±\(maximumMultiplier)"
    }
    return nil
  }
}

extension View {
  /// Adds the subtree's installed constraints and views laid out by
  /// constraints to `count`, stopping once it passes the limit.
  func countAutoLayoutItems(_ count: inout Int, depth: Int) {
    count += autoLayout.installedConstraints.count
    if !autoLayout.translatesAutoresizingMask { count += 1 }
    guard depth < 1_000, count <= LayoutEngine.maximumItems else { return }
    for subview in subviews {
      subview.countAutoLayoutItems(&count, depth: depth + 1)
      if count > LayoutEngine.maximumItems { return }
    }
  }
}
