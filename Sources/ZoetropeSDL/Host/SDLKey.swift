import CSDL2

/// A key the window hands to ``SDLHost/keyHandler``: the keys a player
/// uses (space, the arrows, Home and End), which the host itself does not.
///
/// Escape (quit) and the time keys F7, F8, F9 and F12 stay the host's.
/// A held key repeats.
public enum SDLKey: Sendable, Hashable {
  /// The space bar.
  case space
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Home.
  case home
  /// End.
  case end

  /// The key an SDL key code is, if it is one of these.
  init?(code: SDL_Keycode) {
    switch UInt32(bitPattern: code) {
    case SDLK_SPACE.rawValue: self = .space
    case SDLK_LEFT.rawValue: self = .left
    case SDLK_RIGHT.rawValue: self = .right
    case SDLK_UP.rawValue: self = .up
    case SDLK_DOWN.rawValue: self = .down
    case SDLK_HOME.rawValue: self = .home
    case SDLK_END.rawValue: self = .end
    default: return nil
    }
  }
}
