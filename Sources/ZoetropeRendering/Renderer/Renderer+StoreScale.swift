import ZoetropeGraphics
import ZoetropeLayers

// The resolution of a shape layer's backing store: the layer's on-screen scale.
extension Renderer {
  /// The most a shape's backing store is magnified beyond the renderer's
  /// ``scale``: 8 times (64 times the pixels).
  static let maximumStoreMagnification = 8.0

  /// The pixels per point of a layer's backing store drawn through
  /// `transform` (bounds coordinates to target pixels).
  ///
  /// A shape layer magnified on screen (a Lottie shape scaled up, or
  /// inside a scaled group) has its store drawn at the next power of two
  /// of the renderer's scale at or above its on-screen scale (the longer
  /// of its two axes), up to ``maximumStoreMagnification`` times and
  /// ``BackingStoreCache/maximumPixelCount`` pixels: its edges stay sharp
  /// (drawn a little larger and sampled down by at most half), where a
  /// store at the renderer's scale would be stretched and blurred. Powers
  /// of two keep a scale animation from redrawing the store every frame:
  /// it is redrawn as the scale crosses each. Every other store (text,
  /// custom drawing, gradients, and shapes not magnified, turned ones
  /// included) is drawn at the renderer's scale.
  func storeScale(of content: RenderContent, contentRect: Rect, transform: Transform) -> Double {
    guard content.kind == .shape else { return scale }
    let onScreen = max(
      (transform.a * transform.a + transform.b * transform.b).squareRoot(),
      (transform.c * transform.c + transform.d * transform.d).squareRoot())
    guard onScreen.isFinite, onScreen > scale * (1 + 1e-6) else { return scale }
    var factor = 2.0
    while factor < Renderer.maximumStoreMagnification, scale * factor < onScreen {
      factor *= 2
    }
    let points = contentRect.width * contentRect.height
    while factor > 1,
      points * (scale * factor) * (scale * factor) > BackingStoreCache.maximumPixelCount
    {
      factor /= 2
    }
    return scale * factor
  }
}
