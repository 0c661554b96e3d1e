import Testing
import ZoetropeGraphics
import ZoetropeImageIO

@Suite struct AnimatedWebPDecoderTests {
  @Test func decodesEveryFrameWithItsTimes() throws {
    let decoder = try AnimatedWebPDecoder(contentsOf: TestSupport.fixturePath("animated.webp"))
    #expect(decoder.pixelWidth == 4 && decoder.pixelHeight == 3)
    #expect(decoder.frameCount == 3)
    #expect(decoder.loopCount == 2)
    let frames = try decoder.allFrames()
    #expect(frames.map(\.timestamp) == [0, 0.1, 0.3])
    #expect(frames.map(\.duration) == [0.1, 0.2, 0.3])
    let colors = [
      TestSupport.opaque(255, 0, 0), TestSupport.opaque(0, 255, 0), TestSupport.opaque(0, 0, 255),
    ]
    for (frame, color) in zip(frames, colors) {
      #expect(frame.image.pixels.allSatisfy { $0 == color })
      #expect(frame.image.scale == 1)
    }
  }

  @Test func nextFrameEndsWithNilAndResetStartsOver() throws {
    let decoder = try AnimatedWebPDecoder(
      data: try TestSupport.fixture("animated.webp"), scale: 2)
    var count = 0
    while let frame = try decoder.nextFrame() {
      #expect(frame.image.scale == 2)
      count += 1
    }
    #expect(count == 3)
    #expect(try decoder.nextFrame() == nil)
    decoder.reset()
    let first = try #require(try decoder.nextFrame())
    #expect(first.timestamp == 0 && first.duration == 0.1)
    #expect(first.image.pixel(x: 0, y: 0) == TestSupport.opaque(255, 0, 0))
  }

  @Test func stillWebPIsOneFrame() throws {
    let decoder = try AnimatedWebPDecoder(
      contentsOf: TestSupport.fixturePath("lossless-alpha.webp"))
    #expect(decoder.frameCount == 1)
    let frames = try decoder.allFrames()
    #expect(frames.count == 1)
    #expect(frames.first?.image.pixels == TestSupport.rgbaPixels)
  }

  @Test func rejectsOtherFormatsAndBadInput() throws {
    let png = try TestSupport.fixture("rgb.png")
    let notWebP = try #require(throws: ImageDecodingError.self) {
      try AnimatedWebPDecoder(data: png)
    }
    #expect(notWebP.code == .unsupportedFormat)
    let empty = try #require(throws: ImageDecodingError.self) {
      try AnimatedWebPDecoder(data: [UInt8]())
    }
    #expect(empty.code == .emptyData)
    let animated = try TestSupport.fixture("animated.webp")
    let scale = try #require(throws: ImageDecodingError.self) {
      try AnimatedWebPDecoder(data: animated, scale: .nan)
    }
    #expect(scale.code == .invalidScale)
    let missing = try #require(throws: ImageDecodingError.self) {
      try AnimatedWebPDecoder(contentsOf: "/nonexistent/anim.webp")
    }
    #expect(missing.code == .fileNotFound)
    #expect(missing.description.contains("/nonexistent/anim.webp"))
  }

  @Test func truncatedAnimationThrows() throws {
    let bytes = try TestSupport.fixture("animated.webp")
    for length in [16, 40, 100, bytes.count - 1] {
      #expect(throws: ImageDecodingError.self, "cut to \(length)") {
        let decoder = try AnimatedWebPDecoder(data: bytes.prefix(length))
        _ = try decoder.allFrames()
      }
    }
  }
}
