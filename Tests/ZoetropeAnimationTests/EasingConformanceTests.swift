import Foundation
import Testing

@testable import ZoetropeAnimation

/// Checks every record of `Conformance/easing.json` (see its README
/// and SOURCES.md): Apple's named curves, CSS keywords, every WPT group, the
/// parse-validity list and both generated grids.
@Suite("easing.json conformance")
struct EasingConformanceTests {
  static let fileName = "easing.json"

  /// The record count of every WPT group (easing.json has 535 WPT records).
  static let expectedWPTCounts: [String: Int] = [
    "wpt_transformed_progress_gEasingTests": 70,
    "wpt_keyframe_easing_transformed_distance": 56,
    "wpt_linear_equivalent_keyframe_easing": 280,
    "wpt_chained_cubic_bezier": 48,
    "wpt_chained_steps": 53,
    "wpt_css_animation_step_jump": 28,
  ]

  func file() throws -> ConformanceValue { try Conformance.load(Self.fileName) }

  func wptRecords(_ group: String) throws -> [ConformanceValue] {
    let all = try #require(try file()["wpt_cases"]?.array)
    #expect(all.count == 535, "easing.json wpt_cases should hold 535 records, has \(all.count)")
    return all.filter { $0["group"]?.string == group }
  }

  /// The named WPT-vs-spec-text disagreement records (meta), 9 in all.
  func disagreementIDs() throws -> Set<String> {
    let list = try #require(try file()["meta"]?["disagreements_wpt_vs_spec_text_literal"]?.array)
    return Set(list.compactMap(\.string))
  }

  func report(_ group: String, _ count: Int, expected: Int, _ extra: String = "") {
    print("[conformance] \(Self.fileName) \(group): \(count) records checked\(extra)")
    #expect(count == expected, "\(group): checked \(count) records, expected \(expected)")
  }

  // MARK: - Named curves

  @Test func appleNamedCurves() throws {
    let curves = try #require(try file()["apple_named_curves"]?.object)
    let ours: [String: TimingFunction] = [
      "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
      "easeInEaseOut": .easeInEaseOut, "default": .default,
    ]
    var count = 0
    for (name, points) in curves {
      let function = try #require(ours[name], "no preset for Apple curve \(name)")
      try expectControlPoints(function, points, name)
      count += 1
    }
    report("apple_named_curves", count, expected: 5)
  }

  @Test func cssKeywords() throws {
    let keywords = try #require(try file()["css_keywords"]?.object)
    var count = 0
    for (name, points) in keywords {
      let function = try Self.easing(named: name)
      try expectControlPoints(function, points, name)
      count += 1
    }
    report("css_keywords", count, expected: 5)
  }

  func expectControlPoints(
    _ function: TimingFunction, _ points: ConformanceValue, _ name: String
  ) throws {
    let array = try #require(points.array)
    let expected = array.compactMap(\.double)
    #expect(expected.count == 4, "\(name)")
    let actual = try #require(function.controlPoints, "\(name) has no control points")
    #expect([actual.x1, actual.y1, actual.x2, actual.y2] == expected, "\(name)")
  }

  /// A curve named as in the vectors: `CA.<preset>`, a CSS keyword,
  /// `linear-bezier` (cubic-bezier(0, 0, 1, 1)) or CSS text.
  static func easing(named name: String) throws -> TimingFunction {
    let presets: [String: TimingFunction] = [
      "CA.linear": .linear, "CA.easeIn": .easeIn, "CA.easeOut": .easeOut,
      "CA.easeInEaseOut": .easeInEaseOut, "CA.default": .default,
    ]
    if let preset = presets[name] { return preset }
    if name == "linear-bezier" { return TimingFunction(controlPoints: 0, 0, 1, 1) }
    return try TimingFunction(css: name)
  }

  // MARK: - Generated grids

  @Test func generatedCubicBezier() throws {
    let records = try #require(try file()["generated_cubic_bezier"]?.array)
    var illConditioned = 0
    var extrapolated = 0
    for record in records {
      let name = try #require(record["curve"]?.string)
      let function = try Self.easing(named: name)
      try expectControlPoints(function, try #require(record["control_points"]), name)
      let x = try #require(record["x"]?.double)
      let y = try #require(record["y"]?.double)
      let tolerance = try #require(record["tolerance"]?.double)
      let actual = function.value(at: x)
      #expect(
        abs(actual - y) <= tolerance, "\(name) at \(x): \(actual), expected \(y) ± \(tolerance)")
      if record["ill_conditioned"]?.bool == true { illConditioned += 1 }
      if let literal = record["y_spec_text_literal"]?.double {
        extrapolated += 1
        // Where the literal spec text differs, the WPT/Chromium value is the one to match.
        if abs(literal - y) > tolerance {
          #expect(abs(actual - literal) > tolerance, "\(name) at \(x) follows the spec text")
        }
      }
    }
    #expect(illConditioned == 11)
    #expect(extrapolated == 132)
    report(
      "generated_cubic_bezier", records.count, expected: 1122,
      " (\(illConditioned) ill-conditioned, \(extrapolated) extrapolated with a spec-text value)")
  }

  @Test func generatedSteps() throws {
    let records = try #require(try file()["generated_steps"]?.array)
    let positions: [String: TimingFunction.StepPosition] = [
      "start": .start, "end": .end, "jump-start": .jumpStart, "jump-end": .jumpEnd,
      "jump-none": .jumpNone, "jump-both": .jumpBoth,
    ]
    for record in records {
      let count = try #require(record["steps"]?.double.map { Int($0) })
      let positionName = try #require(record["position"]?.string)
      let position = try #require(positions[positionName])
      let function = TimingFunction.steps(count, position: position)
      #expect(try TimingFunction(css: "steps(\(count), \(positionName))") == function)
      let x = try #require(record["x"]?.double)
      let y = try #require(record["y"]?.double)
      let beforeFlag = try #require(record["before_flag"]?.bool as Bool?)
      let tolerance = try #require(record["tolerance"]?.double)
      let actual = function.value(at: x, beforeFlag: beforeFlag)
      #expect(
        abs(actual - y) <= tolerance,
        "steps(\(count), \(positionName)) at \(x) before=\(beforeFlag): \(actual), expected \(y)")
    }
    report("generated_steps", records.count, expected: 996)
  }

  // MARK: - Parse validity

  @Test func wptParseValidity() throws {
    let records = try #require(try file()["wpt_parse_validity"]?.array)
    for record in records {
      let text = try #require(record["easing"]?.string)
      let valid = try #require(record["valid"]?.bool as Bool?)
      do {
        _ = try TimingFunction(css: text)
        #expect(valid, "\(text) parsed but WPT says it is invalid")
      } catch let error as TimingFunction.ParseError {
        #expect(!valid, "\(text) failed to parse: \(error)")
        #expect(error.input == text)
        #expect(error.description.contains(text))
      }
    }
    report("wpt_parse_validity", records.count, expected: 22)
  }
}
