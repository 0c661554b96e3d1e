// Benchmarks for scripted input: taps at one time, from 1,000 to 100,000,
// through the parser, the host's command queue and the application's input
// queue. The time per tap should stay flat as the count grows (each queue
// inserts and pops in O(log n)); it grew with the count when the queues
// were sorted arrays (10,000 taps took 25 s, 100,000 never finished).

import Benchmark
import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeUI

/// Parses `count` taps at time 0, queues them on a fresh host with an
/// empty window, and runs the one frame that delivers them all.
@MainActor
func runTaps(_ text: String) throws {
  let host = HeadlessHost(size: Size(width: 100, height: 100)) { ViewController() }
  host.run(try Script(parsing: text))
  host.advance(to: 0)
  blackHole(host.time)
}

let scriptBenchmarks: @Sendable () -> Void = {
  for count in [1_000, 10_000, 100_000] {
    let text = String(repeating: "0 tap 10,10\n", count: count)
    Benchmark(
      "Script: \(count) taps at one time (parse, queue, deliver)",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 20)
    ) { benchmark in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        for _ in benchmark.scaledIterations {
          try? runTaps(text)
        }
      }
    }
  }
}
