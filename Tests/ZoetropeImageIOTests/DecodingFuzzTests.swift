import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeImageIO

/// Feeds damaged copies of every fixture to the decoders: each must throw
/// an `ImageDecodingError` or return a valid image, never crash or hang.
@Suite struct DecodingFuzzTests {
  /// Truncations and random byte changes of `bytes`, from a fixed seed.
  static func mutations(of bytes: [UInt8], seed: UInt64) -> [[UInt8]] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    var cases: [[UInt8]] = []
    // Truncations: every length for the first bytes (the headers), then
    // random lengths.
    for length in 0..<min(bytes.count, 40) {
      cases.append(Array(bytes.prefix(length)))
    }
    for _ in 0..<10 {
      cases.append(Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator))))
    }
    // One to four random bytes replaced, anywhere.
    for _ in 0..<40 {
      var copy = bytes
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        copy[Int.random(in: 0..<copy.count, using: &generator)] = .random(
          in: 0...255, using: &generator)
      }
      cases.append(copy)
    }
    // Single bit flips in the first 64 bytes, where the headers are.
    for _ in 0..<10 {
      var copy = bytes
      let index = Int.random(in: 0..<min(64, copy.count), using: &generator)
      copy[index] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
      cases.append(copy)
    }
    return cases
  }

  /// Checks that an image the decoder returned is consistent.
  static func expectValid(_ image: Image, _ context: String) {
    #expect(image.pixelWidth > 0 && image.pixelHeight > 0, "\(context)")
    #expect(image.pixels.count == image.pixelWidth * image.pixelHeight, "\(context)")
    #expect(image.pixelWidth * image.pixelHeight <= Image.maximumDecodedPixelCount)
    #expect(image.pixels.allSatisfy(TestSupport.isValidPremultiplied), "\(context)")
  }

  @Test(arguments: TestSupport.fixtureNames)
  func damagedFixturesThrowOrDecode(_ name: String) throws {
    let bytes = try TestSupport.fixture(name)
    let seed = UInt64(name.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }.magnitude)
    var decoded = 0
    var rejected = 0
    for (index, mutation) in Self.mutations(of: bytes, seed: seed).enumerated() {
      do {
        let image = try Image(data: mutation)
        Self.expectValid(image, "\(name) case \(index)")
        decoded += 1
      } catch {
        #expect(!error.description.isEmpty)
        rejected += 1
      }
    }
    #expect(decoded + rejected == 100)
    #expect(rejected > 0, "\(name): some damage must be detected")
  }

  @Test func damagedAnimationsThrowOrDecodeEveryFrame() throws {
    let bytes = try TestSupport.fixture("animated.webp")
    var rejected = 0
    for mutation in Self.mutations(of: bytes, seed: 42) {
      do {
        let decoder = try AnimatedWebPDecoder(data: mutation)
        while let frame = try decoder.nextFrame() {
          Self.expectValid(frame.image, "animated frame")
          #expect(frame.duration >= 0 && frame.timestamp >= 0)
        }
      } catch {
        rejected += 1
      }
    }
    #expect(rejected > 0)
  }
}
