import Foundation
import Testing
import VideoTestSupport
import ZoetropeGraphics

@testable import ZoetropeImageIO

/// The APNG writer: chunks a decoder accepts (ffmpeg reads every frame
/// back exactly), delays that add up to the length, merged repeats,
/// changed rectangles, and no file left by a failure.
@Suite struct AnimatedPNGWriterTests {
  /// Frame `index`: MP4WriterTests' UI-like frame, translucent in one
  /// corner when `translucent`.
  static func frame(_ index: Int, translucent: Bool = false) throws -> Image {
    let image = try MP4WriterTests.frame(index)
    guard translucent else { return image }
    var pixels = image.pixels
    pixels[0] = 0x8040_2010
    return try Image(pixelWidth: 64, pixelHeight: 48, scale: 1, pixels: pixels)
  }

  /// Each chunk's type and data.
  static func chunks(_ path: String) throws -> [(String, [UInt8])] {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(Array(bytes.prefix(8)) == APNGChunks.signature)
    var chunks: [(String, [UInt8])] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let data = Array(bytes[offset + 8..<offset + 8 + length])
      let crc = bytes[offset + 8 + length..<offset + 12 + length].reduce(0) { $0 << 8 | UInt32($1) }
      #expect(crc == APNGChunks.crc32(Array(type.utf8) + data), "\(type)'s CRC")
      chunks.append((type, data))
      offset += 12 + length
    }
    #expect(offset == bytes.count)
    return chunks
  }

  /// A big-endian number in `data` at `offset`.
  static func number(_ data: [UInt8], _ offset: Int, _ count: Int) -> Int {
    data[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
  }

  @Test func ffmpegDecodesEveryStoredFrameExactly() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.png").path
    let writer = try AnimatedPNGWriter(path: path, pixelWidth: 64, pixelHeight: 48)
    let images = try [0, 1, 1, 3, 4].map { try Self.frame($0) }
    for (index, image) in images.enumerated() {
      try writer.append(image, timestamp: Double(index) / 10)
    }
    try writer.finish(endTimestamp: 0.5)
    #expect(writer.frameCount == 5 && writer.storedFrameCount == 4)
    #expect(try TestSupport.contents(of: directory) == ["clip.png"])
    let raw = [UInt8](
      try VideoTools.run([
        "ffmpeg", "-v", "error", "-f", "apng", "-i", path, "-fps_mode", "passthrough", "-f",
        "rawvideo", "-pix_fmt", "bgra", "-",
      ]))
    let frameBytes = 64 * 48 * 4
    #expect(raw.count == 4 * frameBytes)
    for (decoded, source) in zip(0..<raw.count / frameBytes, [0, 1, 3, 4]) {
      let pixels = stride(from: decoded * frameBytes, to: (decoded + 1) * frameBytes, by: 4).map {
        UInt32(raw[$0]) | UInt32(raw[$0 + 1]) << 8 | UInt32(raw[$0 + 2]) << 16
          | UInt32(raw[$0 + 3]) << 24
      }
      #expect(pixels == images[source].pixels, "frame \(decoded)")
    }
  }

  @Test func delaysAddUpToTheLengthAndOnlyChangesAreStored() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.apng").path
    let writer = try AnimatedPNGWriter(path: path, pixelWidth: 64, pixelHeight: 48)
    for index in 0..<7 {
      try writer.append(
        try Self.frame(index, translucent: index == 6), timestamp: Double(index) / 60)
    }
    try writer.finish(endTimestamp: 0.125)
    let chunks = try Self.chunks(path)
    #expect(chunks.map(\.0).prefix(4) == ["IHDR", "acTL", "fcTL", "IDAT"])
    #expect(chunks.last?.0 == "IEND")
    #expect(Self.number(chunks[1].1, 0, 4) == 7, "acTL's frame count")
    let controls = chunks.filter { $0.0 == "fcTL" }.map(\.1)
    #expect(controls.count == 7)
    let delays = controls.map { Self.number($0, 20, 2) * 1000 / Self.number($0, 22, 2) }
    #expect(delays == [17, 16, 17, 17, 16, 17, 25], "\(delays)")
    #expect(delays.reduce(0, +) == 125)
    // Frame 1 stores only the box's old and new columns (0..<20, rows 4..<20).
    #expect(Self.number(controls[1], 4, 4) == 20 && Self.number(controls[1], 8, 4) == 16)
    #expect(Self.number(controls[1], 12, 4) == 0 && Self.number(controls[1], 16, 4) == 4)
    // Sequence numbers run 0, 1, 2... over fcTL and fdAT alike.
    let sequences = chunks.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map {
      Self.number($0.1, 0, 4)
    }
    #expect(sequences == Array(0..<sequences.count))
  }

  @Test func badInputIsRefusedAndLeavesNoFile() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.png").path
    #expect(throws: ImageEncodingError.self) {
      try AnimatedPNGWriter(path: path, pixelWidth: 0, pixelHeight: 4)
    }
    #expect(throws: ImageEncodingError.self) {
      try AnimatedPNGWriter(path: directory.path + "/no/clip.png", pixelWidth: 4, pixelHeight: 4)
    }
    var writer: AnimatedPNGWriter? = try AnimatedPNGWriter(
      path: path, pixelWidth: 64, pixelHeight: 48)
    #expect(throws: ImageEncodingError.self) { try writer?.finish(endTimestamp: 1) }
    try writer?.append(try Self.frame(0), timestamp: 0.5)
    #expect(throws: ImageEncodingError.self) {
      try writer?.append(try Self.frame(1), timestamp: 0.2)
    }
    #expect(throws: ImageEncodingError.self) { try writer?.finish(endTimestamp: 0.1) }
    writer = nil
    #expect(try TestSupport.contents(of: directory).isEmpty)
    let one = try AnimatedPNGWriter(path: path, pixelWidth: 64, pixelHeight: 48)
    try one.append(try Self.frame(0), timestamp: 0)
    try one.finish(endTimestamp: 0)
    let controls = try Self.chunks(path).filter { $0.0 == "fcTL" }
    #expect(controls.count == 1 && Self.number(controls[0].1, 20, 2) == 1, "at least 1 ms")
  }
}
