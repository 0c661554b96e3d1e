import ZoetropeAnimation

@testable import ZoetropeLayoutSolver

/// A random system of constraints, edits and removals, played on this
/// solver and on kiwisolver in the same order.
struct RandomSystem {
  /// One constraint: `Σ terms + constant relation 0` at a strength.
  struct Spec {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: SolverRelation
    var strength: Double
  }

  var variableCount: Int
  var constraints: [Spec] = []
  /// Edit variables, each with a strength and the values suggested in turn.
  var edits: [(variable: Int, strength: Double, values: [Double])] = []
  /// New constants for some constraints after the edits (through
  /// `setConstant(of:to:)` here; removed and added again in kiwi).
  var changes: [(index: Int, constant: Double)] = []
  /// Indices of constraints removed at the end (skipped where refused).
  var removals: [Int] = []

  /// A system of 2–6 variables and 2–12 constraints (a third required), a
  /// weak wish for every variable with its own weight so that the optimum
  /// is almost always unique, up to two edit variables and two removals.
  init(using generator: inout SeededRandomNumberGenerator) {
    variableCount = Int.random(in: 2...6, using: &generator)
    let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 1, 2, 3]
    let strengths = [Strength.strong, Strength.medium, Strength.weak]
    for _ in 0..<Int.random(in: 2...12, using: &generator) {
      let terms = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        (
          variable: Int.random(in: 0..<variableCount, using: &generator),
          coefficient: coefficients[Int.random(in: coefficients.indices, using: &generator)]
        )
      }
      let relations: [SolverRelation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
      let relation = relations[Int.random(in: 0..<3, using: &generator)]
      let strength =
        Int.random(in: 0..<3, using: &generator) == 0
        ? Strength.required
        : strengths[Int.random(in: 0..<3, using: &generator)]
          * Double.random(in: 1...9, using: &generator)
      constraints.append(
        Spec(
          terms: terms, constant: Double(Int.random(in: -100...100, using: &generator)),
          relation: relation, strength: strength))
    }
    for variable in 0..<variableCount {
      constraints.append(
        Spec(
          terms: [(variable, 1)], constant: Double(Int.random(in: -50...50, using: &generator)),
          relation: .equal, strength: Double.random(in: 0.5...2, using: &generator)))
    }
    for variable in 0..<Int.random(in: 0...2, using: &generator) {
      let values = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        Double(Int.random(in: -120...120, using: &generator))
      }
      edits.append(
        (variable, Strength.strong * Double.random(in: 1...3, using: &generator), values))
    }
    changes = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      (
        Int.random(in: 0..<constraints.count, using: &generator),
        Double(Int.random(in: -100...100, using: &generator))
      )
    }
    removals = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
      Int.random(in: 0..<constraints.count, using: &generator)
    }
    removals = Array(Set(removals)).sorted()
  }

  /// What a run of the system gave.
  struct Outcome: Equatable {
    /// Indices of constraints the solver refused as unsatisfiable.
    var refused: [Int]
    /// Indices of constant changes refused as unsatisfiable.
    var refusedChanges: [Int]
    /// Values after the constraints and edits.
    var afterEdits: [Double]
    /// Values after the removals.
    var afterRemovals: [Double]
  }

  /// Plays the system on ``Solver``, calling `check` after each step.
  func solve(check: (Solver) -> Void = { _ in }) throws -> (
    Outcome, active: [[Bool]], final: RandomSystem
  ) {
    let solver = Solver()
    let variables = (0..<variableCount).map { _ in solver.makeVariable() }
    var refused: [Int] = []
    var made: [SolverConstraint] = []
    for (index, spec) in constraints.enumerated() {
      let constraint = SolverConstraint(
        LinearExpression(
          spec.terms.map { (variables[$0.variable], $0.coefficient) },
          constant: spec.constant),
        spec.relation, strength: spec.strength)
      made.append(constraint)
      // (A pattern on a typed error here crashes Swift 6.3.1's SILGen.)
      do throws(SolverError) {
        try solver.add(constraint)
      } catch {
        guard error == .unsatisfiable else { throw error }
        refused.append(index)
      }
      check(solver)
    }
    for edit in edits {
      try solver.addEditVariable(variables[edit.variable], strength: edit.strength)
      for value in edit.values { try solver.suggestValue(value, for: variables[edit.variable]) }
      check(solver)
    }
    var refusedChanges: [Int] = []
    var system = self
    for (index, change) in changes.enumerated() where !refused.contains(change.index) {
      do throws(SolverError) {
        try solver.setConstant(of: made[change.index], to: change.constant)
        system.constraints[change.index].constant = change.constant
      } catch {
        guard error == .unsatisfiable else { throw error }
        refusedChanges.append(index)
      }
      check(solver)
    }
    let afterEdits = variables.map { solver.value(of: $0) }
    let activeAfterEdits = made.map { solver.contains($0) }
    for index in removals where !refused.contains(index) {
      try solver.remove(made[index])
      check(solver)
    }
    let afterRemovals = variables.map { solver.value(of: $0) }
    let activeAfterRemovals = made.map { solver.contains($0) }
    return (
      Outcome(
        refused: refused, refusedChanges: refusedChanges, afterEdits: afterEdits,
        afterRemovals: afterRemovals),
      [activeAfterEdits, activeAfterRemovals], system
    )
  }

  /// The weighted error of a solution over the active non-required
  /// constraints and the edits (the objective both solvers minimize), or
  /// `nil` if a required constraint does not hold.
  func objective(of values: [Double], active: [Bool], withEdits: Bool) -> Double? {
    var total = 0.0
    for (spec, isActive) in zip(constraints, active) where isActive {
      let value = spec.terms.reduce(spec.constant) { $0 + $1.coefficient * values[$1.variable] }
      let error: Double
      switch spec.relation {
      case .lessThanOrEqual: error = max(0, value)
      case .equal: error = abs(value)
      case .greaterThanOrEqual: error = max(0, -value)
      }
      if spec.strength >= Strength.required {
        if error > 1e-6 { return nil }
      } else {
        total += spec.strength * error
      }
    }
    if withEdits {
      for edit in edits {
        total += edit.strength * abs(values[edit.variable] - (edit.values.last ?? 0))
      }
    }
    return total
  }

  /// The system as JSON for the Python driver.
  var json: String {
    let specs = constraints.map { spec in
      let terms = spec.terms.map { "[\($0.variable),\($0.coefficient)]" }.joined(separator: ",")
      let relation =
        spec.relation == .lessThanOrEqual ? "le" : spec.relation == .equal ? "eq" : "ge"
      return "{\"terms\":[\(terms)],\"constant\":\(spec.constant),\"relation\":\"\(relation)\","
        + "\"strength\":\(spec.strength)}"
    }
    let editList = edits.map { edit in
      let values = edit.values.map { "\($0)" }.joined(separator: ",")
      return "{\"variable\":\(edit.variable),\"strength\":\(edit.strength),\"values\":[\(values)]}"
    }
    return "{\"n\":\(variableCount),\"constraints\":[\(specs.joined(separator: ","))],"
      + "\"edits\":[\(editList.joined(separator: ","))],"
      + "\"changes\":[\(changes.map { "[\($0.index),\($0.constant)]" }.joined(separator: ","))],"
      + "\"removals\":[\(removals.map(String.init).joined(separator: ","))]}"
  }
}
