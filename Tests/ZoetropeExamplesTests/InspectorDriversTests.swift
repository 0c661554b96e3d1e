import Foundation
import Testing
import Zoetrope
import ZoetropeTesting

/// What a tap starts in ``DriversSubject``.
enum DriversMode {
  /// A property animator with a curve.
  case animatorCurve
  /// A property animator with a spring.
  case animatorSpring
  /// A block animation, over an emitter that runs all along.
  case emitter
  /// A block animation, beside a timer that counts.
  case timer
}

/// A small app for the inspector's scrub beyond layer animations: a tap
/// starts what its mode says.
@MainActor
final class DriversSubject: ViewController {
  let mode: DriversMode
  let box = View(frame: Rect(x: 20, y: 20, width: 60, height: 60))
  var animator: PropertyAnimator?
  var completions = 0
  var ticks = 0
  var timer: ScheduledTimer?

  init(_ mode: DriversMode) {
    self.mode = mode
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    box.backgroundColor = .blue
    view.addSubview(box)
    if mode == .emitter {
      var cell = EmitterCell()
      cell.contents = try? Image(pixelWidth: 4, pixelHeight: 4, scale: 1, filledWith: .red)
      cell.birthRate = 40
      cell.lifetime = 3
      cell.velocity = 60
      cell.velocityRange = 30
      cell.emissionLongitude = .pi / 2
      cell.emissionRange = .pi / 3
      let emitter = EmitterLayer()
      emitter.frame = Rect(x: 0, y: 100, width: 200, height: 100)
      emitter.emitterPosition = Point(x: 100, y: 0)
      emitter.emitterCells = [cell]
      view.layer.addSublayer(emitter)
    }
    if mode == .timer {
      timer = Application.shared.scheduler.scheduledTimer(withTimeInterval: 0.125, repeats: true) {
        [weak self] _ in
        guard let self else { return }
        ticks += 1
        box.alpha = ticks % 2 == 0 ? 1 : 0.5
      }
    }
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    let target = Point(x: 150, y: 140)
    switch mode {
    case .animatorCurve, .animatorSpring:
      let animator =
        mode == .animatorCurve
        ? PropertyAnimator(duration: 2, curve: .easeInOut)
        : PropertyAnimator(duration: 2, dampingRatio: 0.6)
      animator.addAnimations { self.box.center = target }
      animator.addCompletion { [weak self] _ in self?.completions += 1 }
      animator.startAnimation()
      self.animator = animator
    case .emitter, .timer:
      View.animate(withDuration: 2) { self.box.center = target }
    }
  }
}

/// Scrubbing and replay drive property animators (curves and springs)
/// and emitters through the layer time model; timers are not scrubbed
/// (docs/INSPECTOR.md).
@MainActor
@Suite(.isolatedLayerContext) struct InspectorDriversTests {
  func host(_ mode: DriversMode, inspector: Bool) -> (HeadlessHost, DriversSubject) {
    let subject = DriversSubject(mode)
    let host = HeadlessHost(size: Size(width: 200, height: 200)) { subject }
    if inspector { host.openInspector() }
    host.tap(.point(x: 100, y: 100), at: 0.25)
    return (host, subject)
  }

  /// The app's frame (no panel) of a run without the inspector at a time.
  func reference(_ mode: DriversMode, at time: Double) -> Image {
    let (reference, _) = host(mode, inspector: false)
    reference.advance(to: time)
    return reference.screenshot()
  }

  /// Whether two frames are the same bytes (without printing them).
  func same(_ first: Image, _ second: Image) -> Bool { first == second }

  func keep(_ host: HeadlessHost, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["ZOETROPE_INSPECTOR_PNG"] else { return }
    try host.writeScreenshot(to: folder + "/" + name + ".png")
  }

  @Test(arguments: [DriversMode.animatorCurve, .animatorSpring])
  func aPropertyAnimatorIsScrubbedAndRunsOnThroughItsClock(_ mode: DriversMode) throws {
    let (host, subject) = host(mode, inspector: true)
    host.advance(to: 1.25)
    _ = host.screenshot()
    let inspector = try #require(host.inspector)
    #expect(!inspector.timelineRecords.isEmpty)
    host.scrubInspector(to: 0.75)
    #expect(same(host.appScreenshot(), reference(mode, at: 0.75)))
    #expect(!same(host.appScreenshot(), reference(mode, at: 1.25)))
    try keep(host, "animator-scrubbed")
    host.scrubInspector(to: 1.5)  // forward of the paused time
    #expect(same(host.appScreenshot(), reference(mode, at: 1.5)))
    host.scrubInspector(to: 0.75)
    host.resumeAnimations()
    host.advance(to: 1.75)
    // It ran on from 0.75: at 1.75 it shows 1.25, and it is listed.
    #expect(same(host.appScreenshot(), reference(mode, at: 1.25)))
    #expect(inspector.rows.contains { $0.record != nil })
    // Its end (and completion) moved by half a second.
    let animator = try #require(subject.animator)
    if mode == .animatorCurve {
      host.advance(to: 2.75 - 0.125)
      #expect(subject.completions == 0)
      #expect(animator.isRunning)
    }
    host.advance(to: 6)
    #expect(subject.completions == 1)
    #expect(same(host.appScreenshot(), reference(mode, at: 6)))
  }

  @Test func replayRestartsAPropertyAnimatorOnce() throws {
    let (host, subject) = host(.animatorCurve, inspector: true)
    host.advance(to: 1.25)
    _ = host.screenshot()
    host.replayInspectedGroup()
    host.advance(to: 1.75)
    // Back at its start at 1.25: at 1.75 it shows 0.75.
    #expect(same(host.appScreenshot(), reference(.animatorCurve, at: 0.75)))
    host.advance(to: 3.125)
    #expect(subject.completions == 0)  // its end moved to 3.25
    host.advance(to: 3.5)
    #expect(subject.completions == 1)
  }

  @Test func emittersFollowThePlayheadAndRunOnFromIt() throws {
    let (host, _) = host(.emitter, inspector: true)
    host.advance(to: 1.75)
    _ = host.screenshot()
    host.scrubInspector(to: 1)
    #expect(same(host.appScreenshot(), reference(.emitter, at: 1)))
    try keep(host, "emitter-scrubbed")
    host.scrubInspector(to: 0.5)
    #expect(same(host.appScreenshot(), reference(.emitter, at: 0.5)))
    host.scrubInspector(to: 1)
    host.resumeAnimations()
    host.advance(to: 2)
    #expect(same(host.appScreenshot(), reference(.emitter, at: 1.25)))
    // The group runs on and is listed as running.
    let inspector = try #require(host.inspector)
    #expect(inspector.rows.contains { $0.record != nil && $0.progress > 0 && $0.progress < 1 })
    #expect(inspector.log.records.first?.startTime == 1)  // 0.25 moved by 0.75
  }

  @Test func replayTakesEmittersBackToTheGroupsStart() throws {
    let (host, _) = host(.emitter, inspector: true)
    host.advance(to: 1.75)
    _ = host.screenshot()
    host.replayInspectedGroup()
    host.advance(to: 2.25)
    #expect(same(host.appScreenshot(), reference(.emitter, at: 0.75)))
  }

  @Test func timersAreNotScrubbedAndFireOnFromThePausedTime() throws {
    let (host, subject) = host(.timer, inspector: true)
    host.advance(to: 1)
    _ = host.screenshot()
    let ticks = subject.ticks
    #expect(ticks == 8)
    host.scrubInspector(to: 0.5)
    host.advance(to: 3)  // the host's time runs; the app's stands at 1
    host.scrubInspector(to: 1.5)
    #expect(subject.ticks == ticks)
    // The timer's state (the box's alpha) is the app's now, not the
    // playhead's: only the block animation moved.
    host.resumeAnimations()
    host.advance(to: 3.5)  // the app's time: 1.5
    #expect(subject.ticks == 12)
    let log = try #require(host.inspector?.log)
    #expect(log.timers.first?.lastFire == 1.5)
  }
}
