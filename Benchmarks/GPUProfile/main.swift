// The GPU compositor beside the CPU compositor on the same frames, in one
// run, outside the benchmark harness (it needs an OpenGL context: SDL's
// offscreen driver, which is Mesa's llvmpipe on a machine without a GPU):
//
//   swift build -c release --product GPUProfile
//   .build/release/GPUProfile
//
// Frames of 32×32 sprites over 800×600 (the bunnymark scene of the
// renderer benchmarks), translated, or turned with `ROTATED=1`; `COUNTS=a,b,…`
// sprite counts (default 1000,2000,5000,10000,20000), `FRAMES=n` frames
// per count and compositor (default 30). The compositors take turns frame
// by frame. Each frame moves every sprite, so the CPU compositor redraws
// what moved and the GPU one draws every sprite; a GPU frame is timed until
// OpenGL has finished it (glFinish). Prints, per count, the median wall
// time of a frame and the median CPU time of the process during it (all
// threads: llvmpipe rasterizes on every core, the CPU compositor bands on
// two), and the textures the GPU uploaded after the first frame.

import BenchmarkScenes
import Foundation
@_spi(Benchmarks) import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

func seconds(_ clock: clockid_t) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

@MainActor func run() throws {
  let environment = ProcessInfo.processInfo.environment
  let rotated = environment["ROTATED"] == "1"
  let counts =
    environment["COUNTS"].map { $0.split(separator: ",").compactMap { Int($0) } }
    ?? [1_000, 2_000, 5_000, 10_000, 20_000]
  let frames = Int(environment["FRAMES"] ?? "") ?? 30
  let size = Size(width: 800, height: 600)
  let context = try OffscreenGLContext.shared()
  let gpu = try GPURenderer(loader: context.loader)
  let cpu = Renderer()
  print("GPU: \(gpu.contextDescription); CPU compositor on \(cpu.threadCount) threads")
  print("load average: \((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?")")
  print(
    "| \(rotated ? "turned" : "translated") sprites | GPU wall | GPU CPU | CPU wall | CPU CPU "
      + "| GPU / CPU (wall) | GPU uploads after frame 1 |")
  print("|---|---|---|---|---|---|---|")
  for count in counts {
    let scene = SpriteScene(count: count, rotated: rotated)
    func snapshot(_ frame: Int) -> RenderSnapshot {
      scene.snapshot(frame: frame % 50, background: .white)
    }
    var gpuWall: [Double] = []
    var gpuCPU: [Double] = []
    var cpuWall: [Double] = []
    var cpuCPU: [Double] = []
    var uploads = 0
    for frame in 0...frames {
      let scene = snapshot(frame)
      var wall = seconds(CLOCK_MONOTONIC)
      var work = seconds(CLOCK_PROCESS_CPUTIME_ID)
      try gpu.renderOffscreen(scene, size: size, background: .black)
      if frame > 0 {
        gpuWall.append(seconds(CLOCK_MONOTONIC) - wall)
        gpuCPU.append(seconds(CLOCK_PROCESS_CPUTIME_ID) - work)
        uploads += gpu.uploadsInLastFrame
      }
      wall = seconds(CLOCK_MONOTONIC)
      work = seconds(CLOCK_PROCESS_CPUTIME_ID)
      _ = cpu.renderFrame(scene, size: size, background: .black)
      if frame > 0 {
        cpuWall.append(seconds(CLOCK_MONOTONIC) - wall)
        cpuCPU.append(seconds(CLOCK_PROCESS_CPUTIME_ID) - work)
      }
    }
    func ms(_ value: Double) -> String { String(format: "%.1f ms", value * 1000) }
    print(
      "| \(count) | \(ms(median(gpuWall))) | \(ms(median(gpuCPU))) | \(ms(median(cpuWall))) "
        + "| \(ms(median(cpuCPU))) | \(String(format: "%.2f", median(gpuWall) / median(cpuWall)))× "
        + "| \(uploads) |")
  }
}

do {
  try MainActor.assumeIsolated { try run() }
} catch {
  print("GPUProfile: \(error)")
  exit(1)
}
