import CSDL2
import ZoetropeAnimation
import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeUI

#if canImport(Glibc)
import Glibc
#endif

/// Runs an app in a live SDL window on the system clock.
///
/// The window is resizable, titled, sized in points and drawn at the
/// display's scale. The left mouse button is touch 0 and fingers are
/// touches 1, 2, ...; Escape or closing the window ends ``run()`` with
/// status 0. Frames are paced by a precise sleep at the display rate (60
/// Hz when unknown), without vsync unless `SDL_RENDER_VSYNC=1` asks for
/// it, and timers fire at their deadlines while frames run; when nothing
/// animates the host sleeps until the next timer or input, using no CPU.
/// Setting `ZOETROPE_FRAME_LOG=path` writes each presented frame's time
/// (the time it was computed for) there;
/// `ZOETROPE_SCALE=2` renders at 2 pixels per point whatever the display's
/// scale (0 < s ≤ 4; a bad value is ignored with a warning), and the frame
/// is resized to cover the window's points, so the HiDPI path can be seen
/// and tested on a scale-1 display.
///
/// Frames are composited on the GPU (``SDLCompositor``) when the window
/// gets an OpenGL 3.3 core or ES 3.0 context: layer bitmaps are textures
/// uploaded when they change, and a frame draws them with OpenGL. Else,
/// or when the GPU fails (one warning, never a black window), the
/// `render` function draws frames on the CPU. `ZOETROPE_COMPOSITOR=cpu`
/// (or `gpu`, `auto`) chooses.
///
/// `App.main()` in the Zoetrope module creates one with the Cairo renderer,
/// whose frame surface the window reads in place: each frame, only the
/// rectangles the renderer redrew are copied into the window's texture.
/// To run one yourself the same way, `import Zoetrope` and use the
/// initializer it adds, which takes no render function:
///
/// ```swift
/// let host = try SDLHost(title: "Hello", size: Size(width: 320, height: 480)) {
///   HelloViewController()
/// }
/// exit(host.run())
/// ```
///
/// The initializers here take the function that draws a snapshot and
/// returns its pixels (``SDLFramePixels``, or an `Image`) with the
/// rectangles that changed.
@MainActor
public final class SDLHost {
  /// Draws a snapshot at a size in points and a scale in pixels per point;
  /// returns the frame and the pixel rectangle that changed (nil = all).
  ///
  /// Without a rectangle, the window compares the frame with the
  /// previous one to find what changed.
  public typealias RenderFunction = (RenderSnapshot, Size, Double) -> (image: Image, damage: Rect?)

  /// Draws a snapshot at a size in points and a scale in pixels per point;
  /// returns the frame's pixels and the pixel rectangles that changed
  /// since the previous frame the function returned (nil = all of them,
  /// empty = none).
  ///
  /// The window reads the pixels once, before it calls the function
  /// again, so they may live in the renderer's own buffer.
  public typealias FrameFunction = (RenderSnapshot, Size, Double) -> (
    pixels: any SDLFramePixels, damage: [Rect]?
  )

  /// The app's application object, on the system clock.
  public let application: Application
  /// The app's window; its frame follows the SDL window's size.
  public let window: Window
  private var sdlWindow: SDLWindow?
  private let driver: ApplicationDriver

  /// Opens a window that shows frames drawn as images, and shows the root
  /// view controller in it.
  ///
  /// - Parameters:
  ///   - title: The window's title.
  ///   - size: The window's initial size in points.
  ///   - seed: Seeds `application.random`; nil uses the system's randomness.
  ///   - render: Draws frames as images.
  ///   - rootViewController: Makes the root view controller once the
  ///     application exists.
  /// - Throws: ``SDLError``; `isNoDisplay` is true when there is no display.
  public convenience init(
    title: String, size: Size, seed: UInt64? = nil, render: @escaping RenderFunction,
    rootViewController: @MainActor () -> ViewController
  ) throws(SDLError) {
    try self.init(
      title: title, size: size, seed: seed, renderFrame: ImageFrames(render).frame,
      rootViewController: rootViewController)
  }

  /// Opens a window and shows the root view controller in it.
  ///
  /// - Parameters:
  ///   - title: The window's title.
  ///   - size: The window's initial size in points.
  ///   - seed: Seeds `application.random`; nil uses the system's randomness.
  ///   - compositor: Which compositor draws frames; nil takes
  ///     `ZOETROPE_COMPOSITOR`, else ``SDLCompositor/automatic``.
  ///   - verbose: Prints which compositor draws, and why, to standard
  ///     error once the window is open.
  ///   - renderFrame: Draws frames on the CPU (the hosts' renderer); the
  ///     window uploads only the rectangles it reports changed.
  ///   - rootViewController: Makes the root view controller once the
  ///     application exists.
  /// - Throws: ``SDLError``; `isNoDisplay` is true when there is no display.
  public init(
    title: String, size: Size, seed: UInt64? = nil, compositor: SDLCompositor? = nil,
    verbose: Bool = false, renderFrame: @escaping FrameFunction,
    rootViewController: @MainActor () -> ViewController
  ) throws(SDLError) {
    let scaleOverride = DisplayScale.overrideFromEnvironment()
    let choice = compositor ?? SDLCompositor.fromEnvironment() ?? .automatic
    let wantsGL = choice == .gpu || (choice == .automatic && scaleOverride == nil)
    let sdlWindow = try SDLWindow(
      title: title, size: size, scaleOverride: scaleOverride, openGL: wantsGL, choice: choice)
    var gpu: GPURenderer?
    var report: String
    if let declined = sdlWindow.glDeclined {
      report = "CPU (\(declined))"
    } else if sdlWindow.isGL {
      do {
        let renderer = try GPURenderer(loader: SDLHost.glProcAddress)
        renderer.drawsThroughCanvas = sdlWindow.glPresentation == .canvas
        gpu = renderer
        report =
          "GPU (\(choice == .gpu ? "asked for" : "auto: a hardware driver"), OpenGL: "
          + "\(renderer.contextDescription))"
      } catch {
        report = "CPU (the GPU compositor could not start: \(error))"
        try sdlWindow.switchToRenderer()
        if choice == .gpu {
          zoetropeWarning("the GPU compositor could not start (\(error)); drawing on the CPU")
        }
      }
    } else if let failure = sdlWindow.glFailure {
      report = "CPU (no OpenGL context: \(failure))"
      if choice == .gpu {
        zoetropeWarning("no OpenGL context for the GPU compositor (\(failure)); drawing on the CPU")
      }
    } else {
      report =
        choice == .cpu
        ? "CPU (asked for)" : "CPU (ZOETROPE_SCALE draws at another scale than the display's)"
    }
    self.compositorReport = report
    self.verbose = verbose
    if verbose {
      SDLHost.printToStandardError("zoetrope: compositor: \(report)")
      SDLHost.printToStandardError("zoetrope: presents: \(SDLHost.presentReport(sdlWindow))")
    }
    self.sdlWindow = sdlWindow
    let clock = SystemClock()
    application = Application(clock: clock, random: seed.map { .seeded($0) } ?? .system)
    let points = sdlWindow.size
    window = Window(frame: Rect(origin: .zero, size: points))
    Application.displayScale = sdlWindow.renderScale
    window.rootViewController = rootViewController()
    window.makeKeyAndVisible()
    driver = ApplicationDriver(application: application, window: window, render: renderFrame)
    driver.gpu = gpu
  }

  /// Slow motion and pause for the run (`--slow-animations`, `--paused`).
  ///
  /// Set it before ``run()``; F8, F9 and F7 change it (docs/INSPECTOR.md).
  public var timeControl = TimeControl.normal

  /// Whether ``run()`` opens the inspector at once (`--inspector`).
  public var opensInspector = false
  /// Whether the inspector opens beside the app (`--inspector-window`).
  public var inspectorInWindow = false
  /// Makes the live inspector when F12 first opens it (nil: none).
  public var makeInspector: (@MainActor (Application) -> any SDLWindowInspector)?

  /// Takes the keys the host does not use itself: space, the arrows,
  /// Home and End.
  ///
  /// Called on the main actor while ``run()`` runs; nil ignores them.
  /// What it changes shows in the next frame.
  public var keyHandler: (@MainActor (SDLKey) -> Void)?

  /// Whether the host reports what it draws with (`--verbose`).
  private let verbose: Bool

  /// Which compositor draws the window's frames, and why: "GPU (OpenGL:
  /// …)" or "CPU (…)"; what `--verbose` prints.
  public let compositorReport: String

  /// Whether frames are drawn by the GPU compositor now (it can fall back
  /// to the CPU while the window runs, never the other way).
  public var drawsWithGPU: Bool { driver.gpu != nil }

  /// SDL's OpenGL loader, for the GPU compositor.
  static let glProcAddress: @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? = {
    name in name.flatMap { SDL_GL_GetProcAddress($0) }
  }

  /// How the window presents frames, for `--verbose`.
  static func presentReport(_ window: SDLWindow) -> String {
    if window.isGL { return window.glPresentation.report }
    return window.usesSurface
      ? "the changed rectangles of the window surface (SDL_UpdateWindowSurfaceRects)"
      : "whole frames (SDL's renderer)"
  }

  static func printToStandardError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in
      _ = write(2, bytes.baseAddress, bytes.count)
    }
  }

  /// Runs the app until Escape or the window closes, then closes the
  /// window and stops SDL (a host runs once).
  ///
  /// - Returns: The process's exit status: 0.
  public func run() -> Int32 {
    guard let sdlWindow else { return 0 }
    let clock = SystemClock()
    let timed = TimeControlledDriver(
      driver, control: timeControl, now: clock.now, stepInterval: 1 / sdlWindow.refreshRate)
    timed.now = { clock.now }
    if let make = makeInspector, case let application = self.application {
      timed.makeInspector = { make(application) }
      timed.inspectsInWindow = inspectorInWindow
      if opensInspector { _ = timed.toggleInspector(at: clock.now) }
    }
    let loop = SDLRunLoop(window: sdlWindow, driver: timed, clock: clock)
    loop.keyHandler = keyHandler
    let status = loop.run()
    if verbose, let gpu = driver.gpu {
      func mebibytes(_ bytes: Int) -> String {
        String(Double((bytes * 10) / 1_048_576) / 10) + " MiB"
      }
      SDLHost.printToStandardError(
        "zoetrope: GPU textures: \(gpu.textureCount) kept (\(mebibytes(gpu.textureBytes))) at the "
          + "end, at most \(mebibytes(gpu.peakTextureBytes)), of "
          + "\(mebibytes(GPURenderer.maximumTextureBytes)) allowed")
    }
    // Free the window, renderer and texture before SDL itself.
    self.sdlWindow = nil
    SDLVideo.stop()
    return status
  }

  /// Why no window can be opened here, or nil if a display seems present.
  public static var missingDisplayReason: String? {
    SDLVideo.missingDisplayReason()
  }
}

/// Drives ZoetropeUI's `Application` for the SDL run loop.
@MainActor
final class ApplicationDriver: SDLFrameDriver {
  let application: Application
  let window: Window
  let render: SDLHost.FrameFunction
  /// The GPU compositor, while frames are drawn with OpenGL.
  var gpu: GPURenderer?
  /// The snapshot the GPU drew last, with its size and scale, to draw
  /// again after an expose (the back buffer is undefined after a swap;
  /// an incremental frame of it draws nothing).
  private var lastGPUFrame: (snapshot: RenderSnapshot, size: Size, scale: Double)?
  /// Compares GPU frames with the CPU's (`ZOETROPE_COMPOSITOR_CHECK`).
  private let check = CompositorCheck.fromDiagnostics()
  #if DEBUG
  /// GPU frames drawn before a simulated failure
  /// (`ZOETROPE_GPU_FAIL_AFTER=N`, for testing the fall back), if any: a
  /// fault injector of debug builds only.
  private var framesBeforeSimulatedFailure = Diagnostics.current.gpuFailAfter
  #endif
  /// The size and scale of the last frame drawn; a change forces a redraw.
  private var drawn: (size: Size, scale: Double)?
  /// The snapshot the last advance kept to draw, with its size and scale,
  /// and whether they are those of the frame drawn before it.
  private var pending: (snapshot: RenderSnapshot, size: Size, scale: Double, sameSize: Bool)?

  /// Draws over each frame (the open inspector), if set.
  var snapshotOverlay: ((RenderSnapshot, Size) -> RenderSnapshot)? {
    didSet { overlayChanged = true }
  }
  /// Whether the overlay was set or removed since the last frame drawn.
  private var overlayChanged = false

  init(application: Application, window: Window, render: @escaping SDLHost.FrameFunction) {
    self.application = application
    self.window = window
    self.render = render
  }

  var needsFrame: Bool { application.needsFrame }

  var nextTimerDeadline: Double? { application.nextTimerDeadline }

  func handleTouch(_ phase: SDLInput.Phase, id: Int, location: Point, time: Double) {
    let kind: InputEvent.Kind
    switch phase {
    case .began: kind = .touchBegan
    case .moved: kind = .touchMoved
    case .ended: kind = .touchEnded
    case .cancelled: kind = .touchCancelled
    }
    application.enqueue(InputEvent(kind: kind, touchID: id, location: location, timestamp: time))
  }

  func windowDidResize(to size: Size) {
    guard window.bounds.size != size else { return }
    window.frame = Rect(origin: .zero, size: size)
    window.setNeedsLayout()
  }

  func advance(to time: Double, size: Size, scale: Double) -> Bool {
    pending = nil
    application.advance(to: time) { snapshot in
      let sameSize = drawn.map { $0.size == size && $0.scale == scale } ?? false
      var shown = snapshot
      if let snapshotOverlay { shown = snapshotOverlay(snapshot, size) }
      guard shown.hasChanges || !sameSize || overlayChanged else { return }
      overlayChanged = false
      pending = (shown, size, scale, sameSize)
    }
    return pending != nil
  }

  func drawGPUFrame(again: Bool, bufferAge: Int) -> Result<GPUFrame?, GPUFailure> {
    guard let gpu else { return .success(nil) }
    let frame: (snapshot: RenderSnapshot, size: Size, scale: Double)
    if again {
      guard let last = lastGPUFrame else { return .success(nil) }
      frame = last
    } else {
      guard let pending else { return .success(nil) }
      self.pending = nil
      frame = (pending.snapshot, pending.size, pending.scale)
    }
    #if DEBUG
    if let remaining = framesBeforeSimulatedFailure {
      guard remaining > 0 else {
        return .failure(
          GPUFailure(message: "a failure simulated by \(Diagnostics.Variable.gpuFailAfter)"))
      }
      framesBeforeSimulatedFailure = remaining - 1
    }
    #endif
    gpu.scale = frame.scale
    do {
      try gpu.render(
        frame.snapshot, size: frame.size, background: .black, bufferAge: bufferAge)
    } catch {
      return .failure(GPUFailure(message: error.message))
    }
    lastGPUFrame = frame
    drawn = (frame.size, frame.scale)
    // After an incremental frame the back buffer is the canvas with only
    // the damage redrawn: what is compared is what the window shows.
    check?.compare(gpu: gpu, cpu: render, frame: frame)
    return .success(GPUFrame(damage: gpu.lastDamage))
  }

  func leaveGPU() {
    gpu = nil
    lastGPUFrame = nil
    drawn = nil
  }

  func drawFrame() -> (image: any SDLFramePixels, damage: [Rect]?)? {
    guard let pending else { return nil }
    self.pending = nil
    let frame = render(pending.snapshot, pending.size, pending.scale)
    drawn = (pending.size, pending.scale)
    return (frame.pixels, pending.sameSize ? frame.damage : nil)
  }
}
