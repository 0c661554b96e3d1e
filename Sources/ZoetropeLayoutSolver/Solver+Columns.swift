// The column index: for each symbol, the basic symbols whose rows hold it,
// so that a substitution, a change of constant or a ratio test visits only
// the rows a symbol is in instead of every row of the tableau.
//
// A column is a list kept loosely: a row is appended when it gains the
// symbol and is not taken out when it loses it (the entry is counted as
// stale), so changing a row costs O(its length) whatever the columns'
// lengths. (Sorted arrays cost a `memmove` of the column per insertion: in
// a list of 1,000 rows, the dummies of the heights above a row are in the
// rows of every view below it, and the first layout spent most of its time
// moving them.) A column is sorted when it is read (`holders(of:)`), and
// its stale entries dropped then, or as soon as they outnumber the live
// ones, so it never holds more than about twice its rows.
extension Solver {
  /// Puts a row in the tableau as a basic symbol's, and indexes its cells.
  func putRow(_ row: Row, for id: Int) {
    rows[id] = row
    if tracksChanges { changed.append(id) }
    for cell in row.cells { addToColumn(cell.symbol.id, row: id) }
  }

  /// Takes a basic symbol's row out of the tableau; its column entries
  /// become stale.
  func takeRow(_ id: Int) -> Row? {
    guard let row = rows[id] else { return nil }
    rows[id] = nil
    if tracksChanges { changed.append(id) }
    for cell in row.cells { markStale(cell.symbol.id) }
    compactStaleColumns()
    return row
  }

  /// Records that a row holds a symbol.
  ///
  /// - Complexity: O(1) amortized.
  @inline(__always)
  func addToColumn(_ symbol: Int, row: Int) {
    if let last = columns[symbol].last, last >= row { unsortedColumns[symbol] = true }
    columns[symbol].append(row)
  }

  /// Records that one of a column's entries no longer holds its symbol;
  /// a column whose stale entries outnumber the others is queued for
  /// ``compactStaleColumns()``, once the rows being changed are back in
  /// the tableau.
  @inline(__always)
  func markStale(_ symbol: Int) {
    staleEntries[symbol] += 1
    let stale = staleEntries[symbol]
    if stale >= 16 && 2 * stale > columns[symbol].count { staleColumns.append(symbol) }
  }

  /// Compacts the columns queued by ``markStale(_:)``.
  func compactStaleColumns() {
    while let symbol = staleColumns.popLast() {
      let stale = staleEntries[symbol]
      if stale >= 16 && 2 * stale > columns[symbol].count { _ = holders(of: symbol) }
    }
  }

  /// The basic symbols whose rows hold a symbol, in increasing order, each
  /// once; the column is left so.
  ///
  /// - Complexity: O(1) for a column with no stale entry and in order (a
  ///   column built by rows added in order, as in a first layout), else
  ///   O(n log n) for a column of n entries.
  func holders(of symbol: Int) -> [Int] {
    statistics.columnEntries += columns[symbol].count
    guard staleEntries[symbol] > 0 || unsortedColumns[symbol] else { return columns[symbol] }
    var column = columns[symbol]
    columns[symbol] = []
    if unsortedColumns[symbol] { column.sort() }
    let target = Symbol(id: symbol, kind: kinds[symbol])
    let checks = staleEntries[symbol] > 0
    var kept = 0
    var last = -1
    for index in column.indices {
      let id = column[index]
      guard id != last else { continue }
      last = id
      if checks {
        guard let row = rows[id], row.position(of: target).found else { continue }
      }
      column[kept] = id
      kept += 1
    }
    column.removeLast(column.count - kept)
    staleEntries[symbol] = 0
    unsortedColumns[symbol] = false
    columns[symbol] = column
    return column
  }

  /// Empties a symbol's column.
  func clearColumn(_ symbol: Int) {
    columns[symbol] = []
    staleEntries[symbol] = 0
    unsortedColumns[symbol] = false
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

  /// The number of cells in the tableau's rows (for tests and
  /// measurements).
  package var tableauCells: Int {
    rows.reduce(0) { $0 + ($1?.cells.count ?? 0) }
  }

  /// Whether the index lists every cell of the rows, and, once read, no
  /// row that does not hold its symbol (for tests).
  var columnsMatchRows: Bool {
    var expected = [[Int]](repeating: [], count: columns.count)
    for id in rows.indices {
      for cell in rows[id]?.cells ?? [] { expected[cell.symbol.id].append(id) }
    }
    let listsEveryCell = expected.indices.allSatisfy { symbol in
      let listed = Set(columns[symbol])
      return expected[symbol].allSatisfy { listed.contains($0) }
    }
    return listsEveryCell && expected.indices.allSatisfy { holders(of: $0) == expected[$0] }
  }
}
