import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeSDL

/// The renderer the live host draws with.
@MainActor
enum HostRendering {
  private static let renderer = Renderer()

  /// Draws a snapshot at a size in points and a scale in pixels per point,
  /// over black (as `HeadlessHost.background`): a root view that does not
  /// cover the window, such as one not laid out again after a resize,
  /// shows black, not a colour that could pass for the app's own.
  ///
  /// The frame stays in the renderer's surface; the window copies the
  /// damaged rectangles from it into its texture before the next frame.
  static func renderFrame(_ snapshot: RenderSnapshot, size: Size, scale: Double) -> (
    pixels: any SDLFramePixels, damage: [Rect]?
  ) {
    renderer.scale = scale
    let frame = renderer.renderFrame(snapshot, size: size, background: .black)
    return (RendererFramePixels(frame: frame), frame.damage)
  }
}

/// A renderer's frame as the pixels the SDL window uploads from.
@MainActor
struct RendererFramePixels: SDLFramePixels {
  let frame: RenderedFrame

  var pixelWidth: Int { frame.pixelWidth }
  var pixelHeight: Int { frame.pixelHeight }
  var scale: Double { frame.scale }

  func withUnsafeFramePixels(_ body: (UnsafeRawBufferPointer, _ bytesPerRow: Int) -> Void) {
    frame.withUnsafePixels { pixels, bytesPerRow in body(pixels, bytesPerRow) }
  }
}
