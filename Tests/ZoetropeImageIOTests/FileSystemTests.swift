import Foundation
import Testing

@testable import ZoetropeImageIO

@Suite struct FileSystemTests {
  @Test(arguments: [
    ("a/b/c.png", "a/b", "c.png"), ("c.png", ".", "c.png"), ("/c.png", "/", "c.png"),
    ("/x/y/", "/x/y", ""), ("", ".", ""),
  ])
  func splitsPaths(_ path: String, _ directory: String, _ name: String) {
    #expect(FileSystem.directory(of: path) == directory)
    #expect(FileSystem.fileName(of: path) == name)
  }

  @Test func readFileRespectsTheSizeLimit() throws {
    let path = TestSupport.fixturePath("rgb.png")
    let bytes = try FileSystem.readFile(atPath: path, limit: 1000)
    #expect(bytes == (try TestSupport.fixture("rgb.png")))
    let error = try #require(throws: ImageDecodingError.self) {
      try FileSystem.readFile(atPath: path, limit: 10)
    }
    #expect(error.code == .tooLarge)
    #expect(error.description.contains(path))
  }

  @Test func writeAtomicallyCreatesAndReplaces() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.bin").path
    for contents in [[1, 2, 3], [9]] as [[UInt8]] {
      try contents.withUnsafeBytes { try FileSystem.writeAtomically($0, toPath: path) }
      #expect(try TestSupport.fixtureBytes(atPath: path) == contents)
    }
    #expect(try TestSupport.contents(of: directory) == ["out.bin"])
  }

  @Test func writeAtomicallyFailuresNameThePathAndLeaveNothing() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing/out.bin").path
    let error = try #require(throws: ImageEncodingError.self) {
      try [UInt8]([1]).withUnsafeBytes { try FileSystem.writeAtomically($0, toPath: missing) }
    }
    #expect(error.code == .fileWriteFailed)
    #expect(error.description.contains(missing))
    #expect(error.description.contains("No such file or directory"))
    let trailing = try #require(throws: ImageEncodingError.self) {
      try [UInt8]([1]).withUnsafeBytes {
        try FileSystem.writeAtomically($0, toPath: directory.path + "/")
      }
    }
    #expect(trailing.code == .fileWriteFailed)
    #expect(try TestSupport.contents(of: directory).isEmpty)
  }

  @Test func createDirectoryMakesParentsAndAcceptsExistingOnes() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = directory.appendingPathComponent("a/b/c").path
    try FileSystem.createDirectory(atPath: nested)
    try FileSystem.createDirectory(atPath: nested + "/")
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: nested, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }
}
