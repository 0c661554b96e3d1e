import Foundation
import Synchronization
import Testing

/// Loads the conformance vectors (`easing.json`, `timing.json`, `spring.json`, …).
///
/// The files are the repository's own copy of the project's ground-truth
/// vectors, in `Tests/ZoetropeAnimationTests/Conformance/` (found from this
/// source file's `#filePath`, so a plain clone needs nothing beside it; see
/// that folder's README for where they come from and how to refresh them).
/// The environment variable `ZOETROPE_CONFORMANCE_DIR` overrides the
/// directory. A missing or unreadable file throws
/// ``Conformance/LoadError``, which fails the calling test with a message
/// saying where the file was looked for; tests never skip.
///
/// ```swift
/// let easing = try Conformance.load("easing.json")
/// let cases = try #require(easing["wpt_cases"]?.array)
/// ```
enum Conformance {
  /// The environment variable that overrides the conformance directory.
  static let environmentKey = "ZOETROPE_CONFORMANCE_DIR"

  /// Why a conformance file could not be loaded.
  struct LoadError: Error, CustomStringConvertible {
    var description: String
  }

  /// The directory holding the conformance files.
  static var directory: URL {
    if let override = ProcessInfo.processInfo.environment[environmentKey], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    return URL(fileURLWithPath: "\(#filePath)")
      .deletingLastPathComponent()  // ZoetropeAnimationTests
      .appendingPathComponent("Conformance", isDirectory: true)
  }

  /// The URL of a named conformance file.
  static func url(of name: String) -> URL {
    directory.appendingPathComponent(name)
  }

  /// The raw bytes of a named conformance file.
  static func data(of name: String) throws -> Data {
    let url = url(of: name)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw LoadError(
        description: "conformance file \(name) not found at \(url.path); the vectors live in "
          + "Tests/ZoetropeAnimationTests/Conformance/, or set \(environmentKey)"
      )
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw LoadError(description: "conformance file \(url.path) could not be read: \(error)")
    }
  }

  private static let cache = Mutex<[String: ConformanceValue]>([:])

  /// A named conformance file decoded as a JSON tree (cached per process).
  ///
  /// The strings `"Infinity"`, `"-Infinity"` and `"NaN"` read as numbers
  /// through ``ConformanceValue/double``; JSON `null` is ``ConformanceValue/null``.
  static func load(_ name: String) throws -> ConformanceValue {
    if let cached = cache.withLock({ $0[name] }) { return cached }
    let bytes = try data(of: name)
    let value: ConformanceValue
    do {
      value = try JSONDecoder().decode(ConformanceValue.self, from: bytes)
    } catch {
      throw LoadError(description: "conformance file \(name) is not valid JSON: \(error)")
    }
    cache.withLock { $0[name] = value }
    return value
  }

  /// Decodes a named conformance file into `Decodable` types, reading the
  /// strings `"Infinity"`, `"-Infinity"` and `"NaN"` as `Double` values.
  static func decode<T: Decodable>(_ type: T.Type, from name: String) throws -> T {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"
    )
    do {
      return try decoder.decode(type, from: try data(of: name))
    } catch let error as LoadError {
      throw error
    } catch {
      throw LoadError(description: "conformance file \(name) does not decode as \(type): \(error)")
    }
  }
}

/// A JSON value from a conformance file.
enum ConformanceValue: Decodable, Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ConformanceValue])
  case object([String: ConformanceValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([ConformanceValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: ConformanceValue].self))
    }
  }

  /// The member named `key` of an object, or `nil` if absent or not an object.
  subscript(key: String) -> ConformanceValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// Whether the value is JSON `null` (the vectors' "unresolved").
  var isNull: Bool { self == .null }

  /// A number, also from the strings `"Infinity"`, `"-Infinity"` and `"NaN"`.
  var double: Double? {
    switch self {
    case .number(let value): value
    case .string("Infinity"): .infinity
    case .string("-Infinity"): -.infinity
    case .string("NaN"): .nan
    default: nil
    }
  }

  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [ConformanceValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  var object: [String: ConformanceValue]? {
    if case .object(let value) = self { return value }
    return nil
  }
}
