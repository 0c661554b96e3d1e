// Auto Layout's workloads of issue 34's goals, for Benchmarks/layout-kiwi
// (which runs python3-kiwisolver on the same systems in the same run) and
// for profiling outside the benchmark harness:
//
//   swift build -c release --product LayoutProfile
//   .build/release/LayoutProfile [views, default 250] [rounds, default 15]
//   valgrind --tool=callgrind .build/release/LayoutProfile 250 2
//
// The system: a root view of 320 × 100,000 points holding a column of
// `views` subviews, each with four constraints (leading = root.leading + 8,
// trailing = root.trailing − 8, top = previous.bottom + 4 or root.top + 4,
// height = 20): 1,000 constraints for 250 views. Prints one line per
// workload, `name median-µs`, the median over the rounds:
//
// - `build`: activating the constraints and the first `layoutIfNeeded()`
//   (the solver built and every frame set);
// - `constant`: setting the first view's height constant (20 ↔ 40), the
//   solver moved in place (every view below it moves);
// - `constant+layout`: the same followed by `layoutIfNeeded()`: 250 frames
//   set;
// - `last+layout`: the last view's height constant and `layoutIfNeeded()`:
//   one frame set;
// - `animation-frame`: one frame of a 0.3 s animation of the first height's
//   constant over `views` views (presentation values of every frame);
// - `scroll-frame`: one frame of a 320 × 480 window whose scroll view of
//   1,000 rows (44 points each, all of them views: not recycled) scrolls
//   by animated `setContentOffset` (2,000 points every 0.3 s, about 6,700
//   points a second): the frame step and the Cairo render of the window.
//
// `LayoutProfile list [rows] [rounds]` times the first layout of
// Examples/LayoutList's screen instead (ListScreen.swift).

import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeRendering
import ZoetropeUI

#if canImport(Glibc)
import Glibc
#endif

func now() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// A root with a column of views laid out by constraints.
@MainActor struct Column {
  let root = Window(frame: Rect(x: 0, y: 0, width: 320, height: 100_000))
  var views: [View] = []
  var constraints: [LayoutConstraint] = []
  var heights: [LayoutConstraint] = []

  init(count: Int) {
    root.makeKeyAndVisible()
    var previous: View?
    for _ in 0..<count {
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let height = view.heightAnchor.constraint(equalToConstant: 20)
      constraints += [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
        view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4),
        height,
      ]
      heights.append(height)
      views.append(view)
      previous = view
    }
  }
}

@MainActor func run() {
  let arguments = CommandLine.arguments
  if arguments.count > 1 && arguments[1] == "list" {
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000
    let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3
    runList(count: count, rounds: rounds)
    return
  }
  let count = arguments.count > 1 ? Int(arguments[1]) ?? 250 : 250
  let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 15 : 15
  let app = Application(clock: ManualClock(now: 0), random: .seeded(0))
  var times: [String: [Double]] = [:]
  func measure(_ name: String, _ body: () -> Void) {
    let start = now()
    body()
    times[name, default: []].append(now() - start)
  }
  var checksum = 0.0
  var time = 0.0
  for _ in 0..<rounds {
    let column = Column(count: count)
    measure("build") {
      LayoutConstraint.activate(column.constraints)
      column.root.layoutIfNeeded()
    }
    let first = column.heights[0]
    let last = column.heights[count - 1]
    for step in 0..<50 {
      let value = step.isMultiple(of: 2) ? 40.0 : 20.0
      measure("constant") { first.constant = value }
      column.root.layoutIfNeeded()
      measure("constant+layout") {
        first.constant = value + 1
        column.root.layoutIfNeeded()
      }
      measure("last+layout") {
        last.constant = value
        column.root.layoutIfNeeded()
      }
    }
    checksum += column.views[count - 1].frame.maxY
    View.animate(withDuration: 0.3) {
      first.constant = 200
      column.root.layoutIfNeeded()
    }
    for _ in 1...18 {
      time += 1.0 / 60
      measure("animation-frame") {
        app.advance(to: time) { _ in }
      }
    }
    time += 1
    app.advance(to: time) { _ in }
    checksum += column.views[count - 1].layer.presentation().position.y
    column.root.isHidden = true  // out of the next rounds' frames
  }
  measureScrolling(app: app, time: &time, rounds: rounds, measure: measure)
  for name in [
    "build", "constant", "constant+layout", "last+layout", "animation-frame", "scroll-frame",
  ] {
    print(name, String(format: "%.2f", median(times[name] ?? []) * 1e6))
  }
  if !checksum.isFinite { print("checksum", checksum) }
}

/// Frames of a scroll view of 1,000 rows scrolling, rendered.
@MainActor func measureScrolling(
  app: Application, time: inout Double, rounds: Int, measure: (String, () -> Void) -> Void
) {
  let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
  window.makeKeyAndVisible()
  let scroll = ScrollView(frame: window.bounds)
  scroll.contentSize = Size(width: 320, height: 44_000)
  window.addSubview(scroll)
  for index in 0..<1_000 {
    let row = View(frame: Rect(x: 0, y: Double(index) * 44, width: 320, height: 43))
    row.backgroundColor = Color(
      red: Double(index % 7) / 7, green: Double(index % 11) / 11, blue: 0.8)
    scroll.addSubview(row)
  }
  let renderer = Renderer(scale: 1)
  var target = 0.0
  for frame in 0..<(rounds * 18) {
    if frame.isMultiple(of: 18) {
      target = target >= 40_000 ? 0 : target + 2_000
      scroll.setContentOffset(Point(x: 0, y: target), animated: true)
    }
    time += 1.0 / 60
    measure("scroll-frame") {
      app.advance(to: time) { snapshot in
        _ = renderer.render(snapshot, size: window.bounds.size, background: .white)
      }
    }
  }
}

MainActor.assumeIsolated { run() }
