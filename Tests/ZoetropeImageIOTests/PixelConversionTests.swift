import Testing
import ZoetropeGraphics

@testable import ZoetropeImageIO

@Suite struct PixelConversionTests {
  @Test func premultiplyRoundsToNearestForEveryInput() {
    for alpha in UInt32(0)...255 {
      for color in UInt32(0)...255 {
        let exact = (color * alpha + 127) / 255
        #expect(PixelConversion.premultiply(color, alpha) == exact)
      }
    }
  }

  @Test func unpremultiplyInvertsPremultiplyForEveryValidPixel() {
    for alpha in UInt32(1)...255 {
      for premultiplied in UInt32(0)...alpha {
        let straight = PixelConversion.unpremultiply(premultiplied, alpha)
        #expect(straight <= 255)
        #expect(PixelConversion.premultiply(straight, alpha) == premultiplied)
      }
    }
  }

  @Test func convertsRGBABytesToPremultipliedARGB() {
    let rgba: [UInt8] = [
      255, 0, 0, 255,  // opaque red
      0, 255, 0, 128,  // half green
      10, 20, 30, 0,  // transparent: color dropped
      200, 100, 50, 254,
    ]
    var pixels = [UInt32](repeating: 1, count: 4)
    rgba.withUnsafeBytes { source in
      pixels.withUnsafeMutableBufferPointer { destination in
        PixelConversion.premultipliedARGB(
          fromRGBA: source.baseAddress!, into: destination.baseAddress!, count: 4)
      }
    }
    #expect(pixels == [0xFFFF_0000, 0x8000_8000, 0, TestSupport.premultiplied(200, 100, 50, 254)])
  }

  @Test func convertsInPlace() {
    var buffer: [UInt32] = [0, 0]
    let bytes: [UInt8] = [1, 2, 3, 255, 255, 255, 255, 64]
    buffer.withUnsafeMutableBytes { $0.copyBytes(from: bytes) }
    buffer.withUnsafeMutableBufferPointer { pixels in
      PixelConversion.premultipliedARGB(
        fromRGBA: pixels.baseAddress!, into: pixels.baseAddress!, count: 2)
    }
    #expect(buffer == [0xFF01_0203, 0x4040_4040])
  }

  @Test func straightARGBFlagsAndClampsInvalidPixels() {
    var invalid = false
    #expect(
      PixelConversion.straightARGB(fromPremultiplied: 0xFF12_3456, invalid: &invalid) == 0xFF12_3456
    )
    #expect(
      PixelConversion.straightARGB(fromPremultiplied: 0x8040_2000, invalid: &invalid) == 0x8080_4000
    )
    #expect(PixelConversion.straightARGB(fromPremultiplied: 0, invalid: &invalid) == 0)
    #expect(!invalid)
    #expect(
      PixelConversion.straightARGB(fromPremultiplied: 0x4080_0000, invalid: &invalid) == 0x40FF_0000
    )
    #expect(invalid)
    invalid = false
    #expect(PixelConversion.straightARGB(fromPremultiplied: 0x0001_0000, invalid: &invalid) == 0)
    #expect(invalid)
  }
}
