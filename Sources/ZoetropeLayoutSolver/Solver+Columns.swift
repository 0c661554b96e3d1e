// The column index: for each symbol, the basic symbols whose rows hold it,
// so that a substitution, a change of constant or a ratio test visits only
// the rows a symbol is in instead of every row of the tableau.
extension Solver {
  /// Puts a row in the tableau as a basic symbol's, and indexes its cells.
  func putRow(_ row: Row, for id: Int) {
    rows[id] = row
    if tracksChanges { changed.append(id) }
    for cell in row.cells { addToColumn(cell.symbol.id, row: id) }
  }

  /// Takes a basic symbol's row out of the tableau and out of the index.
  func takeRow(_ id: Int) -> Row? {
    guard let row = rows[id] else { return nil }
    rows[id] = nil
    if tracksChanges { changed.append(id) }
    for cell in row.cells { removeFromColumn(cell.symbol.id, row: id) }
    return row
  }

  /// Records that a row holds a symbol; the column stays sorted.
  func addToColumn(_ symbol: Int, row: Int) {
    if columns[symbol].last ?? -1 < row {
      columns[symbol].append(row)
      return
    }
    let (index, found) = Self.position(of: row, in: columns[symbol])
    if !found { columns[symbol].insert(row, at: index) }
  }

  /// Records that a row no longer holds a symbol.
  func removeFromColumn(_ symbol: Int, row: Int) {
    let (index, found) = Self.position(of: row, in: columns[symbol])
    if found { columns[symbol].remove(at: index) }
  }

  /// Where a row number is, or would go, in a sorted column.
  static func position(of row: Int, in column: [Int]) -> (index: Int, found: Bool) {
    var low = 0
    var high = column.count
    while low < high {
      let middle = (low + high) / 2
      let value = column[middle]
      if value == row { return (middle, true) }
      if value < row { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// Starts recording the variables whose values may change, for
  /// ``takeChangedVariables()``.
  package func trackChanges() {
    tracksChanges = true
    changed.removeAll()
  }

  /// The variables whose values may have changed since tracking started or
  /// since the last call (each once, in symbol order), and clears the list.
  ///
  /// A variable not listed has the value it had then. Empty unless
  /// ``trackChanges()`` was called.
  package func takeChangedVariables() -> [SolverVariable] {
    changed.sort()
    var variables: [SolverVariable] = []
    var last = -1
    for id in changed where id != last {
      last = id
      if kinds[id] == .external {
        variables.append(SolverVariable(symbol: Symbol(id: id, kind: .external)))
      }
    }
    changed.removeAll(keepingCapacity: true)
    return variables
  }

  /// Whether the index lists exactly the cells of the rows (for tests).
  var columnsMatchRows: Bool {
    var expected = [[Int]](repeating: [], count: columns.count)
    for id in rows.indices {
      for cell in rows[id]?.cells ?? [] { expected[cell.symbol.id].append(id) }
    }
    return expected == columns
  }
}
