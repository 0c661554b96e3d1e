import Foundation
import Testing
import ZoetropeGraphics
import ZoetropeImageIO

@Suite struct ImageDecodingTests {
  @Test func decodesFromArraysSlicesDataAndNonContiguousCollections() throws {
    let bytes = try TestSupport.fixture("rgb.png")
    let fromArray = try Image(data: bytes)
    let fromData = try Image(data: Data(bytes))
    let fromSlice = try Image(data: ([0, 0] + bytes)[2...])
    let fromSequence = try Image(data: bytes.lazy.map { $0 })
    #expect(fromArray.pixels == TestSupport.rgbPixels)
    #expect(fromData == fromArray && fromSlice == fromArray && fromSequence == fromArray)
  }

  @Test func theFormatComesFromTheBytesNotTheName() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let misnamed = directory.appendingPathComponent("actually-webp.png")
    try Data(try TestSupport.fixture("lossless-alpha.webp")).write(to: misnamed)
    let image = try Image(contentsOf: misnamed.path)
    #expect(image.pixels == TestSupport.rgbaPixels)
  }

  @Test func scaleComesFromTheArgumentOrTheFileName() throws {
    let plain = try Image(contentsOf: TestSupport.fixturePath("rgb.png"))
    #expect(plain.scale == 1)
    let retina = try Image(contentsOf: TestSupport.fixturePath("rgb@2x.png"))
    #expect(retina.scale == 2)
    #expect(retina.size == Size(width: 2, height: 1.5))
    #expect(retina.pixels == TestSupport.rgbPixels)
    let overridden = try Image(contentsOf: TestSupport.fixturePath("rgb@2x.png"), scale: 3)
    #expect(overridden.scale == 3)
    let fromData = try Image(data: try TestSupport.fixture("rgb.png"), scale: 2.5)
    #expect(fromData.scale == 2.5)
  }

  @Test func invalidScaleThrows() throws {
    let bytes = try TestSupport.fixture("rgb.png")
    for scale in [0, -1, .nan, .infinity] as [Double] {
      let error = try #require(throws: ImageDecodingError.self) {
        try Image(data: bytes, scale: scale)
      }
      #expect(error.code == .invalidScale)
    }
  }

  @Test func emptyDataThrows() throws {
    let error = try #require(throws: ImageDecodingError.self) { try Image(data: [UInt8]()) }
    #expect(error.code == .emptyData)
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let empty = directory.appendingPathComponent("empty.png")
    try Data().write(to: empty)
    let fileError = try #require(throws: ImageDecodingError.self) {
      try Image(contentsOf: empty.path)
    }
    #expect(fileError.code == .emptyData)
    #expect(fileError.description.contains(empty.path))
  }

  @Test func unknownFormatShowsTheFirstBytes() throws {
    let error = try #require(throws: ImageDecodingError.self) {
      try Image(data: [0x00, 0x01, 0xAB, 0x7F, 0x10])
    }
    #expect(error.code == .unsupportedFormat)
    #expect(error.description.contains("00 01 AB 7F 10"))
    let text = try #require(throws: ImageDecodingError.self) {
      try Image(data: Array("hello, this is not an image at all".utf8))
    }
    #expect(text.description.contains("68 65 6C 6C 6F"))
    #expect(text.description.contains("…"))
  }

  @Test(arguments: [
    ("GIF89a", "GIF"), ("BM\u{0}\u{0}", "BMP"), ("II*\u{0}", "TIFF"), ("MM\u{0}*", "TIFF"),
    ("%PDF-1.4", "PDF"), ("\u{0}\u{0}\u{0}\u{18}ftypheic", "HEIC"),
  ])
  func knownUnsupportedFormatsAreNamed(_ header: String, _ name: String) throws {
    let error = try #require(throws: ImageDecodingError.self) {
      try Image(data: Array(header.utf8) + [UInt8](repeating: 0, count: 16))
    }
    #expect(error.code == .unsupportedFormat)
    #expect(error.description.contains(name))
  }

  @Test func riffThatIsNotWebPIsUnsupported() throws {
    let wave = Array("RIFF\u{24}\u{0}\u{0}\u{0}WAVEfmt ".utf8)
    let error = try #require(throws: ImageDecodingError.self) { try Image(data: wave) }
    #expect(error.code == .unsupportedFormat)
  }

  @Test func missingFileNamesThePath() throws {
    let error = try #require(throws: ImageDecodingError.self) {
      try Image(contentsOf: "/nonexistent/dir/die@2x.png")
    }
    #expect(error.code == .fileNotFound)
    #expect(error.description.contains("/nonexistent/dir/die@2x.png"))
    let underFile = try #require(throws: ImageDecodingError.self) {
      try Image(contentsOf: TestSupport.fixturePath("rgb.png") + "/inside.png")
    }
    #expect(underFile.code == .fileNotFound)
  }

  @Test func directoriesAndDevicesAreUnreadable() throws {
    let directory = try #require(throws: ImageDecodingError.self) {
      try Image(contentsOf: TestSupport.fixturesDirectory.path)
    }
    #expect(directory.code == .fileUnreadable)
    #expect(directory.description.contains("directory"))
    // A device that never ends must not hang the reader.
    let device = try #require(throws: ImageDecodingError.self) {
      try Image(contentsOf: "/dev/zero")
    }
    #expect(device.code == .fileUnreadable)
    #expect(device.description.contains("/dev/zero"))
  }

  @Test func aPipeIsUnreadableWithoutWaitingForAWriter() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let error = try #require(throws: ImageDecodingError.self) { try Image(contentsOf: fifo) }
    #expect(error.code == .fileUnreadable)
    #expect(error.description.contains("not a regular file"))
  }

  @Test func corruptFileErrorsNameThePath() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = directory.appendingPathComponent("broken.jpg")
    try Data(try TestSupport.fixture("baseline.jpg").prefix(100)).write(to: broken)
    let error = try #require(throws: ImageDecodingError.self) {
      try Image(contentsOf: broken.path)
    }
    #expect(error.code == .corruptData)
    #expect(error.description.hasPrefix("\"\(broken.path)\": "))
  }

  @Test func limitsAreDocumentedValues() {
    #expect(Image.maximumDecodedPixelCount == 100_000_000)
    #expect(Image.maximumFileSize == 256 << 20)
    #expect(Image.decodingMemoryBudget == 512 << 20)
  }
}
