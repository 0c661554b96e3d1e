import Testing
import ZoetropeGraphics
import ZoetropeImageIO

@Suite struct JPEGDecoderTests {
  /// The colour of each 8×8 quadrant of the 16×16 JPEG fixtures.
  static func quadrant(x: Int, y: Int) -> UInt32 {
    switch (x < 8, y < 8) {
    case (true, true): TestSupport.opaque(255, 0, 0)
    case (false, true): TestSupport.opaque(0, 255, 0)
    case (true, false): TestSupport.opaque(0, 0, 255)
    case (false, false): TestSupport.opaque(255, 255, 255)
    }
  }

  /// Checks a decoded quadrant image within `tolerance` per channel, opaque.
  static func expectQuadrants(_ image: Image, tolerance: Int) {
    #expect(image.pixelWidth == 16 && image.pixelHeight == 16)
    for y in 0..<16 {
      for x in 0..<16 {
        let pixel = image.pixel(x: x, y: y)
        #expect(pixel >> 24 == 0xFF)
        #expect(
          TestSupport.distance(pixel, quadrant(x: x, y: y)) <= tolerance, "pixel (\(x), \(y))")
      }
    }
  }

  @Test(arguments: ["baseline.jpg", "progressive.jpg"])
  func decodesColorJPEG(_ name: String) throws {
    let image = try Image(contentsOf: TestSupport.fixturePath(name))
    Self.expectQuadrants(image, tolerance: 4)
  }

  @Test func decodesGrayscaleJPEG() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("gray.jpg"))
    let levels: [UInt32] = [0, 17, 34, 51, 64, 85, 128, 170, 200, 220, 240, 255]
    #expect(image.pixelWidth == 4 && image.pixelHeight == 3)
    for (pixel, level) in zip(image.pixels, levels) {
      #expect(TestSupport.distance(pixel, TestSupport.opaque(level, level, level)) <= 2)
    }
  }

  @Test func decodesAdobeCMYKJPEG() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("cmyk.jpg"))
    Self.expectQuadrants(image, tolerance: 6)
  }

  @Test func truncatedDataThrowsInsteadOfFillingGray() throws {
    let bytes = try TestSupport.fixture("progressive.jpg")
    for length in [3, 20, 100, bytes.count / 2, bytes.count - 2] {
      let error = try #require(throws: ImageDecodingError.self) {
        try Image(data: bytes.prefix(length))
      }
      #expect(error.code == .corruptData)
      #expect(error.description.contains("JPEG"))
    }
  }

  @Test func zeroHeightThrows() throws {
    let bytes = TestSupport.jpeg(
      try TestSupport.fixture("baseline.jpg"), withWidth: 16, height: 0)
    let error = try #require(throws: ImageDecodingError.self) { try Image(data: bytes) }
    // libjpeg itself rejects a zero height, so this is reported as corrupt.
    #expect(error.code == .corruptData)
    #expect(error.description.contains("Empty JPEG image"))
  }

  @Test func absurdDimensionsThrowBeforeAllocating() throws {
    let bytes = TestSupport.jpeg(
      try TestSupport.fixture("baseline.jpg"), withWidth: 60000, height: 60000)
    let error = try #require(throws: ImageDecodingError.self) { try Image(data: bytes) }
    #expect(error.code == .tooLarge)
    #expect(error.description.contains("60000×60000"))
  }
}
