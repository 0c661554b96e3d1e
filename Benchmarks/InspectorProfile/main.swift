// The live inspector's own work per frame with many running animations
// (issue 32's goal: at most 1 ms a frame with 1,000), beside the app's
// frame without it, in the same run:
//
//   swift build -c release --product InspectorProfile
//   .build/release/InspectorProfile               # 1,000 animations, 300 frames
//   COUNT=10000 FRAMES=200 .build/release/InspectorProfile
//
// The app: a 480 × 640 window of COUNT small views, each moved by an
// animation of 1,000 s started by one of COUNT / 20 animation blocks (so
// every frame has COUNT running animations in COUNT / 20 groups). Each
// frame the application advances 1/60 s and its snapshot is drawn twice,
// alternately first: by one renderer as the app's frame (the baseline),
// and, after `AnimationInspector.overlay` puts the inspector's panel over
// it, by another renderer as the window shows it with the inspector
// open. Printed: medians over the frames of the app's frame (advance and
// draw), of the inspector's update (`overlay`), of the extra drawing (the
// composed frame's draw minus the app's), and their sum, the inspector's
// cost; in the process's CPU time (all threads; steadier on a shared
// machine) and in
// wall time. WINDOW=1 measures the panel in its own 420-point window
// (`--inspector-window`) instead: its update (`panelSnapshot`) and its
// whole draw by its own renderer, beside the app's frame.

import Foundation
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeUI

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

/// The median of some values.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Milliseconds with three decimals.
func ms(_ seconds: Double) -> String {
  String(format: "%.3f ms", seconds * 1000)
}

@MainActor
func run() {
  let environment = ProcessInfo.processInfo.environment
  let count = max(Int(environment["COUNT"] ?? "") ?? 1000, 1)
  let frames = max(Int(environment["FRAMES"] ?? "") ?? 300, 10)
  let inWindow = environment["WINDOW"] == "1"
  let panelSize = Size(width: 420, height: 640)
  let size = Size(width: 480, height: 640)
  let clock = ManualClock()
  let application = Application(clock: clock, random: .seeded(1))
  Application.shared = application
  let window = Window(frame: Rect(origin: .zero, size: size))
  let controller = ViewController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  var views: [View] = []
  for index in 0..<count {
    let view = View(
      frame: Rect(
        x: Double(index % 40) * 12, y: Double((index / 40) % 53) * 12, width: 10, height: 10))
    view.backgroundColor = Color(red: 0.2, green: 0.4, blue: Double(index % 7) / 7)
    controller.view.addSubview(view)
    views.append(view)
  }
  let inspector = AnimationInspector(application: application)
  application.advance(to: 0) { _ in }
  for first in stride(from: 0, to: count, by: 20) {
    View.animate(withDuration: 1000) {
      for view in views[first..<min(first + 20, count)] {
        view.center = Point(x: view.center.x + 200, y: view.center.y)
      }
    }
  }
  let plain = Renderer(scale: 1)
  let inspected = Renderer(scale: 1)
  var appFrames: [(Double, Double)] = []
  var updates: [(Double, Double)] = []
  var extraDraws: [(Double, Double)] = []
  for frame in 1...frames {
    let start = clocks()
    var snapshot: RenderSnapshot?
    application.advance(to: Double(frame) / 60) { snapshot = $0 }
    guard let snapshot else { fatalError("no snapshot") }
    let advanced = clocks()
    func drawPlain() -> (Double, Double) {
      let begin = clocks()
      _ = plain.render(snapshot, size: size, background: .black)
      let end = clocks()
      return (end.wall - begin.wall, end.cpu - begin.cpu)
    }
    var composed: RenderSnapshot?
    func drawInspected() -> (update: (Double, Double), draw: (Double, Double)) {
      let begin = clocks()
      if inWindow {
        composed = inspector.panelSnapshot(for: snapshot, size: panelSize)
      } else {
        composed = inspector.overlay(snapshot, size: size)
      }
      let updated = clocks()
      _ = inspected.render(composed!, size: inWindow ? panelSize : size, background: .black)
      let end = clocks()
      return (
        (updated.wall - begin.wall, updated.cpu - begin.cpu),
        (end.wall - updated.wall, end.cpu - updated.cpu)
      )
    }
    let plainDraw: (Double, Double)
    let inspectedWork: (update: (Double, Double), draw: (Double, Double))
    if frame % 2 == 0 {
      plainDraw = drawPlain()
      inspectedWork = drawInspected()
    } else {
      inspectedWork = drawInspected()
      plainDraw = drawPlain()
    }
    appFrames.append(
      (advanced.wall - start.wall + plainDraw.0, advanced.cpu - start.cpu + plainDraw.1))
    updates.append(inspectedWork.update)
    // In its own window the panel's whole draw is the inspector's.
    let baseline = inWindow ? (0, 0) : plainDraw
    extraDraws.append((inspectedWork.draw.0 - baseline.0, inspectedWork.draw.1 - baseline.1))
  }
  let running = inspector.rows.first.map { _ in inspector.log.records.count } ?? 0
  print(
    "InspectorProfile: \(count) running animations (\(running) logged), \(frames) frames"
      + (inWindow ? ", the panel in its own window" : ""))
  for (name, values) in [
    ("app frame (advance + draw), the baseline", appFrames),
    (inWindow ? "inspector update (panelSnapshot)" : "inspector update (overlay)", updates),
    (inWindow ? "inspector draw (the panel's window)" : "inspector extra draw", extraDraws),
    ("inspector total", zip(updates, extraDraws).map { ($0.0 + $1.0, $0.1 + $1.1) }),
  ] {
    print(
      "  \(name): CPU \(ms(median(values.map(\.1)))), wall \(ms(median(values.map(\.0))))")
  }
}

MainActor.assumeIsolated { run() }
