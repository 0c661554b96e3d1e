import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// The renderer the live host draws with.
@MainActor
enum HostRendering {
  private static let renderer = Renderer()

  /// Draws a snapshot at a size in points and a scale in pixels per point.
  static func render(_ snapshot: RenderSnapshot, size: Size, scale: Double) -> (
    image: Image, damage: Rect?
  ) {
    renderer.scale = scale
    return (renderer.render(snapshot, size: size, background: .white), renderer.lastDamage)
  }
}
