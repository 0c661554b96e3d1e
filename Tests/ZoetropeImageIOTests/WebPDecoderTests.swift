import Testing
import ZoetropeGraphics
import ZoetropeImageIO

@Suite struct WebPDecoderTests {
  @Test func decodesLosslessWithAlphaExactly() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("lossless-alpha.webp"))
    #expect(image.pixelWidth == 4 && image.pixelHeight == 3)
    #expect(image.pixels == TestSupport.rgbaPixels)
  }

  @Test func decodesLossyWithAlpha() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("lossy-alpha.webp"))
    #expect(image.pixelWidth == 16 && image.pixelHeight == 16)
    // Quadrants: red opaque, green at alpha 128, blue opaque, transparent.
    // The alpha plane is lossless; the colors are lossy, and they bleed
    // across the quadrants' edges, so only the inner 4×4 of each is checked.
    for y in 0..<16 {
      for x in 0..<16 {
        let expected: UInt32 =
          switch (x < 8, y < 8) {
          case (true, true): TestSupport.opaque(255, 0, 0)
          case (false, true): TestSupport.premultiplied(0, 255, 0, 128)
          case (true, false): TestSupport.opaque(0, 0, 255)
          case (false, false): 0
          }
        let pixel = image.pixel(x: x, y: y)
        #expect(pixel >> 24 == expected >> 24, "alpha at (\(x), \(y))")
        #expect(TestSupport.isValidPremultiplied(pixel))
        if (2...5).contains(x % 8) && (2...5).contains(y % 8) {
          #expect(TestSupport.distance(pixel, expected) <= 16, "pixel (\(x), \(y))")
        }
      }
    }
  }

  @Test func animatedWebPDecodesItsFirstFrame() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("animated.webp"))
    #expect(image.pixelWidth == 4 && image.pixelHeight == 3)
    #expect(image.pixels.allSatisfy { $0 == TestSupport.opaque(255, 0, 0) })
  }

  @Test func truncatedDataThrows() throws {
    for name in ["lossless-alpha.webp", "lossy-alpha.webp", "animated.webp"] {
      let bytes = try TestSupport.fixture(name)
      for length in [12, 20, 30, bytes.count / 2, bytes.count - 1] {
        let error = try #require(throws: ImageDecodingError.self, "\(name) cut to \(length)") {
          try Image(data: bytes.prefix(length))
        }
        #expect(error.code == .corruptData)
        #expect(error.description.contains("WebP"))
      }
    }
  }

  @Test func absurdCanvasThrowsBeforeAllocating() throws {
    // An extended-format header (VP8X) declaring a 16384 × 16384 canvas.
    var bytes = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0]
    bytes += [0x02, 0, 0, 0] + [0xFF, 0x3F, 0x00] + [0xFF, 0x3F, 0x00]
    bytes += Array("ANIM".utf8) + [6, 0, 0, 0] + [0, 0, 0, 0, 0, 0]
    let size = UInt32(bytes.count - 8)
    for index in 0..<4 {
      bytes[4 + index] = UInt8(truncatingIfNeeded: size >> (8 * index))
    }
    let error = try #require(throws: ImageDecodingError.self) { try Image(data: bytes) }
    #expect(error.code == .tooLarge)
    #expect(error.description.contains("16384×16384"))
  }
}
