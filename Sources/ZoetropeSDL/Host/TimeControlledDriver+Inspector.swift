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
      return "inspector closed"
    }
    let inspector = self.inspector ?? makeInspector()
    self.inspector = inspector
    isInspectorOpen = true
    application?.snapshotOverlay = { [weak self] snapshot, size in
      guard let self else { return snapshot }
      return inspector.overlay(snapshot, size: size, status: self.statusText)
    }
    return "inspector open (F12 closes; drag its timeline to scrub)"
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
