import Foundation
import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeImageIO

/// The GIF writer's output, decoded by `GIFTestDecoder` (written from the
/// specification, apart from the writer) and compared with the frames it
/// was given.
@Suite struct AnimatedGIFWriterTests {
  /// A recording written to a fresh folder, decoded.
  struct Recording {
    var decoder: GIFTestDecoder
    var bytes: [UInt8]
    var writer: AnimatedGIFWriter
  }

  /// Writes `frames` at `times` ending at `end`, and decodes the file;
  /// checks the folder holds only the file afterwards.
  static func record(
    _ frames: [Image], times: [Double], end: Double, loopCount: Int = 0
  ) throws -> Recording {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.gif").path
    let first = try #require(frames.first)
    let writer = try AnimatedGIFWriter(
      path: path, pixelWidth: first.pixelWidth, pixelHeight: first.pixelHeight,
      loopCount: loopCount)
    for (frame, time) in zip(frames, times) {
      try writer.append(frame, timestamp: time)
    }
    try writer.finish(endTimestamp: end)
    #expect(try TestSupport.contents(of: directory) == ["clip.gif"])
    let bytes = try TestSupport.fixtureBytes(atPath: path)
    return Recording(decoder: try GIFTestDecoder(bytes), bytes: bytes, writer: writer)
  }

  /// The pixels as GIF can show them (see `GIFTestDecoder`).
  static func gifPixels(_ image: Image) -> [UInt32] {
    GIFTestDecoder.gifPixels(premultiplied: image.pixels)
  }

  /// An image of `width` × `height` whose pixel at x, y is `color(x, y)`.
  static func image(
    _ width: Int, _ height: Int, _ color: (Int, Int) -> UInt32
  ) throws -> Image {
    let pixels = (0..<(width * height)).map { color($0 % width, $0 / width) }
    return try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
  }

  /// A square of `side` pixels at `x`, `y` in `color` over a two-tone
  /// background.
  static func square(at x: Int, _ y: Int, side: Int = 4, color: UInt32 = 0xFFE0_2020) throws
    -> Image
  {
    try image(24, 16) { column, row in
      if (x..<(x + side)).contains(column), (y..<(y + side)).contains(row) { return color }
      return row < 8 ? 0xFF20_4080 : 0xFFF0_F0F0
    }
  }

  /// Expects each decoded frame to be within the palette's error of the
  /// first source frame that starts at its rounded time.
  static func expectFramesMatch(
    _ decoder: GIFTestDecoder, frames: [Image], times: [Double],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, start) in decoder.starts.enumerated() {
      let source = times.firstIndex { Int((($0 - times[0]) * 100).rounded()) == start }
      guard let source else {
        Issue.record(
          "frame \(index) starts at \(start) cs, no frame's time", sourceLocation: sourceLocation)
        continue
      }
      let problems = decoder.problems(frame: index, source: gifPixels(frames[source]))
      #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
  }

  @Test func flatColorsDecodeExactlyWithTheirDelaysAndLoopForever() throws {
    let frames = try [
      Self.square(at: 0, 0), Self.square(at: 3, 2), Self.square(at: 10, 9), Self.square(at: 20, 12),
    ]
    let times = [0, 0.1, 0.25, 1.0 / 3]
    let recording = try Self.record(frames, times: times, end: 0.5)
    let decoder = recording.decoder
    #expect(decoder.width == 24 && decoder.height == 16)
    #expect(decoder.loopCount == 0)
    #expect(decoder.frames.map(\.delay) == [10, 15, 8, 17])
    #expect(decoder.frames.allSatisfy { !$0.hasLocalTable && $0.disposal == 1 })
    for (decoded, frame) in zip(decoder.frames, frames) {
      #expect(decoded.canvas == Self.gifPixels(frame))
    }
    #expect(recording.writer.frameCount == 4 && recording.writer.storedFrameCount == 4)
    // Three colors: 2-bit codes, and the first frame has no transparency.
    #expect(decoder.frames[0].minimumCodeSize == 2)
    #expect(decoder.frames[0].transparentIndex == nil)
    // The 256-entry global table (768 bytes, reserved before the colors
    // are known) and a few bytes per frame.
    #expect(recording.bytes.count < 1000)
  }

  @Test func eachFrameStoresOnlyTheRectangleThatChanged() throws {
    let frames = try [
      Self.square(at: 2, 2), Self.square(at: 3, 2), Self.square(at: 3, 2, color: 0xFF10_C010),
    ]
    let decoder = try Self.record(frames, times: [0, 0.1, 0.2], end: 0.3).decoder
    #expect(decoder.frames[0].rect == (0, 0, 24, 16))
    // The square moved right by one: columns 2 and 6 changed, rows 2...5.
    #expect(decoder.frames[1].rect == (2, 2, 5, 4))
    // Only the square's color changed.
    #expect(decoder.frames[2].rect == (3, 2, 4, 4))
    // Inside the first rectangle, columns 3...5 kept their color: they are
    // the transparent index, which draws nothing.
    let second = decoder.frames[1]
    #expect(second.transparentIndex != nil)
    #expect(second.owners[2 * 24 + 4] == 0 && second.owners[2 * 24 + 6] == 1)
    Self.expectFramesMatch(decoder, frames: frames, times: [0, 0.1, 0.2])
  }

  @Test func identicalFramesAreMergedIntoTheOneBefore() throws {
    let a = try Self.square(at: 0, 0)
    let b = try Self.square(at: 5, 5)
    let frames = [a, a, a, b, b, a]
    let times = [0, 0.05, 0.1, 0.15, 0.2, 0.3]
    let recording = try Self.record(frames, times: times, end: 0.4)
    #expect(recording.decoder.frames.map(\.delay) == [15, 15, 10])
    #expect(recording.writer.frameCount == 6 && recording.writer.storedFrameCount == 3)
    Self.expectFramesMatch(recording.decoder, frames: frames, times: times)
  }

  /// At 60 fps two frames of three are kept (delays 2, 3, 2, 3...), each
  /// the frame showing at its time; the delays add up to the duration.
  @Test func sixtyFramesASecondKeepNoDelayUnderTwoCentiseconds() throws {
    let frames = try (0..<60).map { index in
      try Self.image(24, 16) { column, row in
        column == index % 24 && row == index / 24 ? 0xFF00_0000 : 0xFFFF_FFFF
      }
    }
    let times = (0..<60).map { Double($0) / 60 }
    let decoder = try Self.record(frames, times: times, end: 1).decoder
    #expect(decoder.totalDelay == 100)
    #expect(decoder.frames.allSatisfy { $0.delay >= 2 })
    #expect(decoder.frames.count == 40)
    #expect(decoder.frames.prefix(4).map(\.delay) == [2, 3, 2, 3])
    Self.expectFramesMatch(decoder, frames: frames, times: times)
  }

  @Test(arguments: [1, 2, 3]) func delaysAddUpToTheDurationAtIrregularTimes(seed: UInt64) throws {
    var generator = SeededRandomNumberGenerator(seed: seed)
    var times = [Double.random(in: 0...2, using: &generator)]
    for _ in 0..<40 {
      times.append(times[times.count - 1] + .random(in: 0.001...0.08, using: &generator))
    }
    let end = times[times.count - 1] + .random(in: 0.001...0.1, using: &generator)
    let frames = try times.indices.map { index in
      try Self.image(8, 8) { column, row in
        UInt32(0xFF00_0000) | UInt32((column + row * 8 + index * 7) % 64) << 10
      }
    }
    let decoder = try Self.record(frames, times: times, end: end).decoder
    let duration = end - times[0]
    #expect(abs(Double(decoder.totalDelay) * 10 - duration * 1000) <= 10)
    #expect(decoder.totalDelay == Int((duration * 100).rounded()))
    #expect(decoder.frames.allSatisfy { $0.delay >= 2 })
    Self.expectFramesMatch(decoder, frames: frames, times: times)
  }

  @Test func aLastFrameUnderTwoCentisecondsGivesItsTimeToTheOneBefore() throws {
    let frames = try [Self.square(at: 0, 0), Self.square(at: 4, 4)]
    let decoder = try Self.record(frames, times: [0, 0.5], end: 0.51).decoder
    #expect(decoder.frames.map(\.delay) == [51])
    let single = try Self.record([frames[0]], times: [0], end: 0.004).decoder
    #expect(single.frames.map(\.delay) == [0])
  }

  @Test func framesLongerThanGIFsLargestDelayAreSplit() throws {
    let frames = try [Self.square(at: 0, 0), Self.square(at: 4, 4)]
    let decoder = try Self.record(frames, times: [0, 1000], end: 1000.5).decoder
    #expect(decoder.frames.map(\.delay) == [50000, 50000, 50])
    #expect(decoder.frames[1].rect == (0, 0, 1, 1))
    #expect(decoder.frames[0].canvas == Self.gifPixels(frames[0]))
    #expect(decoder.frames[1].canvas == decoder.frames[0].canvas)
    #expect(decoder.frames[2].canvas == Self.gifPixels(frames[1]))
  }
}
