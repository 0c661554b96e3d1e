import Foundation
import Testing

@Suite("Conformance loader")
struct ConformanceLoaderTests {
  @Test func missingFileFailsWithAClearMessage() {
    #expect {
      _ = try Conformance.load("no-such-file.json")
    } throws: { error in
      "\(error)".contains("no-such-file.json not found")
        && "\(error)".contains(Conformance.environmentKey)
    }
  }

  @Test func decodesInfinityStringsAndNulls() throws {
    let json = Data(#"{"a": "Infinity", "b": "-Infinity", "c": null, "d": [1, true, "x"]}"#.utf8)
    let value = try JSONDecoder().decode(ConformanceValue.self, from: json)
    #expect(value["a"]?.double == .infinity)
    #expect(value["b"]?.double == -.infinity)
    #expect(value["c"]?.isNull == true)
    #expect(value["c"]?.double == nil)
    #expect(value["d"]?.array == [.number(1), .bool(true), .string("x")])
    #expect(value["missing"] == nil)
  }

  @Test func vectorsAreFoundInsideThePackage() throws {
    for name in ["easing.json", "timing.json", "spring.json"] {
      let file = try Conformance.load(name)
      #expect(file["meta"]?.object != nil, "\(name) has no meta object")
    }
    // A plain clone has nothing beside it: the default folder is inside the
    // package (unless the environment overrides it on purpose).
    if ProcessInfo.processInfo.environment[Conformance.environmentKey] == nil {
      let packageRoot = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .standardizedFileURL.path
      let directory = Conformance.directory.standardizedFileURL.path
      #expect(directory.hasPrefix(packageRoot + "/"), "\(directory) is outside \(packageRoot)")
    }
  }
}
