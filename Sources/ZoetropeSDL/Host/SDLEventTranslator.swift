import CSDL2
import ZoetropeGraphics

/// What an SDL event means to the host.
enum SDLInput: Equatable {
  /// The phase of a touch.
  enum Phase: Equatable {
    case began, moved, ended, cancelled
  }

  /// A touch: the mouse is touch 0, fingers are 1, 2, ...; location in
  /// window points.
  case touch(Phase, id: Int, location: Point)
  /// Escape or the window's close button: quit with status 0.
  case quit
  /// The window changed size.
  case resized
  /// The window must be drawn again (uncovered, shown).
  case exposed
  /// A key that controls the application's time (F7, F8, F9) or the
  /// inspector (F12).
  case timeKey(TimeControlKey)
  /// A key for the app (``SDLHost/keyHandler``); held keys repeat.
  case key(SDLKey)
}

/// Turns SDL events into ``SDLInput``: the left mouse button is a single
/// touch (touch 0), fingers are further touches.
struct SDLEventTranslator {
  /// `SDL_TOUCH_MOUSEID`, a cast macro in SDL's header: mouse events that
  /// SDL made from touches.
  static let touchMouseID = UInt32.max

  /// Touch numbers given to SDL finger ids while they are down.
  private var fingers: [SDL_FingerID: Int] = [:]
  /// Whether the left mouse button is down (touch 0 is active).
  private(set) var isMouseDown = false

  /// Translates one event.
  ///
  /// - Parameters:
  ///   - event: The SDL event.
  ///   - windowSize: The window's size in points, to place finger events
  ///     (which SDL reports normalized to 0...1).
  /// - Returns: What it means, or nil for events the host ignores.
  mutating func translate(_ event: SDL_Event, windowSize: Size) -> SDLInput? {
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      return .quit
    case SDL_KEYDOWN:
      if event.key.keysym.sym == SDLK_ESCAPE.rawValue { return .quit }
      if let key = SDLKey(code: event.key.keysym.sym) { return .key(key) }
      return event.key.repeat == 0 ? Self.timeKey(event.key.keysym.sym) : nil
    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(event.window.event)) {
      case SDL_WINDOWEVENT_CLOSE:
        return .quit
      case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
        return .resized
      case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
        return .exposed
      default:
        return nil
      }
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      let button = event.button
      guard button.which != Self.touchMouseID, button.button == UInt8(SDL_BUTTON_LEFT) else {
        return nil
      }
      let location = Point(x: Double(button.x), y: Double(button.y))
      if SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN {
        guard !isMouseDown else { return nil }
        isMouseDown = true
        return .touch(.began, id: 0, location: location)
      }
      guard isMouseDown else { return nil }
      isMouseDown = false
      return .touch(.ended, id: 0, location: location)
    case SDL_MOUSEMOTION:
      let motion = event.motion
      guard motion.which != Self.touchMouseID, isMouseDown else { return nil }
      return .touch(.moved, id: 0, location: Point(x: Double(motion.x), y: Double(motion.y)))
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return translateFinger(event.tfinger, type: SDL_EventType(event.type), size: windowSize)
    default:
      return nil
    }
  }

  /// The time-control key an SDL key code is, if any.
  static func timeKey(_ code: SDL_Keycode) -> SDLInput? {
    switch UInt32(bitPattern: code) {
    case SDLK_F8.rawValue: return .timeKey(.pauseOrResume)
    case SDLK_F9.rawValue: return .timeKey(.step)
    case SDLK_F7.rawValue: return .timeKey(.nextSpeed)
    case SDLK_F12.rawValue: return .timeKey(.toggleInspector)
    default: return nil
    }
  }

  private mutating func translateFinger(
    _ finger: SDL_TouchFingerEvent, type: SDL_EventType, size: Size
  ) -> SDLInput? {
    let location = Point(x: Double(finger.x) * size.width, y: Double(finger.y) * size.height)
    switch type {
    case SDL_FINGERDOWN:
      guard fingers[finger.fingerId] == nil else { return nil }
      let used = Set(fingers.values)
      let id = (1...).first { !used.contains($0) } ?? 1
      fingers[finger.fingerId] = id
      return .touch(.began, id: id, location: location)
    case SDL_FINGERMOTION:
      guard let id = fingers[finger.fingerId] else { return nil }
      return .touch(.moved, id: id, location: location)
    default:
      guard let id = fingers.removeValue(forKey: finger.fingerId) else { return nil }
      return .touch(.ended, id: id, location: location)
    }
  }

  /// Ends every active touch as cancelled (when the window closes or
  /// loses them), and forgets them.
  mutating func cancelAll(at location: Point) -> [SDLInput] {
    var inputs: [SDLInput] = []
    if isMouseDown {
      inputs.append(.touch(.cancelled, id: 0, location: location))
      isMouseDown = false
    }
    for id in fingers.values.sorted() {
      inputs.append(.touch(.cancelled, id: id, location: location))
    }
    fingers.removeAll()
    return inputs
  }
}
