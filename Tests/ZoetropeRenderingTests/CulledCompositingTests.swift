import CCompositor
import CPixman
import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

@_spi(Benchmarks) @testable import ZoetropeRendering

/// Culling occluded pixels changes no byte: its `OVER` is pixman's, its
/// row spans are exact, and frames drawn with it equal frames drawn
/// without, on any number of threads.
@MainActor
@Suite struct CulledCompositingTests {
  /// Random pixels: a quarter transparent, a quarter opaque, the rest
  /// translucent; `valid` keeps colour channels at or below alpha
  /// (premultiplied), otherwise they are anything.
  static func pixels(
    _ count: Int, valid: Bool, _ generator: inout SeededRandomNumberGenerator
  ) -> [UInt32] {
    (0..<count).map { _ in
      let kind = Int.random(in: 0..<4, using: &generator)
      let alpha: UInt32 =
        kind == 0 ? 0 : kind == 1 ? 255 : UInt32.random(in: 0...255, using: &generator)
      func channel() -> UInt32 {
        UInt32.random(in: 0...(valid ? alpha : 255), using: &generator)
      }
      return alpha << 24 | channel() << 16 | channel() << 8 | channel()
    }
  }

  /// pixman's `OVER` of one row onto another.
  static func pixmanOver(_ source: [UInt32], onto target: [UInt32]) -> [UInt32] {
    var source = source
    var target = target
    let count = Int32(source.count)
    source.withUnsafeMutableBufferPointer { source in
      target.withUnsafeMutableBufferPointer { target in
        let from = pixman_image_create_bits(
          PIXMAN_a8r8g8b8, count, 1, source.baseAddress, count * 4)
        let to = pixman_image_create_bits(PIXMAN_a8r8g8b8, count, 1, target.baseAddress, count * 4)
        pixman_image_composite32(PIXMAN_OP_OVER, from, nil, to, 0, 0, 0, 0, 0, 0, count, 1)
        pixman_image_unref(from)
        pixman_image_unref(to)
      }
    }
    return target
  }

  @Test func overIsPixmansOverToTheByte() {
    var generator = SeededRandomNumberGenerator(seed: 77)
    for trial in 0..<2_000 {
      let count = Int.random(in: 1...37, using: &generator)
      let valid = trial % 4 != 0
      let source = Self.pixels(count, valid: valid, &generator)
      let target = Self.pixels(count, valid: valid, &generator)
      let expected = Self.pixmanOver(source, onto: target)
      var vector = target
      var scalar = target
      zt_over_row(&vector, source, count)
      zt_over_row_scalar(&scalar, source, count)
      #expect(vector == expected, "trial \(trial)")
      #expect(scalar == expected, "trial \(trial)")
    }
  }

  @Test func rowSpansAreTheFirstAndLastVisiblePixelsAndTheLongestOpaqueRun() {
    var generator = SeededRandomNumberGenerator(seed: 78)
    for trial in 0..<300 {
      let width = Int.random(in: 1...40, using: &generator)
      let height = Int.random(in: 1...6, using: &generator)
      let stride = width + Int.random(in: 0...3, using: &generator)
      let pixels = Self.pixels(stride * height, valid: true, &generator)
      var spans = [Int32](repeating: -1, count: 4 * height)
      zt_row_spans(pixels, stride, width, height, &spans)
      for y in 0..<height {
        let row = Array(pixels[(y * stride)..<(y * stride + width)])
        let visible = row.indices.filter { row[$0] >> 24 != 0 }
        let first = visible.first ?? 0
        let last = visible.last.map { $0 + 1 } ?? 0
        var best = (0, 0)
        var x = 0
        while x < width {
          guard row[x] >> 24 == 255 else {
            x += 1
            continue
          }
          let start = x
          while x < width, row[x] >> 24 == 255 { x += 1 }
          if x - start > best.1 - best.0 { best = (start, x) }
        }
        let expected = [first, last, best.0, best.1].map { Int32($0) }
        #expect(Array(spans[(4 * y)..<(4 * y + 4)]) == expected, "trial \(trial), row \(y)")
      }
    }
  }

  /// A sprite image: an opaque disc, a ring, or a translucent square.
  static let sprites: [Image] = [
    ImageRenderer(size: Size(width: 16, height: 16)).image { context in
      context.setFillColor(.systemBlue)
      context.fillEllipse(in: Rect(x: 1, y: 1, width: 14, height: 14))
    },
    ImageRenderer(size: Size(width: 20, height: 12)).image { context in
      context.setStrokeColor(.red)
      context.setLineWidth(3)
      context.strokeEllipse(in: Rect(x: 2, y: 2, width: 16, height: 8))
    },
    ImageRenderer(size: Size(width: 10, height: 14)).image { context in
      context.setFillColor(Color(white: 0.3, alpha: 0.6))
      context.fill(Rect(x: 0, y: 0, width: 10, height: 14))
    },
    ImageRenderer(size: Size(width: 24, height: 9)).image { context in
      context.setFillColor(.systemGreen)
      context.fill(Rect(x: 0, y: 0, width: 24, height: 9))
    },
  ]

  /// A random scene of many overlapping sprites: moved by whole or
  /// fractional points, some turned or scaled, some translucent, some
  /// over backgrounds, one group.
  static func scene(
    size: Size, count: Int, step: Int, _ generator: inout SeededRandomNumberGenerator
  ) -> RenderSnapshot {
    var layers: [RenderLayer] = []
    for id in 0..<count {
      let image = sprites[Int.random(in: 0..<sprites.count, using: &generator)]
      let x = Double.random(in: -20...size.width, using: &generator)
      let y = Double.random(in: -20...size.height, using: &generator)
      let roll = Int.random(in: 0..<20, using: &generator)
      layers.append(
        Fixture.layer(
          frame: Rect(
            x: roll == 0 ? x : x.rounded(), y: y.rounded(), width: image.size.width,
            height: image.size.height),
          id: UInt64(10 + id)
        ) {
          $0.contents = image
          if roll == 1 { $0.transform = Transform(rotationAngle: Double(step) * 0.3 + 0.2) }
          if roll == 2 { $0.transform = Transform(scaleX: 1.5, y: 1.25) }
          if roll == 3 { $0.opacity = 0.5 }
          if roll == 4 { $0.backgroundColor = Color(red: 0.9, green: 0.8, blue: 0.1, alpha: 1) }
          if roll == 5 { $0.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.9, alpha: 0.4) }
        })
    }
    let group = Fixture.layer(frame: Rect(x: 10, y: 10, width: 40, height: 30), id: 5) {
      $0.backgroundColor = Color(red: 1, green: 0.6, blue: 0, alpha: 1)
      $0.opacity = 0.7
    }
    let groupChild = Fixture.layer(frame: Rect(x: 5, y: 5, width: 16, height: 16), id: 6) {
      $0.contents = sprites[0]
    }
    let grouped = RenderLayer(
      layerID: group.layerID, properties: group.properties, sublayers: [groupChild],
      changeCount: group.changeCount)
    layers.insert(grouped, at: layers.count / 2)
    return Fixture.snapshot(size: size, layers)
  }

  @Test(arguments: [1, 2, 3])
  func culledFramesEqualFramesDrawnWhole(threads: Int) {
    var generator = SeededRandomNumberGenerator(seed: UInt64(2_026 + threads))
    let size = Size(width: 160, height: 120)
    var copied = 0
    var drawn = 0
    for index in 0..<40 {
      let scale: Double = index % 3 == 0 ? 2 : 1
      let culled = Renderer(scale: scale)
      culled.threadCount = threads
      culled.cullingOverdraw = 0  // Every batch, however sparse.
      culled.cullingBandPaints = 0
      culled.cullingBandBytes = index % 2 == 0 ? 262_144 : 4_096
      let reference = Renderer(scale: scale)
      reference.threadCount = 1
      reference.cullsOccludedPixels = false
      for step in 0..<3 {
        let snapshot = Self.scene(
          size: size, count: Int.random(in: 1...400, using: &generator), step: step,
          &generator)
        let frame = culled.render(snapshot, size: size, background: .white)
        copied += culled.compositeCounts.culledBatchCopyPixels
        drawn += culled.compositeCounts.drawnCopyPixels
        let expected = reference.render(snapshot, size: size, background: .white)
        #expect(frame == expected, "scene \(index), frame \(step), \(threads) threads")
        #expect(reference.compositeCounts.culledBatchCopyPixels == 0)
      }
    }
    // Some copied pixels were hidden or transparent.
    #expect(drawn > 0)
    #expect(drawn < copied, "drew \(drawn) of \(copied)")
  }

  /// Many opaque discs piled up (each pixel under about 13 of them): a
  /// few of every disc's pixels show, the rest are left out.
  @Test func aPileOfOpaqueSpritesDrawsLittleMoreThanTheWindow() {
    var generator = SeededRandomNumberGenerator(seed: 99)
    let size = Size(width: 160, height: 120)
    let layers = (0..<1_000).map { id in
      Fixture.layer(
        frame: Rect(
          x: Double(Int.random(in: -8..<160, using: &generator)),
          y: Double(Int.random(in: -8..<120, using: &generator)), width: 16, height: 16),
        id: UInt64(10 + id)
      ) { $0.contents = Self.sprites[0] }
    }
    let snapshot = Fixture.snapshot(size: size, layers)
    let culled = Renderer()
    let frame = culled.render(snapshot, size: size, background: .white)
    let copied = culled.compositeCounts.culledBatchCopyPixels
    let drawn = culled.compositeCounts.drawnCopyPixels
    #expect(copied > 200_000)
    #expect(drawn < 3 * 160 * 120, "drew \(drawn) of \(copied)")
    let reference = Renderer()
    reference.cullsOccludedPixels = false
    #expect(frame == reference.render(snapshot, size: size, background: .white))
  }

  /// A band that would record more visible runs than the limit is drawn
  /// without culling: the same bytes, memory bounded.
  @Test func aBandOverItsRunLimitIsDrawnWhole() {
    var generator = SeededRandomNumberGenerator(seed: 101)
    let size = Size(width: 160, height: 120)
    // One batch (no Cairo paint between): discs and rings, some turned.
    let layers = (0..<300).map { id in
      Fixture.layer(
        frame: Rect(
          x: Double(Int.random(in: -8..<160, using: &generator)),
          y: Double(Int.random(in: -8..<120, using: &generator)), width: 16, height: 16),
        id: UInt64(10 + id)
      ) {
        $0.contents = Self.sprites[id % 2]
        if id % 5 == 0 { $0.transform = Transform(rotationAngle: 0.3) }
      }
    }
    let snapshot = Fixture.snapshot(size: size, layers)
    let limited = Renderer()
    limited.cullingOverdraw = 0
    limited.cullingRunLimit = 10
    let frame = limited.render(snapshot, size: size, background: .white)
    #expect(limited.compositeCounts.culledBatchCopyPixels == 0)
    let culled = Renderer()
    culled.cullingOverdraw = 0
    #expect(frame == culled.render(snapshot, size: size, background: .white))
    #expect(culled.compositeCounts.culledBatchCopyPixels > 0)
  }

  /// Paints that barely overlap are drawn whole by pixman: culling
  /// would cost more than it saves.
  @Test func sparsePaintsAreNotCulled() {
    let size = Size(width: 100, height: 60)
    let layers = (0..<6).map { index in
      Fixture.layer(frame: Rect(x: Double(index) * 16, y: 10, width: 16, height: 16)) {
        $0.contents = Self.sprites[0]
      }
    }
    let renderer = Renderer()
    _ = renderer.render(Fixture.snapshot(size: size, layers), size: size, background: .white)
    #expect(renderer.compositeCounts.pixelCopies == 6)
    #expect(renderer.compositeCounts.culledBatchCopyPixels == 0)
  }

  @Test func aFillHiddenWholeIsLeftOut() {
    let cover = ImageRenderer(size: Size(width: 40, height: 40)).image { context in
      context.setFillColor(.systemRed)
      context.fill(Rect(x: 0, y: 0, width: 40, height: 40))
    }
    let size = Size(width: 64, height: 64)
    let snapshot = Fixture.snapshot(
      size: size,
      [
        Fixture.layer(frame: Rect(x: 10, y: 10, width: 20, height: 20)) {
          $0.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 0.5)
        },
        Fixture.layer(frame: Rect(x: 5, y: 5, width: 40, height: 40)) { $0.contents = cover },
      ])
    let culled = Renderer()
    culled.cullingOverdraw = 0
    let frame = culled.render(snapshot, size: size, background: .white)
    #expect(culled.compositeCounts.hiddenPaints == 1)
    let reference = Renderer()
    reference.cullsOccludedPixels = false
    #expect(frame == reference.render(snapshot, size: size, background: .white))
    #expect(reference.compositeCounts.hiddenPaints == 0)
  }
}
