/// A column of the simplex tableau: a caller's variable or one the solver
/// made for a constraint (a slack, an error or a dummy).
///
/// Symbols are numbered in the order they are made; rows and the tableau are
/// kept in that order, so the solver pivots the same way on every run.
struct Symbol: Hashable, Sendable {
  /// What a symbol stands for.
  enum Kind: UInt8, Sendable {
    /// No symbol (id 0).
    case invalid
    /// A caller's variable: unrestricted in sign.
    case external
    /// The slack of an inequality: at least 0.
    case slack
    /// The error of a non-required constraint: at least 0, with a cost in
    /// the objective.
    case error
    /// The marker of a required equality: always 0.
    case dummy
  }

  /// The symbol's number, in 32 bits: a row's cell (a symbol and a
  /// coefficient) then takes 16 bytes instead of 24, and a long list's
  /// first layout writes a third less memory (`Row.position(of:)`
  /// compares these).
  let number: UInt32

  /// What the symbol stands for.
  let kind: Kind

  /// The symbol's number; 0 is the invalid symbol.
  @inline(__always)
  var id: Int { Int(number) }

  /// A symbol of a kind with a number (below 2³²: far more than the
  /// 100,000 constraints an engine takes).
  init(id: Int, kind: Kind) {
    number = UInt32(id)
    self.kind = kind
  }

  /// No symbol.
  static let invalid = Symbol(id: 0, kind: .invalid)

  /// Whether the symbol may enter or leave the basis when solving for a
  /// marker (slacks and errors).
  var isPivotable: Bool { kind == .slack || kind == .error }

  /// Whether the symbol must stay at or above 0 (everything but a caller's
  /// variable).
  var isRestricted: Bool { kind != .external }
}

/// Whether a value is zero to the solver's tolerance, 1e-8.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  abs(value) < 1e-8
}
