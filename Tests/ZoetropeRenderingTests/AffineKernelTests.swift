import CCompositor
import Foundation
import Testing
import ZoetropeGraphics

@testable import ZoetropeRendering

/// The compositor's vector kernel for turned paints against its plain C
/// kernel: the same bytes for every filter, opacity, extend and map.
@Suite struct AffineKernelTests {
  /// A seeded generator, so that a failure names a reproducible trial.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    mutating func unit() -> Double { Double(next()) / Double(1 << 53) }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// Random premultiplied pixels: a quarter transparent, the rest opaque
  /// or translucent, colour channels never above alpha.
  static func pixels(_ count: Int, _ generator: inout Generator) -> [UInt32] {
    (0..<count).map { _ in
      let alpha: UInt32 =
        generator.below(4) == 0 ? 0 : generator.below(2) == 0 ? 255 : UInt32(generator.below(256))
      func channel() -> UInt32 { alpha == 0 ? 0 : UInt32(generator.below(Int(alpha) + 1)) }
      return alpha << 24 | channel() << 16 | channel() << 8 | channel()
    }
  }

  /// A random paint: a source of up to `maximumSide` pixels a side,
  /// turned, scaled, skewed and moved over a `width` × `height` target and
  /// up to 20 pixels beyond its top and left; a third translucent, a
  /// quarter nearest, a quarter padded.
  struct RandomPaint {
    let sourceWidth: Int
    let sourceHeight: Int
    let source: [UInt32]
    let map: Transform
    let alpha: Double
    let isBilinear: Bool
    let isPadded: Bool

    init(_ generator: inout Generator, maximumSide: Int, width: Int, height: Int) {
      sourceWidth = 1 + generator.below(maximumSide)
      sourceHeight = 1 + generator.below(maximumSide)
      source = AffineKernelTests.pixels(sourceWidth * sourceHeight, &generator)
      let scale = 0.2 + generator.unit() * 3
      map = Transform(rotationAngle: generator.unit() * 7)
        .concatenating(Transform(scaleX: scale, y: scale * (0.4 + generator.unit())))
        .concatenating(Transform(a: 1, b: 0, c: generator.unit() - 0.5, d: 1, tx: 0, ty: 0))
        .concatenating(
          Transform(
            translationX: generator.unit() * Double(width + 20) - 20,
            y: generator.unit() * Double(height + 20) - 20))
      alpha = generator.below(3) == 0 ? generator.unit() : 1
      isBilinear = generator.below(4) != 0
      isPadded = generator.below(4) == 0
    }

    /// Calls `body` with the paint clipped to `clip`, and returns whether
    /// there was one (a degenerate map makes none).
    func withPaint(clip: PixelBox, _ body: (TransformedPaint) -> Void) -> Bool {
      source.withUnsafeBufferPointer { source in
        guard
          let base = source.baseAddress,
          let paint = TransformedPaint(
            source: base, width: sourceWidth, height: sourceHeight, stride: sourceWidth,
            surfaceToTarget: map, isBilinear: isBilinear, isPadded: isPadded, alpha: alpha,
            clip: clip)
        else { return false }
        body(paint)
        return true
      }
    }
  }

  @Test func vectorKernelGivesTheScalarKernelsBytes() {
    var generator = Generator(state: 0x5EED)
    let width = 120
    let height = 100
    var painted = 0
    for trial in 0..<1_500 {
      let random = RandomPaint(&generator, maximumSide: 48, width: width, height: height)
      let background = Self.pixels(width * height, &generator)
      var vector = background
      var scalar = background
      let made = random.withPaint(clip: PixelBox(width: width, height: height)) { paint in
        // Two bands, as two threads would draw them.
        let split = generator.below(height)
        for band in [
          PixelBox(minX: 0, minY: 0, maxX: width, maxY: split),
          PixelBox(minX: 0, minY: split, maxX: width, maxY: height),
        ] {
          vector.withUnsafeMutableBufferPointer {
            guard let target = $0.baseAddress else { return }
            paint.run(on: target, stride: width, in: band)
          }
        }
        scalar.withUnsafeMutableBufferPointer {
          guard let target = $0.baseAddress else { return }
          paint.runScalar(on: target, stride: width, in: PixelBox(width: width, height: height))
        }
      }
      if made { painted += 1 }
      #expect(vector == scalar, "trial \(trial)")
      if vector != scalar { break }
    }
    #expect(painted > 1_400)
  }

  /// The kernel this build uses: the vector one on x86-64, its AVX2
  /// build where the processor has AVX2 (unless `ZOETROPE_AFFINE_KERNEL=sse2`).
  @Test func x86UsesTheVectorKernel() {
    let name = TransformedPaint.kernelName
    #if arch(x86_64)
    let forced = ProcessInfo.processInfo.environment["ZOETROPE_AFFINE_KERNEL"] == "sse2"
    #expect(name == (zt_affine_paint_processor_has_avx2() && !forced ? "avx2" : "sse2"))
    #else
    #expect(name == "scalar")
    #expect(!zt_affine_paint_processor_has_avx2())
    #endif
  }

  /// Random runs of each row: what the culling pass hands the kernel.
  static func randomSpans(_ generator: inout Generator, width: Int, height: Int) -> [ZTSpan] {
    var spans: [ZTSpan] = []
    for y in 0..<height {
      var x = generator.below(8)
      while x < width {
        let end = min(width, x + 1 + generator.below(24))
        if generator.below(3) != 0 {
          spans.append(ZTSpan(y: Int32(y), start: Int32(x), end: Int32(end)))
        }
        x = end + generator.below(6)
      }
    }
    return spans
  }

  /// Each build against the baseline build, whole and through spans.
  ///
  /// The one the entry points choose, and the AVX2 build itself where the
  /// processor has AVX2: the same bytes for every filter, opacity, extend
  /// and map.
  @Test func everyBuildGivesTheBaselineBuildsBytes() {
    #if arch(x86_64)
    let hasAVX2 = zt_affine_paint_processor_has_avx2()
    #else
    let hasAVX2 = false
    #endif
    var comparedAVX2 = 0
    var generator = Generator(state: 0xA5_2026)
    let width = 96
    let height = 80
    var painted = 0
    for trial in 0..<800 {
      let random = RandomPaint(&generator, maximumSide: 40, width: width, height: height)
      let background = Self.pixels(width * height, &generator)
      let spans = Self.randomSpans(&generator, width: width, height: height)
      var chosen = background
      var baseline = background
      var chosenSpans = background
      var baselineSpans = background
      var avx2 = background
      var avx2Spans = background
      let box = PixelBox(width: width, height: height)
      let made = random.withPaint(clip: box) { paint in
        chosen.withUnsafeMutableBufferPointer {
          guard let target = $0.baseAddress else { return }
          paint.run(on: target, stride: width, in: box)
        }
        baseline.withUnsafeMutableBufferPointer {
          guard let target = $0.baseAddress else { return }
          paint.runBaseline(on: target, stride: width, in: box)
        }
        var rows = ZTAffineRows()
        zt_affine_paint_rows(paint.storage, &rows)
        chosenSpans.withUnsafeMutableBufferPointer {
          guard let target = $0.baseAddress else { return }
          zt_affine_paint_run_spans(paint.storage, &rows, target, width, spans, spans.count)
        }
        baselineSpans.withUnsafeMutableBufferPointer {
          guard let target = $0.baseAddress else { return }
          zt_affine_paint_run_spans_baseline(
            paint.storage, &rows, target, width, spans, spans.count)
        }
        #if arch(x86_64)
        if hasAVX2 {
          comparedAVX2 += 1
          avx2.withUnsafeMutableBufferPointer {
            guard let target = $0.baseAddress else { return }
            zt_affine_paint_run_avx2(paint.storage, target, width, 0, 0, width, height)
          }
          avx2Spans.withUnsafeMutableBufferPointer {
            guard let target = $0.baseAddress else { return }
            zt_affine_paint_run_spans_avx2(paint.storage, &rows, target, width, spans, spans.count)
          }
        }
        #endif
      }
      if made { painted += 1 }
      #expect(chosen == baseline, "trial \(trial), whole")
      #expect(chosenSpans == baselineSpans, "trial \(trial), spans")
      if hasAVX2 {
        #expect(avx2 == baseline, "trial \(trial), AVX2, whole")
        #expect(avx2Spans == baselineSpans, "trial \(trial), AVX2, spans")
      }
      if chosen != baseline || chosenSpans != baselineSpans || (hasAVX2 && avx2 != baseline) {
        break
      }
    }
    #expect(painted > 700)
    #expect(comparedAVX2 == (hasAVX2 ? painted : 0))
  }
}
