import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeUI

/// Runs an app with no display, on a manual clock: advance time, tap and
/// drag by script, take screenshots, record.
///
/// Time starts at 0 and moves only when you say. Frames happen at fixed
/// times `k / fps`; input happens at the times you give. The same app,
/// script, seed, scale and fps give the same pixels, byte for byte.
///
/// Testing your own app:
///
/// ```swift
/// import Testing
/// import Zoetrope
/// @testable import MyApp
///
/// @MainActor @Test func rollShowsAFace() throws {
///   let host = HeadlessHost(app: MyApp(), seed: 42)
///   host.tap("Roll", at: 0.5)            // by accessibility label or title
///   host.advance(by: 1)
///   let before = host.screenshot()
///   host.run(try Script(parsing: "1.5 tap \"Stop\""))
///   host.advance(by: 1)
///   #expect(host.screenshot() != before)
///   try host.writeScreenshot(to: "/tmp/roll.png")  // to look at it
/// }
/// ```
///
/// Only one application exists at a time (`Application.shared`): each
/// host makes its own and makes it current whenever it advances.
@MainActor
public final class HeadlessHost {
  /// The app's application object (scheduler, windows, random source).
  public let application: Application
  /// The window the root view controller lives in; its size is the app's.
  public let window: Window
  /// The highest frame rate a host runs at: 1000 frames per second.
  nonisolated public static let maximumFPS = 1000.0

  /// The clock, advanced only by this host.
  public let clock: ManualClock
  /// Frames per second: frames happen at `k / fps` seconds.
  public let fps: Double
  /// Pixels per point in screenshots and recordings.
  public let scale: Double
  /// The colour under the window in screenshots and recordings: black, as
  /// an iOS screen shows through a window and root view without a
  /// background colour (the live window clears to the same colour).
  public var background: Color = .black
  /// What screenshots and recordings draw over each frame
  /// (`--flash-damage`, `--show-layer-bounds`); none by default.
  public var overlay: FrameOverlay = []
  /// Problems met while running scripts, also printed as warnings.
  ///
  /// A label no visible view has, a command that never ran because it
  /// comes after the end of a recording. They never make a recording fail.
  public internal(set) var scriptWarnings: [String] = []

  /// The index of the next frame time, `nextFrame / fps`.
  var nextFrame = 0
  /// Commands not yet started, in time order.
  var pendingCommands = TimeOrderedQueue<ScriptCommand>()
  /// Drags, flings, pinches and rotations under way, by the time of their
  /// next sample.
  var activeMotions = TimeOrderedQueue<ScriptMotion>()
  /// Touches produced by commands, not yet handed to the application.
  var pendingInput = TimeOrderedQueue<InputEvent>()
  /// The free bytes on the file system holding a folder, or nil if
  /// unknown; tests replace it to simulate a full disk.
  var availableBytes: (String) -> Int? = { OutputPath.availableBytes(at: $0) }
  /// The key window's snapshot from the latest frame.
  private var lastSnapshot: RenderSnapshot?
  /// The filmstrip of `--timeline out.html`: small copies of recorded
  /// frames, at least ``timelineFrameSpacing`` apart.
  var timelineFrames: [TimelineFrame] = []
  /// The least application time between two filmstrip frames (doubled
  /// whenever the filmstrip is full).
  var timelineFrameSpacing = 0.1
  /// The host time of the latest frame.
  private var lastFrameHostTime: Double?
  /// Maps the host's time to the application's (``timeControl``).
  var timeControlState = TimeControl.normal
  /// The application's own clock, which its scheduler moves; the host's
  /// ``clock`` is mapped to it by ``timeControl``.
  let applicationClock = ManualClock()
  /// The live inspector, while open (``openInspector()``).
  var openedInspector: AnimationInspector?
  private let renderer: Renderer

  /// Creates a host and shows the root view controller in a window.
  ///
  /// - Parameters:
  ///   - size: The window's size in points; sides below 1 become 1.
  ///   - scale: Pixels per point, > 0 (bad values become 1, with a warning).
  ///   - fps: Frames per second, 0 < fps ≤ ``maximumFPS`` (NaN, ∞ and
  ///     values ≤ 0 become 60, larger ones ``maximumFPS``, with a warning).
  ///   - seed: Seeds `application.random`, for reproducible runs.
  ///   - rootViewController: Makes the window's root view controller; runs
  ///     after the application exists, so it may use `Application.shared`.
  public init(
    size: Size, scale: Double = 1, fps: Double = 60, seed: UInt64 = 0,
    rootViewController: @MainActor () -> ViewController
  ) {
    var scale = scale
    if !(scale.isFinite && scale > 0) {
      zoetropeWarning("HeadlessHost scale \(scale) is not a positive number; using 1")
      scale = 1
    }
    var fps = fps
    if !(fps.isFinite && fps > 0) {
      zoetropeWarning("HeadlessHost fps \(fps) is not a positive number; using 60")
      fps = 60
    } else if fps > Self.maximumFPS {
      zoetropeWarning("HeadlessHost fps \(fps) is more than \(Self.maximumFPS); using that")
      fps = Self.maximumFPS
    }
    self.scale = scale
    self.fps = fps
    clock = ManualClock()
    application = Application(clock: applicationClock, random: .seeded(seed))
    let width = size.width.isFinite ? max(size.width, 1) : 1
    let height = size.height.isFinite ? max(size.height, 1) : 1
    window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
    renderer = Renderer(scale: scale)
    Application.displayScale = scale
    window.rootViewController = rootViewController()
    window.makeKeyAndVisible()
  }

  /// The current time on the host's clock, in seconds.
  public var time: Double { clock.now }

  /// The application's time now: ``time`` through ``timeControl``.
  ///
  /// It is the same unless animations are slowed, paused or stepped. Script
  /// commands and input are timed on this clock.
  public var animationTime: Double { timeControlState.applicationTime(atHostTime: time) }

  /// The window's size in points.
  public var size: Size { window.bounds.size }

  /// Moves time forward by `seconds`, running every frame on the way.
  ///
  /// Frames run at each `k / fps` up to the new time; if the new time
  /// falls between frames, one more frame runs at exactly that time, so a
  /// ``screenshot()`` shows it.
  ///
  /// - Parameter seconds: How far, ≥ 0 and finite (else ignored, with a
  ///   warning).
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else {
      zoetropeWarning("HeadlessHost.advance(by: \(seconds)) needs a finite time ≥ 0; ignored")
      return
    }
    advance(to: time + seconds)
  }

  /// Moves time forward to `target` seconds, running every frame on the
  /// way (see ``advance(by:)``).
  ///
  /// - Parameter target: The new time; earlier times are ignored, with a
  ///   warning, and times after ``Script/maximumTime`` become that time,
  ///   with a warning.
  public func advance(to target: Double) {
    guard target.isFinite, target >= time else {
      zoetropeWarning("HeadlessHost cannot go from \(time) s to \(target) s; ignored")
      return
    }
    var target = target
    if target > Script.maximumTime {
      zoetropeWarning(
        "HeadlessHost cannot go to \(target) s, after \(Script.maximumTime) s; going there")
      target = Script.maximumTime
    }
    while frameTime(nextFrame) <= target {
      frame(at: frameTime(nextFrame))
      nextFrame += 1
    }
    if lastFrameHostTime != target {
      frame(at: target)
    }
  }

  /// The time of frame `index`.
  func frameTime(_ index: Int) -> Double {
    Double(index) / fps
  }

  /// Runs one frame at host time `time`.
  ///
  /// It hands due input to the app and advances it to the application time
  /// ``timeControl`` maps it to, in the application's `LayerContext` (where
  /// its views' animation blocks and transactions live). Script commands and input are on the
  /// application's clock.
  func frame(at time: Double) {
    LayerContext.$current.withValue(application.context) {
      frameInContext(at: time)
    }
  }

  /// ``frame(at:)`` with the application's context bound.
  private func frameInContext(at time: Double) {
    Application.shared = application
    let applicationTime = timeControlState.applicationTime(atHostTime: time)
    startCommands(upTo: applicationTime)
    while let first = pendingInput.popFirst(notAfter: applicationTime) {
      application.enqueue(first)
      application.animationLog?.record(first.logRecord)
    }
    application.advance(to: applicationTime) { snapshot in
      lastSnapshot = snapshot
    }
    clock.advance(to: max(clock.now, time))
    lastFrameHostTime = time
  }

  /// The key window's snapshot from the latest frame, if a frame ran:
  /// what a live window would draw now (for tests that draw it with
  /// another compositor).
  package var latestSnapshot: RenderSnapshot? { lastSnapshot }

  /// The window as it looks now: the latest frame, rendered at ``scale``.
  ///
  /// Before any frame has run, runs one at the current time.
  ///
  /// - Returns: Premultiplied ARGB pixels, ``size`` × ``scale``.
  public func screenshot() -> Image {
    if lastSnapshot == nil {
      frame(at: time)
    }
    return render()
  }

  /// Renders the latest snapshot (the renderer returns its previous image
  /// when the tree is unchanged).
  func render() -> Image {
    guard let snapshot = lastSnapshot else {
      let background = background
      return ImageRenderer(size: size, scale: scale).image { context in
        context.setFillColor(background)
        context.fill(Rect(origin: .zero, size: self.size))
      }
    }
    let shown = openedInspector.map { inspector in
      inspector.status = inspectorStatus
      return inspector.overlay(snapshot, size: size)
    }
    let image = renderer.render(shown ?? snapshot, size: size, background: background)
    guard !overlay.isEmpty else { return image }
    return overlay.draw(
      over: image, snapshot: snapshot, size: size, damage: renderer.lastDamage)
  }
}
