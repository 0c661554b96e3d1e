import CSDL2

#if canImport(Glibc)
import Glibc
#endif

/// Starting and stopping SDL's video subsystem, and whether a display exists.
@MainActor
enum SDLVideo {
  /// Whether `SDL_Init` succeeded and `SDL_Quit` is still owed.
  private static var isStarted = false

  /// Why no window can be opened, or nil if a display seems to be there.
  ///
  /// Without `DISPLAY` or `WAYLAND_DISPLAY` and without `SDL_VIDEODRIVER`,
  /// SDL would fall back to an invisible offscreen driver; that is "no
  /// display" here, so the app can say how to record instead.
  static func missingDisplayReason() -> String? {
    let display = getenv("DISPLAY").map { String(cString: $0) } ?? ""
    let wayland = getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? ""
    let driver = getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? ""
    if display.isEmpty, wayland.isEmpty, driver.isEmpty {
      return "no display: neither DISPLAY nor WAYLAND_DISPLAY is set"
    }
    return nil
  }

  /// Starts SDL's video and events, once.
  ///
  /// - Throws: ``SDLError`` with `isNoDisplay` when there is no display or
  ///   SDL cannot start its video driver.
  static func start() throws(SDLError) {
    guard !isStarted else { return }
    if let reason = missingDisplayReason() {
      throw SDLError(message: reason, isNoDisplay: true)
    }
    // Touches come from SDL's finger events; mouse events synthesized from
    // touches (and touches from the mouse) would double them.
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    // Video started by someone else (the GPU tests' offscreen context) is
    // theirs: it is neither judged nor stopped here.
    let wasStarted = SDL_WasInit(SDL_INIT_VIDEO) != 0
    guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
      throw SDLError("SDL could not start its video driver", isNoDisplay: true)
    }
    // When the display named by DISPLAY cannot be reached, SDL falls back
    // to a driver with no screen; that is "no display" unless asked for.
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    let requested = getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? ""
    if !wasStarted, ["offscreen", "dummy", "evdev"].contains(driver), driver != requested {
      SDL_Quit()
      throw SDLError(
        message: "no display: the display \"\(displayName)\" cannot be opened", isNoDisplay: true)
    }
    isStarted = true
  }

  /// The display SDL was asked to use, for messages.
  private static var displayName: String {
    for name in ["WAYLAND_DISPLAY", "DISPLAY"] {
      if let value = getenv(name), value.pointee != 0 { return String(cString: value) }
    }
    return ""
  }

  /// Stops SDL if it was started.
  static func stop() {
    guard isStarted else { return }
    SDL_Quit()
    isStarted = false
  }
}
