// Sprites in the live window, on whichever compositor ZOETROPE_COMPOSITOR
// (or the automatic choice) gives: the bunnymark scene of the profiles
// (BenchmarkScenes.SpriteScene's sprite and places) as layers of an app,
// moved every frame by a display link with actions disabled. Runs for
// SECONDS (default 4) after a second of warm-up, then prints the frames
// presented per second and the process's CPU time per frame, and exits.
// The window draws as an app's does (the Zoetrope module's SDLHost
// initializer, App.main's path: on the CPU, the damaged rectangles copied
// from the renderer's frame surface, no Image made). Needs a display:
// Benchmarks/window-compositors runs it under Xvfb with COUNT=n and
// ROTATED=1 for both compositors.

import BenchmarkScenes
import Foundation
import Zoetrope
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeSDL
import ZoetropeUI

@MainActor func run() -> Int32 {
  let environment = ProcessInfo.processInfo.environment
  let count = Int(environment["COUNT"] ?? "") ?? 1_000
  let rotated = environment["ROTATED"] == "1"
  let seconds = Double(environment["SECONDS"] ?? "") ?? 4
  let scene = SpriteScene(count: count, rotated: rotated)
  var sprites: [Layer] = []
  do {
    let host = try SDLHost(
      title: "WindowSprites", size: Size(width: 800, height: 600),
      rootViewController: {
        let controller = ViewController()
        controller.view.backgroundColor = .white
        Transaction.perform(disableActions: true) {
          for (index, start) in scene.starts.enumerated() {
            let sprite = Layer()
            sprite.bounds = Rect(x: 0, y: 0, width: 32, height: 32)
            sprite.position = start
            sprite.contents = scene.sprite
            if rotated { sprite.transform = Transform(rotationAngle: Double(index) * 0.37) }
            controller.view.layer.addSublayer(sprite)
            sprites.append(sprite)
          }
        }
        return controller
      })
    var frame = 0
    var frames = 0
    var start = 0.0
    var startCPU = 0.0
    func cpuSeconds() -> Double {
      var usage = rusage()
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    let link = host.application.scheduler.displayLink { link in
      frame += 1
      Transaction.perform(disableActions: true) {
        for (index, sprite) in sprites.enumerated() {
          let x = scene.starts[index].x + Double(frame % 50) * 3.7
          sprite.position = Point(x: x, y: scene.starts[index].y)
          if rotated {
            sprite.transform = Transform(rotationAngle: Double(index) * 0.37 + Double(frame) * 0.1)
          }
        }
      }
      if link.timestamp >= 1, start == 0 {
        start = link.timestamp
        startCPU = cpuSeconds()
      } else if start > 0 {
        frames += 1
        if link.timestamp - start >= seconds {
          let cpu = cpuSeconds() - startCPU
          print(
            "\(count) \(rotated ? "turned" : "translated") sprites on the "
              + "\(host.drawsWithGPU ? "GPU" : "CPU") compositor: "
              + String(format: "%.1f", Double(frames) / (link.timestamp - start))
              + " frames a second, "
              + String(format: "%.1f", cpu / Double(max(frames, 1)) * 1000) + " ms CPU a frame")
          exit(0)
        }
      }
    }
    _ = link
    return host.run()
  } catch {
    print("WindowSprites: \(error) (run it with Benchmarks/window-compositors, which starts Xvfb)")
    return 2
  }
}

exit(MainActor.assumeIsolated { run() })
