import CSDL2
import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeSDL

@Suite struct SDLEventTranslatorTests {
  let size = Size(width: 320, height: 480)

  func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT)
    -> SDL_Event
  {
    var event = SDL_Event()
    event.type = type.rawValue
    event.button.button = UInt8(button)
    event.button.x = x
    event.button.y = y
    return event
  }

  func motion(x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_MOUSEMOTION.rawValue
    event.motion.x = x
    event.motion.y = y
    event.motion.which = which
    return event
  }

  func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    event.tfinger.fingerId = id
    event.tfinger.x = x
    event.tfinger.y = y
    return event
  }

  @Test func mouseIsTouchZero() {
    var translator = SDLEventTranslator()
    #expect(translator.translate(motion(x: 1, y: 1), windowSize: size) == nil)  // hovering
    #expect(
      translator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20), windowSize: size)
        == .touch(.began, id: 0, location: Point(x: 10, y: 20)))
    #expect(
      translator.translate(motion(x: 15, y: 25), windowSize: size)
        == .touch(.moved, id: 0, location: Point(x: 15, y: 25)))
    #expect(
      translator.translate(
        motion(x: 15, y: 25, which: SDLEventTranslator.touchMouseID), windowSize: size)
        == nil)
    #expect(
      translator.translate(
        mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT), windowSize: size)
        == nil)
    #expect(
      translator.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 30, y: 40), windowSize: size)
        == .touch(.ended, id: 0, location: Point(x: 30, y: 40)))
    #expect(
      translator.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 30, y: 40), windowSize: size) == nil)
  }

  @Test func fingersAreNumberedTouches() {
    var translator = SDLEventTranslator()
    #expect(
      translator.translate(finger(SDL_FINGERDOWN, id: 77, x: 0.5, y: 0.25), windowSize: size)
        == .touch(.began, id: 1, location: Point(x: 160, y: 120)))
    #expect(
      translator.translate(finger(SDL_FINGERDOWN, id: 5, x: 0, y: 1), windowSize: size)
        == .touch(.began, id: 2, location: Point(x: 0, y: 480)))
    #expect(
      translator.translate(finger(SDL_FINGERMOTION, id: 77, x: 1, y: 0), windowSize: size)
        == .touch(.moved, id: 1, location: Point(x: 320, y: 0)))
    #expect(
      translator.translate(finger(SDL_FINGERUP, id: 77, x: 1, y: 0), windowSize: size)
        == .touch(.ended, id: 1, location: Point(x: 320, y: 0)))
    #expect(
      translator.translate(finger(SDL_FINGERMOTION, id: 77, x: 1, y: 0), windowSize: size) == nil)
    // A new finger reuses the lowest free number.
    #expect(
      translator.translate(finger(SDL_FINGERDOWN, id: 9, x: 0, y: 0), windowSize: size)
        == .touch(.began, id: 1, location: .zero))
    #expect(translator.cancelAll(at: .zero).count == 2)
  }

  @Test func escapeAndCloseQuit() {
    var translator = SDLEventTranslator()
    var key = SDL_Event()
    key.type = SDL_KEYDOWN.rawValue
    key.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
    #expect(translator.translate(key, windowSize: size) == .quit)
    key.key.keysym.sym = SDL_Keycode(SDLK_a.rawValue)
    #expect(translator.translate(key, windowSize: size) == nil)
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    #expect(translator.translate(quit, windowSize: size) == .quit)
    var close = SDL_Event()
    close.type = SDL_WINDOWEVENT.rawValue
    close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
    #expect(translator.translate(close, windowSize: size) == .quit)
    close.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
    #expect(translator.translate(close, windowSize: size) == .resized)
    close.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
    #expect(translator.translate(close, windowSize: size) == .exposed)
  }

  @Test func pacerSleepsToTheNextFrameWithoutVSync() {
    let clock = SystemClock()
    var pacer = FramePacer(refreshRate: 0, hasVSync: false)
    #expect(abs(pacer.interval - 1.0 / 60) < 1e-12)  // unknown rate: 60 Hz
    // The first frame: at once. Its time starts the schedule, so it is
    // also where the two intervals are measured from: a test paused by a
    // busy machine between reading the clock and asking the pacer cannot
    // shorten them.
    let start = clock.now
    #expect(pacer.nextFrameTime(presented: true, now: start) == start)
    for presented in [true, false] {
      MonotonicSleep.sleep(until: pacer.nextFrameTime(presented: presented, now: clock.now))
    }
    let elapsed = clock.now - start
    // Never early: sleeps do not end before their deadline, and a late
    // frame moves the schedule later, never earlier.
    #expect(elapsed >= 2 * pacer.interval)
    // Nor a whole second late; the bound is loose because other tests
    // and builds share the machine and can delay a wakeup.
    #expect(elapsed < 2 * pacer.interval + 1)
  }
}

@Suite struct FrameDamageTests {
  func image(_ width: Int, _ height: Int, changing points: [(Int, Int)] = []) throws -> Image {
    var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
    for (x, y) in points { pixels[y * width + x] = 0xFF00_0000 }
    return try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
  }

  @Test func changedRectangle() throws {
    let base = try image(10, 8)
    #expect(FrameDamage.changedRect(from: base, to: base).isNull)
    #expect(
      FrameDamage.changedRect(from: base, to: try image(10, 8, changing: [(3, 2), (6, 5)]))
        == Rect(x: 3, y: 2, width: 4, height: 4))
    #expect(
      FrameDamage.changedRect(from: base, to: try image(10, 8, changing: [(9, 7)]))
        == Rect(x: 9, y: 7, width: 1, height: 1))
    #expect(
      FrameDamage.changedRect(from: base, to: try image(4, 4))
        == Rect(x: 0, y: 0, width: 4, height: 4))
  }
}
