import CSDL2
import ZoetropeAnimation
import ZoetropeGraphics

/// The live host's loop: SDL events in, frames out, paced by a precise
/// sleep at the display's rate, asleep when nothing animates.
///
/// When nothing animates, it sleeps until the next event or timer deadline,
/// whichever comes first, and wakes for the deadline to well under a
/// millisecond, never before it (see ``EventWait``). While frames run, it
/// sleeps between them until the next frame or timer deadline, and fires
/// timers due before the frame at their deadlines without a frame (see
/// ``FrameWait``). A frame runs in parts (``FramePart``: advance, draw,
/// upload, present), and each part starts only in a gap between timer
/// deadlines long enough for it (``FramePartTimes`` measures them): the
/// loop sleeps to the deadline in the way, fires the timers and starts
/// the part after them, so a timer is not held up by a frame, which is
/// instead delayed by at most a quarter of a frame interval. The renderer
/// is made without vsync so that presenting does not block for the
/// display's refresh (`SDL_RENDER_VSYNC=1` asks for it anyway; then
/// ``FramePacer`` lets presenting be the wait). While it runs, the
/// thread's timer slack is 1 µs (``MonotonicSleep/runLoopTimerSlack``).
/// Repeating timers keep their own schedule (``Scheduler``), so waking
/// late for one tick does not delay the next.
@MainActor
final class SDLRunLoop {
  let window: SDLWindow
  let driver: any SDLFrameDriver
  let clock: SystemClock
  private var translator = SDLEventTranslator()
  private var pacer: FramePacer
  /// How long each part of a frame is expected to take.
  private var partTimes = FramePartTimes()
  /// Each presented frame's time (`ZOETROPE_FRAME_LOG`).
  private let frameLog = FrameLog.frames()
  /// How long each part of each frame took (`ZOETROPE_PART_LOG`).
  private let partLog = FrameLog.parts()
  /// Whether the window must be drawn again even if nothing changed.
  private var needsPresent = true
  /// Whether the GPU compositor just failed, so the CPU must draw a frame.
  private var fellBackToCPU = false
  private var isQuitting = false
  /// The inspector's own window, while open (`--inspector-window`).
  var panel: SDLPanelWindow?
  private var lastSize: Size
  /// Takes the keys the host does not use (``SDLHost/keyHandler``).
  var keyHandler: (@MainActor (SDLKey) -> Void)?

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
    let previousSlack = MonotonicSleep.setTimerSlack(MonotonicSleep.runLoopTimerSlack)
    defer {
      if let previousSlack { MonotonicSleep.setTimerSlack(previousSlack) }
    }
    driver.windowDidResize(to: lastSize)
    syncPanelWindow()
    var event = SDL_Event()
    while !isQuitting {
      let isBusy = needsPresent || driver.needsFrame
      // Woken for a timer: fire it first, then take the events that came
      // meanwhile (they get later timestamps, so the order holds).
      var isTimerWake = false
      if !isBusy {
        pacer.reset()
        frameLog?.flush()
        partLog?.flush()
        isTimerWake = wait(until: driver.nextTimerDeadline)
      }
      if !isTimerWake {
        handlePendingEvents(&event)
      }
      guard !isQuitting else { break }
      let presented = runFrame()
      if panel != nil { drawPanel() }
      // A fall back from the GPU draws the next frame at once.
      needsPresent = fellBackToCPU
      fellBackToCPU = false
      if isTimerWake {
        handlePendingEvents(&event)
      }
      if driver.needsFrame {
        waitForNextFrame(presented: presented)
      }
    }
    frameLog?.flush()
    partLog?.flush()
    return 0
  }

  /// Runs one frame in parts (``FramePart``), each started in a gap
  /// between timer deadlines that holds it, firing the timers due
  /// meanwhile at their deadlines; presents the frame, or shows the window
  /// again if it must be redrawn.
  ///
  /// - Returns: Whether a frame was presented.
  private func runFrame() -> Bool {
    // A frame waits for gaps for at most a quarter of a frame interval.
    let limit = clock.now + pacer.interval / 4
    let size = window.size
    let scale = window.renderScale
    var time = clock.now
    let hasFrame = runPart(.advance, limit: limit) {
      time = clock.now
      return driver.advance(to: time, size: size, scale: scale)
    }
    if window.isGL {
      return runGPUFrame(hasFrame: hasFrame, time: time, limit: limit)
    }
    if hasFrame, let frame = runPart(.draw, limit: limit, { driver.drawFrame() }) {
      let damage = needsPresent ? nil : frame.damage
      runPart(.upload, limit: limit) { window.upload(frame.image, damage: damage) }
      runPart(.present, limit: limit) { window.show() }
      frameLog?.record(time)
      return true
    }
    if needsPresent { runPart(.present, limit: limit) { window.show() } }
    return false
  }

  /// The rest of a frame drawn with OpenGL.
  ///
  /// The GPU draws the snapshot (or, after an expose, the last one again)
  /// into the back buffer. Where the window presents rectangles
  /// (``SDLWindow/presentsRects``), the back buffer keeps the last frame:
  /// the GPU redraws only what changed and the window copies only that to
  /// the screen (all of it after an expose or a resize). Else the frame
  /// is swapped to the front, redrawn only where it changed since the
  /// frame the back buffer holds (its age) or copied from a canvas that
  /// was (``GLPresentation``). When the GPU fails, the
  /// window leaves OpenGL for SDL's renderer with one warning, and the
  /// next frame is drawn whole on the CPU.
  private func runGPUFrame(hasFrame: Bool, time: Double, limit: Double) -> Bool {
    guard hasFrame || needsPresent else { return false }
    let drawn = runPart(.draw, limit: limit) {
      let isNewCanvas = window.prepareCanvas()
      return driver.drawGPUFrame(again: !hasFrame, bufferAge: window.backBufferAge(isNewCanvas))
    }
    switch drawn {
    case .success(let frame?):
      let damage = needsPresent || frame.damage == nil ? nil : frame.damage
      // Nothing changed: nothing to present (a whole frame is presented
      // when the window must be drawn again).
      if damage?.isEmpty != true {
        runPart(.present, limit: limit) { window.show(damage: damage) }
      }
      if hasFrame { frameLog?.record(time) }
      return hasFrame
    case .success(nil):
      return false
    case .failure(let failure):
      zoetropeWarning(
        "the GPU compositor failed (\(failure.message)); drawing on the CPU from now on")
      driver.leaveGPU()
      do {
        try window.switchToRenderer()
      } catch {
        zoetropeWarning("no renderer to fall back to: \(error); closing the window")
        isQuitting = true
      }
      fellBackToCPU = true
      return false
    }
  }

  /// Waits for a gap between timer deadlines that holds `part`, firing
  /// the timers due meanwhile (``FrameWait/waitForGap(duration:limit:now:timerDeadline:fireTimers:sleep:)``),
  /// then runs it and records how long it took.
  @discardableResult
  private func runPart<Result>(_ part: FramePart, limit: Double, _ body: () -> Result) -> Result {
    let clock = clock
    let driver = driver
    FrameWait.waitForGap(
      duration: partTimes.duration(of: part), limit: limit,
      now: { clock.now },
      timerDeadline: { driver.nextTimerDeadlineBetweenFrames },
      fireTimers: { driver.fireTimers(upTo: $0) },
      sleep: { MonotonicSleep.sleep(until: $0) })
    let start = clock.now
    let result = body()
    let duration = clock.now - start
    partTimes.record(duration, for: part)
    partLog?.record(part, duration: duration)
    return result
  }

  /// Sleeps until the next animation frame is due, firing the timers due
  /// before it at their deadlines (``FrameWait``).
  private func waitForNextFrame(presented: Bool) {
    let frameTime = pacer.nextFrameTime(presented: presented, now: clock.now)
    let clock = clock
    let driver = driver
    FrameWait.wait(
      until: frameTime,
      now: { clock.now },
      timerDeadline: { driver.nextTimerDeadlineBetweenFrames },
      fireTimers: { driver.fireTimers(upTo: $0) },
      sleep: { MonotonicSleep.sleep(until: $0) }
    )
  }

  /// Handles every event SDL has (pumping the window system once).
  private func handlePendingEvents(_ event: inout SDL_Event) {
    while !isQuitting, SDL_PollEvent(&event) != 0 {
      handle(event)
    }
  }

  /// Blocks until an event arrives (and handles it) or `deadline` comes.
  ///
  /// - Parameter deadline: The next timer deadline on the host clock; nil
  ///   waits for an event only.
  /// - Returns: Whether the wait ended because the deadline came.
  private func wait(until deadline: Double?) -> Bool {
    var event = SDL_Event()
    while !isQuitting {
      let pending = SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
      switch EventWait.next(now: clock.now, deadline: deadline, eventsPending: pending) {
      case .handleEvents:
        return false
      case .deadlineReached:
        return true
      case .waitForEvents(nil):
        // No deadline: an event (or an error) ends the wait.
        if SDL_WaitEvent(&event) != 0 { handle(event) }
        return false
      case .waitForEvents(let milliseconds?):
        if SDL_WaitEventTimeout(&event, milliseconds) != 0 {
          handle(event)
          return false
        }
      case .sleep(let time):
        MonotonicSleep.sleep(until: time)
      }
    }
    return false
  }

  private func handle(_ event: SDL_Event) {
    if panel != nil, handlePanelEvent(event) { return }
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
    case .key(let key):
      keyHandler?(key)
    case .timeKey(let key):
      if let timed = driver as? TimeControlledDriver {
        SDLHost.printToStandardError("zoetrope: " + timed.handle(key, at: clock.now))
        if key == .toggleInspector { syncPanelWindow() }
      }
    }
  }
}
