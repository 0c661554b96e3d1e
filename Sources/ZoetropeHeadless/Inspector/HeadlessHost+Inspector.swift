import ZoetropeGraphics
import ZoetropeRendering

// The live inspector in a headless host (docs/INSPECTOR.md): what F12
// opens in a window, drawn over screenshots and recordings.
extension HeadlessHost {
  /// The live inspector, while open.
  public var inspector: AnimationInspector? { openedInspector }

  /// Opens the inspector (or returns the open one): screenshots and
  /// recordings show its panel over the app from the next frame, and the
  /// app's animations are logged from now on.
  ///
  /// - Returns: The inspector.
  @discardableResult
  public func openInspector() -> AnimationInspector {
    if let openedInspector { return openedInspector }
    let inspector = AnimationInspector(application: application)
    openedInspector = inspector
    return inspector
  }

  /// Closes the inspector; a scrub ends where the playhead is (the app
  /// stays paused until ``resumeAnimations()``).
  public func closeInspector() {
    openedInspector?.endScrub(atApplicationTime: animationTime)
    openedInspector = nil
  }

  /// Sends a touch to the inspector, as a window does with the mouse
  /// over its panel, and does what it asks: a drag on the timeline
  /// pauses the app and scrubs, the replay button replays.
  ///
  /// - Parameters:
  ///   - phase: The touch's phase.
  ///   - point: Where, in window points.
  /// - Returns: The inspector's answer; `.none` (the touch is the app's)
  ///   when it is closed or the touch is outside its panel.
  @discardableResult
  public func inspectorTouch(_ phase: InspectorTouchPhase, at point: Point) -> InspectorAction {
    guard let inspector = openedInspector else { return .none }
    refreshInspector()
    let action = inspector.touch(phase, at: point)
    switch action {
    case .scrub(let target): scrubInspector(to: target)
    case .replay: replayInspectedGroup()
    case .none, .handled: frame(at: time)
    }
    return action
  }

  /// Pauses the app's time and moves the inspector's playhead.
  ///
  /// Every animation of its timeline shows what it showed at that time
  /// (the app's time is paused first if it runs). Does nothing while the
  /// inspector is closed.
  ///
  /// - Parameter target: The time on the application's clock.
  public func scrubInspector(to target: Double) {
    guard let inspector = openedInspector else { return }
    refreshInspector()
    if !timeControl.isPaused { pauseAnimations() }
    inspector.scrub(to: target, atApplicationTime: animationTime)
    frame(at: time)
  }

  /// Restarts the inspector's timeline group from its beginning, and lets
  /// the app's time run if it was paused.
  public func replayInspectedGroup() {
    guard let inspector = openedInspector else { return }
    refreshInspector()
    inspector.replay(atApplicationTime: animationTime)
    if timeControl.isPaused { resumeAnimations() }
    frame(at: time)
  }

  /// The window as the app alone draws it now, without the inspector's
  /// panel (what a screenshot shows with the inspector closed).
  ///
  /// - Returns: Premultiplied ARGB pixels, ``size`` × ``scale``.
  public func appScreenshot() -> Image {
    if latestSnapshot == nil { frame(at: time) }
    guard let snapshot = latestSnapshot else { return screenshot() }
    return Renderer(scale: scale).render(snapshot, size: size, background: background)
  }

  /// Brings the inspector's list, timeline and panel up to the latest
  /// frame (screenshots do it too), before a touch or a scrub acts on
  /// them.
  func refreshInspector() {
    guard let inspector = openedInspector, let snapshot = latestSnapshot else { return }
    inspector.status = inspectorStatus
    _ = inspector.overlay(snapshot, size: size)
  }

  /// The header's status: speed and pause.
  var inspectorStatus: String {
    let control = timeControl
    var parts: [String] = []
    if control.speed != 1 { parts.append(InspectorText.number(control.speed) + "×") }
    if control.isPaused { parts.append("paused") }
    return parts.joined(separator: " · ")
  }
}
