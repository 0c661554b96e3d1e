/// An incremental Cassowary solver: kiwi's design in Swift.
///
/// Add and remove linear equalities and inequalities, each required or of a
/// lesser ``Strength``; the solver keeps a tableau whose basic solution
/// satisfies every required constraint and minimizes the weighted errors of
/// the others. Each change pivots from the last solution rather than
/// solving again from scratch, and ``setConstant(of:to:)`` (and the edit
/// variables built on it) moves one constant with a dual simplex from the
/// current basis.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable()
/// try solver.add(SolverConstraint(LinearExpression([(x, 1)], constant: -10), .greaterThanOrEqual))
/// solver.value(of: x)  // 10
/// ```
///
/// The algorithm and its names follow kiwi (github.com/nucleic/kiwi,
/// `kiwi/solverimpl.h`): `createRow`, `chooseSubject`,
/// `addWithArtificialVariable`, `optimize`, `dualOptimize`. Rows are kept
/// in arrays indexed by symbol number, so pivots happen in the same order
/// on every run.
package final class Solver {
  /// What the solver remembers of an added constraint.
  struct Tag {
    /// The slack, error or dummy that marks the constraint's row.
    var marker: Symbol
    /// The second error of a non-required constraint, or invalid.
    var other: Symbol = .invalid
    /// The marker's coefficient in the row as first built (before any sign
    /// reversal), so a change of constant can be written as a shift of
    /// the marker.
    var markerCoefficient: Double
    /// The other's coefficient, likewise.
    var otherCoefficient: Double = 0
  }

  // The tableau's fields skip Swift's dynamic exclusivity checks: the
  // solver is not reentrant and no access to them outlives a call.
  // Building a column of 250 views (1,000 constraints) twice and changing
  // a constant 100 times runs 66 M instructions instead of 101 M with the
  // checks (callgrind, release; 336 M before the column index).

  /// Each symbol's kind, indexed by symbol number.
  @exclusivity(unchecked) var kinds: [Symbol.Kind] = [.invalid]

  /// The row of each basic symbol, indexed by symbol number.
  @exclusivity(unchecked) var rows: [Row?] = [nil]

  /// For each symbol, the numbers of the basic symbols whose rows hold it,
  /// with some that no longer do, in no order (see `Solver+Columns.swift`).
  @exclusivity(unchecked) var columns: [[Int]] = [[]]

  /// For each symbol, how many entries of its column no longer hold it.
  @exclusivity(unchecked) var staleEntries: [Int] = [0]

  /// For each symbol, whether its column may be out of order.
  @exclusivity(unchecked) var unsortedColumns: [Bool] = [false]

  /// Symbols whose columns are mostly stale, to compact.
  @exclusivity(unchecked) var staleColumns: [Int] = []

  /// The added constraints' tags.
  var tags: [ObjectIdentifier: Tag] = [:]

  /// The added constraints, by identity.
  var constraints: [ObjectIdentifier: SolverConstraint] = [:]

  /// The edit constraint of each edit variable.
  var edits: [SolverVariable: SolverConstraint] = [:]

  /// The weighted errors to minimize.
  @exclusivity(unchecked) var objective = Objective()

  /// The objective of phase one while a constraint is added through an
  /// artificial variable.
  @exclusivity(unchecked) var artificial: Row?

  /// Symbols whose rows were put, taken or changed since
  /// ``takeChangedVariables()``, while ``tracksChanges`` (repeats allowed).
  @exclusivity(unchecked) var changed: [Int] = []

  /// Whether the solver records the symbols whose values may change.
  var tracksChanges = false

  /// What the solver did so far, counted.
  @exclusivity(unchecked) package internal(set) var statistics = SolverStatistics()

  /// Basic symbols whose rows went negative, for the dual simplex.
  @exclusivity(unchecked) var infeasibleRows: [Symbol] = []

  /// Told of each constraint given to ``add(_:)`` (`true`) or
  /// ``remove(_:)`` (`false`) before the solver acts on it, to record a
  /// system for replaying elsewhere; nil by default.
  package var recorder: ((_ constraint: SolverConstraint, _ added: Bool) -> Void)?

  /// An empty solver.
  package init() {}

  /// A new variable, free until constrained; its value is 0 until then.
  package func makeVariable() -> SolverVariable {
    SolverVariable(symbol: makeSymbol(.external))
  }

  /// The variable's value in the current solution.
  ///
  /// - Complexity: O(1).
  package func value(of variable: SolverVariable) -> Double {
    let id = variable.symbol.id
    guard id < rows.count, let row = rows[id] else { return 0 }
    return row.constant
  }

  /// Whether a constraint is in the solver.
  package func contains(_ constraint: SolverConstraint) -> Bool {
    tags[ObjectIdentifier(constraint)] != nil
  }

  /// The number of constraints in the solver, edit constraints included.
  package var constraintCount: Int { tags.count }

  /// Adds a constraint and re-optimizes.
  ///
  /// - Throws: ``SolverError/unsatisfiable`` when a required constraint
  ///   conflicts with those already added (the solver is then as it was,
  ///   and the constraint is not added); ``SolverError/notFinite`` for a
  ///   NaN or infinite number; ``SolverError/duplicateConstraint``.
  package func add(_ constraint: SolverConstraint) throws(SolverError) {
    recorder?(constraint, true)
    let key = ObjectIdentifier(constraint)
    guard tags[key] == nil else { throw .duplicateConstraint }
    guard constraint.expression.isFinite, !constraint.strength.isNaN else {
      throw .notFinite
    }
    var (row, tag) = makeRow(for: constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil && row.hasOnlyDummies {
      guard isNearZero(row.constant) else { throw .unsatisfiable }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      putRow(row, for: subject.id)
    } else {
      // Phase one pivots the tableau even when it fails, and kiwi 1.4.4 then
      // keeps the refused row (its later dual simplex fails): put the
      // tableau back as it was instead.
      statistics.artificialAdds += 1
      let saved = (rows, columns, staleEntries, unsortedColumns, objective)
      var added = false
      do { added = try addWithArtificialVariable(row) } catch {}
      guard added else {
        restore(saved)
        throw .unsatisfiable
      }
    }
    tags[key] = tag
    constraints[key] = constraint
    try optimize(artificialPhase: false)
  }

  /// Removes a constraint and re-optimizes.
  ///
  /// - Throws: ``SolverError/unknownConstraint`` if it is not in the solver.
  package func remove(_ constraint: SolverConstraint) throws(SolverError) {
    recorder?(constraint, false)
    let key = ObjectIdentifier(constraint)
    guard let tag = tags.removeValue(forKey: key) else { throw .unknownConstraint }
    constraints[key] = nil
    if tag.marker.kind == .error { removeMarkerEffects(tag.marker, constraint.strength) }
    if tag.other.kind == .error { removeMarkerEffects(tag.other, constraint.strength) }
    if rows[tag.marker.id] != nil {
      _ = takeRow(tag.marker.id)
    } else {
      guard let leaving = markerLeavingSymbol(tag.marker), var row = takeRow(leaving.id) else {
        throw .internalError("failed to find a leaving row for a removed constraint")
      }
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    try optimize(artificialPhase: false)
  }

  /// Makes a symbol of a kind with the next number.
  func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let symbol = Symbol(id: kinds.count, kind: kind)
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    staleEntries.append(0)
    unsortedColumns.append(false)
    objective.grow()
    return symbol
  }

  /// Puts the tableau back as it was before a refused phase one; the
  /// symbols made since keep their numbers, with no rows.
  private func restore(
    _ saved: (
      rows: [Row?], columns: [[Int]], stale: [Int], unsorted: [Bool], objective: Objective
    )
  ) {
    let added = kinds.count - saved.rows.count
    rows = saved.rows
    rows.append(contentsOf: repeatElement(nil, count: added))
    columns = saved.columns
    columns.append(contentsOf: repeatElement([], count: added))
    staleEntries = saved.stale
    staleEntries.append(contentsOf: repeatElement(0, count: added))
    unsortedColumns = saved.unsorted
    unsortedColumns.append(contentsOf: repeatElement(false, count: added))
    objective = saved.objective
    for _ in 0..<added { objective.grow() }
    staleColumns.removeAll()
    artificial = nil
    infeasibleRows.removeAll()
  }

  /// The row of a new constraint in terms of the current parametric
  /// symbols, with its slack, errors or dummy, and its tag (kiwi's
  /// `createRow`).
  func makeRow(for constraint: SolverConstraint) -> (Row, Tag) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant)
    for term in expression.terms where !isNearZero(term.coefficient) {
      let symbol = term.variable.symbol
      if let basic = rows[symbol.id] {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let strength = constraint.strength
    let isRequired = constraint.isRequired
    var tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      tag = Tag(marker: slack, markerCoefficient: sign)
      row.insert(slack, sign)
      if !isRequired {
        let error = makeSymbol(.error)
        tag.other = error
        tag.otherCoefficient = -sign
        row.insert(error, -sign)
        objective.add(strength, to: error)
      }
    case .equal:
      if !isRequired {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        tag = Tag(marker: plus, other: minus, markerCoefficient: -1, otherCoefficient: 1)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.add(strength, to: plus)
        objective.add(strength, to: minus)
      } else {
        let dummy = makeSymbol(.dummy)
        tag = Tag(marker: dummy, markerCoefficient: 1)
        row.insert(dummy)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to solve a new row for: an external variable, else a
  /// marker with a negative coefficient, else none (kiwi's `chooseSubject`).
  func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    if let cell = row.cells.first(where: { $0.symbol.kind == .external }) {
      return cell.symbol
    }
    if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
    if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
    return nil
  }

  /// Removes an error symbol's cost from the objective.
  func removeMarkerEffects(_ marker: Symbol, _ strength: Double) {
    if let row = rows[marker.id] {
      objective.add(row, -strength)
    } else {
      objective.add(-strength, to: marker)
    }
  }
}
