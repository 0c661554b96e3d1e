/// Parses JSON bytes into a ``JSONValue``: RFC 8259, in one pass over
/// the bytes, without Foundation's `JSONDecoder` (which, asked for a
/// value of unknown kind, tries each kind and throws for each miss, so a
/// 500 KB file took a second).
///
/// Bad input throws a ``JSONParser/Failure`` naming what and where (the
/// byte offset): a syntax error, a number that does not fit a `Double`
/// (`1e999`), invalid UTF-8 or escapes in a string, nesting deeper than
/// ``maximumDepth`` (so deep input cannot overflow the stack), or
/// anything after the value.
struct JSONParser {
  /// What is wrong with the input, and where.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 512

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// The elements of the arrays being parsed, innermost last, and the
  /// members of the objects: each container is made once, at its size,
  /// from its part of these (no array grown element by element).
  private var elementStack: [JSONValue] = []
  private var memberStack: [JSONMember] = []

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.failure("unexpected text after the value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func failure(_ what: String) -> Failure {
    Failure(description: "\(what) at byte \(index)")
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func value() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw failure("unexpected end of data") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure("unexpected character")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    for expected in word.utf8 {
      guard index < bytes.count else { throw failure("unexpected end of data") }
      guard bytes[index] == expected else { throw failure("unexpected character") }
      index += 1
    }
    return value
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enter()
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array([])
    }
    let base = elementStack.count
    while true {
      skipWhitespace()
      let element = try value()
      elementStack.append(element)
      skipWhitespace()
      guard index < bytes.count else { throw failure("unexpected end of data in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        depth -= 1
        let elements = Array(elementStack[base...])
        elementStack.removeLast(elementStack.count - base)
        return .array(elements)
      } else {
        throw failure("expected ',' or ']'")
      }
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object([])
    }
    let base = memberStack.count
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a member name")
      }
      let key = try string()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw failure("expected ':'")
      }
      index += 1
      skipWhitespace()
      let member = JSONMember(key: key, value: try value())
      memberStack.append(member)
      skipWhitespace()
      guard index < bytes.count else { throw failure("unexpected end of data in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        depth -= 1
        let members = Array(memberStack[base...])
        memberStack.removeLast(memberStack.count - base)
        return .object(members)
      } else {
        throw failure("expected ',' or '}'")
      }
    }
  }

  /// A string, from its opening quote; escapes decoded, UTF-8 checked.
  private mutating func string() throws(Failure) -> String {
    index += 1
    let start = index
    // Fast path: no escapes.
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = try isASCII ? ascii(start..<index) : validated(bytes[start..<index])
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw failure("a control character in a string") }
      isASCII = isASCII && byte < 0x80
      index += 1
    }
    var scalars: [UInt8] = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return try validated(scalars[...])
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw failure("unexpected end of data in a string") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"): scalars.append(contentsOf: try unicodeEscape())
        default: throw failure("an invalid escape in a string")
        }
      default:
        guard byte >= 0x20 else { throw failure("a control character in a string") }
        scalars.append(byte)
        index += 1
      }
    }
    throw failure("unexpected end of data in a string")
  }

  /// The UTF-8 of a `\uXXXX` escape (a surrogate pair taking two).
  private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
    var code = try hex4()
    if (0xD800...0xDBFF).contains(code) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw failure("an unpaired surrogate in a string") }
      index += 2
      let low = try hex4()
      guard (0xDC00...0xDFFF).contains(low) else { throw failure("an unpaired surrogate") }
      code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(code) {
      throw failure("an unpaired surrogate in a string")
    }
    guard let scalar = Unicode.Scalar(code) else { throw failure("an invalid \\u escape") }
    return Array(String(Character(scalar)).utf8)
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("unexpected end of data in a string") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("an invalid \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// Bytes that are all ASCII (so valid UTF-8) as a string: from a
  /// buffer, which makes it without a generic validation (a quarter of
  /// the parse when every name and value went through `validated`).
  private func ascii(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
  }

  private func validated(_ utf8: ArraySlice<UInt8>) throws(Failure) -> String {
    let text = utf8.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
    guard let text else {
      throw failure("invalid UTF-8 in a string")
    }
    return text
  }

  /// A number, checked against JSON's grammar; one that does not fit a
  /// `Double` throws.
  ///
  /// A number of at most 15 significant digits and 22 decimals, with no
  /// exponent (nearly every number in a Lottie file), is its integer
  /// digits divided by a power of ten: both exact, so the quotient is
  /// correctly rounded, as `Double(String)` gives it, without making a
  /// string.
  private mutating func number() throws(Failure) -> Double {
    let start = index
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw failure("an invalid number") }
    var mantissa: Int64 = 0
    var digits = 0
    var decimals = 0
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ Int64(bytes[index] - UInt8(ascii: "0"))
        digits += 1
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("an invalid number") }
      while index < bytes.count, isDigit(bytes[index]) {
        mantissa = mantissa &* 10 &+ Int64(bytes[index] - UInt8(ascii: "0"))
        if mantissa != 0 { digits += 1 }
        decimals += 1
        index += 1
      }
    }
    var hasExponent = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      hasExponent = true
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("an invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if !hasExponent, digits <= 15, decimals <= 22 {
      let value = Double(mantissa) / Self.powersOfTen[decimals]
      return negative ? -value : value
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw failure("the number \(text) does not fit a Double")
    }
    return value
  }

  /// 10⁰ to 10²², each exact in a `Double`.
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
