import Testing
import ZoetropeGraphics
import ZoetropeImageIO

@Suite struct PNGDecoderTests {
  @Test func decodesOpaqueRGB() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("rgb.png"))
    #expect(image.pixelWidth == 4 && image.pixelHeight == 3 && image.scale == 1)
    #expect(image.pixels == TestSupport.rgbPixels)
  }

  @Test func decodesRGBAPremultipliedRoundedToNearest() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("rgba.png"))
    #expect(image.pixels == TestSupport.rgbaPixels)
    // Spot checks against hand-computed values: 255·128/255 = 128, and
    // 128·200/255 = 100.39 rounds to 100, 255·127/255 = 127.
    #expect(image.pixel(x: 1, y: 0) == 0x8000_8000)
    #expect(image.pixel(x: 1, y: 1) == 0xC8C8_6400)
    #expect(image.pixel(x: 0, y: 2) == 0x7F7F_7F7F)
    #expect(image.pixel(x: 3, y: 0) == 0)  // fully transparent white
    #expect(image.pixels.allSatisfy(TestSupport.isValidPremultiplied))
  }

  @Test func decodesGray() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("gray.png"))
    let levels: [UInt32] = [0, 17, 34, 51, 64, 85, 128, 170, 200, 220, 240, 255]
    #expect(image.pixels == levels.map { TestSupport.opaque($0, $0, $0) })
  }

  @Test func decodesGrayWithAlpha() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("gray-alpha.png"))
    let values: [(UInt8, UInt8)] = [
      (0, 255), (255, 255), (128, 128), (255, 0), (64, 200), (200, 64), (17, 17), (255, 255),
      (100, 255), (100, 100), (0, 0), (250, 250),
    ]
    #expect(image.pixels == values.map { TestSupport.premultiplied($0.0, $0.0, $0.0, $0.1) })
  }

  @Test func decodesPaletteWithTransparency() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("palette-trns.png"))
    let red = TestSupport.opaque(255, 0, 0)
    let green = TestSupport.premultiplied(0, 255, 0, 128)
    let clear: UInt32 = 0
    let white = TestSupport.opaque(255, 255, 255)
    #expect(
      image.pixels == [
        red, green, clear, white, green, clear, white, red, clear, white, red, green,
      ])
  }

  @Test func scales16BitSamplesToTheNearest8BitValue() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("rgba16.png"))
    // Each 16-bit sample v becomes round(v / 257), then premultiplied.
    let samples: [(UInt16, UInt16, UInt16, UInt16)] = [
      (65535, 0, 0, 65535), (0, 65535, 0, 65535), (0, 0, 65535, 65535),
      (32896, 32896, 32896, 65535), (4660, 43981, 28672, 65535), (65535, 65535, 65535, 16384),
      (65535, 0, 0, 49152), (0, 0, 0, 0), (4660, 4660, 4660, 65535),
      (43981, 43981, 43981, 65535), (28672, 0, 65535, 65535), (65535, 65535, 65535, 65535),
    ]
    func byte(_ value: UInt16) -> UInt8 { UInt8((Double(value) / 257).rounded()) }
    let expected = samples.map {
      TestSupport.premultiplied(byte($0.0), byte($0.1), byte($0.2), byte($0.3))
    }
    for (index, pixel) in image.pixels.enumerated() {
      #expect(TestSupport.distance(pixel, expected[index]) <= 1, "pixel \(index)")
    }
    #expect(image.pixel(x: 3, y: 0) == TestSupport.opaque(128, 128, 128))
    #expect(image.pixel(x: 0, y: 1) == TestSupport.opaque(18, 171, 112))
  }

  @Test func decodesAdam7Interlacing() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("interlaced.png"))
    #expect(image.pixels == TestSupport.rgbPixels)
  }

  @Test func truncatedDataThrowsWithLibpngsMessage() throws {
    let bytes = try TestSupport.fixture("rgba.png")
    // Every cut before the end of the image data (IDAT and its CRC) throws.
    for length in [8, 20, 33, 50, bytes.count - 20, bytes.count - 13] {
      let error = try #require(throws: ImageDecodingError.self) {
        try Image(data: bytes.prefix(length))
      }
      #expect(error.code == .corruptData, "length \(length)")
      #expect(error.description.contains("PNG"))
    }
  }

  @Test func missingEndChunkIsTolerated() throws {
    // libpng accepts a file whose image data is complete but whose IEND
    // chunk is cut off; the pixels are all there.
    let bytes = try TestSupport.fixture("rgba.png")
    let image = try Image(data: bytes.prefix(bytes.count - 1))
    #expect(image.pixels == TestSupport.rgbaPixels)
  }

  @Test func badChecksumThrows() throws {
    var bytes = try TestSupport.fixture("rgb.png")
    bytes[30] ^= 0xFF  // inside IHDR's CRC
    let error = try #require(throws: ImageDecodingError.self) { try Image(data: bytes) }
    #expect(error.code == .corruptData)
    #expect(error.description.count > "The PNG data is corrupt or truncated".count)
  }

  @Test func zeroSizeThrows() throws {
    let bytes = try TestSupport.fixture("rgb.png")
    for (width, height) in [(0, 3), (4, 0), (0, 0)] as [(UInt32, UInt32)] {
      let error = try #require(throws: ImageDecodingError.self) {
        try Image(data: TestSupport.png(bytes, withWidth: width, height: height))
      }
      #expect(error.code == .zeroSize)
      #expect(error.description.contains("\(width)×\(height)"))
    }
  }

  @Test func absurdDimensionsThrowBeforeAllocating() throws {
    let bytes = try TestSupport.fixture("rgb.png")
    let huge = TestSupport.png(bytes, withWidth: 20000, height: 20000)
    let error = try #require(throws: ImageDecodingError.self) { try Image(data: huge) }
    #expect(error.code == .tooLarge)
    #expect(error.description.contains("20000×20000"))
  }
}
