import ZoetropeGPU

#if canImport(Glibc)
import Glibc
#endif

/// How a window learns its OpenGL driver, started before SDL is: so that
/// `auto` declines a software rasterizer without loading it where the
/// display settles the matter, and the driver's libraries otherwise load
/// on a thread of their own while SDL starts and the fonts set up.
@MainActor
enum DriverProbe {
  /// Nothing was started: the window asks when it opens, if at all.
  case none
  /// The X display's facts settle it without a driver
  /// (``/ZoetropeGPU/X11DisplayFacts/softwareOnlyReport(environment:hasD3D12Device:)``).
  case settled(GLDriverReport)
  /// The driver's probe runs on a thread of its own
  /// (``/ZoetropeGPU/GLDriverReport/startProbingX11Display()``).
  case probing

  /// Starts learning the driver of the display SDL is about to use, when
  /// the window wants OpenGL and the display is X11's.
  ///
  /// - Parameters:
  ///   - openGL: Whether the window asks for OpenGL.
  ///   - choice: The compositor asked for: `auto` reads the display's
  ///     facts first; `gpu` only loads the driver early.
  /// - Returns: What was started, or the settled answer.
  static func begin(openGL: Bool, choice: SDLCompositor) -> DriverProbe {
    guard openGL, choice != .cpu, DriverProbe.displayIsLikelyX11 else { return .none }
    if choice == .automatic, let facts = X11DisplayFacts.read(),
      let report = facts.softwareOnlyReport(
        environment: X11DisplayFacts.processEnvironment,
        hasD3D12Device: X11DisplayFacts.hasD3D12Device)
    {
      return .settled(report)
    }
    GLDriverReport.startProbingX11Display()
    return .probing
  }

  /// What the driver reports, waiting for the probe's thread (or probing
  /// now when none was started); nil when it does not say.
  func report() -> GLDriverReport? {
    switch self {
    case .none: return GLDriverReport.probeX11Display()
    case .settled(let report): return report
    case .probing: return GLDriverReport.finishProbingX11Display()
    }
  }

  /// Waits for the probe's thread, if one runs (its answer unused).
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
