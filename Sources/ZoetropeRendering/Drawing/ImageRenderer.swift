import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// Makes images by drawing on a ``/ZoetropeLayers/GraphicsContext``, like
/// `UIGraphicsImageRenderer`.
///
/// The context's user space is the image's area in points, y down, origin
/// at the top-left; it draws at ``scale`` pixels per point and starts
/// transparent.
///
/// ```swift
/// let renderer = ImageRenderer(size: Size(width: 64, height: 64), scale: 2)
/// let dot = renderer.image { context in
///   context.setFillColor(.systemRed)
///   context.fillEllipse(in: Rect(x: 8, y: 8, width: 48, height: 48))
/// }  // 128 × 128 pixels, scale 2
/// ```
///
/// Bad input policy: a scale that is not finite and positive becomes 1;
/// a width or height that is not finite or is below one pixel becomes
/// one pixel; one above ``Renderer/maximumPixelDimension`` pixels is
/// clamped to it; a size of more than ``Renderer/maximumPixelCount``
/// pixels in all is scaled down proportionally to fit; each with a
/// warning. Pixel sizes are rounded up.
@MainActor
public final class ImageRenderer {
  /// The size of the images, in points, as given.
  public let size: Size
  /// Pixels per point of the images.
  public let scale: Double
  private let pixelWidth: Int
  private let pixelHeight: Int

  /// Creates an image renderer.
  ///
  /// - Parameters:
  ///   - size: The size of the images, in points.
  ///   - scale: Pixels per point; 1 by default.
  public init(size: Size, scale: Double = 1) {
    var scale = scale
    if !(scale.isFinite && scale > 0) {
      zoetropeWarning("ImageRenderer scale \(scale) is not finite and positive; using 1")
      scale = 1
    }
    self.size = size
    self.scale = scale
    (pixelWidth, pixelHeight) = Renderer.pixelSize(of: size, scale: scale)
  }

  /// Draws an image.
  ///
  /// - Parameter draw: Draws on the context; unbalanced saved states are
  ///   restored afterwards.
  /// - Returns: The image, at ``scale``.
  public func image(_ draw: (any GraphicsContext) -> Void) -> Image {
    let surface = CairoSurface(width: pixelWidth, height: pixelHeight)
    let cairo: OpaquePointer = cairo_create(surface.surface)
    cairo_scale(cairo, scale, scale)
    let context = CairoGraphicsContext(
      cairo: cairo,
      bounds: Rect(
        x: 0, y: 0, width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale),
      images: ImageSurfaceCache())
    draw(context)
    context.finish()
    cairo_destroy(cairo)
    return surface.makeImage(scale: scale)
  }
}
