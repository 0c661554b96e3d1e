import CSDL2
import ZoetropeGraphics

/// The inspector's own window (`--inspector-window`, docs/INSPECTOR.md):
/// its panel drawn on the CPU beside the app's window, never with OpenGL,
/// so the GPU compositor's context on the app's window stays current.
@MainActor
final class SDLPanelWindow {
  /// The window.
  let window: SDLWindow
  /// SDL's identifier of the window, which its events carry.
  let windowID: UInt32
  /// The mouse in the window.
  var translator = SDLEventTranslator()
  /// Whether the left button was last pressed in this window: the
  /// motion and the release that follow are its.
  var hasMouse = false
  /// Whether the panel must be drawn whole at the next frame (the window
  /// opened, was exposed or resized).
  var needsDraw = true

  /// The panel window's width in points.
  static let width = 420.0

  /// Opens the window to the right of the app's, as tall as it.
  ///
  /// - Parameter main: The app's window.
  /// - Throws: ``SDLError`` when SDL cannot open it.
  init(beside main: SDLWindow) throws(SDLError) {
    let title = SDL_GetWindowTitle(main.window).map { String(cString: $0) } ?? "Zoetrope"
    let mainSize = main.size
    window = try SDLWindow(
      title: title + " — Inspector", size: Size(width: Self.width, height: mainSize.height),
      openGL: false, softwareOnly: true)
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetWindowPosition(main.window, &x, &y)
    SDL_SetWindowPosition(window.window, x + Int32(mainSize.width) + 12, y)
    windowID = SDL_GetWindowID(window.window)
  }
}

// Opening, drawing and the events of the inspector's own window.
extension SDLRunLoop {
  /// Opens or closes the inspector's own window as the driver's inspector
  /// opened or closed in that form; when it cannot open, the inspector
  /// closes with a warning.
  func syncPanelWindow() {
    guard let timed = driver as? TimeControlledDriver else { return }
    let wanted = timed.isInspectorOpen && timed.inspectsInWindow
    if wanted, panel == nil {
      do {
        panel = try SDLPanelWindow(beside: window)
      } catch {
        zoetropeWarning("the inspector's window could not open (\(error)); closing the inspector")
        _ = timed.handle(.toggleInspector, at: clock.now)
      }
      restoreGLContext()
    } else if !wanted, panel != nil {
      panel = nil
    }
  }

  /// Draws the panel in its window when it changed (or must be drawn).
  func drawPanel() {
    guard let panel, let timed = driver as? TimeControlledDriver else { return }
    let size = panel.window.size
    if let image = timed.panelImage(
      size: size, scale: panel.window.renderScale, force: panel.needsDraw)
    {
      panel.window.upload(image, damage: nil)
      panel.window.show()
      panel.needsDraw = false
    }
    restoreGLContext()
  }

  /// Makes the app window's OpenGL context current again, if it has one.
  private func restoreGLContext() {
    if let context = window.glContext { SDL_GL_MakeCurrent(window.window, context) }
  }

  /// Handles an event of the inspector's window.
  ///
  /// The mouse goes to the inspector (in the panel's points), closing the
  /// window closes the inspector, exposing or resizing it draws it
  /// again. Keys are the app window's.
  ///
  /// A press belongs to the window SDL names; the motion and release
  /// that follow go where the press went (SDL's X11 driver can name the
  /// other window for a release, the one created last).
  ///
  /// - Returns: Whether the event was the panel window's.
  func handlePanelEvent(_ event: SDL_Event) -> Bool {
    guard let panel, let timed = driver as? TimeControlledDriver else { return false }
    switch SDL_EventType(event.type) {
    case SDL_WINDOWEVENT:
      guard event.window.windowID == panel.windowID else { return false }
      if SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_CLOSE {
        SDLHost.printToStandardError(
          "zoetrope: " + timed.handle(.toggleInspector, at: clock.now))
        syncPanelWindow()
        return true
      }
    case SDL_MOUSEBUTTONDOWN:
      if event.button.button == UInt8(SDL_BUTTON_LEFT) {
        panel.hasMouse = event.button.windowID == panel.windowID
      }
      guard panel.hasMouse else { return false }
    case SDL_MOUSEBUTTONUP, SDL_MOUSEMOTION:
      guard panel.hasMouse else { return false }
    default:
      return false
    }
    switch panel.translator.translate(event, windowSize: panel.window.size) {
    case .touch(let phase, 0, let location):
      timed.handlePanelTouch(phase, location: location, time: clock.now)
      panel.needsDraw = true
    case .resized, .exposed:
      panel.needsDraw = true
    default:
      break
    }
    return true
  }
}
