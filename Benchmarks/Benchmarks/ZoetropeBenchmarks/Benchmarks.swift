// Benchmarks for the timing engine. Run with `make bench` from the
// repository root; compare each figure with the `baseline` benchmark of the
// same run, never with numbers from another machine or day.

import Benchmark
import ZoetropeAnimation
import ZoetropeGraphics

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .throughput],
    maxDuration: .seconds(3),
    maxIterations: 1_000_000
  )

  layerBenchmarks()
  imageIOBenchmarks()
  renderingBenchmarks()
  shadowBenchmarks()
  maskBenchmarks()
  flipBenchmarks()
  particleBenchmarks()
  galleryBenchmarks()
  uiBenchmarks()
  scriptBenchmarks()
  bezierBenchmarks()

  // The cost of one empty measured iteration: subtract it, or compare ratios.
  Benchmark("baseline: empty iteration") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(0) }
  }

  // One cubic Bézier evaluation (Newton iterations on x(t), then y(t)).
  // scaledIterations is in thousands, so the per-iteration time is for 1,000
  // evaluations: divide by 1,000 for nanoseconds per evaluation.
  Benchmark(
    "TimingFunction.easeInEaseOut: 1,000 evaluations",
    configuration: .init(scalingFactor: .one)
  ) { benchmark in
    let curve = TimingFunction.easeInEaseOut
    var sum = 0.0
    for _ in benchmark.scaledIterations {
      for step in 0..<1_000 {
        sum += curve.value(at: Double(step) * 0.001)
      }
    }
    blackHole(sum)
  }

  // One frame of 100,000 running animations: for each, the timing model
  // (phase, iteration, direction), the timing curve and a Point
  // interpolation, written into a preallocated output array. Steady state
  // must not allocate.
  Benchmark(
    "Frame: 100,000 animations (timing + curve + Point)",
    configuration: .init(maxDuration: .seconds(5), maxIterations: 200)
  ) { benchmark in
    var frame = FrameOfAnimations(count: 100_000)
    var time = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += 1.0 / 60.0
      frame.evaluate(at: time)
    }
    benchmark.stopMeasurement()
    blackHole(frame.output[frame.output.count / 2])
  }
}

/// 100,000 animations of a point, with a variety of timings and curves.
struct FrameOfAnimations {
  var timings: [Timing] = []
  var froms: [Point] = []
  var tos: [Point] = []
  var output: [Point]

  init(count: Int) {
    let curves: [TimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    output = Array(repeating: .zero, count: count)
    timings.reserveCapacity(count)
    for index in 0..<count {
      var timing = Timing()
      timing.duration = 0.5 + Double(index % 7) * 0.25
      timing.delay = Double(index % 5) * 0.1
      timing.iterations = .infinity
      timing.direction = index.isMultiple(of: 2) ? .alternate : .normal
      timing.fill = .both
      timing.timingFunction = curves[index % curves.count]
      timings.append(timing)
      froms.append(Point(x: Double(index % 320), y: 0))
      tos.append(Point(x: 0, y: Double(index % 480)))
    }
  }

  mutating func evaluate(at time: Double) {
    for index in timings.indices {
      let progress = timings[index].state(at: time).transformedProgress ?? 0
      output[index] = froms[index].interpolated(to: tos[index], progress: progress)
    }
  }
}
