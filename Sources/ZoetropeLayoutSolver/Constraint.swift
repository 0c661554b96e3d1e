/// A variable of a ``Solver``, made by ``Solver/makeVariable()``.
package struct SolverVariable: Hashable, Sendable {
  /// The variable's column in its solver's tableau.
  let symbol: Symbol

  /// A number for the variable, unique in its solver and small (below the
  /// count of the solver's variables and markers): an array index.
  package var index: Int { symbol.id }
}

/// `Σ coefficient · variable + constant`.
package struct LinearExpression: Sendable {
  /// The terms; a variable may appear more than once (its coefficients add).
  package var terms: [(variable: SolverVariable, coefficient: Double)]

  /// The constant term.
  package var constant: Double

  /// An expression from terms and a constant.
  ///
  /// - Parameters:
  ///   - terms: Pairs of a variable and its coefficient.
  ///   - constant: The constant term; 0 by default.
  package init(_ terms: [(SolverVariable, Double)] = [], constant: Double = 0) {
    self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
    self.constant = constant
  }

  /// Whether every coefficient and the constant are finite.
  package var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }
}

/// How an expression compares with zero.
package enum SolverRelation: Sendable {
  /// `expression ≤ 0`.
  case lessThanOrEqual
  /// `expression = 0`.
  case equal
  /// `expression ≥ 0`.
  case greaterThanOrEqual
}

/// Kiwi's strengths: `required` cannot be broken; the others weigh the
/// error of a constraint that cannot hold in the objective.
package enum Strength {
  /// A constraint that must hold: 1,001,001,000, kiwi's value.
  package static let required = 1_001_001_000.0
  /// 1,000,000.
  package static let strong = 1_000_000.0
  /// 1,000.
  package static let medium = 1_000.0
  /// 1.
  package static let weak = 1.0

  /// Kiwi's `strength::create(a, b, c, w)`: each tier clamped to 0…1000.
  ///
  /// - Returns: `a·w·1e6 + b·w·1e3 + c·w`, each part clamped.
  package static func make(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Double {
    func tier(_ value: Double) -> Double { min(max(value * weight, 0), 1000) }
    return tier(a) * 1_000_000 + tier(b) * 1000 + tier(c)
  }

  /// A strength clamped to 0…``required``.
  package static func clipped(_ value: Double) -> Double {
    min(max(value, 0), required)
  }
}

/// `expression relation 0` with a strength: a constraint for a ``Solver``.
///
/// A constraint is a reference: the solver knows it by identity, and
/// ``Solver/setConstant(of:to:)`` changes its constant in place.
package final class SolverConstraint: @unchecked Sendable {
  /// The expression compared with zero.
  package internal(set) var expression: LinearExpression

  /// How the expression compares with zero.
  package let relation: SolverRelation

  /// The strength, clamped to 0…``Strength/required``.
  package let strength: Double

  /// A constraint `expression relation 0`.
  ///
  /// - Parameters:
  ///   - expression: The left-hand side.
  ///   - relation: The comparison with zero.
  ///   - strength: How hard to hold it; ``Strength/required`` by default.
  package init(
    _ expression: LinearExpression, _ relation: SolverRelation,
    strength: Double = Strength.required
  ) {
    self.expression = expression
    self.relation = relation
    self.strength = strength.isNaN ? strength : Strength.clipped(strength)
  }

  /// Whether the constraint must hold.
  package var isRequired: Bool { strength >= Strength.required }
}

/// Why a ``Solver`` refused a request.
///
/// The solver's constraints are unchanged after any of them.
package enum SolverError: Error, Equatable, Sendable {
  /// A required constraint conflicts with the required constraints already
  /// added.
  case unsatisfiable
  /// The constraint was already added.
  case duplicateConstraint
  /// The constraint was never added (or was removed).
  case unknownConstraint
  /// A coefficient, constant or strength is NaN or infinite.
  case notFinite
  /// The variable already has an edit constraint.
  case duplicateEditVariable
  /// The variable has no edit constraint.
  case unknownEditVariable
  /// An edit variable cannot be required.
  case requiredEditVariable
  /// The tableau is not in the state the algorithm expects (a bug).
  case internalError(String)
}

/// What a ``Solver`` did, counted since it was made: for tests that keep
/// its work in proportion to a system's size (counts, not times).
package struct SolverStatistics: Equatable, Sendable {
  /// Pivots of the primal and dual simplex and of phase one.
  package var pivots = 0
  /// Rows rewritten by substituting a symbol that entered the basis.
  package var substitutedRows = 0
  /// Entries of the column index read (see `Solver+Columns.swift`).
  package var columnEntries = 0
  /// Objective cells read looking for a symbol to enter the basis.
  package var objectiveEntries = 0
  /// Constraints added through phase one (an artificial variable).
  package var artificialAdds = 0

  /// No work yet.
  package init() {}
}
