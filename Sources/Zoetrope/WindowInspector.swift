import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeSDL
import ZoetropeUI

/// ZoetropeHeadless's `AnimationInspector` as the window's F12 inspector.
@MainActor
final class WindowInspector: SDLWindowInspector {
  /// The inspector.
  let inspector: AnimationInspector

  /// An inspector of an application (its animation log starts now).
  init(application: Application) {
    inspector = AnimationInspector(application: application)
  }

  /// Makes one for `SDLHost.makeInspector`.
  static let make: @MainActor (Application) -> any SDLWindowInspector = {
    WindowInspector(application: $0)
  }

  /// Whether the panel's time origin is set (the first frame's time).
  private var hasOrigin = false

  func overlay(_ snapshot: RenderSnapshot, size: Size, status: String) -> RenderSnapshot {
    prepare(snapshot, status: status)
    return inspector.overlay(snapshot, size: size)
  }

  /// The panel window's renderer and what it drew last.
  private var panelRenderer: (renderer: Renderer, size: Size)?

  func panelImage(
    for snapshot: RenderSnapshot, size: Size, scale: Double, status: String, force: Bool
  ) -> Image? {
    prepare(snapshot, status: status)
    let panel = inspector.panelSnapshot(for: snapshot, size: size)
    if !force, !panel.hasChanges, let last = panelRenderer, last.size == size,
      last.renderer.scale == scale
    {
      return nil
    }
    let renderer =
      panelRenderer.flatMap { $0.renderer.scale == scale ? $0.renderer : nil }
      ?? Renderer(scale: scale)
    panelRenderer = (renderer, size)
    return renderer.render(panel, size: size, background: .black)
  }

  /// Sets the time origin at the first frame, and the header's status.
  private func prepare(_ snapshot: RenderSnapshot, status: String) {
    if !hasOrigin {
      // The window's clock is the system's: count from the opening.
      inspector.timeOrigin = snapshot.time
      hasOrigin = true
    }
    inspector.status = status
  }

  func touch(_ phase: SDLInspectorTouchPhase, at point: Point) -> SDLInspectorRequest {
    let inspectorPhase: InspectorTouchPhase
    switch phase {
    case .began: inspectorPhase = .began
    case .moved: inspectorPhase = .moved
    case .ended: inspectorPhase = .ended
    }
    switch inspector.touch(inspectorPhase, at: point) {
    case .none: return .pass
    case .handled: return .handled
    case .scrub(let time): return .scrub(time)
    case .replay: return .replay
    }
  }

  func scrub(to time: Double, atApplicationTime now: Double) {
    inspector.scrub(to: time, atApplicationTime: now)
  }

  func endScrub(atApplicationTime now: Double) {
    inspector.endScrub(atApplicationTime: now)
  }

  func replay(atApplicationTime now: Double) {
    inspector.replay(atApplicationTime: now)
  }

  func recordFrameTime(_ seconds: Double) {
    inspector.recordFrameTime(seconds)
  }
}
