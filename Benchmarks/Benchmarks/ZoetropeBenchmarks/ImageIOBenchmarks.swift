// Benchmarks for the image decoders: one 1000×1000 PNG and one 1000×1000
// JPEG, decoded to premultiplied ARGB32 per iteration.

import Benchmark
import Foundation
import ZoetropeGraphics
import ZoetropeImageIO

/// A deterministic 1000×1000 opaque image with gradients and noise.
///
/// A red-to-blue horizontal gradient, a green vertical one, and seeded
/// noise of ±16 per channel (SplitMix64, seed 1). `Benchmarks/Fixtures/make-fixtures.sh` draws the
/// same pixels into `decode-1000.jpg`.
func makeDecodingBenchmarkImage() throws -> Image {
  let size = 1_000
  var state: UInt64 = 1
  var pixels: [UInt32] = []
  pixels.reserveCapacity(size * size)
  for y in 0..<size {
    for x in 0..<size {
      state &+= 0x9E37_79B9_7F4A_7C15
      var noise = state
      noise = (noise ^ (noise >> 30)) &* 0xBF58_476D_1CE4_E5B9
      noise = (noise ^ (noise >> 27)) &* 0x94D0_49BB_1331_11EB
      noise ^= noise >> 31
      let base = [x * 255 / (size - 1), y * 255 / (size - 1), 255 - x * 255 / (size - 1)]
      var pixel: UInt32 = 0xFF00_0000
      for channel in 0..<3 {
        let value = base[channel] + Int((noise >> (8 * UInt64(channel))) & 31) - 16
        pixel |= UInt32(min(255, max(0, value))) << (16 - 8 * channel)
      }
      pixels.append(pixel)
    }
  }
  return try Image(pixelWidth: size, pixelHeight: size, scale: 1, pixels: pixels)
}

/// Measures `Image(data:)` on `bytes` once per iteration.
func measureDecoding(of bytes: [UInt8], _ benchmark: Benchmark) {
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    do {
      blackHole(try Image(data: bytes))
    } catch {
      benchmark.error("Decoding failed: \(error)")
      return
    }
  }
  benchmark.stopMeasurement()
}

let imageIOBenchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    scalingFactor: .one,
    maxDuration: .seconds(3),
    maxIterations: 1_000
  )

  // libpng (zlib inflate, unfiltering) and one premultiplication pass. The
  // input is encoded in memory by pngData() before measuring.
  Benchmark("ImageIO: decode 1000×1000 PNG", configuration: configuration) { benchmark in
    do {
      measureDecoding(of: try makeDecodingBenchmarkImage().pngData(), benchmark)
    } catch {
      benchmark.error("Could not encode the PNG: \(error)")
    }
  }

  // TurboJPEG, 4:2:0, quality 85, straight into ARGB32 (no conversion pass).
  // The input (186 KB) is Benchmarks/Fixtures/decode-1000.jpg.
  Benchmark("ImageIO: decode 1000×1000 JPEG", configuration: configuration) { benchmark in
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/decode-1000.jpg").path
    guard let data = FileManager.default.contents(atPath: path) else {
      benchmark.error("Missing \(path); run Benchmarks/Fixtures/make-fixtures.sh")
      return
    }
    measureDecoding(of: [UInt8](data), benchmark)
  }
}
