/// A token of the small part of CSS syntax that easing functions use.
enum CSSEasingToken: Equatable {
  /// An identifier, lowercased (CSS keywords are ASCII case-insensitive).
  case identifier(String)
  /// An identifier immediately followed by `(`, lowercased, without the `(`.
  case function(String)
  /// A number; `isInteger` is CSS's "integer" type flag (no `.`, no exponent).
  case number(Double, isInteger: Bool)
  /// A percentage, as the number before the `%` (50% is 50).
  case percentage(Double)
  case comma
  case closeParenthesis
}

/// Splits CSS easing text into tokens, skipping whitespace and comments.
struct CSSEasingTokenizer {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// All tokens of the text, or a description of the first bad character.
  mutating func tokens() -> Result<[CSSEasingToken], CSSEasingSyntaxError> {
    var tokens: [CSSEasingToken] = []
    while true {
      skipWhitespaceAndComments()
      guard let scalar = peek() else { return .success(tokens) }
      if scalar == "," {
        index += 1
        tokens.append(.comma)
      } else if scalar == ")" {
        index += 1
        tokens.append(.closeParenthesis)
      } else if startsNumber() {
        guard let token = number() else {
          return .failure(CSSEasingSyntaxError(reason: "malformed number"))
        }
        if let next = peek(), Self.isNameCharacter(next) {
          return .failure(CSSEasingSyntaxError(reason: "unexpected unit after a number"))
        }
        tokens.append(token)
      } else if Self.isNameStart(scalar) {
        let name = identifier()
        if peek() == "(" {
          index += 1
          tokens.append(.function(name))
        } else {
          tokens.append(.identifier(name))
        }
      } else {
        return .failure(CSSEasingSyntaxError(reason: "unexpected character \"\(scalar)\""))
      }
    }
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func skipWhitespaceAndComments() {
    while let scalar = peek() {
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
        index += 1
      } else if scalar == "/" && peek(1) == "*" {
        index += 2
        while index < scalars.count && !(peek() == "*" && peek(1) == "/") { index += 1 }
        index = min(index + 2, scalars.count)
      } else {
        return
      }
    }
  }

  private static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return ("0"..."9").contains(scalar)
  }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
      || scalar == "-" || scalar.value > 0x7F
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isNameStart(scalar) || isDigit(scalar)
  }

  /// Whether a number starts here (CSS "starts with a number").
  private func startsNumber() -> Bool {
    var offset = 0
    if peek() == "+" || peek() == "-" { offset = 1 }
    if Self.isDigit(peek(offset)) { return true }
    return peek(offset) == "." && Self.isDigit(peek(offset + 1))
  }

  private mutating func identifier() -> String {
    var name = ""
    while let scalar = peek(), Self.isNameCharacter(scalar) {
      name.unicodeScalars.append(scalar)
      index += 1
    }
    return name.lowercased()
  }

  private mutating func number() -> CSSEasingToken? {
    var text = ""
    var isInteger = true
    if let sign = peek(), sign == "+" || sign == "-" {
      text.unicodeScalars.append(sign)
      index += 1
    }
    appendDigits(to: &text)
    if peek() == ".", Self.isDigit(peek(1)) {
      isInteger = false
      text.unicodeScalars.append(".")
      index += 1
      appendDigits(to: &text)
    }
    if let e = peek(), e == "e" || e == "E" {
      let signed = peek(1) == "+" || peek(1) == "-"
      if Self.isDigit(peek(signed ? 2 : 1)) {
        isInteger = false
        text.unicodeScalars.append("e")
        if signed, let sign = peek(1) { text.unicodeScalars.append(sign) }
        index += signed ? 2 : 1
        appendDigits(to: &text)
      }
    }
    guard let value = Double(text) else { return nil }
    if peek() == "%" {
      index += 1
      return .percentage(value)
    }
    return .number(value, isInteger: isInteger)
  }

  private mutating func appendDigits(to text: inout String) {
    while let scalar = peek(), Self.isDigit(scalar) {
      text.unicodeScalars.append(scalar)
      index += 1
    }
  }
}

/// Why CSS easing text could not be tokenized or parsed.
struct CSSEasingSyntaxError: Error {
  var reason: String
}
