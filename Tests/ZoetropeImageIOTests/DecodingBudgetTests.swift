import Foundation
import Testing
import ZoetropeGraphics

@testable import ZoetropeImageIO

#if canImport(Glibc)
import Glibc
#endif

/// The memory budget in bytes, and the format sniffed before a file is read.
@Suite struct DecodingBudgetTests {
  /// The 188-byte animated fixture with its canvas declared as
  /// `width × height` (the frames stay 4 × 3).
  static func animation(canvasWidth width: Int, height: Int) throws -> [UInt8] {
    var bytes = try TestSupport.fixture("animated.webp")
    #expect(Array(bytes[12..<16]) == Array("VP8X".utf8))
    for (offset, value) in [(24, width - 1), (27, height - 1)] {
      bytes[offset] = UInt8(value & 0xFF)
      bytes[offset + 1] = UInt8((value >> 8) & 0xFF)
      bytes[offset + 2] = UInt8((value >> 16) & 0xFF)
    }
    return bytes
  }

  @Test func budgetIsStatedInBytes() {
    #expect(Image.decodingMemoryBudget == 536_870_912)
    #expect(Image.maximumFileSize == Image.decodingMemoryBudget / 2)
  }

  /// A 10000 × 10000 animated canvas is refused under the budget.
  ///
  /// The attack: 208 bytes declaring a 10000 × 10000 animation cost 1.18 GB
  /// through `Image(contentsOf:)`. Its peak (two canvases, the frame
  /// buffer, our copy: 16 bytes a pixel) passes the budget, so it is
  /// refused before libwebp allocates anything.
  @Test func hugeAnimatedCanvasIsRefusedUnderTheBudget() throws {
    let bytes = try Self.animation(canvasWidth: 10_000, height: 10_000)
    #expect(bytes.count < 256)
    let error = try #require(throws: ImageDecodingError.self) { try Image(data: bytes) }
    #expect(error.code == .tooLarge)
    #expect(error.description.contains("10000×10000"), "\(error)")
    #expect(error.description.contains("536870912-byte decoding budget"), "\(error)")
    let direct = try #require(throws: ImageDecodingError.self) {
      try AnimatedWebPDecoder(data: bytes)
    }
    #expect(direct.code == .tooLarge)

    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("canvas.webp").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let fromFile = try #require(throws: ImageDecodingError.self) {
      try Image(contentsOf: path)
    }
    #expect(fromFile.code == .tooLarge)
  }

  /// A canvas whose peak fits decodes as before.
  @Test func smallerCanvasStillDecodes() throws {
    let bytes = try Self.animation(canvasWidth: 64, height: 48)
    let image = try Image(data: bytes)
    #expect(image.pixelWidth == 64 && image.pixelHeight == 48)
  }

  @Test(arguments: [
    ("PNG", Image.PeakBytesPerPixel.png, 10_000, true),
    ("JPEG", Image.PeakBytesPerPixel.jpeg, 6_688, true),
    ("JPEG", Image.PeakBytesPerPixel.jpeg, 6_689, false),
    ("WebP", Image.PeakBytesPerPixel.webP, 8_192, true),
    ("WebP", Image.PeakBytesPerPixel.webP, 8_193, false),
    ("animated WebP", Image.PeakBytesPerPixel.animatedWebP, 5_792, true),
    ("animated WebP", Image.PeakBytesPerPixel.animatedWebP, 5_793, false),
  ])
  func documentedLargestSquares(format: String, bytesPerPixel: Int, side: Int, fits: Bool) {
    let result = Result { () throws(ImageDecodingError) in
      try Image.checkDecodingBudget(
        width: side, height: side, bytesPerPixel: bytesPerPixel, format: format)
    }
    #expect(((try? result.get()) != nil) == fits, "\(format) \(side)²")
  }

  @Test func overflowingSizesAreRefused() {
    #expect(throws: ImageDecodingError.self) {
      try Image.checkDecodingBudget(
        width: Int.max / 2, height: 3, bytesPerPixel: 16, format: "WebP")
    }
  }

  /// A file larger than the budget allows is refused from its size: a
  /// sparse 1 GiB file costs no read.
  @Test func oversizedFileIsRefusedFromItsSize() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("huge.png").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    #expect(descriptor >= 0)
    #expect(ftruncate(descriptor, 1 << 30) == 0)
    close(descriptor)
    let error = try #require(throws: ImageDecodingError.self) { try Image(contentsOf: path) }
    #expect(error.code == .tooLarge)
    #expect(error.description.contains("\(1 << 30) bytes"), "\(error)")
  }

  /// The format is recognized from the first 16 bytes before the rest is
  /// read: a large file of garbage costs one small read.
  @Test func garbageIsRefusedAfterItsFirstBytes() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("garbage.png").path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    #expect(descriptor >= 0)
    #expect(ftruncate(descriptor, 200 << 20) == 0)
    close(descriptor)
    var seen: [Int] = []
    let error = try #require(throws: ImageDecodingError.self) {
      try FileSystem.readFile(atPath: path, limit: Image.maximumFileSize) {
        (start) throws(ImageDecodingError) in
        seen.append(start.count)
        _ = try ImageFormat.sniff(start)
      }
    }
    #expect(error.code == .unsupportedFormat)
    #expect(seen == [FileSystem.headerSize])
    let viaPath = try #require(throws: ImageDecodingError.self) { try Image(contentsOf: path) }
    #expect(viaPath.code == .unsupportedFormat)
    #expect(viaPath.description.contains(path))
  }

  /// Short files are still checked, once, with all their bytes.
  @Test func shortFilesAreSniffedWhole() throws {
    let path = TestSupport.fixturePath("rgb.png")
    var seen: [Int] = []
    let bytes = try FileSystem.readFile(atPath: path, limit: 1 << 20) {
      (start) throws(ImageDecodingError) in seen.append(start.count)
    }
    #expect(seen == [16])
    #expect(bytes == (try TestSupport.fixture("rgb.png")))
  }
}
