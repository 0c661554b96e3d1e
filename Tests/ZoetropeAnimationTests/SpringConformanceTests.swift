import Foundation
import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics

/// Checks `Spring` against every record of `Conformance/spring.json`.
///
/// The file is read at test time from the repository's copy beside this source
/// file (see ``Conformance``), or from the directory named by the
/// `ZOETROPE_CONFORMANCE_DIR` environment variable. A missing file fails the suite.
@Suite("Spring conformance (spring.json)")
struct SpringConformanceTests {
  let data: [String: Any]

  init() throws {
    data = try ConformanceFile.load("spring.json")
  }

  func records(_ group: String) throws -> [[String: Any]] {
    try #require(data[group] as? [[String: Any]], "spring.json has no '\(group)' array")
  }

  @Test func recordCounts() throws {
    let vectors = try records("vectors").count
    let mappings = try records("mapping").count
    let settling = try records("settling_duration").count
    print("spring.json: \(vectors) vectors, \(mappings) mappings, \(settling) settling records")
    #expect(vectors == 200)
    #expect(mappings == 17)
    #expect(settling == 5)
  }

  @Test func closedFormVectors() throws {
    var checked = 0
    for record in try records("vectors") {
      let number = { (key: String) in try #require(record[key] as? Double, "\(key) in \(record)") }
      let (spring, warnings) = withWarningsCaptured {
        Spring(
          mass: (try? number("mass")) ?? .nan,
          stiffness: (try? number("stiffness")) ?? .nan,
          damping: (try? number("damping")) ?? .nan,
          initialVelocity: (try? number("initial_velocity")) ?? .nan,
          // The vectors are the physics, over-damped ones included.
          allowOverDamping: true
        )
      }
      #expect(warnings.isEmpty, "\(record)")
      let time = try number("t")
      let tolerance = try number("tolerance")
      let label = "\(spring) at t=\(time)"
      #expect(abs(spring.value(at: time) - (try number("x"))) <= tolerance, "x: \(label)")
      #expect(abs(spring.velocity(at: time) - (try number("v"))) <= tolerance, "v: \(label)")
      #expect(Self.close(spring.dampingRatio, try number("damping_ratio")), "ζ: \(label)")
      let regime = try #require(record["regime"] as? String)
      #expect(Self.regime(of: spring) == regime, "regime: \(label)")
      checked += 1
    }
    print("spring.json vectors: checked \(checked) records (x and v)")
    #expect(checked == 200)
  }

  @Test func parameterMappings() throws {
    var checked = 0
    for record in try records("mapping") {
      let id = try #require(record["id"] as? String)
      let input = try #require(record["input"] as? [String: Double], "input of \(id)")
      let reference = try #require(record["reference"] as? [String: Double], "reference of \(id)")
      let spring = try #require(Self.spring(from: input), "no initializer for \(id)")
      var expected = reference
      if let ratio = record["damping_ratio"] as? Double {
        expected["damping_ratio"] = ratio
      }
      for (key, value) in expected {
        let actual = try #require(Self.property(key, of: spring), "\(id): unknown key \(key)")
        #expect(Self.close(actual, value), "\(id): \(key) \(actual) vs \(value)")
      }
      if let stated = record["apple_stated"] as? [String: Any] {
        try checkRounding(stated, of: spring, id: id)
      }
      checked += 1
    }
    print("spring.json mapping: checked \(checked) records")
    #expect(checked == 17)
  }

  /// Apple's doc values are rounded: ours must round to exactly the stated digits.
  func checkRounding(_ stated: [String: Any], of spring: Spring, id: String) throws {
    let rounding = try #require(stated["rounding"] as? String)
    let digits = try #require(Int(rounding.prefix { $0.isNumber }), "digits in \(rounding)")
    let scale = pow(10, Double(digits))
    var compared = 0
    for (key, value) in stated {
      guard let value = value as? Double else { continue }
      let actual = try #require(Self.property(key, of: spring), "\(id): unknown key \(key)")
      #expect(abs((actual * scale).rounded() / scale - value) < 1e-12, "\(id): \(key) \(actual)")
      compared += 1
    }
    #expect(compared >= 2, "\(id): nothing stated")
  }

  @Test func settlingDurationSanityBounds() throws {
    var checked = 0
    for record in try records("settling_duration") {
      let id = try #require(record["id"] as? String)
      let input = try #require(record["input"] as? [String: Double], "input of \(id)")
      let spring = Spring(
        mass: input["mass"] ?? 1,
        stiffness: try #require(input["stiffness"]),
        damping: try #require(input["damping"]),
        initialVelocity: input["initial_velocity"] ?? 0
      )
      let ours = spring.settlingDuration
      if let stated = record["apple_stated"] as? String {
        // "approximately 2.85 seconds": within 2%; "just over 1 second": 1...1.1.
        let words = stated.split(separator: " ")
        let number = try #require(words.lazy.compactMap { Double($0) }.first, "\(stated)")
        if stated.hasPrefix("approximately") {
          #expect(abs(ours - number) <= 0.02 * number, "\(id): \(ours) vs \(stated)")
        } else {
          #expect(stated.hasPrefix("just over"), "\(id): unknown statement \(stated)")
          #expect(ours > number && ours < 1.1 * number, "\(id): \(ours) vs \(stated)")
        }
        // Ours bounds the motion, so it cannot end before the last 0.001 excursion.
        let candidates = try #require(record["candidates"] as? [String: Double])
        let lastExcursion = try #require(candidates["last_time_|x-1|>=1e-3"])
        #expect(ours >= lastExcursion, "\(id): \(ours) < \(lastExcursion)")
      } else {
        // Third-party value for SwiftUI's definition; ours lands 12-17% below it.
        let value = try #require(record["openswiftui_value"] as? Double, "\(id)")
        #expect(ours > 0.75 * value && ours < 1.25 * value, "\(id): \(ours) vs \(value)")
      }
      print("spring.json settling \(id): ours \(ours)")
      checked += 1
    }
    print("spring.json settling_duration: checked \(checked) records")
    #expect(checked == 5)
  }

  // MARK: Helpers

  static func close(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-9 * abs(expected) || abs(actual - expected) < 1e-15
  }

  static func regime(of spring: Spring) -> String {
    let ratio = spring.dampingRatio
    if abs(ratio - 1) < 1e-12 { return "critical" }
    return ratio < 1 ? "underdamped" : "overdamped"
  }

  /// The spring an input record describes, by the keys it has.
  static func spring(from input: [String: Double]) -> Spring? {
    if let duration = input["duration"], let bounce = input["bounce"] {
      return Spring(duration: duration, bounce: bounce)
    }
    if let response = input["response"], let ratio = input["damping_ratio"] {
      let spring = Spring(response: response, dampingFraction: ratio)
      return spring == Spring(dampingRatio: ratio, response: response) ? spring : nil
    }
    if let mass = input["mass"], let stiffness = input["stiffness"],
      let damping = input["damping"]
    {
      return Spring(mass: mass, stiffness: stiffness, damping: damping)
    }
    return nil
  }

  static func property(_ key: String, of spring: Spring) -> Double? {
    switch key {
    case "mass": spring.mass
    case "stiffness": spring.stiffness
    case "damping": spring.damping
    case "damping_ratio": spring.dampingRatio
    case "duration": spring.duration
    case "bounce": spring.bounce
    default: nil
    }
  }
}

/// The spring vectors as a JSON object, read through the shared loader.
enum ConformanceFile {
  static func load(_ name: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Conformance.data(of: name))
    return try #require(object as? [String: Any], "\(name) is not a JSON object")
  }
}
