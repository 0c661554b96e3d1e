import Foundation
import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeImageIO

@Suite struct PNGSequenceWriterTests {
  @Test func writesNumberedFilesThatDecodeBackToTheFrames() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("a/b/frames").path
    var writer = try PNGSequenceWriter(directory: output)
    var generator = SeededRandomNumberGenerator(seed: 3)
    var frames: [Image] = []
    var paths: [String] = []
    for _ in 0..<12 {
      let frame = try TestSupport.randomImage(width: 6, height: 5, opaque: true, using: &generator)
      frames.append(frame)
      paths.append(try writer.append(frame))
    }
    let names = (1...12).map {
      "frame-" + String(repeating: "0", count: $0 < 10 ? 4 : 3) + "\($0).png"
    }
    #expect(try TestSupport.contents(of: URL(fileURLWithPath: output)) == names)
    #expect(paths == names.map { output + "/" + $0 })
    #expect(writer.nextIndex == 13)
    for (path, frame) in zip(paths, frames) {
      #expect(try Image(contentsOf: path) == frame)
    }
  }

  @Test func prefixDigitsAndFirstIndexAreConfigurable() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var writer = try PNGSequenceWriter(
      directory: directory.path + "/", prefix: "", digits: 3, firstIndex: 0)
    let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 2, filledWith: .blue)
    #expect(try writer.append(image) == directory.path + "/000.png")
    #expect(writer.path(forIndex: 7) == directory.path + "/007.png")
    #expect(writer.path(forIndex: 12345) == directory.path + "/12345.png")
    var named = try PNGSequenceWriter(directory: directory.path, prefix: "die@2x-", digits: 1)
    try named.append(image)
    #expect(try TestSupport.contents(of: directory) == ["000.png", "die@2x-1.png"])
  }

  @Test func runningOutOfDigitsThrowsInsteadOfBreakingTheOrder() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var writer = try PNGSequenceWriter(directory: directory.path, digits: 1, firstIndex: 9)
    let image = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .green)
    try writer.append(image)
    let error = try #require(throws: ImageEncodingError.self) { try writer.append(image) }
    #expect(error.code == .invalidArgument)
    #expect(error.description.contains("10"))
    #expect(try TestSupport.contents(of: directory) == ["frame-9.png"])
  }

  @Test func badArgumentsThrow() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [(prefix: String, digits: Int, first: Int)] = [
      ("a/b", 5, 1), ("a\u{0}", 5, 1), ("f", 0, 1), ("f", 19, 1), ("f", 5, -1),
    ]
    for (prefix, digits, first) in cases {
      let error = try #require(throws: ImageEncodingError.self) {
        try PNGSequenceWriter(
          directory: directory.path, prefix: prefix, digits: digits, firstIndex: first)
      }
      #expect(error.code == .invalidArgument)
    }
    let empty = try #require(throws: ImageEncodingError.self) {
      try PNGSequenceWriter(directory: "")
    }
    #expect(empty.code == .invalidArgument)
  }

  @Test func aFileInTheWayOfTheDirectoryThrows() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("file")
    try Data([1]).write(to: file)
    for path in [file.path, file.path + "/frames"] {
      let error = try #require(throws: ImageEncodingError.self) {
        try PNGSequenceWriter(directory: path)
      }
      #expect(error.code == .fileWriteFailed)
      #expect(error.description.contains(file.path))
    }
  }

  @Test func failedWritesLeaveNothingAndDoNotAdvance() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var writer = try PNGSequenceWriter(directory: directory.path)
    let empty = try Image(pixelWidth: 0, pixelHeight: 3, scale: 1, pixels: [])
    let emptyError = try #require(throws: ImageEncodingError.self) { try writer.append(empty) }
    #expect(emptyError.code == .emptyImage)
    // A directory where the next file should go makes the rename fail.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("frame-00001.png"), withIntermediateDirectories: false)
    let image = try Image(pixelWidth: 2, pixelHeight: 1, scale: 1, filledWith: .red)
    let error = try #require(throws: ImageEncodingError.self) { try writer.append(image) }
    #expect(error.code == .fileWriteFailed)
    #expect(error.description.contains("frame-00001.png"))
    #expect(writer.nextIndex == 1)
    #expect(try TestSupport.contents(of: directory) == ["frame-00001.png"])
  }

  @Test func existingFilesAreReplaced() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("old".utf8).write(to: directory.appendingPathComponent("frame-00001.png"))
    var writer = try PNGSequenceWriter(directory: directory.path)
    let image = try Image(pixelWidth: 2, pixelHeight: 1, scale: 1, filledWith: .red)
    let path = try writer.append(image)
    #expect(try Image(contentsOf: path) == image)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o644)
  }
}
