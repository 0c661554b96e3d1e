import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// The keys a window reserves for time control (docs/INSPECTOR.md).
///
/// No key event reaches apps, and function keys are the ones a developer
/// tool owns: F8 pauses and resumes as in a browser's debugger.
enum TimeControlKey: Equatable {
  /// F8: pause or resume the application's time.
  case pauseOrResume
  /// F9: while paused, one frame further.
  case step
  /// F7: the next slow-motion speed (0.1×, 0.25×, 0.5×, 1×, 2×, then
  /// 0.1× again).
  case nextSpeed
  /// F12: open or close the live inspector.
  case toggleInspector
}

/// Puts a ``TimeControl`` between the run loop's clock and a driver: every
/// time the loop passes (frames, timers between frames, input stamps) is
/// mapped to the application's time, and the application's timer
/// deadlines back to the host's.
///
/// While paused the window sleeps: no frame runs except for input, a
/// resize or a step, so a paused app costs no CPU.
@MainActor
final class TimeControlledDriver: SDLFrameDriver {
  /// The driver of the application.
  let base: any SDLFrameDriver
  /// The map from the run loop's clock to the application's.
  var control: TimeControl
  /// How far a step moves the application's time: one frame interval.
  var stepInterval: Double
  /// Whether a frame must run although time is paused (a step, input or a
  /// resize since the last frame).
  var needsPausedFrame = false
  /// Makes the inspector the first time F12 opens it (nil: none).
  var makeInspector: (@MainActor () -> any SDLWindowInspector)?
  /// The inspector, once made.
  var inspector: (any SDLWindowInspector)?
  /// Whether the inspector is open.
  var isInspectorOpen = false
  /// Whether the inspector opens in a window of its own beside the app's
  /// (`--inspector-window`) rather than over it.
  var inspectsInWindow = false
  /// The app's latest frame, for the inspector's own window.
  var latestAppSnapshot: RenderSnapshot?
  /// The host time the current frame started at, for the frame-time graph.
  private var frameStart: Double?
  /// Reads the host's clock (for frame times).
  var now: () -> Double = { 0 }

  /// Wraps a driver.
  ///
  /// - Parameters:
  ///   - base: The driver of the application.
  ///   - control: The speed and pause to start with.
  ///   - now: The host time the run starts at: both clocks read it then.
  ///   - stepInterval: One frame interval, in seconds.
  init(_ base: any SDLFrameDriver, control: TimeControl, now: Double, stepInterval: Double) {
    self.base = base
    self.control = control
    self.control.align(atHostTime: now)
    self.stepInterval = stepInterval
  }

  var needsFrame: Bool {
    if control.isPaused { return needsPausedFrame }
    // Open, the inspector's progress and playhead move every frame.
    return isInspectorOpen || base.needsFrame
  }

  var nextTimerDeadline: Double? {
    base.nextTimerDeadline.flatMap { control.hostTime(atApplicationTime: $0) }
  }

  var nextTimerDeadlineBetweenFrames: Double? {
    base.nextTimerDeadlineBetweenFrames.flatMap { control.hostTime(atApplicationTime: $0) }
  }

  func fireTimers(upTo time: Double) {
    base.fireTimers(upTo: control.applicationTime(atHostTime: time))
  }

  func handleTouch(_ phase: SDLInput.Phase, id: Int, location: Point, time: Double) {
    needsPausedFrame = true
    if isInspectorOpen, !inspectsInWindow, id == 0, let inspector,
      inspect(phase, location, time, inspector)
    {
      return
    }
    base.handleTouch(
      phase, id: id, location: location, time: control.applicationTime(atHostTime: time))
  }

  func windowDidResize(to size: Size) {
    needsPausedFrame = true
    base.windowDidResize(to: size)
  }

  func advance(to time: Double, size: Size, scale: Double) -> Bool {
    needsPausedFrame = false
    frameStart = now()
    return base.advance(to: control.applicationTime(atHostTime: time), size: size, scale: scale)
  }

  func drawFrame() -> (image: any SDLFramePixels, damage: [Rect]?)? {
    defer { frameDrawn() }
    return base.drawFrame()
  }

  func drawGPUFrame(again: Bool, bufferAge: Int) -> Result<GPUFrame?, GPUFailure> {
    defer { frameDrawn() }
    return base.drawGPUFrame(again: again, bufferAge: bufferAge)
  }

  /// Reports the frame's time to an open inspector.
  private func frameDrawn() {
    guard isInspectorOpen, let start = frameStart else { return }
    inspector?.recordFrameTime(now() - start)
    frameStart = nil
  }

  func leaveGPU() {
    base.leaveGPU()
  }

  /// Acts on a time-control key at a host time.
  ///
  /// - Returns: What changed, for the window to report.
  @discardableResult
  func handle(_ key: TimeControlKey, at now: Double) -> String {
    switch key {
    case .toggleInspector:
      return toggleInspector(at: now)
    case .pauseOrResume:
      if control.isPaused {
        inspector?.endScrub(atApplicationTime: control.applicationTime(atHostTime: now))
        control.resume(atHostTime: now)
        return "animations resumed at \(Self.speedText(control.speed))"
      }
      control.pause(atHostTime: now)
      return "animations paused (F8 resumes, F9 steps one frame)"
    case .step:
      guard control.isPaused else { return "F9 steps only while paused (F8 pauses)" }
      control.step(to: control.applicationTime(atHostTime: now) + stepInterval)
      needsPausedFrame = true
      return "animations stepped one frame"
    case .nextSpeed:
      // The presets are all valid speeds.
      try? control.setSpeed(control.nextPresetSpeed, atHostTime: now)
      return "animations at \(Self.speedText(control.speed))"
        + (control.isPaused ? " (paused)" : "")
    }
  }

  /// A speed as `0.25×`.
  static func speedText(_ speed: Double) -> String {
    let text = speed == speed.rounded() ? String(Int(speed)) : String(speed)
    return text + "×"
  }
}
