// Changing a constant in place, and kiwi's edit variables built on it.
extension Solver {
  /// Changes the constant of an added constraint without solving again.
  ///
  /// The change is a shift of the constraint's marker symbol, applied to
  /// the rows that hold it, followed by the dual simplex from the current
  /// basis (kiwi's `suggestValue`, for any constraint): typically a few
  /// pivots.
  ///
  /// - Parameters:
  ///   - constraint: A constraint in the solver.
  ///   - constant: The new constant of its expression.
  /// - Throws: ``SolverError/unsatisfiable`` when the new constant makes
  ///   the required constraints conflict (the old constant is kept);
  ///   ``SolverError/notFinite``; ``SolverError/unknownConstraint``.
  package func setConstant(of constraint: SolverConstraint, to constant: Double)
    throws(SolverError)
  {
    guard let tag = tags[ObjectIdentifier(constraint)] else { throw .unknownConstraint }
    guard constant.isFinite else { throw .notFinite }
    let delta = constant - constraint.expression.constant
    guard delta != 0 else { return }
    let conflicts = shiftMarker(tag, by: delta)
    var failed = conflicts
    if !failed {
      do { try dualOptimize() } catch { failed = true }
    }
    if failed {
      infeasibleRows.removeAll()
      _ = shiftMarker(tag, by: -delta)
      do { try dualOptimize() } catch {
        throw .internalError("could not restore a constant after a conflict")
      }
      throw .unsatisfiable
    }
    constraint.expression.constant = constant
  }

  /// Applies a change of a constraint's constant to the tableau and queues
  /// rows that went negative.
  ///
  /// - Returns: Whether a required equality's dummy row became non-zero (a
  ///   conflict no pivot can repair).
  func shiftMarker(_ tag: Tag, by delta: Double) -> Bool {
    if rows[tag.marker.id] != nil {
      return shiftBasic(tag.marker, by: delta / tag.markerCoefficient)
    }
    if tag.other != .invalid && rows[tag.other.id] != nil {
      return shiftBasic(tag.other, by: delta / tag.otherCoefficient)
    }
    let shift = delta / tag.markerCoefficient
    var conflicts = false
    let holders = holders(of: tag.marker.id)
    if tracksChanges { changed += holders }
    for id in holders {
      guard let coefficient = rows[id]?.coefficient(for: tag.marker), coefficient != 0,
        let constant = rows[id]?.add(coefficient * shift)
      else { continue }
      switch kinds[id] {
      case .external, .invalid: break
      case .dummy: if !isNearZero(constant) { conflicts = true }
      case .slack, .error:
        if constant < 0 { infeasibleRows.append(Symbol(id: id, kind: kinds[id])) }
      }
    }
    return conflicts
  }

  /// Moves a basic marker's row by `-shift`.
  private func shiftBasic(_ marker: Symbol, by shift: Double) -> Bool {
    guard let constant = rows[marker.id]?.add(-shift) else { return false }
    if tracksChanges { changed.append(marker.id) }
    if marker.kind == .dummy { return !isNearZero(constant) }
    if constant < 0 { infeasibleRows.append(marker) }
    return false
  }

  /// Makes a variable editable: an equality of a non-required strength
  /// whose value ``suggestValue(_:for:)`` moves.
  ///
  /// - Throws: ``SolverError/requiredEditVariable`` for a required
  ///   strength, ``SolverError/duplicateEditVariable``.
  package func addEditVariable(_ variable: SolverVariable, strength: Double) throws(SolverError) {
    guard edits[variable] == nil else { throw .duplicateEditVariable }
    guard !strength.isNaN else { throw .notFinite }
    guard Strength.clipped(strength) < Strength.required else { throw .requiredEditVariable }
    let constraint = SolverConstraint(LinearExpression([(variable, 1)]), .equal, strength: strength)
    try add(constraint)
    edits[variable] = constraint
  }

  /// Removes a variable's edit constraint.
  ///
  /// - Throws: ``SolverError/unknownEditVariable``.
  package func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
    guard let constraint = edits.removeValue(forKey: variable) else {
      throw .unknownEditVariable
    }
    try remove(constraint)
  }

  /// Whether a variable has an edit constraint.
  package func hasEditVariable(_ variable: SolverVariable) -> Bool {
    edits[variable] != nil
  }

  /// Suggests a value for an edit variable and re-solves from the current
  /// basis.
  ///
  /// - Throws: ``SolverError/unknownEditVariable``, ``SolverError/notFinite``.
  package func suggestValue(_ value: Double, for variable: SolverVariable) throws(SolverError) {
    guard let constraint = edits[variable] else { throw .unknownEditVariable }
    try setConstant(of: constraint, to: -value)
  }
}

extension Solver {
  /// Whether the constraints leave a variable free to move without making
  /// the solution worse: it is not basic, or its row holds a slack, error
  /// or external symbol that costs nothing in the objective (another
  /// optimum moves it).
  package func isAmbiguous(_ variable: SolverVariable) -> Bool {
    let id = variable.symbol.id
    guard id < rows.count, let row = rows[id] else { return true }
    return row.cells.contains { cell in
      cell.symbol.kind != .dummy && isNearZero(objective.coefficient(for: cell.symbol))
    }
  }
}
