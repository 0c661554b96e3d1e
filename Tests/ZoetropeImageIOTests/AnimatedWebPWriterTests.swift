import Foundation
import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeImageIO

@Suite struct AnimatedWebPWriterTests {
  /// Frames with a moving square over noise, so consecutive frames share
  /// and differ in parts (exercising the encoder's sub-frame rectangles).
  static func frames(count: Int, width: Int, height: Int, opaque: Bool) throws -> [Image] {
    var generator = SeededRandomNumberGenerator(seed: 99)
    let background = try TestSupport.randomImage(
      width: width, height: height, opaque: opaque, using: &generator)
    return try (0..<count).map { index in
      var pixels = background.pixels
      for y in 0..<min(4, height) {
        for x in 0..<min(4, width) {
          pixels[y * width + (x + index) % width] = TestSupport.premultiplied(0, 0, 255, 200)
        }
      }
      return try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
    }
  }

  @Test func losslessOpaqueFramesDecodeExactlyWithTheirTimes() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.webp").path
    let frames = try Self.frames(count: 4, width: 12, height: 9, opaque: true)
    let writer = try AnimatedWebPWriter(
      path: path, pixelWidth: 12, pixelHeight: 9, loopCount: 3)
    let times = [0, 0.1, 0.25, 1.0 / 3]
    for (frame, time) in zip(frames, times) {
      try writer.append(frame, timestamp: time)
    }
    #expect(writer.frameCount == 4)
    #expect(!FileManager.default.fileExists(atPath: path), "nothing is written before finish")
    try writer.finish(endTimestamp: 0.5)
    #expect(writer.isFinished)
    #expect(try TestSupport.contents(of: directory) == ["clip.webp"])

    let decoder = try AnimatedWebPDecoder(contentsOf: path)
    #expect(decoder.pixelWidth == 12 && decoder.pixelHeight == 9)
    #expect(decoder.loopCount == 3)
    let decoded = try decoder.allFrames()
    #expect(decoded.count == 4)
    #expect(decoded.map(\.timestamp) == [0, 0.1, 0.25, 0.333])
    #expect(decoded.map(\.duration) == [0.1, 0.15, 0.083, 0.167])
    for (result, frame) in zip(decoded, frames) {
      #expect(result.image.pixels == frame.pixels)
    }
  }

  @Test func losslessTranslucentFramesDecodeWithinOnePerChannel() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("alpha.webp").path
    let frames = try Self.frames(count: 3, width: 10, height: 7, opaque: false)
    let writer = try AnimatedWebPWriter(path: path, pixelWidth: 10, pixelHeight: 7)
    for (index, frame) in frames.enumerated() {
      try writer.append(frame, timestamp: Double(index) * 0.04)
    }
    try writer.finish(endTimestamp: 0.12)
    let decoded = try AnimatedWebPDecoder(contentsOf: path).allFrames()
    #expect(decoded.count == 3)
    for (result, frame) in zip(decoded, frames) {
      for (got, expected) in zip(result.image.pixels, frame.pixels) {
        #expect(TestSupport.distance(got, expected) <= 1)
        #expect(got >> 24 == expected >> 24)
      }
    }
    // The default loops forever.
    #expect(try AnimatedWebPDecoder(contentsOf: path).loopCount == 0)
  }

  @Test func lossyFramesAreClose() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("lossy.webp").path
    let writer = try AnimatedWebPWriter(
      path: path, pixelWidth: 32, pixelHeight: 32, options: .lossy(quality: 90))
    #expect(writer.options.quality == 90)
    let colors: [Color] = [.red, .green, .blue.withAlphaComponent(0.5)]
    for (index, color) in colors.enumerated() {
      let frame = try Image(pixelWidth: 32, pixelHeight: 32, scale: 2, filledWith: color)
      try writer.append(frame, timestamp: Double(index))
    }
    try writer.finish(endTimestamp: 3)
    let decoded = try AnimatedWebPDecoder(contentsOf: path).allFrames()
    #expect(decoded.map(\.duration) == [1, 1, 1])
    for (frame, color) in zip(decoded, colors) {
      for pixel in frame.image.pixels {
        #expect(TestSupport.distance(pixel, color.argb32Premultiplied) <= 8)
      }
    }
  }

  @Test func framesOfTheWrongSizeAreRejectedAndTheWriterGoesOn() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("size.webp").path
    let writer = try AnimatedWebPWriter(path: path, pixelWidth: 4, pixelHeight: 3)
    let wrong = try Image(pixelWidth: 3, pixelHeight: 4, scale: 1, filledWith: .red)
    let error = try #require(throws: ImageEncodingError.self) {
      try writer.append(wrong, timestamp: 0)
    }
    #expect(error.code == .sizeMismatch)
    #expect(error.description.contains("3×4") && error.description.contains("4×3"))
    let right = try Image(pixelWidth: 4, pixelHeight: 3, scale: 1, filledWith: .red)
    try writer.append(right, timestamp: 0)
    try writer.finish(endTimestamp: 1)
    #expect(try AnimatedWebPDecoder(contentsOf: path).frameCount == 1)
  }

  @Test func badTimestampsAreRejected() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let writer = try AnimatedWebPWriter(
      path: directory.appendingPathComponent("t.webp").path, pixelWidth: 2, pixelHeight: 2)
    let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, filledWith: .white)
    for bad in [Double.nan, .infinity, -0.001, 3e6] {
      let error = try #require(throws: ImageEncodingError.self) {
        try writer.append(image, timestamp: bad)
      }
      #expect(error.code == .invalidTimestamp)
    }
    try writer.append(image, timestamp: 1)
    // Not later than the previous frame, or less than 1 ms later.
    for bad in [1, 0.5, 1.0004] {
      let error = try #require(throws: ImageEncodingError.self) {
        try writer.append(image, timestamp: bad)
      }
      #expect(error.code == .invalidTimestamp)
    }
    let end = try #require(throws: ImageEncodingError.self) {
      try writer.finish(endTimestamp: 1)
    }
    #expect(end.code == .invalidTimestamp)
    #expect(!writer.isFinished)
    try writer.finish(endTimestamp: 1.001)
  }

  @Test func finishedWritersAndEmptyAnimationsThrow() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("f.webp").path
    let writer = try AnimatedWebPWriter(path: path, pixelWidth: 2, pixelHeight: 2)
    let none = try #require(throws: ImageEncodingError.self) { try writer.finish(endTimestamp: 1) }
    #expect(none.code == .noFrames)
    #expect(try TestSupport.contents(of: directory).isEmpty)
    let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, filledWith: .white)
    try writer.append(image, timestamp: 0)
    try writer.finish(endTimestamp: 1)
    let append = try #require(throws: ImageEncodingError.self) {
      try writer.append(image, timestamp: 2)
    }
    #expect(append.code == .writerFinished)
    let again = try #require(throws: ImageEncodingError.self) { try writer.finish(endTimestamp: 3) }
    #expect(again.code == .writerFinished)
  }

  @Test func badSizesAndLoopCountsAreRejected() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("x.webp").path
    let cases = [
      (0, 1, 0), (1, 0, 0), (-5, 5, 0), (16384, 1, 0), (1, 16384, 0), (2, 2, -1),
      (2, 2, 65536),
    ]
    for (width, height, loops) in cases {
      let error = try #require(throws: ImageEncodingError.self) {
        try AnimatedWebPWriter(path: path, pixelWidth: width, pixelHeight: height, loopCount: loops)
      }
      #expect(error.code == .invalidArgument)
    }
    _ = try AnimatedWebPWriter(path: path, pixelWidth: 16383, pixelHeight: 1, loopCount: 65535)
    #expect(try TestSupport.contents(of: directory).isEmpty)
  }

  @Test func lossyQualityIsClampedWithAWarning() {
    let (options, warnings) = withWarningsCaptured {
      [AnimatedWebPWriter.Options.lossy(quality: 150), .lossy(quality: -3), .lossy(quality: .nan)]
    }
    #expect(options.map(\.quality) == [100, 0, 75])
    #expect(warnings.count == 3)
    let (fine, none) = withWarningsCaptured { AnimatedWebPWriter.Options.lossy(quality: 0) }
    #expect(fine.quality == 0 && none.isEmpty)
    #expect(AnimatedWebPWriter.Options.lossless.quality == nil)
  }

  @Test func unwritableDestinationsFailEarlyAndLeaveNothing() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("plain-file")
    try Data([1]).write(to: file)
    let paths = [
      directory.appendingPathComponent("missing/clip.webp").path,
      file.path + "/clip.webp",
      directory.path,
      directory.path + "/",
    ]
    for path in paths {
      let error = try #require(throws: ImageEncodingError.self) {
        try AnimatedWebPWriter(path: path, pixelWidth: 2, pixelHeight: 2)
      }
      #expect(error.code == .fileWriteFailed)
      #expect(error.description.contains(path))
    }
    #expect(try TestSupport.contents(of: directory) == ["plain-file"])
  }

  /// /proc refuses new files even to root, whose `access(2)` says yes: the
  /// writer finds out by creating a file, before any frame is encoded.
  @Test func aDirectoryThatRefusesNewFilesFailsEarly() throws {
    let error = try #require(throws: ImageEncodingError.self) {
      try AnimatedWebPWriter(path: "/proc/clip.webp", pixelWidth: 2, pixelHeight: 2)
    }
    #expect(error.code == .fileWriteFailed)
    #expect(error.description.contains("not writable"))
  }

  @Test func theWritabilityProbeLeavesNothingBehind() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let writer = try AnimatedWebPWriter(
      path: directory.appendingPathComponent("clip.webp").path, pixelWidth: 2, pixelHeight: 2)
    #expect(try TestSupport.contents(of: directory).isEmpty)
    _ = writer
  }

  @Test func aFailedWriteAtFinishLeavesNoFile() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
    let path = output.appendingPathComponent("clip.webp").path
    let writer = try AnimatedWebPWriter(path: path, pixelWidth: 2, pixelHeight: 2)
    try writer.append(
      try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, filledWith: .red), timestamp: 0)
    // The directory disappears during the recording.
    try FileManager.default.removeItem(at: output)
    let error = try #require(throws: ImageEncodingError.self) { try writer.finish(endTimestamp: 1) }
    #expect(error.code == .fileWriteFailed)
    #expect(error.description.contains(path))
    #expect(writer.isFinished)
    #expect(try TestSupport.contents(of: directory).isEmpty)

    // A directory in the way of the file: the temporary file is removed.
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
    let second = try AnimatedWebPWriter(path: path, pixelWidth: 2, pixelHeight: 2)
    try second.append(
      try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, filledWith: .red), timestamp: 0)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try Data([1]).write(to: URL(fileURLWithPath: path + "/keep"))
    #expect(throws: ImageEncodingError.self) { try second.finish(endTimestamp: 1) }
    #expect(try TestSupport.contents(of: output) == ["clip.webp"])
  }

  @Test func droppingAWriterWithoutFinishingWritesNothing() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let writer = try AnimatedWebPWriter(
        path: directory.appendingPathComponent("x.webp").path, pixelWidth: 2, pixelHeight: 2)
      try writer.append(
        try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, filledWith: .red), timestamp: 0)
    }
    #expect(try TestSupport.contents(of: directory).isEmpty)
  }

  @Test func anExistingFileIsReplaced() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.webp").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let writer = try AnimatedWebPWriter(path: path, pixelWidth: 2, pixelHeight: 2)
    try writer.append(
      try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, filledWith: .green), timestamp: 0)
    try writer.finish(endTimestamp: 0.5)
    let image = try Image(contentsOf: path)
    #expect(image.pixels.allSatisfy { $0 == Color.green.argb32Premultiplied })
    #expect(try TestSupport.contents(of: directory) == ["clip.webp"])
  }
}
