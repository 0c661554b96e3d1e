/// Splits one script line into commands and words.
///
/// Words are separated by spaces or tabs; `"…"` is one word (with `\"` and
/// `\\` escapes); `#` outside quotes ends the line; `;` outside quotes ends a
/// command; spaces around a comma are dropped, so `160, 240` is `160,240`.
struct ScriptTokenizer {
  /// A word of a command.
  struct Token: Hashable {
    /// The text, without quotes.
    var text: String
    /// Whether it was written in quotes.
    var isQuoted: Bool
  }

  /// The commands on a line, each a list of words; empty commands dropped.
  static func commands(in line: Substring, number: Int) throws(ScriptError) -> [[Token]] {
    var commands: [[Token]] = []
    var tokens: [Token] = []
    var word = ""
    var index = line.startIndex
    func endWord() {
      guard !word.isEmpty else { return }
      if let last = tokens.last, !last.isQuoted, last.text.hasSuffix(",") || word.hasPrefix(",") {
        tokens[tokens.count - 1].text += word
      } else {
        tokens.append(Token(text: word, isQuoted: false))
      }
      word = ""
    }
    while index < line.endIndex {
      let character = line[index]
      switch character {
      case "#":
        index = line.endIndex
        continue
      case ";":
        endWord()
        if !tokens.isEmpty { commands.append(tokens) }
        tokens = []
      case " ", "\t", "\r":
        endWord()
      case "\"":
        endWord()
        var text = ""
        var closed = false
        index = line.index(after: index)
        while index < line.endIndex {
          let next = line[index]
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\" {
            let escaped = line.index(after: index)
            if escaped < line.endIndex {
              index = escaped
            }
          }
          text.append(line[index])
          index = line.index(after: index)
        }
        guard closed else {
          throw ScriptError(
            line: number, "the quoted text \"\(ScriptNumber.excerpt(text)) has no closing quote")
        }
        tokens.append(Token(text: text, isQuoted: true))
      default:
        word.append(character)
      }
      index = line.index(after: index)
    }
    endWord()
    if !tokens.isEmpty { commands.append(tokens) }
    return commands
  }
}
