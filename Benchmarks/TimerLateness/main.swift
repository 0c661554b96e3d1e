// How late a repeating timer fires, in one run, for:
//
// - Zoetrope's live SDL run loop (SDLHost, drawing as an app's window
//   does, a ScheduledTimer on the application's scheduler), with the
//   window idle between ticks, and
//   with the window animating (a view sliding back and forth, so a frame
//   is drawn and presented at the display rate while the timer runs);
// - a plain C loop of absolute clock_nanosleep(CLOCK_MONOTONIC,
//   TIMER_ABSTIME), with the thread's default timer slack (50 µs on Linux)
//   and with the 1 µs slack the Zoetrope run loop asks for;
// - Foundation's Timer on the main RunLoop.
//
// Each peer runs for a few seconds at a 10 ms and at a 1 ms interval, the
// peers taking turns for several rounds so that a noisy machine disturbs
// them alike. Lateness is the time on the monotonic clock when the handler
// runs minus the deadline it serves; a skipped tick is a deadline that was
// never served (Foundation skips deadlines missed by more than an interval;
// Zoetrope replays them, up to Scheduler.maximumCatchUp). The share of
// ticks late by more than 0.25 ms (the run loop's goal for p99) is counted
// over all rounds: on a busy machine it tells a timer held up by the
// window from the machine's own noise better than a p99 does. Needs a
// display: run it with Benchmarks/timer-lateness, which starts Xvfb.
//
// Usage: TimerLateness [seconds per phase, default 4] [rounds, default 3]

import CTimerPeers
import Foundation
import Zoetrope
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeSDL
import ZoetropeUI

/// The timers measured.
enum Peer: String, CaseIterable {
  case zoetrope = "Zoetrope SDL run loop (ScheduledTimer), window idle"
  case zoetropeAnimating = "Zoetrope SDL run loop (ScheduledTimer), window animating"
  case nanosleep = "clock_nanosleep loop, default slack"
  case nanosleepLowSlack = "clock_nanosleep loop, 1 µs slack"
  case foundation = "Foundation Timer on RunLoop"
}

/// One phase of the run: a peer at an interval for a number of ticks.
struct Phase {
  var peer: Peer
  var interval: Double
  var ticks: Int
}

/// What one phase measured.
struct PhaseResult {
  var lateness: [Double]
  var skipped: Int
  /// Frames drawn during the phase, and the phase's length in seconds.
  var frames = 0
  var seconds = 0.0

  /// The q-quantile of the lateness (nearest rank), in seconds.
  func quantile(_ q: Double) -> Double {
    let sorted = lateness.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((Double(sorted.count) * q).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
}

/// Runs the phases inside the live host, one after another, and prints the table.
@MainActor
final class Measurement {
  let host: SDLHost
  /// The view that slides while a phase animates.
  let slider: View
  let clock = SystemClock()
  let phases: [Phase]
  /// The thread's timer slack before the host changed it.
  let defaultSlack: Int
  var next = 0
  var results: [(phase: Phase, result: PhaseResult)] = []
  let loadBefore: String

  // The Zoetrope phase in progress.
  var lateness: [Double] = []
  var skipped = 0
  var lastDeadline = -Double.infinity
  var frames = 0
  var phaseStart = 0.0
  var frameCounter: DisplayLink?

  init(host: SDLHost, slider: View, phases: [Phase]) {
    self.host = host
    self.slider = slider
    self.phases = phases
    defaultSlack = TimerPeersTimerSlack()
    loadBefore = Measurement.loadAverage()
  }

  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }

  /// Starts the next phase a little later on the host's scheduler.
  func scheduleNext() {
    host.application.scheduler.scheduledTimer(
      fireAt: clock.now + 0.1, withTimeInterval: 1, repeats: false
    ) { [self] _ in runNext() }
  }

  func runNext() {
    guard next < phases.count else {
      report()
      exit(0)
    }
    let phase = phases[next]
    next += 1
    switch phase.peer {
    case .zoetrope, .zoetropeAnimating:
      startZoetrope(phase)
      return
    case .nanosleep, .nanosleepLowSlack:
      let hostSlack = TimerPeersTimerSlack()
      TimerPeersSetTimerSlack(UInt(phase.peer == .nanosleep ? defaultSlack : 1_000))
      var lateness = [Double](repeating: 0, count: phase.ticks)
      lateness.withUnsafeMutableBufferPointer {
        TimerPeersNanosleepLoop(phase.interval, phase.ticks, $0.baseAddress)
      }
      TimerPeersSetTimerSlack(UInt(hostSlack))
      results.append((phase, PhaseResult(lateness: lateness, skipped: 0)))
    case .foundation:
      let hostSlack = TimerPeersTimerSlack()
      TimerPeersSetTimerSlack(UInt(defaultSlack))
      results.append((phase, FoundationTimerPhase.run(phase)))
      TimerPeersSetTimerSlack(UInt(hostSlack))
    }
    scheduleNext()
  }

  func startZoetrope(_ phase: Phase) {
    lateness = []
    lateness.reserveCapacity(phase.ticks)
    skipped = 0
    lastDeadline = -.infinity
    frames = 0
    phaseStart = clock.now
    let scheduler = host.application.scheduler
    if phase.peer == .zoetropeAnimating {
      View.animate(
        withDuration: 0.5, delay: 0, options: [.curveLinear, .repeat, .autoreverse]
      ) {
        slider.center = Point(x: 280, y: 120)
      }
      // Counts the frames (a display link adds no frames: the animation
      // already asks for every one).
      frameCounter = scheduler.displayLink { [self] _ in frames += 1 }
    }
    scheduler.scheduledTimer(
      fireAt: clock.now + 0.05, withTimeInterval: phase.interval, repeats: true
    ) { [self] timer in
      let now = clock.now
      let deadline = scheduler.now
      lateness.append(now - deadline)
      if lastDeadline > -.infinity {
        skipped += max(0, Int(((deadline - lastDeadline) / phase.interval).rounded()) - 1)
      }
      lastDeadline = deadline
      if lateness.count == phase.ticks {
        timer.invalidate()
        frameCounter?.invalidate()
        frameCounter = nil
        slider.layer.removeAllAnimations()
        slider.center = Point(x: 40, y: 120)
        results.append(
          (
            phase,
            PhaseResult(
              lateness: lateness, skipped: skipped, frames: frames, seconds: clock.now - phaseStart)
          ))
        scheduleNext()
      }
    }
  }

  func report() {
    print("Timer lateness, one run: load average before \(loadBefore), after \(Self.loadAverage())")
    print("Timer slack: default \(defaultSlack) ns; the Zoetrope run loop sets 1000 ns.")
    print("")
    print(
      "| interval | timer | p50 (ms) | p99 (ms) | max (ms) | late > 0.25 ms | skipped ticks "
        + "| per-round p99 (ms) |")
    print("|---|---|---|---|---|---|---|---|")
    for interval in [0.010, 0.001] {
      for peer in Peer.allCases {
        let runs = results.filter { $0.phase.peer == peer && $0.phase.interval == interval }
        guard !runs.isEmpty else { continue }
        let p50 = median(runs.map { $0.result.quantile(0.5) })
        let p99 = median(runs.map { $0.result.quantile(0.99) })
        let maximum = runs.map { $0.result.lateness.max() ?? .nan }.max() ?? .nan
        let skipped = runs.map(\.result.skipped).reduce(0, +)
        let perRound = runs.map { ms($0.result.quantile(0.99)) }.joined(separator: ", ")
        let late = runs.map { $0.result.lateness.filter { $0 > 0.000_25 }.count }.reduce(0, +)
        let count = runs.map(\.result.lateness.count).reduce(0, +)
        let latePercent = String(format: "%.2f %%", Double(late) / Double(max(count, 1)) * 100)
        print(
          "| \(Int(interval * 1000)) ms | \(peer.rawValue) | \(ms(p50)) | \(ms(p99)) "
            + "| \(ms(maximum)) | \(latePercent) | \(skipped) of \(runs.map(\.phase.ticks).reduce(0, +)) | \(perRound) |"
        )
      }
    }
    print("")
    let rounds = results.count / (Peer.allCases.count * 2)
    print("p50 and p99 are medians over \(rounds) rounds; max is over all.")
    for interval in [0.010, 0.001] {
      let runs = results.filter {
        $0.phase.peer == .zoetropeAnimating && $0.phase.interval == interval
      }
      let rates = runs.map { Double($0.result.frames) / $0.result.seconds }
      print(
        "While animating at \(Int(interval * 1000)) ms: "
          + rates.map { String(format: "%.1f", $0) }.joined(separator: ", ")
          + " frames per second, by round")
    }
  }

  func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  func ms(_ seconds: Double) -> String {
    String(format: "%.3f", seconds * 1000)
  }
}

/// Foundation's `Timer` on the main `RunLoop`, run nested inside the host's
/// timer handler (the host's loop waits meanwhile).
enum FoundationTimerPhase {
  /// The handler's state: CF's rule for the deadline each fire serves.
  final class State: @unchecked Sendable {
    let start: Double
    let interval: Double
    let ticks: Int
    var index = 1
    var lateness: [Double] = []
    var skipped = 0
    init(start: Double, interval: Double, ticks: Int) {
      self.start = start
      self.interval = interval
      self.ticks = ticks
      lateness.reserveCapacity(ticks)
    }
  }

  static func run(_ phase: Phase) -> PhaseResult {
    let clock = SystemClock()
    let state = State(start: clock.now, interval: phase.interval, ticks: phase.ticks)
    // The first deadline one interval from now, as on the other peers
    // (swift-corelibs-foundation's Timer(timeInterval:) fires at once).
    let first = Date(timeIntervalSinceNow: phase.interval)
    let timer = Timer(fire: first, interval: phase.interval, repeats: true) { timer in
      let now = SystemClock().now
      state.lateness.append(now - (state.start + Double(state.index) * state.interval))
      if state.lateness.count == state.ticks {
        timer.invalidate()
        return
      }
      // CF reschedules to the first deadline on its grid after the
      // handler returns, skipping any it has missed.
      let end = SystemClock().now
      var following = state.index + 1
      if state.start + Double(following) * state.interval <= end {
        following = Int(((end - state.start) / state.interval).rounded(.down)) + 1
      }
      state.skipped += following - state.index - 1
      state.index = following
    }
    RunLoop.current.add(timer, forMode: .default)
    let limit = Date(timeIntervalSinceNow: Double(phase.ticks) * phase.interval * 2 + 1)
    while timer.isValid, Date() < limit {
      _ = RunLoop.current.run(mode: .default, before: limit)
    }
    timer.invalidate()
    return PhaseResult(lateness: state.lateness, skipped: state.skipped)
  }
}

let arguments = CommandLine.arguments.dropFirst().compactMap(Double.init)
let secondsPerPhase = arguments.first ?? 4
let rounds = arguments.count > 1 ? Int(arguments[1]) : 3
var phases: [Phase] = []
for _ in 0..<max(rounds, 1) {
  for interval in [0.010, 0.001] {
    for peer in Peer.allCases {
      phases.append(
        Phase(peer: peer, interval: interval, ticks: Int((secondsPerPhase / interval).rounded())))
    }
  }
}

let slider = View(frame: Rect(x: 20, y: 100, width: 40, height: 40))
do {
  let host = try SDLHost(
    title: "Timer lateness", size: Size(width: 320, height: 240),
    rootViewController: {
      let controller = ViewController()
      controller.view.backgroundColor = .white
      slider.backgroundColor = .black
      controller.view.addSubview(slider)
      return controller
    }
  )
  let measurement = Measurement(host: host, slider: slider, phases: phases)
  host.application.scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
    measurement.runNext()
  }
  exit(host.run())
} catch {
  print("TimerLateness: \(error) (run it with Benchmarks/timer-lateness, which starts Xvfb)")
  exit(2)
}
