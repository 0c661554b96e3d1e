import Foundation
import Testing

@testable import ZoetropeAnimation

/// Builds ``Timing`` values from the `timing` objects of the conformance files.
enum ConformanceTiming {
  struct UnknownKey: Error, CustomStringConvertible {
    var description: String
  }

  static let directions: [String: PlaybackDirection] = [
    "normal": .normal, "reverse": .reverse, "alternate": .alternate,
    "alternate-reverse": .alternateReverse,
  ]

  static let fills: [String: FillMode] = [
    "none": .none, "forwards": .forwards, "backwards": .backwards, "both": .both, "auto": .auto,
  ]

  /// A timing from a record's `timing` object.
  ///
  /// An absent or null object gives the defaults; `easing` (given outside
  /// the object in some groups) and the record's playback rate are applied on top.
  /// Unknown keys throw, so no parameter is silently ignored.
  static func timing(
    _ object: ConformanceValue?, easing: ConformanceValue? = nil,
    playbackRate: ConformanceValue? = nil
  ) throws -> Timing {
    var timing = Timing()
    for (key, value) in object?.object ?? [:] {
      switch key {
      case "duration": timing.duration = try #require(value.double)
      case "iterations": timing.iterations = try #require(value.double)
      case "iteration_start": timing.iterationStart = try #require(value.double)
      case "delay": timing.delay = try #require(value.double)
      case "end_delay": timing.endDelay = try #require(value.double)
      case "direction": timing.direction = try #require(directions[value.string ?? ""])
      case "fill": timing.fill = try #require(fills[value.string ?? ""])
      case "easing": timing.timingFunction = try TimingFunction(css: try #require(value.string))
      default: throw UnknownKey(description: "unknown timing key \(key)")
      }
    }
    if let easing = easing?.string {
      timing.timingFunction = try TimingFunction(css: easing)
    }
    if let rate = playbackRate?.double {
      timing.playbackRate = rate
    }
    return timing
  }
}

/// Checks every record of `Conformance/timing.json`: all WPT groups
/// and the generated grid, every field of each `expected` (within the
/// record's tolerance) and of each `reference` object.
@Suite("timing.json conformance")
struct TimingConformanceTests {
  static let fileName = "timing.json"

  static let expectedWPTCounts: [String: Int] = [
    "wpt_phases": 37, "wpt_active_time": 17, "wpt_current_iteration": 120,
    "wpt_simple_iteration_progress": 115, "wpt_transformed_progress_steps": 120,
    "wpt_update_timing_states": 25, "wpt_active_duration": 14, "wpt_end_time": 12,
    "wpt_local_time": 5, "wpt_animation_current_time": 1,
  ]

  func file() throws -> ConformanceValue { try Conformance.load(Self.fileName) }

  @Test func wptCases() throws {
    let records = try #require(try file()["wpt_cases"]?.array)
    var counts: [String: Int] = [:]
    var fields = 0
    for record in records {
      let id = try #require(record["id"]?.string)
      let group = try #require(record["group"]?.string)
      counts[group, default: 0] += 1
      let timing = try ConformanceTiming.timing(
        record["timing"], playbackRate: record["playback_rate"])
      let localTime: Double?
      if let time = record["local_time"]?.double {
        localTime = time
      } else if let time = record["animation_current_time"]?.double {
        localTime = time  // the local time of an effect is its animation's current time
      } else {
        localTime = nil
      }
      let state = timing.state(at: localTime)
      var actual = Self.fields(of: state)
      actual["active_duration"] = .number(timing.activeDuration)
      actual["end_time"] = .number(timing.endTime)
      if let timelineTime = record["timeline_time"]?.double {
        let current = Timing.localTime(
          timelineTime: timelineTime,
          startTime: try #require(record["start_time"]?.double),
          playbackRate: try #require(record["playback_rate"]?.double))
        actual["current_time"] = .number(current)
      }
      let tolerance = record["tolerance"]?.double ?? 0
      fields += try Self.compare(actual, record["expected"], tolerance: tolerance, id: id)
      fields += try Self.compare(
        actual, record["reference"], tolerance: max(tolerance, 1e-12), id: "\(id) (reference)")
    }
    for (group, count) in counts.sorted(by: { $0.key < $1.key }) {
      print("[conformance] \(Self.fileName) \(group): \(count) records checked")
    }
    print("[conformance] \(Self.fileName) wpt_cases: \(records.count) records, \(fields) fields")
    #expect(counts == Self.expectedWPTCounts)
    #expect(records.count == 466)
  }

  @Test func generatedGrid() throws {
    let records = try #require(try file()["generated"]?.array)
    var fields = 0
    for record in records {
      let id = try #require(record["id"]?.string)
      let timing = try ConformanceTiming.timing(
        record["timing"], playbackRate: record["playback_rate"])
      let localTime = Timing.localTime(
        timelineTime: try #require(record["timeline_time"]?.double),
        startTime: try #require(record["start_time"]?.double),
        playbackRate: try #require(record["playback_rate"]?.double),
        timeOffset: try #require(record["time_offset"]?.double))
      #expect(localTime == record["local_time"]?.double, "\(id) local time \(localTime)")
      let state = timing.state(at: localTime)
      let expected = try #require(record["expected"])
      #expect(expected.object?.count == 12, "\(id): the grid has 12 expected fields")
      fields += try Self.compare(
        Self.fields(of: state), expected, tolerance: try #require(record["tolerance"]?.double),
        id: id)
    }
    print("[conformance] \(Self.fileName) generated: \(records.count) records, \(fields) fields")
    #expect(records.count == 2351)
    #expect(fields == 2351 * 12)
  }

  /// The state's values under the names the vectors use.
  static func fields(of state: Timing.State) -> [String: ConformanceValue] {
    func number(_ value: Double?) -> ConformanceValue {
      value.map(ConformanceValue.number) ?? .null
    }
    return [
      "local_time": number(state.localTime),
      "phase": .string(state.phase.description),
      "active_duration": .number(state.activeDuration),
      "end_time": .number(state.endTime),
      "before_active_boundary": .number(state.beforeActiveBoundary),
      "active_after_boundary": .number(state.activeAfterBoundary),
      "active_time": number(state.activeTime),
      "overall_progress": number(state.overallProgress),
      "simple_iteration_progress": number(state.simpleIterationProgress),
      "current_iteration": number(state.currentIteration),
      "currentIteration": number(state.currentIteration),
      "directed_progress": number(state.directedProgress),
      "before_flag": state.beforeFlag.map(ConformanceValue.bool) ?? .null,
      "transformed_progress": number(state.transformedProgress),
      "progress": number(state.transformedProgress),  // getComputedTiming().progress
    ]
  }

  /// Compares every field of `expected` with `actual`; returns the number of fields checked.
  static func compare(
    _ actual: [String: ConformanceValue], _ expected: ConformanceValue?, tolerance: Double,
    id: String
  ) throws -> Int {
    let expected = try #require(expected?.object, "\(id): no expected object")
    for (key, want) in expected {
      guard let have = actual[key] else {
        Issue.record("\(id): unknown field \(key)")
        continue
      }
      if want.isNull || want.bool != nil || (want.string != nil && want.double == nil) {
        #expect(have == want, "\(id) \(key): \(have), expected \(want)")
      } else {
        let wanted = try #require(want.double)
        let value = have.double
        let matches =
          value.map { $0 == wanted || abs($0 - wanted) <= tolerance } ?? false
        #expect(matches, "\(id) \(key): \(have), expected \(wanted) ± \(tolerance)")
      }
    }
    return expected.count
  }
}
