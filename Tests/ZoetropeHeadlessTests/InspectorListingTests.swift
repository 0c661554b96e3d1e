import Testing

@testable import ZoetropeHeadless
@testable import ZoetropeLayers

/// The inspector's model without layers: grouping, progress, the axis,
/// and how it writes numbers.
@MainActor
@Suite struct InspectorListingTests {
  func record(
    _ index: Int, group: Int, start: Double?, duration: Double = 1, repeatCount: Double = 0
  ) -> AnimationRecord {
    AnimationRecord(
      index: index, layerID: 1, layerClass: "Layer", viewClass: nil, layerName: "box", key: "k",
      kind: "basic", keyPath: "position", fromValue: "1", toValue: "2", duration: duration,
      delay: 0, repeatCount: repeatCount, repeatDuration: 0, autoreverses: false,
      fillMode: "none", timingFunction: "linear", spring: nil, speed: 1, addedAt: 0,
      startTime: start, group: group, groupKind: "transaction")
  }

  @Test func rowsGroupTheNewestFirstAndStopAtTheCapacity() {
    let records = [
      record(0, group: 0, start: 0), record(1, group: 0, start: 0),
      record(2, group: 1, start: 0.5), record(3, group: 1, start: 0.5),
      record(4, group: 1, start: 0.5),
    ]
    let rows = InspectorListing.rows(
      [0, 1, 2, 3, 4], records: records, at: 1, capacity: 10, origin: 0)
    #expect(rows.map(\.record) == [nil, 2, 3, 4, nil, 0, 1])
    #expect(rows[0].lines == ["#1 transaction · 3 animations · from 0.50 s"])
    #expect(rows[1].progress == 0.5)
    #expect(rows[5].progress == 1)
    #expect(rows[1].lines[0] == "Layer 'box' — position  1 → 2")
    let few = InspectorListing.rows(
      [0, 1, 2, 3, 4], records: records, at: 1, capacity: 3, origin: 0)
    #expect(few.count == 3)
    #expect(InspectorListing.group(of: 3, in: records) == [2, 3, 4])
  }

  @Test func progressAndTheAxis() {
    let forever = record(0, group: 0, start: 1, duration: 2, repeatCount: .infinity)
    #expect(InspectorListing.progress(of: forever, at: 4) == 0.5)  // half of a pass
    #expect(InspectorListing.progress(of: record(0, group: 0, start: nil), at: 4) == 0)
    #expect(InspectorListing.progress(of: record(0, group: 0, start: 3), at: 2) == 0)
    let records = [record(0, group: 0, start: 1), forever, record(2, group: 0, start: nil)]
    let timeline = InspectorListing.bars([0, 1, 2], records: records, now: 1.5)
    #expect(timeline.range == 1...3)  // to the longest pass past the first start
    #expect(timeline.bars.map(\.end) == [2, 3, 3])  // not started: to the axis end
    #expect(InspectorListing.bars([], records: records, now: 7).range == 7...7.1)
  }

  @Test func numbersAreShort() {
    #expect(InspectorText.seconds(0.005) == "0.01 s")
    #expect(InspectorText.seconds(-1.25) == "-1.25 s")
    #expect(InspectorText.seconds(.nan) == "nan s")
    #expect(InspectorText.number(.infinity) == "∞")
    #expect(InspectorText.number(0.25) == "0.25")
    #expect(InspectorText.number(2) == "2")
    #expect(
      InspectorText.shortNumbers("mass 1.0, stiffness 47.80008201, damping 6.25")
        == "mass 1, stiffness 47.8, damping 6.25")
    #expect(InspectorText.cut("abcdef", 4) == "abc…")
    #expect(InspectorText.cut(nil, 4) == "–")
  }
}
