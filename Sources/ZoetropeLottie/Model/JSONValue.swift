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
  /// An object's members in file order (a name given twice: the last
  /// counts). A list, not a dictionary: Lottie objects have a few members,
  /// and scanning them beats hashing every name (decoding took a third
  /// less time).
  case object([JSONMember])

  /// The member named `key` of an object; `nil` for a missing member, a
  /// JSON `null` or a value that is not an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    var index = members.count
    while index > 0 {
      index -= 1
      if members[index].key == key {
        if case .null = members[index].value { return nil }
        return members[index].value
      }
    }
    return nil
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

/// One member of a JSON object.
struct JSONMember: Sendable, Equatable {
  var key: String
  var value: JSONValue
}

/// Where a value sits in a Lottie file, as a JavaScript-like path
/// (`layers[2].shapes[0].it[1]`), for errors and warnings.
///
/// A chain of immutable nodes: making a path costs one small allocation,
/// and the text is built only when a message needs it.
struct JSONPath: Sendable, CustomStringConvertible {
  /// One step: a member name, or an array index when `key` is nil.
  private final class Node: Sendable {
    let parent: Node?
    let key: String?
    let index: Int

    init(parent: Node?, key: String?, index: Int) {
      self.parent = parent
      self.key = key
      self.index = index
    }
  }

  private let node: Node?

  /// The root of the file.
  static let root = JSONPath(node: nil)

  /// The path of a member of the object at this path.
  func member(_ key: String) -> JSONPath {
    JSONPath(node: Node(parent: node, key: key, index: 0))
  }

  /// The path of an element of the array at this path.
  func index(_ index: Int) -> JSONPath {
    JSONPath(node: Node(parent: node, key: nil, index: index))
  }

  var description: String {
    var steps: [Node] = []
    var current = node
    while let step = current {
      steps.append(step)
      current = step.parent
    }
    guard !steps.isEmpty else { return "the top level" }
    var text = ""
    for step in steps.reversed() {
      if let key = step.key {
        text += text.isEmpty ? key : ".\(key)"
      } else {
        text += "[\(step.index)]"
      }
    }
    return text
  }
}
