/// A parsed JSON value, the raw form a Lottie file is read into before its
/// layers, shapes and keyframes are decoded.
///
/// Decoding a Lottie file walks these values with a ``JSONPath`` in hand,
/// so an error or a warning can say where in the file the problem is
/// (`layers[2].ks.p`).
enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The member named `key` of an object; `nil` for a missing member, a
  /// JSON `null` or a value that is not an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self, let value = members[key], value != .null else {
      return nil
    }
    return value
  }

  /// The number, or a boolean as 0 or 1 (After Effects writes both).
  var number: Double? {
    switch self {
    case .number(let value): value
    case .bool(let value): value ? 1 : 0
    default: nil
    }
  }

  /// The string, if this is one.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  var array: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The numbers of an array of numbers, or a single number as a
  /// one-element array; `nil` for anything else.
  var numbers: [Double]? {
    if let number { return [number] }
    guard let array else { return nil }
    var result: [Double] = []
    result.reserveCapacity(array.count)
    for element in array {
      guard let number = element.number else { return nil }
      result.append(number)
    }
    return result
  }

  /// A short name of the value's kind, for error messages.
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Decodable {
  /// Decodes any JSON value.
  ///
  /// A value that is none of the kinds (a number too large for a
  /// `Double`, such as `1e999`) throws the number's error, so the message
  /// names the real problem rather than "expected an object".
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let depth = decoder.codingPath.count
    if container.decodeNil() {
      self = .null
      return
    }
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
      return
    }
    let numberError: any Error
    do {
      self = .number(try container.decode(Double.self))
      return
    } catch {
      numberError = error
    }
    if let value = try? container.decode(String.self) {
      self = .string(value)
      return
    }
    do {
      self = .array(try container.decode([JSONValue].self))
      return
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == depth {
      // Not an array: an object, or nothing.
    }
    do {
      self = .object(try container.decode([String: JSONValue].self))
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == depth {
      throw numberError
    }
  }
}

extension DecodingError {
  /// What went wrong and where, in a sentence.
  var summary: String {
    let (what, context): (String, Context) =
      switch self {
      case .dataCorrupted(let context): ("", context)
      case .typeMismatch(let type, let context): ("expected \(type): ", context)
      case .valueNotFound(let type, let context): ("missing \(type): ", context)
      case .keyNotFound(let key, let context): ("missing \(key.stringValue): ", context)
      @unknown default: ("", Context(codingPath: [], debugDescription: "\(self)"))
      }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    let place = path.isEmpty ? "" : " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
    let cause = context.underlyingError.map { " (\($0))" } ?? ""
    return "\(what)\(context.debugDescription)\(cause)\(place)"
  }
}

/// Where a value sits in a Lottie file, as a JavaScript-like path
/// (`layers[2].shapes[0].it[1]`), for errors and warnings.
struct JSONPath: Sendable, CustomStringConvertible {
  private var text: String

  /// The root of the file.
  static let root = JSONPath(text: "")

  /// The path of a member of the object at this path.
  func member(_ key: String) -> JSONPath {
    JSONPath(text: text.isEmpty ? key : "\(text).\(key)")
  }

  /// The path of an element of the array at this path.
  func index(_ index: Int) -> JSONPath {
    JSONPath(text: "\(text)[\(index)]")
  }

  var description: String { text.isEmpty ? "the top level" : text }
}
