import ZoetropeGraphics
import ZoetropeLayers

// The live inspector in the window: F12, the mouse on its panel, scrubbing
// and replay on the application's clock (docs/INSPECTOR.md).
extension TimeControlledDriver {
  /// Opens or closes the inspector at a host time.
  ///
  /// - Returns: What changed, for the window to report.
  func toggleInspector(at now: Double) -> String {
    guard let makeInspector else { return "this window has no inspector" }
    needsPausedFrame = true
    let application = base as? ApplicationDriver
    if isInspectorOpen {
      isInspectorOpen = false
      application?.snapshotOverlay = nil
      latestAppSnapshot = nil
      return "inspector closed"
    }
    let inspector = self.inspector ?? makeInspector()
    self.inspector = inspector
    isInspectorOpen = true
    if inspectsInWindow {
      // The app's frames as they are; the panel draws in its own window.
      application?.snapshotOverlay = { [weak self] snapshot, _ in
        self?.latestAppSnapshot = snapshot
        return snapshot
      }
      return "inspector open in its own window (F12 or closing it closes it)"
    }
    application?.snapshotOverlay = { [weak self] snapshot, size in
      guard let self else { return snapshot }
      return inspector.overlay(snapshot, size: size, status: self.statusText)
    }
    return "inspector open (F12 closes; drag its timeline to scrub)"
  }

  /// The inspector's panel for its own window, drawn for the app's latest
  /// frame; nil when it is not open there, has no frame yet, or nothing
  /// changed (unless `force`).
  func panelImage(size: Size, scale: Double, force: Bool) -> Image? {
    guard isInspectorOpen, inspectsInWindow, let inspector, let latestAppSnapshot else {
      return nil
    }
    return inspector.panelImage(
      for: latestAppSnapshot, size: size, scale: scale, status: statusText, force: force)
  }

  /// A touch in the inspector's own window, in its points: scrubbing and
  /// replay as on the panel over the app (a paused app draws a frame).
  func handlePanelTouch(_ phase: SDLInput.Phase, location: Point, time: Double) {
    needsPausedFrame = true
    guard isInspectorOpen, let inspector else { return }
    _ = inspect(phase, location, time, inspector)
  }

  /// The time control in words, for the inspector's header.
  var statusText: String {
    var parts: [String] = []
    if control.speed != 1 { parts.append(Self.speedText(control.speed)) }
    if control.isPaused { parts.append("paused") }
    return parts.joined(separator: " · ")
  }

  /// Sends the mouse to the open inspector and does what it asks.
  ///
  /// - Returns: Whether the inspector took the touch (the app does not
  ///   get it).
  func inspect(
    _ phase: SDLInput.Phase, _ location: Point, _ time: Double,
    _ inspector: any SDLWindowInspector
  ) -> Bool {
    let inspectorPhase: SDLInspectorTouchPhase
    switch phase {
    case .began: inspectorPhase = .began
    case .moved: inspectorPhase = .moved
    case .ended, .cancelled: inspectorPhase = .ended
    }
    switch inspector.touch(inspectorPhase, at: location) {
    case .pass:
      return false
    case .handled:
      return true
    case .scrub(let target):
      if !control.isPaused { control.pause(atHostTime: time) }
      inspector.scrub(to: target, atApplicationTime: control.applicationTime(atHostTime: time))
      return true
    case .replay:
      let now = control.applicationTime(atHostTime: time)
      inspector.replay(atApplicationTime: now)
      if control.isPaused { control.resume(atHostTime: time) }
      return true
    }
  }
}
