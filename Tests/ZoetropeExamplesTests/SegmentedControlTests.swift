import ExampleSupport
import Testing
import Zoetrope

/// The row of buttons used as a segmented control.
@MainActor
@Suite struct SegmentedControlTests {
  @Test func tappingASegmentSelectsItAndReports() {
    let picker = SegmentedControl(items: ["A", "B", "C"])
    picker.frame = Rect(x: 0, y: 0, width: 306, height: 30)
    picker.layoutIfNeeded()
    #expect(picker.buttons.map(\.frame.width) == [100, 100, 100])
    #expect(picker.buttons[0].isSelected && !picker.buttons[1].isSelected)
    var changes: [Int] = []
    let events = Counter()
    picker.onChange = { changes.append($0) }
    picker.addAction(for: .valueChanged) { _ in events.value += 1 }
    picker.buttons[2].sendActions(for: .touchUpInside)
    picker.select(2)  // already selected: nothing
    picker.select(7)  // out of range: nothing
    #expect(picker.selectedSegmentIndex == 2)
    #expect(picker.buttons[2].isSelected && !picker.buttons[0].isSelected)
    #expect(changes == [2])
    #expect(events.value == 1)
  }
}

/// A count that a `@Sendable` main-actor action can bump.
@MainActor
final class Counter {
  var value = 0
}
