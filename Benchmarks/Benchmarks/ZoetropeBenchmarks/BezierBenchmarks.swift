// Cubic Bézier timing curves against C peers, in one run: Zoetrope's
// `TimingFunction.value(at:)` through the public API, WebKit's UnitBezier
// algorithm written in C, and Zoetrope's own solver written in C
// (Benchmarks/CUnitBezier; it returns the same bits as the Swift one),
// evaluated over the same curves and inputs. Each iteration is 5,000 evaluations (5 curves × 1,000
// inputs): divide the time per iteration by 5,000 for nanoseconds per
// evaluation, and compare the two from the same run.

import Benchmark
import CUnitBezier
import ZoetropeAnimation

/// The curves: Core Animation's four named curves and one that overshoots.
let bezierControlPoints: [(Double, Double, Double, Double)] = [
  (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
  (0.68, -0.55, 0.265, 1.55),
]

/// 1,000 inputs spread over (0, 1), in a shuffled but fixed order so that
/// neither side can predict the next iteration count.
let bezierInputs: [Double] = {
  var generator = SeededRandomNumberGenerator(seed: 0xB321E4)
  return (0..<1_000).map { (Double($0) + 0.5) / 1_000 }.shuffled(using: &generator)
}()

let bezierBenchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3))

  Benchmark("Bezier: Zoetrope TimingFunction, 5,000 evaluations", configuration: configuration) {
    benchmark in
    let curves = bezierControlPoints.map { TimingFunction(controlPoints: $0.0, $0.1, $0.2, $0.3) }
    let inputs = bezierInputs
    var sum = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      for curve in curves {
        for x in inputs {
          sum += curve.value(at: x)
        }
      }
    }
    benchmark.stopMeasurement()
    blackHole(sum)
  }

  // The C peer at Zoetrope's tolerance (|x(t) − x| < 1e-14), so both do
  // the same work, and at Chromium's 1e-7 for reference.
  for (tolerance, name) in [(1e-14, "1e-14, as Zoetrope"), (1e-7, "1e-7")] {
    Benchmark(
      "Bezier peer: C UnitBezier (tolerance \(name)), 5,000 evaluations",
      configuration: configuration
    ) { benchmark in
      var curves = bezierControlPoints.map { UnitBezierMake($0.0, $0.1, $0.2, $0.3) }
      let inputs = bezierInputs
      var sum = 0.0
      benchmark.startMeasurement()
      inputs.withUnsafeBufferPointer { buffer in
        for _ in benchmark.scaledIterations {
          for index in curves.indices {
            sum += UnitBezierSum(&curves[index], buffer.baseAddress, buffer.count, tolerance)
          }
        }
      }
      benchmark.stopMeasurement()
      blackHole(sum)
    }
  }

  // Zoetrope's solver in C, check for check (NaN, the end points, the
  // Newton step's range check, the bisection): the same work as the Swift
  // side, compiled by clang.
  Benchmark(
    "Bezier peer: C, Zoetrope's solver, 5,000 evaluations", configuration: configuration
  ) { benchmark in
    var curves = bezierControlPoints.map { UnitBezierMake($0.0, $0.1, $0.2, $0.3) }
    let inputs = bezierInputs
    var sum = 0.0
    benchmark.startMeasurement()
    inputs.withUnsafeBufferPointer { buffer in
      for _ in benchmark.scaledIterations {
        for index in curves.indices {
          sum += UnitBezierSumAsZoetrope(&curves[index], buffer.baseAddress, buffer.count)
        }
      }
    }
    benchmark.stopMeasurement()
    blackHole(sum)
  }
}
