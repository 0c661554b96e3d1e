import Foundation
import Testing
import Zoetrope

/// The README's Swift snippets are code that compiles: each is found, in
/// order, in the compiled sources it is taken from (`Examples/Hello`,
/// `Examples/Consumer`, and ``sdlHostSnippet()`` below), so a snippet
/// cannot drift from the code it shows.
///
/// Lines are compared without comments and whitespace (so line breaks may
/// differ); a snippet's comment lines (`// ...`) stand for what it leaves
/// out; each snippet line must occur in the sources after the one before.
@Suite struct ReadmeSnippetTests {
  /// Where each Swift snippet of the README comes from, in their order:
  /// source files (from the repository's root) and the rewrites that turn
  /// the snippet's literals into the source's.
  nonisolated static let sources: [(files: [String], rewrites: [(String, String)])] = [
    (["Examples/Hello/Hello.swift", "Examples/Hello/HelloViewController.swift"], []),
    (
      ["Examples/Consumer/Package.swift"],
      [
        ("package: \"zoetrope\"", "package: zoetrope"),
        (".package(path: \"../zoetrope\")", ".package(path: zoetropeRoot.path)"),
      ]
    ),
    // The consumer's tests are in a `@MainActor` suite.
    (["Examples/Consumer/Tests/BounceTests/BounceTests.swift"], [("@MainActor @Test", "@Test")]),
    (["Tests/ZoetropeExamplesTests/ReadmeSnippetTests.swift"], []),
  ]

  nonisolated static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The README's Swift snippets, each a list of lines.
  static func snippets() throws -> [[String]] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var snippets: [[String]] = []
    var current: [String]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        snippets.append(lines)
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    return snippets
  }

  /// A line without its `//` comment (outside string literals) and
  /// without whitespace.
  static func normalized(_ line: String) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if character == "\"", previous != "\\" { inString.toggle() }
      if !inString, character == "/", previous == "/" {
        result.removeLast()
        break
      }
      result.append(character)
      previous = character
    }
    return result.filter { !$0.isWhitespace }
  }

  @Test func everySnippetIsCompiledCode() throws {
    let snippets = try Self.snippets()
    #expect(snippets.count == Self.sources.count, "a new snippet needs its source here")
    for (index, snippet) in snippets.enumerated() where index < Self.sources.count {
      let (files, rewrites) = Self.sources[index]
      let source = try files.map {
        try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8)
      }.joined(separator: "\n")
      let text = source.split(separator: "\n").map { Self.normalized(String($0)) }.joined()
      var position = text.startIndex
      for line in snippet {
        var rewritten = line
        for (from, to) in rewrites {
          rewritten = rewritten.replacingOccurrences(of: from, with: to)
        }
        let wanted = Self.normalized(rewritten)
        guard !wanted.isEmpty else { continue }
        guard let found = text.range(of: wanted, range: position..<text.endIndex) else {
          Issue.record("README snippet \(index + 1): \"\(line)\" is not in \(files) (in order)")
          break
        }
        position = found.upperBound
      }
    }
  }

  @Test func aChangedSnippetIsCaught() {
    // The check is not vacuous: a line the sources do not hold is found
    // missing, and comments and spacing are ignored.
    #expect(Self.normalized("  let x = 1  // one") == "letx=1")
    #expect(Self.normalized("let url = \"https://a\"  // b") == "leturl=\"https://a\"")
    #expect(Self.normalized("// ... the rest").isEmpty)
  }
}

/// A stand-in for Hello's view controller, for ``sdlHostSnippet()``.
private final class HelloViewController: ViewController {}

/// The README's "window of your own" snippet, compiled (never run).
@MainActor
func sdlHostSnippet() throws -> Never {
  let host = try SDLHost(title: "Hello", size: Size(width: 320, height: 480)) {
    HelloViewController()
  }
  exit(host.run())  // the exit status
}
