import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// The renderer the live host draws with.
@MainActor
enum HostRendering {
  private static let renderer = Renderer()

  /// Draws a snapshot at a size in points and a scale in pixels per point,
  /// over black (as `HeadlessHost.background`): a root view that does not
  /// cover the window, such as one not laid out again after a resize,
  /// shows black, not a colour that could pass for the app's own.
  static func render(_ snapshot: RenderSnapshot, size: Size, scale: Double) -> (
    image: Image, damage: Rect?
  ) {
    renderer.scale = scale
    return (renderer.render(snapshot, size: size, background: .black), renderer.lastDamage)
  }
}
