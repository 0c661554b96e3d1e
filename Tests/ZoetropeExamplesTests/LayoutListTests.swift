import Foundation
import Testing
import Zoetrope
import ZoetropeGraphics

@testable import LayoutList

/// The LayoutList example, headless: rows laid out by stack views and
/// constraints in a scroll view, a row that expands along the block's
/// curve, a fling, and a panel that slides up with a spring.
@MainActor
@Suite struct LayoutListTests {
  let host = HeadlessHost(app: LayoutListApp())
  var controller: LayoutListViewController { host.root(LayoutListViewController.self) }
  let rowHeight = LayoutListRow.collapsedHeight

  @Test func rowsStackInTheScrollView() {
    host.advance(by: 0)
    let rows = controller.rows
    #expect(rows.count == 12)
    for (index, row) in rows.enumerated() {
      #expect(
        row.frame == Rect(x: 0, y: Double(index) * (rowHeight + 1), width: 320, height: rowHeight))
    }
    #expect(controller.scrollView.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(controller.scrollView.contentSize == Size(width: 320, height: 12 * rowHeight + 11))
    // The swatch and the title sit in the row's margins, centred in the header.
    let title = rows[0].titleLabel
    #expect(title.convert(Point.zero, to: rows[0]).x == 16 + 20 + 12)
    #expect(controller.panel.frame.minY == 480 - LayoutListViewController.panelPeek)
    expectGolden(host, named: "list")
  }

  @Test func aTappedRowExpandsAlongTheCurveAndPushesTheRowsBelow() {
    host.tap("Earth", at: 0.5)
    host.advance(to: 0.5)
    let earth = controller.rows[2]
    let mars = controller.rows[3]
    #expect(earth.frame.height == LayoutListRow.expandedHeight)  // the model, at once
    host.advance(to: 0.65)
    let progress = TimingFunction.easeInEaseOut.value(at: 0.5)
    let grown = (LayoutListRow.expandedHeight - rowHeight) * progress
    #expect(isClose(earth.layer.presentation().bounds.height, rowHeight + grown))
    #expect(
      isClose(mars.layer.presentation().position.y, 3 * (rowHeight + 1) + grown + rowHeight / 2))
    host.advance(to: 1)
    #expect(controller.scrollView.contentSize.height == 12 * rowHeight + 11 + 60)
    expectGolden(host, named: "expanded")
    host.tap("Earth", at: 1.2)
    host.advance(to: 2)
    #expect(earth.frame.height == rowHeight && mars.frame.minY == 3 * (rowHeight + 1))
  }

  @Test func aFlingScrollsTheListAndStopsAtItsEnd() throws {
    host.run(try Script(parsing: "0.5 fling 160,400 velocity 0,-900"))
    host.advance(to: 1)
    let moving = controller.scrollView.contentOffset.y
    #expect(moving > 50 && controller.scrollView.isDecelerating)
    // The vertical scroll indicator (the scroll view's top sublayer) shows
    // while the list moves, at the right edge.
    let indicator = try #require(controller.scrollView.layer.sublayers.last)
    #expect(!indicator.isHidden && indicator.presentation().opacity == 1)
    #expect(indicator.frame.maxX == 320 - 3 && indicator.frame.width == 3)
    expectGolden(host, named: "scrolling")
    host.advance(to: 6)
    // The content is 635 points tall plus the panel's 56-point inset: the
    // projection (about 450 points) is past the end, 211; it bounces and rests there.
    #expect(controller.scrollView.contentOffset.y == 12 * rowHeight + 11 + 56 - 480)
    #expect(!controller.scrollView.isDecelerating)
  }

  @Test func thePanelSlidesUpWithASpringAndBack() {
    host.tap("Panel", at: 0.5)
    host.advance(to: 0.5)
    #expect(controller.isPanelOpen)
    #expect(controller.panel.frame.minY == 480 - LayoutListViewController.panelOpen)
    host.advance(to: 0.7)
    let rising = controller.panel.layer.presentation().position.y
    #expect(rising < 480 - 56 + 140 && rising > 480 - 260 + 140)
    host.advance(to: 2)
    #expect(
      isClose(controller.panel.layer.presentation().position.y - 140, 480 - 260, tolerance: 0.5))
    expectGolden(host, named: "panel")
    host.tap("Panel", at: 2.5)
    host.advance(to: 4)
    #expect(controller.panel.frame.minY == 480 - 56 && !controller.isPanelOpen)
  }

  @Test func theDemoScriptExpandsFlingsAndOpensThePanel() throws {
    let file = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/LayoutList/demo.script")
    let script = try Script(parsing: try String(contentsOf: file, encoding: .utf8))
    host.run(script)
    host.advance(to: 5)
    #expect(controller.rows[2].isExpanded)
    #expect(controller.scrollView.contentOffset.y == 0, "flung back past the top, bounced")
    host.advance(to: 6.5)
    #expect(controller.isPanelOpen)
    host.advance(to: script.duration + 1.5)
    #expect(!controller.isPanelOpen && host.scriptWarnings.isEmpty)
  }

  @Test func theListCanLeaveAutoLayoutAndScrollTheSame() throws {
    // What LAYOUTLIST_FIXED_FRAMES=1 does, for Benchmarks/window-fling's peer.
    controller.holdsListFrame = true
    host.advance(by: 0)
    let list = controller.list
    #expect(list.translatesAutoresizingMaskIntoConstraints)
    #expect(list.frame == Rect(x: 0, y: 0, width: 320, height: 12 * rowHeight + 11))
    #expect(controller.scrollView.constraints.isEmpty, "no constraint to its guides")
    #expect(controller.scrollView.contentSize == list.frame.size)
    #expect(controller.rowCount == 12)
    host.run(try Script(parsing: "0.5 fling 160,400 velocity 0,-900"))
    host.advance(to: 6)
    #expect(controller.scrollView.contentOffset.y == 12 * rowHeight + 11 + 56 - 480)
    #expect(list.frame.minY == 0 && controller.rows[11].frame.maxY == list.frame.height)
  }
}
