import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeLayers
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

  func overlay(_ snapshot: RenderSnapshot, size: Size, status: String) -> RenderSnapshot {
    inspector.status = status
    return inspector.overlay(snapshot, size: size)
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
