import Foundation
import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeImageIO

/// The GIF writer's file: streamed into a temporary file beside the
/// destination, renamed at the end, and never left half-written; and its
/// refusals of bad input.
@Suite struct AnimatedGIFFileTests {
  typealias Writer = AnimatedGIFWriterTests

  /// Frames of noise, so each compresses to tens of kilobytes.
  static func noise(_ index: Int) throws -> Image {
    var generator = SeededRandomNumberGenerator(seed: UInt64(index))
    return try Writer.image(200, 150) { _, _ in
      let value = UInt32.random(in: 0..<200, using: &generator)
      return 0xFF00_0000 | value << 16 | (value &* 3 % 256) << 8 | (255 - value)
    }
  }

  /// The writer streams: with the file still unfinished, a hidden
  /// temporary file beside it already holds the frames written so far, and
  /// the writer holds one frame back (the newest, whose length is not
  /// known yet) and nothing more.
  @Test func framesAreWrittenAsTheyComeAndTheTemporaryFileIsRenamed() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.gif").path
    let writer = try AnimatedGIFWriter(path: path, pixelWidth: 200, pixelHeight: 150)
    var sizes: [Int] = []
    for index in 0..<6 {
      try writer.append(try Self.noise(index), timestamp: Double(index) / 10)
      let names = try TestSupport.contents(of: directory)
      #expect(names.count == 1 && names[0].hasPrefix(".clip.gif.") && names[0].contains(".tmp-"))
      let temporary = directory.appendingPathComponent(names[0]).path
      sizes.append(try FileManager.default.attributesOfItem(atPath: temporary)[.size] as? Int ?? -1)
    }
    #expect(writer.storedFrameCount == 5)
    #expect(sizes.last ?? 0 > 100_000, "\(sizes)")
    #expect(sizes == sizes.sorted() && Set(sizes).count > 2, "the file grows: \(sizes)")
    try writer.finish(endTimestamp: 0.6)
    #expect(try TestSupport.contents(of: directory) == ["clip.gif"])
    let decoder = try GIFTestDecoder(try TestSupport.fixtureBytes(atPath: path))
    #expect(decoder.frames.count == 6 && decoder.totalDelay == 60)
  }

  /// The names the SIGINT/SIGTERM handler would remove now.
  static func registeredTemporaries() -> [String] {
    (0..<TemporaryRegistry.slotCount).compactMap { slot in
      let start = TemporaryRegistry.paths + slot * TemporaryRegistry.pathCapacity
      return start.pointee == 0 ? nil : String(cString: start)
    }
  }

  /// While the recording runs, its temporary file is registered for the
  /// SIGINT/SIGTERM handler to remove; once renamed it is not.
  @Test func theTemporaryFileIsRemovedOnASignalUntilTheEnd() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.gif").path
    let writer = try AnimatedGIFWriter(path: path, pixelWidth: 200, pixelHeight: 150)
    try writer.append(try Self.noise(0), timestamp: 0)
    let names = try TestSupport.contents(of: directory)
    let temporary = directory.appendingPathComponent(try #require(names.first)).path
    #expect(Self.registeredTemporaries().contains(temporary))
    try writer.finish(endTimestamp: 1)
    #expect(!Self.registeredTemporaries().contains(temporary))
    #expect(try TestSupport.contents(of: directory) == ["clip.gif"])
  }

  @Test func droppingAWriterWithoutFinishingLeavesNothing() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let writer = try AnimatedGIFWriter(
        path: directory.appendingPathComponent("x.gif").path, pixelWidth: 200, pixelHeight: 150)
      for index in 0..<4 {
        try writer.append(try Self.noise(index), timestamp: Double(index))
      }
      #expect(try TestSupport.contents(of: directory).count == 1)
    }
    #expect(try TestSupport.contents(of: directory).isEmpty)
  }

  /// A write that fails (a full disk, an I/O error: simulated) finishes
  /// the writer with `.fileWriteFailed` and removes the temporary file; an
  /// existing file at the path is left as it was.
  @Test func aFailedWriteLeavesNoFileAndTheOldOneIntact() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.gif").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let writer = try AnimatedGIFWriter(path: path, pixelWidth: 200, pixelHeight: 150)
    writer.file?.failingAfter = 10_000
    let error = try #require(throws: ImageEncodingError.self) {
      for index in 0..<10 {
        try writer.append(try Self.noise(index), timestamp: Double(index))
      }
    }
    #expect(error.code == .fileWriteFailed)
    #expect(error.description.contains(path))
    #expect(writer.isFinished)
    #expect(try TestSupport.contents(of: directory) == ["clip.gif"])
    #expect(try TestSupport.fixtureBytes(atPath: path) == Array("old".utf8))
    let again = try #require(throws: ImageEncodingError.self) {
      try writer.finish(endTimestamp: 20)
    }
    #expect(again.code == .writerFinished)
  }

  /// The folder disappears during the recording: finishing fails, naming
  /// the path, and nothing is left.
  @Test func aFolderRemovedDuringTheRecordingFailsAtFinish() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
    let path = output.appendingPathComponent("clip.gif").path
    let writer = try AnimatedGIFWriter(path: path, pixelWidth: 4, pixelHeight: 3)
    try writer.append(
      try Image(pixelWidth: 4, pixelHeight: 3, scale: 1, filledWith: .red), timestamp: 0)
    try FileManager.default.removeItem(at: output)
    let error = try #require(throws: ImageEncodingError.self) { try writer.finish(endTimestamp: 1) }
    #expect(error.code == .fileWriteFailed)
    #expect(error.description.contains(path))
    #expect(writer.isFinished)
    #expect(try TestSupport.contents(of: directory).isEmpty)
  }

  @Test func zeroFramesThrowAndOneFrameIsAStillImage() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("f.gif").path
    let writer = try AnimatedGIFWriter(path: path, pixelWidth: 2, pixelHeight: 2)
    let none = try #require(throws: ImageEncodingError.self) { try writer.finish(endTimestamp: 1) }
    #expect(none.code == .noFrames)
    #expect(!writer.isFinished)
    let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 2, filledWith: .green)
    try writer.append(image, timestamp: 0)
    try writer.finish(endTimestamp: 1)
    let decoder = try GIFTestDecoder(try TestSupport.fixtureBytes(atPath: path))
    #expect(decoder.frames.count == 1 && decoder.totalDelay == 100)
    #expect(decoder.frames[0].canvas == Writer.gifPixels(image))
    for action in [
      { try writer.append(image, timestamp: 2) }, { try writer.finish(endTimestamp: 3) },
    ] {
      let error = try #require(throws: ImageEncodingError.self) { try action() }
      #expect(error.code == .writerFinished)
    }
  }

  @Test func badSizesLoopCountsFramesAndTimestampsAreRefused() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.gif").path
    for (width, height, loops) in [
      (0, 1, 0), (1, 0, 0), (-5, 5, 0), (65536, 1, 0), (1, 70_000, 0), (2, 2, -1), (2, 2, 65536),
    ] {
      let error = try #require(throws: ImageEncodingError.self) {
        try AnimatedGIFWriter(path: path, pixelWidth: width, pixelHeight: height, loopCount: loops)
      }
      #expect(error.code == .invalidArgument)
      #expect(error.description.contains(loops == 0 ? "1...65535" : "0...65535"))
    }
    #expect(try TestSupport.contents(of: directory).isEmpty)
    let wide = try AnimatedGIFWriter(path: path, pixelWidth: 65535, pixelHeight: 1, loopCount: 3)
    try wide.append(
      try Image(pixelWidth: 65535, pixelHeight: 1, scale: 1, filledWith: .blue), timestamp: 0)
    try wide.finish(endTimestamp: 0.5)
    let decoder = try GIFTestDecoder(try TestSupport.fixtureBytes(atPath: path))
    #expect(decoder.width == 65535 && decoder.loopCount == 3)

    let writer = try AnimatedGIFWriter(path: path, pixelWidth: 4, pixelHeight: 3)
    let wrong = try Image(pixelWidth: 3, pixelHeight: 4, scale: 1, filledWith: .red)
    let mismatch = try #require(throws: ImageEncodingError.self) {
      try writer.append(wrong, timestamp: 0)
    }
    #expect(mismatch.code == .sizeMismatch && mismatch.description.contains("3×4"))
    let image = try Image(pixelWidth: 4, pixelHeight: 3, scale: 1, filledWith: .white)
    for bad in [Double.nan, .infinity, -0.001, 3e6] {
      let error = try #require(throws: ImageEncodingError.self) {
        try writer.append(image, timestamp: bad)
      }
      #expect(error.code == .invalidTimestamp)
    }
    try writer.append(image, timestamp: 1)
    for bad in [1, 0.5] {
      let error = try #require(throws: ImageEncodingError.self) {
        try writer.append(image, timestamp: bad)
      }
      #expect(error.code == .invalidTimestamp)
    }
    let end = try #require(throws: ImageEncodingError.self) { try writer.finish(endTimestamp: 1) }
    #expect(end.code == .invalidTimestamp && !writer.isFinished)
    try writer.finish(endTimestamp: 1.5)
  }

  @Test func unwritableDestinationsFailEarlyAndLeaveNothing() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("plain-file")
    try Data([1]).write(to: file)
    let paths = [
      directory.appendingPathComponent("missing/clip.gif").path, file.path + "/clip.gif",
      directory.path, directory.path + "/", "/proc/clip.gif",
    ]
    for path in paths {
      let error = try #require(throws: ImageEncodingError.self) {
        try AnimatedGIFWriter(path: path, pixelWidth: 2, pixelHeight: 2)
      }
      #expect(error.code == .fileWriteFailed)
      #expect(error.description.contains(path))
    }
    #expect(try TestSupport.contents(of: directory) == ["plain-file"])
  }
}
