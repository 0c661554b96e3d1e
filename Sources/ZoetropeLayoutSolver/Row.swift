/// One row of the tableau: `basic = constant + Σ coefficient · symbol`, or,
/// before it has a basic symbol, `0 = constant + Σ coefficient · symbol`.
///
/// Cells are kept sorted by symbol number, so every walk over a row is in a
/// fixed order and merging two rows is linear.
struct Row: Sendable {
  /// One term of a row.
  struct Cell: Sendable {
    /// The symbol.
    var symbol: Symbol
    /// Its coefficient, never near zero.
    var coefficient: Double
  }

  /// The constant term.
  var constant: Double

  /// The terms, sorted by symbol number.
  var cells: [Cell] = []

  /// A row with a constant and no terms.
  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Where a symbol's cell is or would be inserted.
  ///
  /// The search compares the 32-bit numbers and halves with a shift:
  /// `(low + high) / 2` on `Int` (a signed division, checked) made a
  /// constant change at 1,000 constraints a third slower.
  ///
  /// - Complexity: O(log n).
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    let target = symbol.number
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) &>> 1
      let number = cells[middle].symbol.number
      if number == target { return (middle, true) }
      if number < target { low = middle &+ 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of a symbol, 0 when it is not in the row.
  func coefficient(for symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Whether every term is a dummy.
  var hasOnlyDummies: Bool {
    cells.allSatisfy { $0.symbol.kind == .dummy }
  }

  /// Adds a value to the constant and returns the new constant.
  @discardableResult
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient · symbol`, dropping the cell if it becomes near zero.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if isNearZero(sum) {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if !isNearZero(coefficient) {
      if index == cells.count {
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
      } else {
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
      }
    }
  }

  /// Adds `coefficient · other`, term by term.
  ///
  /// - Complexity: O(n + m), a merge of the two sorted rows.
  mutating func insert(_ other: Row, _ coefficient: Double = 1) {
    insert(other, coefficient) { _, _ in }
  }

  /// Adds `coefficient · other`, term by term, telling `changed` of each
  /// symbol that enters the row (`true`) or cancels out of it (`false`).
  ///
  /// - Complexity: O(n + m), a merge of the two sorted rows.
  @inline(__always)
  mutating func insert(
    _ other: Row, _ coefficient: Double, changed: (_ symbol: Symbol, _ added: Bool) -> Void
  ) {
    constant += other.constant * coefficient
    // Room for the two markers a new constraint's row takes after its
    // terms (a slack and an error), so they do not copy a long row again.
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count + 2)
    var i = 0
    var j = 0
    while i < cells.count || j < other.cells.count {
      if j == other.cells.count
        || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id)
      {
        merged.append(cells[i])
        i += 1
      } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
        let value = other.cells[j].coefficient * coefficient
        if !isNearZero(value) {
          merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value))
          changed(other.cells[j].symbol, true)
        }
        j += 1
      } else {
        let value = cells[i].coefficient + other.cells[j].coefficient * coefficient
        if !isNearZero(value) {
          merged.append(Cell(symbol: cells[i].symbol, coefficient: value))
        } else {
          changed(cells[i].symbol, false)
        }
        i += 1
        j += 1
      }
    }
    cells = merged
  }

  /// Removes a symbol's cell, if any.
  mutating func remove(_ symbol: Symbol) {
    let (index, found) = position(of: symbol)
    if found { cells.remove(at: index) }
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Rewrites `0 = constant + … + a · symbol` as `symbol = …`.
  ///
  /// Drops the symbol's cell; the symbol must be in the row.
  mutating func solve(for symbol: Symbol) {
    let (index, found) = position(of: symbol)
    precondition(found, "Row.solve(for:) needs the symbol in the row")
    let scale = -1 / cells[index].coefficient
    cells.remove(at: index)
    constant *= scale
    for index in cells.indices { cells[index].coefficient *= scale }
  }

  /// Rewrites `lhs = … + a · rhs + …` as `rhs = …`.
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces a symbol by the expression of its row, if the symbol is here.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    substitute(symbol, row) { _, _ in }
  }

  /// Replaces a symbol by the expression of its row, if the symbol is here,
  /// telling `changed` of each other symbol that enters or leaves the row.
  @inline(__always)
  mutating func substitute(
    _ symbol: Symbol, _ row: Row, changed: (_ symbol: Symbol, _ added: Bool) -> Void
  ) {
    let (index, found) = position(of: symbol)
    guard found else { return }
    let coefficient = cells[index].coefficient
    cells.remove(at: index)
    insert(row, coefficient, changed: changed)
  }
}
