// Benchmarks for a whole ZoetropeUI frame: input, timers, commit, layout,
// presentation and the Cairo render of the key window.

import Benchmark
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeRendering
import ZoetropeUI

/// An application on a manual clock with one 800 × 600 window of 1,000 views.
///
/// The views are 900 small coloured views in a grid, 50 labels and 50
/// buttons. When `animated` is true, every other grid view runs a repeating,
/// autoreversing block animation of its centre, and every label changes its
/// text each frame (through `update`).
@MainActor
final class UIBenchmarkWindow {
  let app: Application
  let window: Window
  let renderer = Renderer(scale: 1)
  let labels: [Label]
  let size = Size(width: 800, height: 600)
  var time = 0.0
  var frameNumber = 0
  let animated: Bool

  init(animated: Bool) {
    self.animated = animated
    app = Application(clock: ManualClock(now: 0), random: .seeded(0))
    window = Window(frame: Rect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    for index in 0..<900 {
      let view = View(
        frame: Rect(
          x: Double(index % 30) * 26 + 5, y: Double(index / 30) * 16 + 5, width: 20, height: 10))
      view.backgroundColor = Color(
        red: Double(index % 7) / 7, green: Double(index % 11) / 11, blue: 0.8)
      window.addSubview(view)
    }
    var labels: [Label] = []
    for index in 0..<50 {
      let label = Label(
        frame: Rect(
          x: Double(index % 5) * 160, y: 500 + Double(index / 5) * 9, width: 150, height: 9))
      label.font = .systemFont(ofSize: 8)
      label.text = "Label \(index)"
      window.addSubview(label)
      labels.append(label)
    }
    self.labels = labels
    for index in 0..<50 {
      let button = Button(title: "B\(index)")
      button.frame.origin = Point(x: Double(index % 25) * 32, y: 420 + Double(index / 25) * 40)
      window.addSubview(button)
    }
    if animated {
      for (index, view) in window.subviews.prefix(900).enumerated() where index.isMultiple(of: 2) {
        let center = view.center
        View.animate(
          withDuration: 1 + Double(index % 5) * 0.25, delay: 0,
          options: [.repeat, .autoreverse, .allowUserInteraction]
        ) {
          view.center = Point(x: center.x + 10, y: center.y + 3)
        }
      }
    }
    frame()
  }

  /// One 60 Hz frame; draws only when the snapshot changed, as a host does.
  func frame() {
    time += 1.0 / 60
    frameNumber += 1
    if animated {
      for (index, label) in labels.enumerated() {
        label.text = "Label \(index) frame \(frameNumber % 10)"
      }
      window.setNeedsLayout()
    }
    app.advance(to: time) { snapshot in
      guard snapshot.hasChanges else { return }
      blackHole(renderer.render(snapshot, size: size, background: .white))
    }
  }
}

/// Measures one application frame per iteration, the window made once
/// per benchmark (not once per sample: see `measureOnMainActor`).
func measureUIFrames(animated: Bool, _ benchmark: Benchmark) async {
  await measureOnMainActor(benchmark) {
    let window = UIBenchmarkWindow(animated: animated)
    return { _ in window.frame() }
  }
}

let uiBenchmarks: @Sendable () -> Void = {
  // One frame of a window with 1,000 views, 450 of them animating and 50
  // labels changing text: layout, presentation and render.
  Benchmark(
    "UI: frame of a 1,000-view window, animating",
    configuration: .init(maxDuration: .seconds(5), maxIterations: 200)
  ) { benchmark in
    await measureUIFrames(animated: true, benchmark)
  }

  // The same window with nothing changing: no layout, no render.
  Benchmark(
    "UI: idle frame of a 1,000-view window",
    configuration: .init(maxDuration: .seconds(3), maxIterations: 100_000)
  ) { benchmark in
    await measureUIFrames(animated: false, benchmark)
  }
}
