import Foundation
import Testing
import Zoetrope
import ZoetropeTesting

/// The Swift snippets of the README and the DocC articles are code that
/// compiles: each is found, in order, in the compiled sources it is taken
/// from (the examples, `Examples/Consumer`, and the functions at the end
/// of this file), so a snippet cannot drift from the code it shows.
///
/// Lines are compared without comments and whitespace (so line breaks may
/// differ); a snippet's comment lines (`// ...`) stand for what it leaves
/// out; each snippet line must occur in the sources after the one before.
@Suite struct ReadmeSnippetTests {
  /// Where a snippet comes from: source files (from the repository's
  /// root) and the rewrites that turn the snippet's literals into the
  /// source's; no files for one that is not checked.
  typealias Source = (files: [String], rewrites: [(String, String)])

  nonisolated static let hello = [
    "Examples/Hello/Hello.swift", "Examples/Hello/HelloViewController.swift",
  ]
  nonisolated static let bounceTests = "Examples/Consumer/Tests/BounceTests/BounceTests.swift"
  nonisolated static let snippetFile = "Tests/ZoetropeExamplesTests/ReadmeSnippetTests.swift"
  /// The consumer's tests are in a `@MainActor` suite.
  nonisolated static let inSuite = [("@MainActor @Test", "@Test")]

  /// Each document's snippets, in their order.
  nonisolated static let documents: [(path: String, sources: [Source])] = [
    (
      "README.md",
      [
        (hello, []),
        (
          ["Examples/Consumer/Package.swift"],
          [
            ("package: \"zoetrope\"", "package: zoetrope"),
            (".package(path: \"../zoetrope\")", ".package(path: zoetropeRoot.path)"),
          ]
        ),
        ([bounceTests], inSuite),
        ([snippetFile], []),
      ]
    ),
    ("Sources/Zoetrope/Zoetrope.docc/Zoetrope.md", [(hello, [])]),
    (
      "Sources/Zoetrope/Zoetrope.docc/GettingStarted.md",
      [(hello, []), (hello, []), (["Package.swift"], [])]
    ),
    (
      "Sources/Zoetrope/Zoetrope.docc/BouncingBall.md",
      Array(repeating: (app("BouncingBall"), []), count: 2)
    ),
    (
      "Sources/Zoetrope/Zoetrope.docc/BoxAnimation.md",
      Array(repeating: (app("BoxAnimation"), []), count: 3)
    ),
    (
      "Sources/Zoetrope/Zoetrope.docc/DiceRoller.md",
      Array(repeating: (app("DiceRoller"), []), count: 4)
    ),
    (
      "Sources/Zoetrope/Zoetrope.docc/ImageHop.md",
      Array(repeating: (app("ImageHop"), []), count: 2)
    ),
    (
      "Sources/Zoetrope/Zoetrope.docc/TestingAppsHeadlessly.md",
      [
        // Not checked: Hello is an executable target, which tests cannot import.
        ([], []),
        ([snippetFile], []), ([snippetFile], []), ([snippetFile], []), ([snippetFile], []),
        ([bounceTests], inSuite),
      ]
    ),
  ]

  /// An example app's sources.
  nonisolated static func app(_ name: String) -> [String] {
    let folder = root.appendingPathComponent("Examples/\(name)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { "Examples/\(name)/\($0)" }
  }

  nonisolated static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A document's Swift snippets, each a list of lines.
  static func snippets(of path: String) throws -> [[String]] {
    let readme = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
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

  @Test(arguments: documents.indices) func everySnippetIsCompiledCode(document: Int) throws {
    let (path, sources) = Self.documents[document]
    let snippets = try Self.snippets(of: path)
    #expect(snippets.count == sources.count, "\(path): a new snippet needs its source here")
    for (index, snippet) in snippets.enumerated() where index < sources.count {
      let (files, rewrites) = sources[index]
      guard !files.isEmpty else { continue }
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
          Issue.record("\(path) snippet \(index + 1): \"\(line)\" is not in \(files) (in order)")
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

/// The testing article's API snippets, compiled (never run).
@MainActor
func testingArticleSnippets(host: HeadlessHost) throws {
  host.tap("Roll", at: 0.5)  // a view by accessibility label or title
  host.tap(.point(x: 160, y: 240), at: 1)  // a point in window coordinates
  host.drag("Speed", to: .fraction(0.9), over: 0.4, at: 2)  // a slider's thumb to 90 % of its range
  host.drag(.point(x: 10, y: 10), to: .target(.point(x: 200, y: 300)), at: 3)  // over 0.25 s
  host.perform(.down(.point(x: 100, y: 100), touch: 1), at: 4)

  host.run(
    try Script(
      parsing: """
        0.5 tap "Roll"
        2.0 tap "Stop"     # comments and blank lines are allowed
        """))
  #expect(host.scriptWarnings.isEmpty)

  let image = host.screenshot()  // premultiplied ARGB32, size × scale pixels
  let pixel = image.color(atX: 240, y: 200)  // a Color
  #expect(pixel.red > 0.9)

  try host.writeScreenshot(to: "/tmp/hello.png")
  try host.record(to: .animatedWebP("/tmp/hello.webp"), duration: 1)
  try host.record(to: .pngFrames(in: "/tmp/frames"), duration: 1)
  try host.record(to: .mp4("/tmp/hello.mp4"), frames: 60...119)  // from a new host
}
