import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeImageIO

/// The GIF writer's palette, dithering, transparency and LZW data, decoded
/// by `GIFTestDecoder`.
@Suite struct AnimatedGIFPaletteTests {
  typealias Writer = AnimatedGIFWriterTests

  /// A frame of interface content with more than 256 colors: a flat
  /// background, a flat button, a horizontal gradient band and a diagonal
  /// gradient, all opaque.
  static func busyFrame(shift: Int = 0) throws -> Image {
    try Writer.image(96, 64) { column, row in
      switch (column, row) {
      case (_, 0..<16):
        let level = UInt32(min(255, column * 255 / 95))
        return 0xFF00_0000 | level << 16 | UInt32(80) << 8 | UInt32(row * 15)
      case (8..<40, 24..<40):
        return 0xFF33_66CC
      case (48..<88, 24..<56):
        let value = UInt32((column + row + shift) * 2 % 256)
        return 0xFF00_0000 | value << 16 | value << 8 | UInt32(200)
      default:
        return 0xFFF5_F5F7
      }
    }
  }

  @Test func moreThan256ColorsStayWithinThePalettesErrorAndFlatAreasStayFlat() throws {
    let frame = try Self.busyFrame()
    let source = Writer.gifPixels(frame)
    #expect(Set(source).count > 256)
    let decoder = try Writer.record([frame], times: [0], end: 1).decoder
    #expect(decoder.problems(frame: 0, source: source).isEmpty)
    let canvas = decoder.frames[0].canvas
    // The flat background and button are their exact colors everywhere.
    for (position, pixel) in source.enumerated() where pixel == 0xFFF5_F5F7 || pixel == 0xFF33_66CC
    {
      #expect(canvas[position] == pixel)
    }
    // The gradients: within 24 levels on each channel everywhere, within
    // 3 on average.
    var total = 0
    var worst = 0
    for (got, expected) in zip(canvas, source) {
      let difference = TestSupport.distance(got, expected)
      total += difference
      worst = max(worst, difference)
    }
    #expect(worst <= 24)
    #expect(Double(total) / Double(source.count) <= 3)
  }

  /// A later frame of new colors that do not fit in the global table gets
  /// a local table; new colors that fit go into the global table.
  @Test func newColorsGrowTheGlobalTableOrGetALocalOne() throws {
    let first = try Writer.image(32, 8) { column, row in
      0xFF00_0000 | UInt32(min(row * 32 + column, 199))
    }
    let few = try Writer.image(32, 8) { column, row in
      row == 0 && column < 4 ? 0xFFFF_0000 | UInt32(column) : first.pixels[row * 32 + column]
    }
    let many = try Writer.image(32, 8) { column, row in
      0xFF80_0000 | UInt32(row * 32 + column) << 8
    }
    let frames = [first, few, many]
    let decoder = try Writer.record(frames, times: [0, 0.1, 0.2], end: 0.3).decoder
    #expect(decoder.frames.map(\.hasLocalTable) == [false, false, true])
    #expect(decoder.tableAsDrawn(by: 1).count == 204)
    #expect(decoder.frames[2].table.count == 256)
    Writer.expectFramesMatch(decoder, frames: frames, times: [0, 0.1, 0.2])
    #expect(decoder.frames[2].canvas == Writer.gifPixels(many))
  }

  /// Once the global table is full, a frame whose new colors are near
  /// table colors, but for a few stray pixels, is dithered with it rather
  /// than given a table of its own.
  @Test func aFewFarPixelsDoNotCostALocalTable() throws {
    // 256 colors 17 levels apart in red and green: the table is full.
    let first = try Writer.image(32, 8) { column, row in
      let index = UInt32(row * 32 + column)
      return 0xFF00_0000 | (index % 16 * 17) << 16 | (index / 16 * 17) << 8
    }
    // Red 8 levels off (dithered), and two pixels 30 levels off in blue.
    let second = try Writer.image(32, 8) { column, row in
      let pixel = first.pixels[row * 32 + column]
      guard row < 6, pixel >> 16 & 0xFF < 255 else { return pixel }
      return pixel + (row == 0 && column < 2 ? 30 : 8 << 16)
    }
    let frames = [first, second]
    let decoder = try Writer.record(frames, times: [0, 0.1], end: 0.2).decoder
    #expect(decoder.frames.map(\.hasLocalTable) == [false, false])
    #expect(decoder.frames[1].rect.height <= 6 && decoder.frames[1].rect.width > 16)
    Writer.expectFramesMatch(decoder, frames: frames, times: [0, 0.1])
  }

  /// A change the palette cannot show (a color one level from the table
  /// color it takes) is kept, not redrawn: the frame stores one pixel
  /// that draws nothing.
  @Test func aChangeThatDrawsTheSameColorIsKept() throws {
    let first = try Writer.image(32, 8) { column, row in
      let index = UInt32(row * 32 + column)
      return 0xFF00_0000 | (index % 16 * 17) << 16 | (index / 16 * 17) << 8
    }
    var pixels = first.pixels
    pixels[5 * 32 + 7] += 1
    let second = try Image(pixelWidth: 32, pixelHeight: 8, scale: 1, pixels: pixels)
    let decoder = try Writer.record([first, second], times: [0, 0.1], end: 0.2).decoder
    #expect(decoder.frames.count == 2)
    #expect(decoder.frames[1].rect == (7, 5, 1, 1))
    #expect(decoder.frames[1].owners == decoder.frames[0].owners)
    Writer.expectFramesMatch(decoder, frames: [first, second], times: [0, 0.1])
  }

  @Test func anOpaqueRecordingHasNoTransparentPixels() throws {
    let frames = try [Self.busyFrame(), Self.busyFrame(shift: 3), Self.busyFrame(shift: 9)]
    let decoder = try Writer.record(frames, times: [0, 0.1, 0.2], end: 0.3).decoder
    #expect(decoder.frames[0].transparentIndex == nil)
    for frame in decoder.frames {
      #expect(frame.canvas.allSatisfy { $0 >> 24 == 0xFF })
    }
    Writer.expectFramesMatch(decoder, frames: frames, times: [0, 0.1, 0.2])
  }

  /// Transparent pixels decode transparent, and pixels that turn
  /// transparent are cleared by the previous frame's disposal.
  @Test func transparencyIsKeptAndClearedWhenPixelsTurnTransparent() throws {
    func frame(_ x: Int, alpha: UInt32) throws -> Image {
      try Writer.image(16, 8) { column, row in
        if (x..<(x + 3)).contains(column), row < 3 { return 0xFFFF_0000 }
        return column < 8 ? 0 : alpha << 24 | (alpha * 0x80 / 255) << 8
      }
    }
    let frames = try [frame(0, alpha: 255), frame(4, alpha: 200), frame(9, alpha: 100)]
    let times = [0, 0.1, 0.2]
    let decoder = try Writer.record(frames, times: times, end: 0.3).decoder
    #expect(decoder.frames[0].transparentIndex != nil)
    // The square leaves transparent pixels behind it, and the right half
    // turns transparent in the last frame: each frame before is disposed
    // to background.
    #expect(decoder.frames.map(\.disposal) == [2, 2, 1])
    Writer.expectFramesMatch(decoder, frames: frames, times: times)
    #expect(decoder.frames[2].canvas[8] == 0 && decoder.frames[1].canvas[8] != 0)
  }

  /// Noise of 256 colors fills the LZW table many times over: the data
  /// has clear codes and still decodes exactly.
  @Test func noiseFillsTheCodeTableAndDecodesExactly() throws {
    var generator = SeededRandomNumberGenerator(seed: 5)
    let palette = (0..<256).map { _ in
      0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &generator)
    }
    let frame = try Writer.image(128, 96) { _, _ in
      palette[Int.random(in: 0..<256, using: &generator)]
    }
    let decoder = try Writer.record([frame], times: [0], end: 0.5).decoder
    #expect(decoder.frames[0].clearCodes > 2)
    #expect(decoder.frames[0].minimumCodeSize == 8)
    #expect(decoder.frames[0].canvas == Writer.gifPixels(frame))
  }

  @Test(arguments: 2...8) func lzwRoundTripsAtEveryCodeSize(codeSize: Int) throws {
    var generator = SeededRandomNumberGenerator(seed: UInt64(codeSize))
    var encoder = GIFLZWEncoder()
    for count in [1, 2, 3, 100, 5000, 70_000] {
      // Runs and noise, so strings grow long and the table fills.
      var indices: [UInt8] = []
      while indices.count < count {
        let value = UInt8.random(in: 0..<UInt8(1 << codeSize - 1), using: &generator)
        indices += repeatElement(value, count: Int.random(in: 1...6, using: &generator))
      }
      indices = Array(indices.prefix(count))
      var output: [UInt8] = []
      indices.withUnsafeBufferPointer {
        encoder.encode($0, minimumCodeSize: codeSize, into: &output)
      }
      #expect(Int(output[0]) == codeSize)
      // Sub-blocks: a length byte, that many bytes, ..., then 0.
      var data: [UInt8] = []
      var offset = 1
      while output[offset] != 0 {
        let length = Int(output[offset])
        data += output[(offset + 1)...(offset + length)]
        offset += length + 1
      }
      #expect(offset == output.count - 1)
      let (decoded, _) = try GIFTestDecoder.lzwDecode(data, minimumCodeSize: codeSize, count: count)
      #expect(decoded == indices)
    }
  }

  @Test func medianCutKeepsFrequentColorsExactly() {
    var histogram: [UInt32: Int] = [0xF5F5F7: 10_000, 0x3366CC: 2_000]
    for value in 0..<1000 {
      histogram[UInt32(value) * 16_001 % 0xFF_FFFF, default: 0] += 1
    }
    let colors = GIFMedianCut.colors(for: histogram, limit: 256)
    #expect(colors.count == 256)
    #expect(colors.prefix(2) == [0xF5F5F7, 0x3366CC])
    #expect(GIFMedianCut.colors(for: [1: 1, 2: 3], limit: 256) == [2, 1])
  }
}
