import Foundation
import Testing

@testable import ZoetropeAnimation

/// The WPT groups of easing.json. Each record is checked against its WPT
/// `expected` value within its own tolerance and against the reference
/// implementation's value. Records that exist in both modes (`impl` and
/// `spec_text`) are all checked against the WPT value; for the nine records
/// named in `meta.disagreements_wpt_vs_spec_text_literal` the test also
/// checks that the result differs from the literal spec-text value.
extension EasingConformanceTests {
  /// Tight agreement with the reference implementation's own double results.
  static let referenceTolerance = 1e-7

  @Test func wptTransformedProgress() throws {
    let group = "wpt_transformed_progress_gEasingTests"
    let records = try wptRecords(group)
    for record in records {
      let id = try #require(record["id"]?.string)
      let timing = try ConformanceTiming.timing(record["timing"], easing: record["easing"])
      let state = timing.state(at: try #require(record["local_time"]?.double))
      #expect(state.phase.description == record["phase"]?.string, "\(id) phase")
      #expect(state.beforeFlag == record["before_flag"]?.bool, "\(id) before flag")
      let input = try #require(record["input_progress"]?.double)
      let directed = try #require(state.directedProgress, "\(id)")
      #expect(abs(directed - input) <= 1e-12, "\(id) input progress \(directed)")
      let progress = try #require(state.transformedProgress, "\(id)")
      let expected = try #require(record["expected"]?.double)
      let tolerance = try #require(record["tolerance"]?.double)
      #expect(abs(progress - expected) <= tolerance, "\(id): \(progress) vs WPT \(expected)")
      let reference = try #require(record["reference"]?.double)
      #expect(
        abs(progress - reference) <= Self.referenceTolerance, "\(id): \(progress) vs \(reference)")
    }
    report(group, records.count, expected: Self.expectedWPTCounts[group] ?? -1)
  }

  /// Keyframes width 0, 100 (easing here), 200 px; duration 2000, fill forwards.
  @Test func wptKeyframeEasingTransformedDistance() throws {
    let group = "wpt_keyframe_easing_transformed_distance"
    let records = try wptRecords(group)
    let effect = Timing(duration: 2000, fill: .forwards)
    for record in records {
      let id = try #require(record["id"]?.string)
      #expect(
        record["setup"]?.string
          == "keyframes width 0px, 100px (easing here), 200px; duration 2000, fill forwards")
      let keyframeEasing = try TimingFunction(css: try #require(record["easing"]?.string))
      let progress = try #require(
        effect.state(at: try #require(record["local_time"]?.double)).transformedProgress)
      let (interval, distance) = Self.keyframeInterval(offsets: [0, 0.5, 1], progress: progress)
      #expect(interval == 1, "\(id): the eased keyframe is the second one")
      #expect(abs(distance - (try #require(record["input_progress"]?.double))) <= 1e-12, "\(id)")
      let beforeFlag = try #require(record["before_flag"]?.bool as Bool?)
      let eased = keyframeEasing.value(at: distance, beforeFlag: beforeFlag)
      let width = 100 + 100 * eased
      let tolerance = try #require(record["tolerance_px"]?.double)
      let expectedWidth = try #require(record["expected_width_px"]?.double)
      #expect(abs(width - expectedWidth) <= tolerance, "\(id): width \(width) vs \(expectedWidth)")
      let expected = try #require(record["expected"]?.double)
      #expect(abs(eased - expected) <= tolerance / 100, "\(id): \(eased) vs \(expected)")
      let reference = try #require(record["reference"]?.double)
      #expect(abs(eased - reference) <= Self.referenceTolerance, "\(id): \(eased) vs \(reference)")
    }
    report(group, records.count, expected: Self.expectedWPTCounts[group] ?? -1)
  }

  /// Keyframes width 0 (linear-equivalent easing here) → 100 px, under an effect easing.
  @Test func wptLinearEquivalentKeyframeEasing() throws {
    let group = "wpt_linear_equivalent_keyframe_easing"
    let checked = try checkChained(group: group, resultKey: "width_px", clampAtZero: true)
    report(
      group, checked.total, expected: Self.expectedWPTCounts[group] ?? -1,
      " (\(checked.impl) impl, \(checked.specText) spec_text, "
        + "\(checked.disagreements) named disagreements checked to differ from the spec text)")
    #expect(checked.impl == 140 && checked.specText == 140 && checked.disagreements == 3)
  }

  /// Keyframes left 0 (easing here) → 100 px, under an effect easing.
  @Test func wptChainedCubicBezier() throws {
    let group = "wpt_chained_cubic_bezier"
    let checked = try checkChained(group: group, resultKey: "left_px", clampAtZero: false)
    report(
      group, checked.total, expected: Self.expectedWPTCounts[group] ?? -1,
      " (\(checked.impl) impl, \(checked.specText) spec_text, "
        + "\(checked.disagreements) named disagreements checked to differ from the spec text)")
    #expect(checked.impl == 24 && checked.specText == 24 && checked.disagreements == 6)
  }

  /// Runs the effect easing, then the keyframe easing on its output, and
  /// interpolates 0 → 100 px (the E2b and E3 tests).
  func checkChained(group: String, resultKey: String, clampAtZero: Bool) throws
    -> (total: Int, impl: Int, specText: Int, disagreements: Int)
  {
    let records = try wptRecords(group)
    let disagreements = try disagreementIDs()
    var counts = (total: 0, impl: 0, specText: 0, disagreements: 0)
    for record in records {
      let id = try #require(record["id"]?.string)
      let timing = try ConformanceTiming.timing(record["timing"], easing: record["effect_easing"])
      let output = try #require(
        timing.state(at: try #require(record["local_time"]?.double)).transformedProgress)
      let recordedOutput = try #require(record["effect_output_progress"]?.double)
      #expect(
        abs(output - recordedOutput) <= Self.referenceTolerance, "\(id): effect output \(output)")
      let keyframeEasing = try TimingFunction(css: try #require(record["keyframe_easing"]?.string))
      let raw = 100 * keyframeEasing.value(at: output)
      let result = clampAtZero ? max(raw, 0) : raw
      let tolerance = try #require(record["tolerance_px"]?.double)
      let expected = try #require(record["expected_\(resultKey)"]?.double)
      #expect(abs(result - expected) <= tolerance, "\(id): \(result) vs WPT \(expected)")
      let reference = try #require(record["reference_\(resultKey)"]?.double)
      switch record["reference_mode"]?.string {
      case "impl":
        counts.impl += 1
        #expect(abs(result - reference) <= tolerance, "\(id): \(result) vs reference \(reference)")
      case "spec_text":
        counts.specText += 1
        if disagreements.contains(id) {
          counts.disagreements += 1
          #expect(record["match"]?.bool == false, "\(id) is a named disagreement")
          #expect(abs(result - reference) > tolerance, "\(id): matches the literal spec text")
        } else {
          #expect(
            abs(result - reference) <= tolerance, "\(id): \(result) vs spec text \(reference)")
        }
      default:
        Issue.record("\(id): unknown reference_mode")
      }
      counts.total += 1
    }
    return counts
  }

  /// Keyframes left 0 (step easing here) → 100 px, under an overshooting effect easing.
  @Test func wptChainedSteps() throws {
    let group = "wpt_chained_steps"
    let records = try wptRecords(group)
    for record in records {
      let id = try #require(record["id"]?.string)
      let timing = try ConformanceTiming.timing(record["timing"], easing: record["effect_easing"])
      let output = try #require(
        timing.state(at: try #require(record["local_time"]?.double)).transformedProgress)
      let recordedOutput = try #require(record["effect_output_progress"]?.double)
      #expect(
        abs(output - recordedOutput) <= Self.referenceTolerance, "\(id): effect output \(output)")
      let keyframeEasing = try TimingFunction(css: try #require(record["keyframe_easing"]?.string))
      let beforeFlag = try #require(record["keyframe_before_flag"]?.bool as Bool?)
      let stepped = keyframeEasing.value(at: output, beforeFlag: beforeFlag)
      #expect(stepped == record["expected_keyframe_output"]?.double, "\(id): \(stepped)")
      let left = 100 * stepped
      let tolerance = try #require(record["tolerance_px"]?.double)
      let expected = try #require(record["expected_left_px"]?.double)
      #expect(abs(left - expected) <= tolerance, "\(id): \(left) vs WPT \(expected)")
      #expect(left == record["reference_left_px"]?.double, "\(id): \(left) vs reference")
    }
    report(group, records.count, expected: Self.expectedWPTCounts[group] ?? -1)
  }

  /// A paused CSS animation with a negative delay; fill none shows the underlying width.
  @Test func wptCSSAnimationStepJump() throws {
    let group = "wpt_css_animation_step_jump"
    let records = try wptRecords(group)
    for record in records {
      let id = try #require(record["id"]?.string)
      let setup = try #require(record["setup"]?.string)
      let widths = try #require(setup.firstMatch(of: /width (\d+)px -> (\d+)px/), "\(id)")
      let underlying = try #require(setup.firstMatch(of: /underlying width (\d+)px/), "\(id)")
      let from = try #require(Double(widths.1))
      let to = try #require(Double(widths.2))
      let timing = try ConformanceTiming.timing(record["timing"], easing: record["easing"])
      let state = timing.state(at: try #require(record["local_time"]?.double))
      #expect(state.phase.description == record["phase"]?.string, "\(id) phase")
      for key in ["expected_progress", "reference_progress"] {
        let expected = try #require(record[key])
        if expected.isNull {
          #expect(state.transformedProgress == nil, "\(id) \(key)")
        } else {
          let progress = try #require(state.transformedProgress, "\(id)")
          #expect(abs(progress - (try #require(expected.double))) <= 1e-12, "\(id) \(key)")
        }
      }
      let width =
        try state.transformedProgress.map { from + (to - from) * $0 }
        ?? #require(Double(underlying.1))
      for key in ["expected_width_px", "reference_width_px"] {
        let expected = try #require(record[key]?.double)
        #expect(abs(width - expected) <= 1e-9, "\(id) \(key): \(width) vs \(expected)")
      }
    }
    report(group, records.count, expected: Self.expectedWPTCounts[group] ?? -1)
  }

  /// The keyframe interval for an iteration progress, and the distance in it
  /// (web-animations-1 #the-effect-value-of-a-keyframe-animation-effect, for
  /// keyframes with distinct offsets).
  static func keyframeInterval(offsets: [Double], progress: Double) -> (Int, Double) {
    var start = 0
    if progress >= 1 {
      start = offsets.count - 2
    } else if progress >= 0 {
      while start < offsets.count - 2 && offsets[start + 1] <= progress { start += 1 }
    }
    let distance = (progress - offsets[start]) / (offsets[start + 1] - offsets[start])
    return (start, distance)
  }
}
