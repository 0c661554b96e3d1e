// The simplex steps, after kiwi's solverimpl.h: substitution, the primal
// simplex that optimizes the objective, phase one with an artificial
// variable, and the dual simplex that restores feasibility after a
// constant moved.
extension Solver {
  /// Replaces a symbol by its row in every row and the objectives; rows of
  /// restricted symbols that turn negative are queued for the dual simplex.
  ///
  /// - Complexity: O(total size of the rows that hold the symbol), found
  ///   through the column index.
  func substitute(_ symbol: Symbol, _ row: Row) {
    let holders = holders(of: symbol.id)
    clearColumn(symbol.id)
    statistics.substitutedRows += holders.count
    if tracksChanges { changed += holders }
    for id in holders {
      rows[id]?.substitute(symbol, row) { other, added in
        if added { addToColumn(other.id, row: id) } else { markStale(other.id) }
      }
      if kinds[id] != .external, let constant = rows[id]?.constant, constant < 0 {
        infeasibleRows.append(Symbol(id: id, kind: kinds[id]))
      }
    }
    compactStaleColumns()
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  /// The most pivots one optimization may take before it gives up: far
  /// more than a well-posed system needs (each pivot lowers the objective
  /// or, degenerate, changes the basis), so that numbers that defeat the
  /// arithmetic (a multiplier of 10⁶ against one of 10⁻⁶, say) end in an
  /// error instead of a hang.
  var pivotBudget: Int { 10_000 + 50 * kinds.count }

  /// Pivots until no symbol can lower the objective (or the artificial
  /// objective in phase one).
  func optimize(artificialPhase: Bool) throws(SolverError) {
    var pivots = 0
    let budget = pivotBudget
    while true {
      pivots += 1
      guard pivots <= budget else { throw .internalError("no optimum after \(budget) pivots") }
      let entering =
        artificialPhase
        ? enteringSymbol(artificial ?? Row())
        : objective.enteringSymbol(kinds: kinds, visits: &statistics.objectiveEntries)
      guard let entering else { return }
      statistics.pivots += 1
      guard let leaving = leavingSymbol(for: entering), var row = takeRow(leaving.id) else {
        throw .internalError("the objective is unbounded")
      }
      row.solve(for: leaving, entering)
      substitute(entering, row)
      putRow(row, for: entering.id)
    }
  }

  /// The first non-dummy symbol with a negative cost in phase one's
  /// objective.
  func enteringSymbol(_ goal: Row) -> Symbol? {
    statistics.objectiveEntries += goal.cells.count
    return goal.cells.first { $0.symbol.kind != .dummy && $0.coefficient < 0 }?.symbol
  }

  /// The restricted basic symbol that limits `entering` most (minimum ratio).
  func leavingSymbol(for entering: Symbol) -> Symbol? {
    var ratio = Double.greatestFiniteMagnitude
    var found: Symbol?
    for id in holders(of: entering.id) where kinds[id] != .external {
      guard let row = rows[id] else { continue }
      let coefficient = row.coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let candidate = -row.constant / coefficient
      if candidate < ratio {
        ratio = candidate
        found = Symbol(id: id, kind: kinds[id])
      }
    }
    return found
  }

  /// Adds a row with no easy subject through phase one: an artificial
  /// variable, minimized to zero if the row can hold.
  ///
  /// - Returns: Whether the row can hold with the required constraints.
  func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
    let art = makeSymbol(.slack)
    putRow(row, for: art.id)
    artificial = row
    try optimize(artificialPhase: true)
    let success = isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if var basic = takeRow(art.id) {
      if basic.cells.isEmpty { return success }
      guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
        return false
      }
      basic.solve(for: art, entering)
      substitute(entering, basic)
      putRow(basic, for: entering.id)
    }
    for id in holders(of: art.id) { rows[id]?.remove(art) }
    clearColumn(art.id)
    objective.remove(art)
    return success
  }

  /// The row to pivot a removed constraint's marker into (kiwi's
  /// `getMarkerLeavingRow`).
  func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    var first: Symbol?
    var second: Symbol?
    var third: Symbol?
    for id in holders(of: marker.id) {
      guard let row = rows[id] else { continue }
      let coefficient = row.coefficient(for: marker)
      if coefficient == 0 { continue }
      let symbol = Symbol(id: id, kind: kinds[id])
      if symbol.kind == .external {
        third = symbol
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = symbol
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = symbol
        }
      }
    }
    return first ?? second ?? third
  }

  /// Pivots queued negative rows back to feasibility, keeping optimality.
  func dualOptimize() throws(SolverError) {
    var pivots = 0
    let budget = pivotBudget
    while let leaving = infeasibleRows.popLast() {
      pivots += 1
      guard pivots <= budget else {
        infeasibleRows.removeAll()
        throw .internalError("no feasible basis after \(budget) pivots")
      }
      guard let current = rows[leaving.id], !isNearZero(current.constant), current.constant < 0
      else { continue }
      guard let entering = dualEnteringSymbol(current), var row = takeRow(leaving.id) else {
        infeasibleRows.removeAll()
        throw .unsatisfiable
      }
      statistics.pivots += 1
      row.solve(for: leaving, entering)
      substitute(entering, row)
      putRow(row, for: entering.id)
    }
  }

  /// The symbol that enters for a negative row: the least ratio of cost to
  /// coefficient among positive, non-dummy cells.
  func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var ratio = Double.greatestFiniteMagnitude
    var found: Symbol?
    for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
      let candidate = objective.coefficient(for: cell.symbol) / cell.coefficient
      if candidate < ratio {
        ratio = candidate
        found = cell.symbol
      }
    }
    return found
  }
}
