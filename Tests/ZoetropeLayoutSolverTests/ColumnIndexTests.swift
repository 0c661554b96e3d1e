import Testing
import ZoetropeAnimation

@testable import ZoetropeLayoutSolver

/// The column index (each symbol's rows) stays exact through every kind of
/// step, and the large systems it speeds up still solve right.
@Suite struct ColumnIndexTests {
  @Test func indexMatchesTheRowsThroughRandomSystems() throws {
    var generator = SeededRandomNumberGenerator(seed: 35)
    var checks = 0
    var mismatches = 0
    for _ in 0..<400 {
      let system = RandomSystem(using: &generator)
      _ = try system.solve { solver in
        checks += 1
        if !solver.columnsMatchRows { mismatches += 1 }
      }
    }
    #expect(checks > 2_000)
    #expect(mismatches == 0)
  }

  /// A column of `count` boxes, each 4 below the last: top_i = top_(i-1) +
  /// height_(i-1) + 4, height_i = 20 (required), as a view column's
  /// constraints.
  static func column(_ count: Int) throws -> (
    Solver, tops: [SolverVariable], heights: [SolverConstraint]
  ) {
    let solver = Solver()
    var tops: [SolverVariable] = []
    var heights: [SolverConstraint] = []
    var previous: (top: SolverVariable, height: SolverVariable)?
    for _ in 0..<count {
      let top = solver.makeVariable()
      let height = solver.makeVariable()
      let place =
        if let previous {
          LinearExpression([(top, 1), (previous.top, -1), (previous.height, -1)], constant: -4)
        } else {
          LinearExpression([(top, 1)], constant: -4)
        }
      try solver.add(SolverConstraint(place, .equal))
      let fixed = SolverConstraint(LinearExpression([(height, 1)], constant: -20), .equal)
      try solver.add(fixed)
      tops.append(top)
      heights.append(fixed)
      previous = (top, height)
    }
    return (solver, tops, heights)
  }

  @Test func aConstantChangeMovesEveryBoxBelowIt() throws {
    let (solver, tops, heights) = try Self.column(250)
    #expect(solver.value(of: tops[249]) == 4 + 249 * 24)
    try solver.setConstant(of: heights[0], to: -40)
    #expect(solver.value(of: tops[1]) == 48)
    #expect(solver.value(of: tops[249]) == 4 + 249 * 24 + 20)
    try solver.setConstant(of: heights[200], to: -30)
    #expect(solver.value(of: tops[200]) == 4 + 200 * 24 + 20)
    #expect(solver.value(of: tops[249]) == 4 + 249 * 24 + 30)
    #expect(solver.columnsMatchRows)
  }

  @Test func removingAndAddingInAColumnKeepsTheIndex() throws {
    let (solver, tops, heights) = try Self.column(60)
    try solver.remove(heights[10])
    let wish = SolverConstraint(
      LinearExpression([(tops[11], 1), (tops[10], -1)], constant: -100), .equal,
      strength: Strength.strong)
    try solver.add(wish)
    #expect(abs(solver.value(of: tops[11]) - solver.value(of: tops[10]) - 100) < 1e-9)
    #expect(abs(solver.value(of: tops[59]) - (4 + 59 * 24 + 76)) < 1e-9)
    #expect(solver.columnsMatchRows)
  }

  @Test func changedVariablesAreThoseTheChangeMoved() throws {
    let (solver, tops, heights) = try Self.column(250)
    #expect(solver.takeChangedVariables().isEmpty, "not tracking")
    solver.trackChanges()
    // The last height moves nothing but itself.
    try solver.setConstant(of: heights[249], to: -30)
    let last = solver.takeChangedVariables()
    #expect(last.count == 1 && !last.contains(tops[249]))
    #expect(solver.takeChangedVariables().isEmpty, "taken")
    // The first height moves every top below it.
    try solver.setConstant(of: heights[0], to: -30)
    let first = Set(solver.takeChangedVariables())
    #expect(tops.dropFirst().allSatisfy { first.contains($0) } && !first.contains(tops[0]))
    #expect(first.count == 250)
  }
}

/// The work of building a long column and changing its constants, counted.
@Suite struct ColumnScalingTests {
  /// A column of 1,000 boxes (2,000 constraints) is built with a few rows
  /// rewritten a box, and a change of the first height visits each row
  /// below it once; removing and adding back a height rewrites each row
  /// below it about once. (Its cells then change by the hundred thousand
  /// (each row below loses and regains the dummies above), and the column
  /// index reads entries in proportion to that.)
  @Test func aLongColumnCostsInProportionToItsLength() throws {
    let (solver, tops, heights) = try ColumnIndexTests.column(1_000)
    let built = solver.statistics
    #expect(built.pivots <= 10)
    #expect(built.substitutedRows <= 2_000)
    #expect(built.columnEntries <= 2_000)
    #expect(built.objectiveEntries <= 2_000)
    try solver.setConstant(of: heights[0], to: -40)
    #expect(solver.value(of: tops[999]) == 4 + 999 * 24 + 20)
    let changed = solver.statistics
    #expect(changed.columnEntries - built.columnEntries <= 1_000)
    #expect(changed.pivots - built.pivots <= 2)
    try solver.remove(heights[500])
    try solver.add(heights[500])
    #expect(solver.value(of: tops[999]) == 4 + 999 * 24 + 20)
    let readded = solver.statistics
    #expect(readded.substitutedRows - changed.substitutedRows <= 1_100)
    #expect(solver.columnsMatchRows)
  }
}
