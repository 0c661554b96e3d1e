import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// The app object: owns the clock-driven ``/ZoetropeAnimation/Scheduler``, the windows, the
/// input queue and the frame pipeline (UIKit's `UIApplication` plus its run
/// loop).
///
/// Hosts create one application, then call ``advance(to:render:)`` once per
/// frame with the clock's time:
///
/// ```swift
/// let clock = ManualClock()
/// let app = Application(clock: clock)
/// let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// window.rootViewController = BoxViewController()
/// window.makeKeyAndVisible()
/// app.enqueue(InputEvent(kind: .touchBegan, location: Point(x: 100, y: 100), timestamp: 0))
/// app.advance(to: 1.0 / 60) { snapshot in renderer.render(snapshot, size: window.bounds.size) }
/// ```
///
/// App code reaches the application through ``shared``, for timers
/// (`Application.shared.scheduler.scheduledTimer(…)`) and random numbers
/// (`Application.shared.random`).
@MainActor
public final class Application: Responder {
  /// The current application; app code uses it for timers and random
  /// numbers, as `UIApplication.shared`.
  ///
  /// Set by ``init(clock:random:)`` (the application created last) and
  /// again by ``advance(to:render:)`` for the duration of each frame, in the
  /// application's ``context``; the headless host also sets it whenever it
  /// runs a frame. It belongs to the current `LayerContext`, and it is weak
  /// there: the host keeps its application alive. Before any application
  /// exists (or after it is gone) there is none to return, and
  /// reading it stops the program with a message saying what to do: run
  /// the app through its `App.main()` (or a host, such as `HeadlessHost`),
  /// or create an `Application(clock:)` first.
  public static var shared: Application {
    get {
      guard let current else {
        fatalError(
          "Application.shared was read before an Application exists. Run the app through "
            + "its App's main() or a host (SDLHost, HeadlessHost), which create one, or call "
            + "Application(clock:) first and keep a reference to it (in tests: "
            + "let app = Application(clock: ManualClock())).")
      }
      return current
    }
    set { current = newValue }
  }

  /// The current application, or `nil` before any exists: what
  /// ``shared`` returns, for code that must work without one.
  ///
  /// It belongs to the current `LayerContext` (one per process unless
  /// tests bind their own), as do the animation blocks and transactions.
  public internal(set) static var current: Application? {
    get { LayerContext.current.ui.application }
    set { LayerContext.current.ui.application = newValue }
  }

  /// The context the application was created in; each frame runs in it,
  /// so callbacks and layout see this application's transactions and
  /// animation blocks.
  public let context: LayerContext

  /// Timers and display links, fired on the application's clock at frame
  /// steps 2 and 3.
  public let scheduler: Scheduler

  /// The source of random numbers for app code; seeded (so reproducible)
  /// unless the host passes ``/ZoetropeAnimation/RandomSource/system``.
  public var random: RandomSource

  /// The windows made key and visible, in the order they first were.
  public private(set) var windows: [Window] = []

  /// The window rendered and sent input; set by ``Window/makeKeyAndVisible()``.
  public var keyWindow: Window? {
    didSet {
      if let keyWindow { register(keyWindow) }
    }
  }

  /// The layer tree of each window, by the window's identity.
  var trees: [ObjectIdentifier: LayerTree] = [:]

  /// Input waiting for its frame, in timestamp order.
  var pendingInput = TimeOrderedQueue<InputEvent>()

  /// The touches currently down, by the host's touch identifier; `nil` for a
  /// touch that began outside every view and is ignored.
  var activeTouches: [Int: Touch?] = [:]

  /// Where and when the last tap ended, for ``Touch/tapCount``.
  var lastTap: (location: Point, timestamp: Double, count: Int)?

  /// The gesture recognizers' touches, actions and deadlines.
  let gestureCoordinator = GestureCoordinator()

  /// The time of the frame being computed, during ``advance(to:render:)``.
  var frameTime: Double?

  /// The time of the last frame, or `nil` before the first.
  public internal(set) var lastFrameTime: Double?

  /// Creates the application and makes it ``shared``.
  ///
  /// - Parameters:
  ///   - clock: The clock time comes from: a `SystemClock` in a live host,
  ///     a `ManualClock` in the headless host and tests.
  ///   - random: The random number source for app code.
  public init(clock: any Clock, random: RandomSource = .seeded(0)) {
    scheduler = Scheduler(clock: clock)
    self.random = random
    context = LayerContext.current
    super.init()
    Application.shared = self
  }

  /// The end of the responder chain: touches that reach the application
  /// are dropped.
  public override var next: Responder? { nil }

  /// The time of the input event being delivered, during frame step 1.
  var inputTime: Double?

  /// Whether timers and display links are running (frame steps 2 and 3, or
  /// the timers-only step between frames).
  var isRunningScheduler = false

  /// The time animation blocks start their animations at: "now" for the
  /// code running.
  ///
  /// The input event's timestamp while input is delivered, the timer's
  /// deadline while a timer fires (the scheduler's time), the frame's time
  /// in the later steps, and between frames the last frame's time. So an
  /// animation started by a 100 Hz timer begins at the timer's time, not
  /// at the next frame: recordings at any frame rate trace the same curve.
  var animationBaseTime: Double {
    if let inputTime { return inputTime }
    if isRunningScheduler { return scheduler.now }
    return frameTime ?? scheduler.now
  }

  /// Adds a window to ``windows`` once.
  func register(_ window: Window) {
    if !windows.contains(where: { $0 === window }) {
      windows.append(window)
    }
  }

  /// The layer tree rooted at a window's layer, made on first use.
  func tree(for window: Window) -> LayerTree {
    let key = ObjectIdentifier(window)
    if let tree = trees[key] { return tree }
    let tree = LayerTree(rootLayer: window.layer)
    trees[key] = tree
    return tree
  }
}
