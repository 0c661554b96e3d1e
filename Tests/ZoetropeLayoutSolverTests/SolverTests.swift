import Testing

@testable import ZoetropeLayoutSolver

/// `Σ terms + constant relation 0` at a strength.
func constraint(
  _ terms: [(SolverVariable, Double)], _ constant: Double, _ relation: SolverRelation,
  strength: Double = Strength.required
) -> SolverConstraint {
  SolverConstraint(LinearExpression(terms, constant: constant), relation, strength: strength)
}

@Suite struct SolverTests {
  @Test func requiredEqualitiesAndInequalitiesHold() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    // x + y = 100, x ≥ 30, y ≥ 2x (so x ≤ 33.3), weak wish x = 50.
    try solver.add(constraint([(x, 1), (y, 1)], -100, .equal))
    try solver.add(constraint([(x, 1)], -30, .greaterThanOrEqual))
    try solver.add(constraint([(y, 1), (x, -2)], 0, .greaterThanOrEqual))
    try solver.add(constraint([(x, 1)], -50, .equal, strength: Strength.weak))
    #expect(abs(solver.value(of: x) - 100.0 / 3) < 1e-9)
    #expect(abs(solver.value(of: y) - 200.0 / 3) < 1e-9)
  }

  @Test func strongerWishesWin() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(constraint([(x, 1)], -10, .equal, strength: Strength.weak))
    try solver.add(constraint([(x, 1)], -20, .equal, strength: Strength.strong))
    #expect(solver.value(of: x) == 20)
  }

  @Test func conflictingRequiredConstraintIsRefusedAndTheRestStays() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(constraint([(x, 1)], -10, .greaterThanOrEqual))
    let conflict = constraint([(x, 1)], -5, .lessThanOrEqual)
    #expect(throws: SolverError.unsatisfiable) { try solver.add(conflict) }
    #expect(!solver.contains(conflict))
    #expect(solver.value(of: x) == 10)
    #expect(solver.constraintCount == 1)
  }

  @Test func cycleOfEqualitiesWithDifferentConstantsIsRefused() throws {
    let solver = Solver()
    let (a, b, c) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
    try solver.add(constraint([(a, 1), (b, -1)], 0, .equal))
    try solver.add(constraint([(b, 1), (c, -1)], 0, .equal))
    let closing = constraint([(c, 1), (a, -1)], -10, .equal)
    #expect(throws: SolverError.unsatisfiable) { try solver.add(closing) }
    // The same cycle closed consistently is redundant and accepted.
    let redundant = constraint([(c, 1), (a, -1)], 0, .equal)
    try solver.add(redundant)
    #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(of: redundant, to: 3) }
    #expect(redundant.expression.constant == 0)
  }

  @Test func nonFiniteNumbersAreRefused() {
    let solver = Solver()
    let x = solver.makeVariable()
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: SolverError.notFinite) { try solver.add(constraint([(x, 1)], bad, .equal)) }
      #expect(throws: SolverError.notFinite) { try solver.add(constraint([(x, bad)], 1, .equal)) }
      #expect(throws: SolverError.notFinite) {
        try solver.add(constraint([(x, 1)], 1, .equal, strength: .nan))
      }
    }
    #expect(solver.constraintCount == 0)
  }

  @Test func setConstantMovesTheSolutionWithoutReAdding() throws {
    let solver = Solver()
    let (left, width, right) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
    try solver.add(constraint([(left, 1)], -20, .equal))
    let widthConstraint = constraint([(width, 1)], -100, .equal)
    try solver.add(widthConstraint)
    try solver.add(constraint([(right, 1), (left, -1), (width, -1)], 0, .equal))
    try solver.add(constraint([(right, 1)], -300, .lessThanOrEqual))
    #expect(solver.value(of: right) == 120)
    try solver.setConstant(of: widthConstraint, to: -250)
    #expect(solver.value(of: right) == 270)
    // Past the required maximum: refused, and the old constant stays.
    #expect(throws: SolverError.unsatisfiable) {
      try solver.setConstant(of: widthConstraint, to: -400)
    }
    #expect(solver.value(of: right) == 270)
    #expect(widthConstraint.expression.constant == -250)
    #expect(throws: SolverError.notFinite) { try solver.setConstant(of: widthConstraint, to: .nan) }
  }

  @Test func editVariablesFollowSuggestionsWithinRequiredBounds() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(constraint([(x, 1)], 0, .greaterThanOrEqual))
    try solver.add(constraint([(x, 1)], -100, .lessThanOrEqual))
    try solver.addEditVariable(x, strength: Strength.strong)
    #expect(throws: SolverError.duplicateEditVariable) {
      try solver.addEditVariable(x, strength: Strength.strong)
    }
    for (suggested, expected) in [(40.0, 40.0), (150, 100), (-3, 0), (99.5, 99.5)] {
      try solver.suggestValue(suggested, for: x)
      #expect(solver.value(of: x) == expected)
    }
    try solver.removeEditVariable(x)
    #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: x) }
    #expect(throws: SolverError.requiredEditVariable) {
      try solver.addEditVariable(x, strength: Strength.required)
    }
  }

  @Test func removingAConstraintReleasesItsVariables() throws {
    let solver = Solver()
    let x = solver.makeVariable()
    try solver.add(constraint([(x, 1)], -5, .equal, strength: Strength.weak))
    let pin = constraint([(x, 1)], -50, .equal)
    try solver.add(pin)
    #expect(solver.value(of: x) == 50)
    try solver.remove(pin)
    #expect(solver.value(of: x) == 5)
    #expect(throws: SolverError.unknownConstraint) { try solver.remove(pin) }
  }
}
