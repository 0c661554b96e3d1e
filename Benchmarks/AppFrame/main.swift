// The whole frame an app pays for when it moves sprites itself, against a
// plain pixman loop doing the same physics and drawing: a bunnymark written
// against Zoetrope's public API.
//
//   swift build -c release --product AppFrame
//   .build/release/AppFrame                 # 20,000 sprites, 200 frames
//   COUNT=5000 FRAMES=300 .build/release/AppFrame
//   perf record -g .build/release/AppFrame  # where the time goes
//
// Each frame, both take the same physics step (gravity, bouncing off the
// walls and the floor of an 800 × 600 frame, positions on whole pixels).
// Zoetrope then sets every sprite layer's `position` in a transaction with
// actions disabled (the setters), makes the layer tree's frame (commit and
// presentation) and renders it with `Renderer.renderFrame` (what a window
// draws, no copy); the peer clears the frame to white and composites every
// sprite with `pixman_image_composite32` (`PixmanSpriteBaseline`, whose
// frame is then copied out as an image). The two take turns frame by
// frame; the medians of each phase and of the whole are printed, in wall
// time and in the process's CPU time (steadier on a shared machine).
// `THREADS=n` sets the renderer's threads (default: the processors, at
// most 8; the peer uses one).

import BenchmarkScenes
import Foundation
import SpriteBaselines
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

#if canImport(Glibc)
import Glibc
#endif

/// The monotonic clock and the process's CPU clock (all threads: the
/// renderer's bands count), in seconds.
func clocks() -> (wall: Double, cpu: Double) {
  var wall = timespec()
  var cpu = timespec()
  clock_gettime(CLOCK_MONOTONIC, &wall)
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
  return (
    Double(wall.tv_sec) + Double(wall.tv_nsec) * 1e-9,
    Double(cpu.tv_sec) + Double(cpu.tv_nsec) * 1e-9
  )
}

/// Bunnies: seeded positions and velocities, a step of gravity and
/// bounces, and the positions on whole pixels that both sides draw.
struct Bunnies {
  var x: [Double]
  var y: [Double]
  var dx: [Double]
  var dy: [Double]
  var positions: [Point]

  init(count: Int) {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    x = (0..<count).map { _ in 16 + random() * 768 }
    y = (0..<count).map { _ in 16 + random() * 300 }
    dx = (0..<count).map { _ in random() * 10 - 5 }
    dy = (0..<count).map { _ in random() * 10 - 5 }
    positions = zip(x, y).map { Point(x: $0.rounded(), y: $1.rounded()) }
  }

  /// One frame of physics.
  mutating func step() {
    for index in x.indices {
      x[index] += dx[index]
      y[index] += dy[index]
      dy[index] += 0.5
      if x[index] > 784 || x[index] < 16 {
        dx[index] = -dx[index]
        x[index] = min(max(x[index], 16), 784)
      }
      if y[index] > 584 {
        dy[index] *= -0.85
        y[index] = 584
      } else if y[index] < 16 {
        dy[index] = 0
        y[index] = 16
      }
      positions[index] = Point(x: x[index].rounded(), y: y[index].rounded())
    }
  }
}

/// Medians of a phase's samples, in milliseconds.
struct Phase {
  var wall: [Double] = []
  var cpu: [Double] = []

  mutating func add(_ start: (wall: Double, cpu: Double), _ end: (wall: Double, cpu: Double)) {
    wall.append((end.wall - start.wall) * 1e3)
    cpu.append((end.cpu - start.cpu) * 1e3)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  var summary: String {
    String(format: "%.2f ms (CPU %.2f)", Phase.median(wall), Phase.median(cpu))
  }
}

@MainActor func run() {
  let environment = ProcessInfo.processInfo.environment
  let count = Int(environment["COUNT"] ?? "") ?? 20_000
  let frames = Int(environment["FRAMES"] ?? "") ?? 200
  let size = Size(width: 800, height: 600)
  let sprite = SpriteScene(count: 0, rotated: false).sprite
  var ours = Bunnies(count: count)
  var theirs = Bunnies(count: count)

  let root = Layer()
  var sprites: [Layer] = []
  Transaction.perform(disableActions: true) {
    root.frame = Rect(origin: .zero, size: size)
    root.backgroundColor = .white
    for position in ours.positions {
      let layer = Layer()
      layer.bounds = Rect(x: 0, y: 0, width: 32, height: 32)
      layer.position = position
      layer.contents = sprite
      root.addSublayer(layer)
      sprites.append(layer)
    }
  }
  let tree = LayerTree(rootLayer: root)
  let renderer = Renderer()
  if let threads = Int(environment["THREADS"] ?? "") { renderer.threadCount = threads }
  let peer = PixmanSpriteBaseline(size: size, sprite: sprite)

  var setters = Phase()
  var treeFrame = Phase()
  var render = Phase()
  var whole = Phase()
  var peerWhole = Phase()
  var checksum = 0
  for frame in 0..<(frames + 5) {
    let measured = frame >= 5
    let start = clocks()
    ours.step()
    Transaction.begin()
    Transaction.setDisableActions(true)
    for index in sprites.indices {
      sprites[index].position = ours.positions[index]
    }
    Transaction.commit()
    let set = clocks()
    let snapshot = tree.frame(at: Double(frame) / 60)
    let made = clocks()
    let drawn = renderer.renderFrame(snapshot, size: size, background: .white)
    let end = clocks()
    drawn.withUnsafePixels { pixels, _ in checksum &+= Int(pixels[4_000]) }

    let peerStart = clocks()
    theirs.step()
    let image = peer.render(positions: theirs.positions, angles: nil)
    let peerEnd = clocks()
    checksum &+= Int(image.pixels[1_000] & 0xFF)
    if measured {
      setters.add(start, set)
      treeFrame.add(set, made)
      render.add(made, end)
      whole.add(start, end)
      peerWhole.add(peerStart, peerEnd)
    }
  }
  let ratio = Phase.median(whole.wall) / max(Phase.median(peerWhole.wall), 1e-9)
  let cpuRatio = Phase.median(whole.cpu) / max(Phase.median(peerWhole.cpu), 1e-9)
  print(
    "\(count) sprites, \(frames) frames, \(renderer.threadCount) thread(s): Zoetrope \(whole.summary) = physics and setters "
      + "\(setters.summary) + layer tree frame \(treeFrame.summary) + render \(render.summary); "
      + "plain pixman \(peerWhole.summary); ratio \(String(format: "%.2f", ratio)) "
      + "(CPU \(String(format: "%.2f", cpuRatio))) (\(checksum))")
}

MainActor.assumeIsolated { run() }
