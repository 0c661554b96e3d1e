import Testing
import ZoetropeGraphics
import ZoetropeLayoutSolver

@testable import ZoetropeUI

extension UI {
  /// The solver's work for the first layout of a long list (the screen of
  /// Examples/LayoutList) grows in proportion to the list, counted in
  /// pivots, rows rewritten and index entries read (counts, never times).
  @Suite @MainActor struct LayoutScalingTests {
    /// One row as LayoutList's: a horizontal stack of a swatch and a title
    /// above a detail label, with a height constraint.
    static func row(_ index: Int) -> View {
      let row = View(frame: .zero)
      let swatch = View()
      let title = Label()
      title.text = "Planet \(index)"
      let header = StackView(arrangedSubviews: [swatch, title])
      header.axis = .horizontal
      header.alignment = .center
      header.spacing = 12
      header.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(header)
      let detail = Label()
      detail.text = "World \(index + 1): tap to fold"
      detail.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(detail)
      LayoutConstraint.activate([
        row.heightAnchor.constraint(equalToConstant: 52),
        swatch.widthAnchor.constraint(equalToConstant: 20),
        swatch.heightAnchor.constraint(equalToConstant: 20),
        header.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
        header.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
        header.heightAnchor.constraint(equalToConstant: 32),
        detail.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 32),
        detail.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 14),
      ])
      return row
    }

    /// Lays out a list of `count` rows in a scroll view pinned to its
    /// guides, and returns the solver's counts and the list's height.
    func firstLayout(rows count: Int) -> (SolverStatistics, Double) {
      let host = TestHost()
      let scroll = ScrollView(frame: .zero)
      scroll.translatesAutoresizingMaskIntoConstraints = false
      host.window.addSubview(scroll)
      let list = StackView(arrangedSubviews: (0..<count).map(Self.row))
      list.axis = .vertical
      list.spacing = 1
      list.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(list)
      LayoutConstraint.activate([
        scroll.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: host.window.safeAreaLayoutGuide.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: host.window.bottomAnchor),
        list.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        list.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        list.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        list.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        list.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      ])
      host.window.layoutIfNeeded()
      let statistics = host.window.layoutEngine?.solver.statistics ?? SolverStatistics()
      // The tableau itself is quadratic: the row of each view's top holds
      // the dummies of the heights above it (6.2 n² cells at 1,000 rows).
      #expect((host.window.layoutEngine?.solver.tableauCells ?? 0) <= 8 * count * count)
      return (statistics, list.frame.height)
    }

    /// Each count stays under a few times the number of rows.
    ///
    /// At 100, 200 and 400 rows (1,000 in the release benchmark), four
    /// times the rows cost at most 4.5 times the work. Scanning the whole
    /// objective for each entering symbol (about 30 constraints a row,
    /// each reading some 10 error cells a row) would read 300 n² cells.
    @Test func aLongListsFirstLayoutGrowsLinearly() {
      var counts: [Int: SolverStatistics] = [:]
      for count in [100, 200, 400] {
        let (statistics, height) = firstLayout(rows: count)
        #expect(height == Double(count) * 53 - 1)
        #expect(statistics.pivots <= 10 + count / 10)
        #expect(statistics.substitutedRows <= 6 * count)
        #expect(statistics.columnEntries <= 6 * count)
        #expect(statistics.objectiveEntries <= 3 * count)
        #expect(statistics.artificialAdds <= 10)
        counts[count] = statistics
      }
      let (small, large) = (counts[100]!, counts[400]!)
      for path in [\SolverStatistics.substitutedRows, \.columnEntries, \.objectiveEntries] {
        #expect(Double(large[keyPath: path]) <= 4.5 * Double(max(small[keyPath: path], 1)))
      }
    }
  }
}
