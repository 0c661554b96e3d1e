import Testing
import Zoetrope
import ZoetropeLayoutSolver

@testable import LayoutList
@testable import ZoetropeUI

/// The solver's work for the first layout of LayoutList's screen grows in
/// proportion to the list, counted in pivots, rows rewritten and index
/// entries read (counts, never times).
@MainActor
@Suite struct LayoutListScalingTests {
  /// Lays out LayoutList's screen with `count` rows once, and returns the
  /// solver's counts, its tableau's cells and the list's height.
  func firstLayout(rows count: Int) -> (SolverStatistics, Int, Double) {
    let controller = LayoutListViewController(rowCount: count)
    let host = HeadlessHost(size: Size(width: 320, height: 480)) { controller }
    host.window.layoutIfNeeded()
    let solver = host.window.layoutEngine?.solver
    return (
      solver?.statistics ?? SolverStatistics(), solver?.tableauCells ?? 0,
      controller.list.frame.height
    )
  }

  /// Each count stays under a few times the number of rows (at 100
  /// rows: 9 pivots, 545 rows rewritten, 629 column and 263 objective
  /// entries read; each 100 rows more add 500, 500 and 200).
  ///
  /// At 100, 200 and 400 rows (1,000 in the release benchmark), four
  /// times the rows cost at most 4.5 times the work. Scanning the whole
  /// objective for each entering symbol (about 30 constraints a row, each
  /// reading some 10 error cells a row) would read 300 n² cells.
  @Test func aLongListsFirstLayoutGrowsLinearly() {
    var counts: [Int: SolverStatistics] = [:]
    for count in [100, 200, 400] {
      let (statistics, cells, height) = firstLayout(rows: count)
      #expect(height == Double(count) * (LayoutListRow.collapsedHeight + 1) - 1)
      #expect(statistics.pivots <= 10 + count / 10)
      // (The 100 beyond the rows: the screen's scroll view and panel.)
      #expect(statistics.substitutedRows <= 6 * count + 100)
      #expect(statistics.columnEntries <= 6 * count + 100)
      #expect(statistics.objectiveEntries <= 3 * count + 100)
      #expect(statistics.artificialAdds <= 10)
      // The tableau itself is quadratic: the row of each view's top holds
      // the dummies of the heights above it (6.2 n² cells at 1,000 rows).
      #expect(cells <= 8 * count * count)
      counts[count] = statistics
    }
    let (small, large) = (counts[100]!, counts[400]!)
    for path in [\SolverStatistics.substitutedRows, \.columnEntries, \.objectiveEntries] {
      #expect(Double(large[keyPath: path]) <= 4.5 * Double(max(small[keyPath: path], 1)))
    }
  }

  /// Row counts outside 1…10,000 are clamped.
  @Test func rowCountsAreClamped() {
    #expect(LayoutListViewController(rowCount: 0).rowCount == 1)
    #expect(LayoutListViewController(rowCount: 1_000_000).rowCount == 10_000)
    #expect(LayoutListViewController(rowCount: 30).rowCount == 30)
  }
}
