/// The objective the solver minimizes: the weighted errors, as a dense row
/// with a coefficient for every symbol.
///
/// A sorted row would do (kiwi keeps one), but the objective holds the
/// error of every non-required constraint: thousands of cells in a long
/// list of views, merged whole at each substitution and scanned whole for
/// each entering symbol. Dense, a substitution costs the substituted row's
/// length, and the symbols whose cost went negative are kept in a list, so
/// finding the entering symbol costs that list's length.
struct Objective: Sendable {
  /// The coefficient of each symbol, by symbol number; 0 when absent.
  private(set) var coefficients: [Double] = [0]

  /// The constant term.
  private(set) var constant = 0.0

  /// The non-dummy symbols whose coefficient went negative, some of which
  /// may have risen since (cleared when the list is next read).
  private var negatives: [Int] = []

  /// Whether each symbol is in ``negatives``.
  private var listed: [Bool] = [false]

  /// Makes room for a new symbol (numbered `coefficients.count`).
  mutating func grow() {
    coefficients.append(0)
    listed.append(false)
  }

  /// A symbol's coefficient.
  ///
  /// - Complexity: O(1).
  func coefficient(for symbol: Symbol) -> Double {
    coefficients[symbol.id]
  }

  /// Adds to a symbol's coefficient; a sum near zero becomes 0.
  @inline(__always)
  mutating func add(_ value: Double, to symbol: Symbol) {
    let id = symbol.id
    let sum = coefficients[id] + value
    if isNearZero(sum) {
      coefficients[id] = 0
      return
    }
    coefficients[id] = sum
    if sum < 0 && !listed[id] && symbol.kind != .dummy {
      listed[id] = true
      negatives.append(id)
    }
  }

  /// Adds `coefficient · row`, term by term.
  ///
  /// - Complexity: O(the row's length).
  mutating func add(_ row: Row, _ coefficient: Double) {
    constant += row.constant * coefficient
    for cell in row.cells { add(cell.coefficient * coefficient, to: cell.symbol) }
  }

  /// Replaces a symbol by the expression of its row, if its coefficient is
  /// not 0.
  ///
  /// - Complexity: O(the row's length).
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    let coefficient = coefficients[symbol.id]
    guard coefficient != 0 else { return }
    coefficients[symbol.id] = 0
    add(row, coefficient)
  }

  /// Drops a symbol's term.
  mutating func remove(_ symbol: Symbol) {
    coefficients[symbol.id] = 0
  }

  /// The non-dummy symbol with the lowest number and a negative
  /// coefficient (the first a sorted row would give, as kiwi's
  /// `getEnteringSymbol`), or nil; drops the listed symbols that are no
  /// longer negative.
  ///
  /// - Parameters:
  ///   - kinds: Each symbol's kind, by number.
  ///   - visits: Counts the listed symbols read.
  /// - Returns: The symbol, or nil when no cost is negative (the
  ///   objective is at its minimum).
  mutating func enteringSymbol(kinds: [Symbol.Kind], visits: inout Int) -> Symbol? {
    var best: Int?
    var kept = 0
    visits += negatives.count
    for index in negatives.indices {
      let id = negatives[index]
      guard coefficients[id] < 0 else {
        listed[id] = false
        continue
      }
      negatives[kept] = id
      kept += 1
      if best.map({ id < $0 }) ?? true { best = id }
    }
    negatives.removeLast(negatives.count - kept)
    return best.map { Symbol(id: $0, kind: kinds[$0]) }
  }
}
