/// The values of a command line's options as the user typed them, for
/// error messages: `--duration 1e-9` is echoed as `1e-9`, not as the
/// parsed `1e-09`.
struct TypedValues {
  /// The text given to each option, by its name (`"--fps"`); the last
  /// occurrence wins, as it does when ArgumentParser parses.
  private var texts: [String: String] = [:]

  /// Reads the options' values from a command line.
  ///
  /// Both `--name value` and `--name=value` are read; scanning stops at a
  /// `--` terminator.
  ///
  /// - Parameter arguments: The command line without the program's name.
  init(_ arguments: [String]) {
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "--" { break }
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        texts[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
      } else if argument.hasPrefix("--"), index + 1 < arguments.endIndex {
        texts[argument] = arguments[index + 1]
        index += 1
      }
      index += 1
    }
  }

  /// The text typed for an option, or the value written compactly when
  /// the option was not typed (a default).
  ///
  /// - Parameters:
  ///   - option: The option's name, with its dashes: `"--duration"`.
  ///   - value: The parsed value.
  /// - Returns: The text to show in a message.
  func text(of option: String, _ value: Double) -> String {
    texts[option] ?? Self.text(value)
  }

  /// A number written the way a person would type it: `60`, `0.001`.
  ///
  /// - Parameter value: The number.
  /// - Returns: Whole numbers without a fractional part; others as Swift
  ///   prints them.
  static func text(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}
