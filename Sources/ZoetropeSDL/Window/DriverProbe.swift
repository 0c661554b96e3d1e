import ZoetropeGPU

#if canImport(Glibc)
import Glibc
#endif

/// How a window learns its OpenGL driver: `auto` declines a software
/// rasterizer without loading it where the X display settles the matter,
/// and `gpu` loads the driver's libraries on a thread of its own while
/// SDL starts and the fonts set up.
@MainActor
enum DriverProbe {
  /// Nothing was started: the window asks when it opens, if at all.
  case none
  /// The driver's probe runs on a thread of its own
  /// (``/ZoetropeGPU/GLDriverReport/startProbingX11Display()``).
  case probing

  /// Starts loading the driver of the display SDL is about to use, before
  /// SDL starts, when the window will open OpenGL whatever the driver
  /// (`gpu`) on X11.
  ///
  /// `auto` starts nothing: the display's facts, read once SDL is
  /// connected (``report()``), usually settle it without a driver.
  ///
  /// - Parameters:
  ///   - openGL: Whether the window asks for OpenGL.
  ///   - choice: The compositor asked for.
  /// - Returns: What was started.
  static func begin(openGL: Bool, choice: SDLCompositor) -> DriverProbe {
    guard openGL, choice == .gpu, DriverProbe.displayIsLikelyX11 else { return .none }
    GLDriverReport.startProbingX11Display()
    return .probing
  }

  /// What the driver reports, for `auto` on X11 once SDL is connected:
  /// the X display's facts when they settle it
  /// (``/ZoetropeGPU/X11DisplayFacts/softwareOnlyReport(environment:hasD3D12Device:)``),
  /// else the driver's probe (waiting for its thread if one runs); nil
  /// when the driver does not say.
  ///
  /// The facts are read over a connection of their own while SDL's is
  /// open: an X server whose last client disconnects resets (Xvfb does,
  /// for tens of milliseconds), and SDL would wait for it.
  func report() -> GLDriverReport? {
    if case .probing = self { return GLDriverReport.finishProbingX11Display() }
    if let facts = X11DisplayFacts.read(),
      let report = facts.softwareOnlyReport(
        environment: X11DisplayFacts.processEnvironment,
        hasD3D12Device: X11DisplayFacts.hasD3D12Device)
    {
      return report
    }
    return GLDriverReport.probeX11Display()
  }

  /// Waits for the probe's thread, if one runs (its answer unused), and
  /// closes its display connection; call it once the window is open.
  func finish() {
    if case .probing = self { _ = GLDriverReport.finishProbingX11Display() }
  }

  /// Whether SDL will most likely pick its X11 driver.
  ///
  /// It will when `SDL_VIDEODRIVER` says x11, or it is unset and only
  /// `DISPLAY` is (SDL may prefer Wayland when `WAYLAND_DISPLAY` is set
  /// too). A wrong guess costs only the early start; the window checks
  /// SDL's driver itself.
  static var displayIsLikelyX11: Bool {
    func value(_ name: String) -> String {
      getenv(name).map { String(cString: $0) } ?? ""
    }
    let driver = value("SDL_VIDEODRIVER").lowercased()
    if !driver.isEmpty { return driver == "x11" && !value("DISPLAY").isEmpty }
    return !value("DISPLAY").isEmpty && value("WAYLAND_DISPLAY").isEmpty
  }
}
