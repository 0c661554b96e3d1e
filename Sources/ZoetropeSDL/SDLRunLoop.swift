import CSDL2
import ZoetropeAnimation
import ZoetropeGraphics

/// The live host's loop: SDL events in, frames out, paced by the display,
/// asleep when nothing animates.
@MainActor
final class SDLRunLoop {
  let window: SDLWindow
  let driver: any SDLFrameDriver
  let clock: SystemClock
  private var translator = SDLEventTranslator()
  private var pacer: FramePacer
  private let frameLog = FrameLog.fromEnvironment()
  /// Whether the window must be drawn again even if nothing changed.
  private var needsPresent = true
  private var isQuitting = false
  private var lastSize: Size

  init(window: SDLWindow, driver: any SDLFrameDriver, clock: SystemClock) {
    self.window = window
    self.driver = driver
    self.clock = clock
    self.pacer = FramePacer(refreshRate: window.refreshRate, hasVSync: window.hasVSync)
    self.lastSize = window.size
  }

  /// Runs until Escape or the window is closed.
  ///
  /// - Returns: The exit status: 0.
  func run() -> Int32 {
    driver.windowDidResize(to: lastSize)
    var event = SDL_Event()
    while !isQuitting {
      let isBusy = needsPresent || driver.needsFrame
      if !isBusy {
        pacer.reset()
        frameLog?.flush()
        if waitForEvent(&event) {
          handle(event)
        }
      }
      while !isQuitting, SDL_PollEvent(&event) != 0 {
        handle(event)
      }
      guard !isQuitting else { break }
      let now = clock.now
      let size = window.size
      var presented = false
      if let frame = driver.frame(at: now, size: size, scale: window.renderScale) {
        window.present(frame.image, damage: needsPresent ? nil : frame.damage)
        frameLog?.record(now)
        presented = true
      } else if needsPresent {
        window.show()
      }
      needsPresent = false
      if driver.needsFrame {
        pacer.waitForNextFrame(presented: presented, clock: clock)
      }
    }
    frameLog?.flush()
    return 0
  }

  /// Blocks until an event arrives or the next timer is due.
  ///
  /// - Returns: Whether `event` holds an event.
  private func waitForEvent(_ event: inout SDL_Event) -> Bool {
    guard let deadline = driver.nextTimerDeadline else {
      return SDL_WaitEvent(&event) != 0
    }
    let milliseconds = ((deadline - clock.now) * 1000).rounded(.up)
    guard milliseconds > 0 else { return false }
    let timeout = Int32(min(milliseconds, Double(Int32.max)))
    return SDL_WaitEventTimeout(&event, timeout) != 0
  }

  private func handle(_ event: SDL_Event) {
    guard let input = translator.translate(event, windowSize: lastSize) else { return }
    switch input {
    case .quit:
      isQuitting = true
    case .resized:
      let size = window.size
      if size != lastSize {
        lastSize = size
        driver.windowDidResize(to: size)
      }
      needsPresent = true
    case .exposed:
      needsPresent = true
    case .touch(let phase, let id, let location):
      driver.handleTouch(phase, id: id, location: location, time: clock.now)
    }
  }
}
