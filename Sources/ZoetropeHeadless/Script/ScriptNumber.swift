/// Formatting helpers shared by script descriptions and error messages.
enum ScriptNumber {
  /// A number as a script writes it: `2` rather than `2.0`, else Swift's
  /// shortest round-tripping form.
  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }

  /// A string in double quotes, with `"` and `\` escaped by a backslash.
  static func quote(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" {
        result.append("\\")
      }
      result.append(character)
    }
    result.append("\"")
    return result
  }

  /// At most `limit` characters of `text`, then `…` and the total length
  /// when it was longer, so an error message never echoes a huge line.
  ///
  /// - Parameters:
  ///   - text: The offending text.
  ///   - limit: The most characters kept; ``Script/quotedTextLimit`` if
  ///     omitted.
  /// - Returns: `text`, or its start, `…` and `(N characters)`.
  static func excerpt(_ text: some StringProtocol, limit: Int = Script.quotedTextLimit) -> String {
    var end = text.startIndex
    var kept = 0
    while end < text.endIndex, kept < limit {
      end = text.index(after: end)
      kept += 1
    }
    guard end < text.endIndex else { return String(text) }
    return "\(text[..<end])… (\(text.count) characters)"
  }

  /// ``excerpt(_:limit:)`` in double quotes, escaped as ``quote(_:)`` does.
  static func quotedExcerpt(_ text: some StringProtocol) -> String {
    let short = excerpt(text)
    guard short.count < text.count else { return quote(String(text)) }
    let cut = text.prefix(Script.quotedTextLimit)
    return quote(String(cut)) + "… (\(text.count) characters)"
  }
}
