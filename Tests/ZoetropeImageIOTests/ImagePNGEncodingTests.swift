import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeImageIO

@Suite struct ImagePNGEncodingTests {
  @Test func opaqueImagesRoundTripExactlyAsRGB() throws {
    var generator = SeededRandomNumberGenerator(seed: 7)
    for (width, height) in [(1, 1), (4, 3), (37, 11), (64, 64)] {
      let image = try TestSupport.randomImage(
        width: width, height: height, opaque: true, using: &generator)
      let png = try image.pngData()
      #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      #expect(png[25] == 2, "color type RGB")
      let decoded = try Image(data: png)
      #expect(decoded == image)
    }
  }

  @Test func translucentImagesRoundTripWithinOnePerChannel() throws {
    var generator = SeededRandomNumberGenerator(seed: 11)
    let image = try TestSupport.randomImage(
      width: 50, height: 40, opaque: false, using: &generator)
    let png = try image.pngData()
    #expect(png[25] == 6, "color type RGBA")
    let decoded = try Image(data: png)
    #expect(decoded.pixelWidth == 50 && decoded.pixelHeight == 40)
    var exact = 0
    for (original, result) in zip(image.pixels, decoded.pixels) {
      #expect(TestSupport.distance(original, result) <= 1)
      #expect(original >> 24 == result >> 24, "alpha is exact")
      exact += original == result ? 1 : 0
    }
    #expect(exact > image.pixels.count * 9 / 10)
  }

  @Test func fixtureRoundTripsThroughEncoding() throws {
    let image = try Image(contentsOf: TestSupport.fixturePath("rgba.png"))
    #expect(try Image(data: try image.pngData()).pixels == TestSupport.rgbaPixels)
  }

  @Test func scaleIsNotStored() throws {
    let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 3, filledWith: .red)
    let decoded = try Image(data: try image.pngData())
    #expect(decoded.scale == 1 && decoded.pixels == image.pixels)
  }

  @Test func emptyImagesThrow() throws {
    for (width, height) in [(0, 0), (0, 5), (5, 0)] {
      let image = try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: [])
      let error = try #require(throws: ImageEncodingError.self) { try image.pngData() }
      #expect(error.code == .emptyImage)
      #expect(error.description.contains("\(width)×\(height)"))
    }
  }

  @Test func invalidPremultipliedPixelsAreClampedWithOneWarning() throws {
    // Red 0x80 above alpha 0x40, twice.
    let image = try Image(
      pixelWidth: 3, pixelHeight: 1, scale: 1, pixels: [0x4080_0000, 0x4080_0000, 0xFF00_00FF])
    let (png, warnings) = withWarningsCaptured { try? image.pngData() }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("above their alpha") == true)
    let decoded = try Image(data: try #require(png))
    #expect(decoded.pixels == [0x4040_0000, 0x4040_0000, 0xFF00_00FF])
  }
}
