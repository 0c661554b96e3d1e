// A fixed layer-tree workload for profiling `LayerTree.frame(at:)` outside
// the benchmark harness (which runs its benchmarks in a child process):
//
//   swift build -c release --product LayerProfile
//   perf record -g .build/release/LayerProfile animated 300
//   valgrind --tool=callgrind .build/release/LayerProfile sprites 20
//
// `animated`: the tree of the "frame of 10,000 layers, 9,900 animating"
// benchmark (100 groups of 99 layers, each with a repeating position
// animation). `distinct`: the same with every animation of its own
// duration (no two share a timing). `sprites`: 20,000 layers under one root whose positions are
// set with actions disabled before each frame. Prints the median frame
// time and its cost per layer, and the median CPU time of the thread per
// layer (steadier on a machine shared with other work).

import BenchmarkScenes
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#endif

func now() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// The CPU time of this thread: on a machine shared with other work, the
/// frame's cost without the time the thread waited to run.
func cpuNow() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

@MainActor func run() {
  let arguments = CommandLine.arguments
  let mode = arguments.count > 1 ? arguments[1] : "animated"
  let frames = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
  var durations: [Double] = []
  var cpuDurations: [Double] = []
  var checksum = 0.0
  if mode == "sprites" {
    let count = arguments.count > 3 ? Int(arguments[3]) ?? 20_000 : 20_000
    let root = Layer()
    var sprites: [Layer] = []
    for index in 0..<count {
      let sprite = Layer()
      Transaction.perform(disableActions: true) {
        sprite.bounds = Rect(x: 0, y: 0, width: 32, height: 32)
        sprite.position = Point(x: Double(index % 800), y: Double(index % 600))
      }
      root.addSublayer(sprite)
      sprites.append(sprite)
    }
    let tree = LayerTree(rootLayer: root)
    for frame in 0..<frames {
      let start = now()
      let cpuStart = cpuNow()
      let step = Double(frame % 100) * 3.7
      Transaction.begin()
      Transaction.setDisableActions(true)
      for (index, sprite) in sprites.enumerated() {
        sprite.position = Point(x: Double(index % 800) + step, y: Double(index % 600) + step)
      }
      Transaction.commit()
      let snapshot = tree.frame(at: Double(frame) / 60)
      durations.append(now() - start)
      cpuDurations.append(cpuNow() - cpuStart)
      checksum += snapshot.root.sublayers[frame % count].properties.position.x
    }
    report(durations, cpuDurations, layers: count, checksum: checksum)
  } else {
    let tree = makeLayerTree(animated: true, distinctTimings: mode == "distinct")
    let count = 9_900
    for frame in 0..<frames {
      let start = now()
      let cpuStart = cpuNow()
      let snapshot = tree.frame(at: Double(frame) / 60)
      durations.append(now() - start)
      cpuDurations.append(cpuNow() - cpuStart)
      checksum += snapshot.root.sublayers[frame % 100].sublayers[0].properties.position.x
    }
    report(durations, cpuDurations, layers: count, checksum: checksum)
  }
}

func report(_ durations: [Double], _ cpuDurations: [Double], layers: Int, checksum: Double) {
  let sorted = durations.dropFirst(2).sorted()
  let median = sorted[sorted.count / 2]
  let cpuMedian = cpuDurations.dropFirst(2).sorted()[sorted.count / 2]
  print(
    "median frame \(median * 1e3) ms, \(median * 1e9 / Double(layers)) ns per layer "
      + "(\(sorted.count) frames, checksum \(checksum)); "
      + "CPU time \(cpuMedian * 1e9 / Double(layers)) ns per layer")
}

MainActor.assumeIsolated { run() }
