import Foundation
import Testing

@testable import ZoetropeImageIO

/// Chunks that do not fit together are refused with a message naming
/// them, and nothing is written.
@Suite struct RecordingJoinRefusalTests {
  /// Joins `chunks` into `joined.<kind>` and returns the error, checking
  /// that no file (or temporary) was left beside the chunks.
  static func refusal(
    _ chunks: [String], kind: String, in directory: URL
  ) throws -> ImageEncodingError? {
    let before = try TestSupport.contents(of: directory)
    let joined = directory.appendingPathComponent("joined.\(kind)").path
    var caught: ImageEncodingError?
    do {
      try RecordingJoin.join(chunks, to: joined)
    } catch {
      caught = error
    }
    #expect(try TestSupport.contents(of: directory) == before, "nothing written")
    return caught
  }

  /// Writes a chunk of `count` frames from `first` in `directory`.
  static func chunk(
    _ name: String, first: Int, count: Int = 5, fps: Double = 30, width: Int = 64,
    quality: Int = 0, label: Bool = true, in directory: URL
  ) throws -> String {
    let path = directory.appendingPathComponent(name).path
    try RecordingJoinTests.record(
      RecordingSpan(firstFrame: first, frameCount: count, fps: fps), to: path, quality: quality,
      width: width, label: label)
    return path
  }

  @Test(arguments: ["mp4", "gif", "webp"]) func mismatchedChunksAreRefused(kind: String) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = try Self.chunk("a.\(kind)", first: 0, in: directory)
    let cases: [(String, String)] = [
      (try Self.chunk("gap.\(kind)", first: 7, in: directory), "frames 5...6 are missing"),
      (try Self.chunk("overlap.\(kind)", first: 3, in: directory), "both hold frames 3...4"),
      (try Self.chunk("fps.\(kind)", first: 5, fps: 25, in: directory), "at 25.0 fps"),
      (try Self.chunk("wide.\(kind)", first: 5, width: 66, in: directory), "66×48 pixels"),
      (
        try Self.chunk("plain.\(kind)", first: 5, label: false, in: directory),
        "does not say which frames it holds"
      ),
    ]
    for (other, reason) in cases {
      let error = try Self.refusal([a, other], kind: kind, in: directory)
      #expect(error?.code == .chunksDoNotFit, "\(other)")
      #expect(error?.description.contains(reason) == true, "\(error?.description ?? "none")")
    }
  }

  @Test func mp4ChunksOfAnotherQualityAreRefused() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = try Self.chunk("a.mp4", first: 0, quality: 0, in: directory)
    let b = try Self.chunk("b.mp4", first: 5, quality: 30, in: directory)
    let error = try Self.refusal([a, b], kind: "mp4", in: directory)
    #expect(error?.code == .chunksDoNotFit)
    #expect(error?.description.contains("other settings") == true, "\(error?.description ?? "")")
  }

  @Test func badArgumentsAreRefused() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let mp4 = try Self.chunk("a.mp4", first: 0, in: directory)
    let gif = try Self.chunk("b.gif", first: 5, in: directory)
    #expect(try Self.refusal([], kind: "mp4", in: directory)?.code == .invalidArgument)
    #expect(try Self.refusal([mp4, gif], kind: "mp4", in: directory)?.code == .chunksDoNotFit)
    #expect(try Self.refusal([mp4], kind: "png", in: directory)?.code == .invalidArgument)
    #expect(throws: ImageEncodingError.self) { try RecordingJoin.join([mp4], to: mp4) }
    let missing = directory.appendingPathComponent("missing.gif").path
    #expect(try Self.refusal([gif, missing], kind: "gif", in: directory)?.code == .chunksDoNotFit)
    let garbage = directory.appendingPathComponent("garbage.mp4").path
    try Data("not a video".utf8).write(to: URL(fileURLWithPath: garbage))
    let error = try Self.refusal([mp4, garbage], kind: "mp4", in: directory)
    #expect(error?.code == .chunksDoNotFit && error?.description.contains("garbage.mp4") == true)
    let truncated = directory.appendingPathComponent("truncated.gif").path
    let bytes = try Data(contentsOf: URL(fileURLWithPath: gif))
    try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
    #expect(try Self.refusal([truncated], kind: "gif", in: directory)?.code == .chunksDoNotFit)
    let unwritable = "/proc/joined.mp4"
    #expect(throws: ImageEncodingError.self) { try RecordingJoin.join([mp4], to: unwritable) }
  }

  /// A one-chunk join is a copy with the same frames and label.
  @Test func oneChunkJoinsIntoItself() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = try Self.chunk("a.gif", first: 20, count: 1, in: directory)
    let joined = directory.appendingPathComponent("joined.gif").path
    let span = try RecordingJoin.join([a], to: joined)
    #expect(span == RecordingSpan(firstFrame: 20, frameCount: 1, fps: 30))
    let gif = try GIFTestDecoder(TestSupport.fixtureBytes(atPath: joined))
    #expect(gif.frames.count == 1 && gif.totalDelay == 3)
  }

  /// Too little free space is found before anything is written.
  @Test func aFullDiskIsRefusedBeforeWriting() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = try Self.chunk("a.mp4", first: 0, in: directory)
    let b = try Self.chunk("b.mp4", first: 5, in: directory)
    let before = try TestSupport.contents(of: directory)
    let joined = directory.appendingPathComponent("joined.mp4").path
    let error = try #require(throws: ImageEncodingError.self) {
      try RecordingJoin.join(
        [a, b], to: joined, allowsLowDiskSpace: false, availableBytes: { _ in 1000 },
        failingAfter: nil)
    }
    #expect(error.code == .fileWriteFailed && error.description.contains("1 MB free"))
    #expect(try TestSupport.contents(of: directory) == before)
    // Forced, it tries (and here succeeds).
    try RecordingJoin.join(
      [a, b], to: joined, allowsLowDiskSpace: true, availableBytes: { _ in 1000 },
      failingAfter: nil)
    #expect(FileManager.default.fileExists(atPath: joined))
  }

  /// A write that fails halfway (a disk that fills up: simulated) leaves
  /// the old file and no temporary.
  @Test func aWriteThatFailsLeavesTheOldFile() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = try Self.chunk("a.gif", first: 0, count: 20, in: directory)
    let b = try Self.chunk("b.gif", first: 20, count: 20, in: directory)
    let joined = directory.appendingPathComponent("joined.gif").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: joined))
    let before = try TestSupport.contents(of: directory)
    let error = try #require(throws: ImageEncodingError.self) {
      try RecordingJoin.join(
        [a, b], to: joined, allowsLowDiskSpace: false, availableBytes: { _ in nil },
        failingAfter: 2_000)
    }
    #expect(error.code == .fileWriteFailed, "\(error)")
    #expect(try TestSupport.contents(of: directory) == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: joined)) == Data("old".utf8))
  }
}
