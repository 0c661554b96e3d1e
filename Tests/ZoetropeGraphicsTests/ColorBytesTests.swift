import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics

@Suite struct ColorBytesTests {
  @Test func eightBitInitializerDividesBy255() {
    let color = Color(red8: 255, green8: 51, blue8: 0, alpha8: 102)
    #expect(color.red == 1 && color.green == 0.2 && color.blue == 0 && color.alpha == 0.4)
    #expect(Color(red8: 1, green8: 2, blue8: 3).alpha == 1)
  }

  @Test func rgba8RoundsToNearest() {
    let color = Color(red: 0.5, green: 0.501, blue: 0.499, alpha: 1.0 / 255.0 * 0.49)
    #expect(color.rgba8 == (128, 128, 127, 0))
    #expect(Color.white.rgba8 == (255, 255, 255, 255))
    #expect(Color.clear.rgba8 == (0, 0, 0, 0))
  }

  @Test func rgba8RoundTripsEveryByteValue() {
    for value in UInt8.min...UInt8.max {
      let color = Color(red8: value, green8: 255 - value, blue8: value / 2, alpha8: value)
      #expect(color.rgba8 == (value, 255 - value, value / 2, value))
    }
  }

  @Test func argb32LayoutIsCairos() {
    #expect(Color.red.argb32Premultiplied == 0xFFFF_0000)
    #expect(Color.green.argb32Premultiplied == 0xFF00_FF00)
    #expect(Color.blue.argb32Premultiplied == 0xFF00_00FF)
    #expect(Color.white.argb32Premultiplied == 0xFFFF_FFFF)
    #expect(Color.clear.argb32Premultiplied == 0)
    #expect(Color.systemBlue.argb32Premultiplied == 0xFF00_7AFF)
  }

  @Test func argb32IsPremultipliedAndRounded() {
    // 0.5 alpha -> 127.5 -> 128; red 1·0.5 -> 128.
    #expect(Color.red.withAlphaComponent(0.5).argb32Premultiplied == 0x8080_0000)
    // white at alpha 0.2: 51 for every channel.
    #expect(Color.white.withAlphaComponent(0.2).argb32Premultiplied == 0x3333_3333)
    // Straight blue 0.5 at alpha 0.5 -> premultiplied 0.25 -> 63.75 -> 64.
    let color = Color(red: 0, green: 0, blue: 0.5, alpha: 0.5)
    #expect(color.argb32Premultiplied == 0x8000_0040)
    // A fully transparent color has no color channels left.
    #expect(Color.red.withAlphaComponent(0).argb32Premultiplied == 0)
  }

  @Test func argb32ChannelsNeverExceedAlpha() {
    var generator = SeededRandomNumberGenerator(seed: 5)
    for _ in 0..<10_000 {
      let color = Color(
        red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
        blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0...1, using: &generator))
      let pixel = color.argb32Premultiplied
      let alpha = pixel >> 24
      #expect(
        (pixel >> 16) & 0xFF <= alpha && (pixel >> 8) & 0xFF <= alpha && pixel & 0xFF <= alpha)
    }
  }

  @Test func argb32RoundTripsEveryValidPixel() {
    // Every (alpha, channel) pair with channel <= alpha, in each position.
    var failures = 0
    for alpha in UInt32(0)...255 {
      for channel in UInt32(0)...alpha {
        let pixel = alpha << 24 | channel << 16 | (alpha - channel) << 8 | channel / 2
        if Color(argb32Premultiplied: pixel).argb32Premultiplied != pixel {
          failures += 1
        }
      }
    }
    #expect(failures == 0)
  }

  @Test func argb32UnpremultipliesColors() {
    let color = Color(argb32Premultiplied: 0x8040_2000)
    #expect(color.alpha == 128.0 / 255.0)
    #expect(color.red == 0.5 && color.green == 0.25 && color.blue == 0)
  }

  @Test func transparentPixelIsClear() {
    let (color, warnings) = withWarningsCaptured { Color(argb32Premultiplied: 0) }
    #expect(color == .clear)
    #expect(warnings.isEmpty)
  }

  @Test func invalidPremultipliedPixelsAreClampedWithAWarning() {
    let (color, warnings) = withWarningsCaptured { Color(argb32Premultiplied: 0x80FF_4000) }
    #expect(color.red == 1 && color.green == 0.5 && color.blue == 0)
    #expect(warnings.count == 1)
    let (clear, clearWarnings) = withWarningsCaptured { Color(argb32Premultiplied: 0x00FF_FFFF) }
    #expect(clear == .clear)
    #expect(clearWarnings.count == 1)
  }
}
