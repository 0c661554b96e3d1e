// Benchmarks for layer shadows: the blur's cost must not grow with the
// radius. Compare the two blur medians of one run with each other.

import Benchmark
@_spi(Benchmarks) import ZoetropeRendering

let shadowBenchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 200)
  // The same 1,024 × 1,024 mask (a square in the middle) blurred at
  // standard deviations of 8 and 256 pixels: three sliding-window box
  // blurs each way, six passes over the pixels whatever the radius.
  let side = 1_024
  var mask = [UInt8](repeating: 0, count: side * side)
  for y in 384..<640 {
    for x in 384..<640 {
      mask[y * side + x] = 255
    }
  }
  let square = mask
  for sigma in [8.0, 256.0] {
    Benchmark("Shadow blur: 1024x1024 mask, radius \(Int(sigma))", configuration: configuration) {
      benchmark in
      for _ in benchmark.scaledIterations {
        var pixels = square
        AlphaBlur.blur(&pixels, width: side, height: side, sigma: sigma)
        blackHole(pixels)
      }
    }
  }
}
