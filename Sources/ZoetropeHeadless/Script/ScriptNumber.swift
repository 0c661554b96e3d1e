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
}
