// A fixed sprite workload for instruction-level profiling, outside the
// benchmark harness (which runs its benchmarks in a child process):
//
//   swift build -c release --product RenderProfile
//   valgrind --tool=callgrind .build/release/RenderProfile
//
// 12 frames of 20,000 translated 32×32 sprites over 800×600 on one thread,
// the scene of the "20,000 sprites translated" benchmark. Callgrind counts
// instructions, so the numbers are the same on a busy machine. With
// `ROTATED=1` in the environment: 2,000 sprites, each turned;
// `QUARTER_EVERY=n`: one sprite in n at an exact quarter turn; `SCALE=s`:
// each sprite scaled by s (a negative s flips it), with `NEAREST=1`
// sampled by nearest texel (pixel art drawn larger); `COUNT=n`
// sprites instead; `FRAMES=n`
// draws n frames, `THREADS=n` on n threads, `CULL=0` without culling
// occluded pixels. Prints the median frame time, and the fastest and
// the first quartile (what a quieter host gives).

import BenchmarkScenes
import Foundation
import ZoetropeGraphics
import ZoetropeLayers
@_spi(Benchmarks) import ZoetropeRendering

@MainActor func run() {
  let rotated = ProcessInfo.processInfo.environment["ROTATED"] == "1"
  let count = Int(ProcessInfo.processInfo.environment["COUNT"] ?? "") ?? (rotated ? 2_000 : 20_000)
  let quarterTurnEvery = Int(ProcessInfo.processInfo.environment["QUARTER_EVERY"] ?? "") ?? 0
  let scale = Double(ProcessInfo.processInfo.environment["SCALE"] ?? "")
  let nearest = ProcessInfo.processInfo.environment["NEAREST"] == "1"
  let scene = SpriteScene(
    count: count, rotated: rotated, quarterTurnEvery: quarterTurnEvery, scale: scale,
    magnification: nearest ? .nearest : .linear)
  let snapshots = (0..<4).map { scene.snapshot(frame: $0) }
  let environment = ProcessInfo.processInfo.environment
  let renderer = Renderer()
  renderer.threadCount = Int(environment["THREADS"] ?? "") ?? 1
  renderer.cullsOccludedPixels = environment["CULL"] != "0"
  var total = 0
  let frames = Int(environment["FRAMES"] ?? "") ?? 12
  var times: [Double] = []
  for iteration in 0..<frames {
    let start = DispatchTime.now().uptimeNanoseconds
    let image = renderer.render(
      snapshots[iteration % 4], size: Size(width: 800, height: 600), background: .white)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    total &+= Int(image.pixels[1000])
  }
  times.sort()
  let median = times.isEmpty ? 0 : times[times.count / 2]
  let fastest = times.first ?? 0
  let quarter = times.isEmpty ? 0 : times[times.count / 4]
  print(
    "\(count) sprites \(rotated ? "turned" : "translated")"
      + "\(scale.map { ", scaled \($0)\(nearest ? " nearest" : "")" } ?? ""), \(renderer.threadCount) thread(s), "
      + "culling \(renderer.cullsOccludedPixels ? "on" : "off"): median "
      + "\(String(format: "%.2f", median)) ms over \(times.count) frames (\(total)); "
      + "p0 \(String(format: "%.2f", fastest)), p25 \(String(format: "%.2f", quarter))")
}

/// `DICE=1`: frames of the DiceRoller window in which only the die moves;
/// `DICE=app`: frames of the DiceRoller app's own window
/// (``DiceRollerAppScene``) in which the die shows its next face.
///
/// They are drawn as the window draws them: `Renderer.renderFrame` into the
/// renderer's own surface, reading the damaged pixels in place (with
/// `FULL=1`, each redrawn whole, as after `setNeedsDisplay()`; with
/// `IMAGE=1`, through `render(...) -> Image` instead; `THREADS=n` sets the
/// compositor's thread count; `CULL=0` turns culling off). Prints the median
/// and mean milliseconds per frame after a warm-up.
@MainActor func runDice() {
  let environment = ProcessInfo.processInfo.environment
  let renderer = Renderer(scale: 2)
  if let threads = Int(environment["THREADS"] ?? "") { renderer.threadCount = threads }
  renderer.cullsOccludedPixels = environment["CULL"] != "0"
  let root = makeDiceRollerRoot(changeCount: 0)
  let app = environment["DICE"] == "app" ? DiceRollerAppScene(scale: 2) : nil
  let background = app == nil ? Color.white : DiceRollerAppScene.background
  let frames = Int(environment["FRAMES"] ?? "") ?? 1_000
  let full = environment["FULL"] == "1"
  let makesImages = environment["IMAGE"] == "1"
  let warmUp = min(50, frames / 10)
  var total = 0
  var times: [Double] = []
  times.reserveCapacity(frames)
  for iteration in 0..<(frames + warmUp) {
    let snapshot =
      app?.frame(showing: iteration) ?? makeDiceRollerFrame(root: root, iteration: iteration)
    let size = Size(width: 320, height: 480)
    let start = DispatchTime.now().uptimeNanoseconds
    if full { renderer.setNeedsDisplay() }
    if makesImages {
      let image = renderer.render(snapshot, size: size, background: background)
      total &+= Int(image.pixels[1000])
    } else {
      // What the window reads: one pixel per damaged row, standing in for
      // the upload (which is outside the renderer's cost).
      let frame = renderer.renderFrame(snapshot, size: size, background: background)
      frame.withUnsafePixels { pixels, bytesPerRow in
        if iteration == warmUp, environment["SHOW"] == "1" { print(frame.damage) }
        for rect in frame.damage {
          total &+= Int(pixels[Int(rect.minY) * bytesPerRow + Int(rect.minX) * 4])
        }
      }
    }
    let end = DispatchTime.now().uptimeNanoseconds
    if iteration >= warmUp { times.append(Double(end - start) / 1e6) }
  }
  times.sort()
  let mean = times.reduce(0, +) / Double(max(times.count, 1))
  let median = times.isEmpty ? 0 : times[times.count / 2]
  print(
    "dice\(app == nil ? "" : " app") \(full ? "full" : "die-only") \(makesImages ? "render->Image" : "renderFrame"): "
      + "median \(String(format: "%.3f", median)) ms, mean \(String(format: "%.3f", mean)) ms "
      + "per frame over \(times.count) frames (\(total))")
}

MainActor.assumeIsolated {
  if ProcessInfo.processInfo.environment["DICE"] != nil { runDice() } else { run() }
}
