import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// Draws ``RenderSnapshot``s into premultiplied ARGB32 images with Cairo.
///
/// A renderer draws each layer of a snapshot back to front, in its bounds
/// coordinates mapped to the image as the hit testing maps them (about
/// the anchor point, through ``LayerProperties/transform``, to
/// ``LayerProperties/position``), at ``scale`` pixels per point. For each
/// visible layer it paints, in Core Animation's order: the background
/// color (inside the corner radius), the contents image (placed by its
/// gravity, or the running ``ContentsTransition``), the text and custom
/// drawing, the sublayers, and last the border, inside the bounds and
/// above everything else. `masksToBounds` clips contents, drawing and
/// sublayers to the (rounded) bounds. A layer whose opacity is below 1 is
/// drawn as a group when it paints more than one thing, so overlapping
/// parts do not darken. Hidden layers, layers with opacity 0 and layers
/// whose transform flattens them are skipped with their sublayers.
///
/// Caches, all dropped for anything not drawn in a frame, at its end:
/// - Text and custom drawing are rasterized once per layer into a backing
///   store at the renderer's scale and reused while the layer's
///   ``RenderContent``, bounds and scale stay the same.
/// - Contents images are converted to Cairo surfaces once per pixel
///   buffer (see ``ImageSurfaceCache``).
/// - The target surface is reused while the output size stays the same,
///   and a snapshot whose root is the same object as last time (nothing
///   changed) returns the previous image without drawing.
///
/// Because everything not drawn in a frame is dropped, use one renderer
/// per window (per layer tree): a renderer that alternates between two
/// trees would redraw every backing store each frame.
///
/// Filtering: an image or backing store that lands pixel for pixel on
/// the target (scale 1:1, no rotation) is copied at the nearest whole
/// pixel, exactly and fast. Otherwise it is sampled with the layer's
/// ``LayerProperties/minificationFilter`` where it is drawn smaller than
/// its pixels in both directions, and with its
/// ``LayerProperties/magnificationFilter`` where it is drawn larger in
/// either (or turned at its own size): ``ContentsFilter/nearest`` picks
/// the nearest pixel, ``ContentsFilter/linear`` (the default) and
/// ``ContentsFilter/trilinear`` interpolate bilinearly. The filter is
/// chosen each time a surface is drawn, so the caches hold unfiltered
/// pixels and layers with different filters share them. Custom drawing
/// chooses with ``GraphicsContext/interpolationQuality``.
///
/// ```swift
/// let renderer = Renderer(scale: 2)
/// let frame = renderer.render(tree.frame(at: time), size: Size(width: 320, height: 480),
///                             background: .white)
/// ```
@MainActor
public final class Renderer {
  /// The largest width or height of an output image, in pixels; larger
  /// requests are clamped to it with a warning.
  public static let maximumPixelDimension = 16_384

  /// The largest number of pixels (width × height) of an output image:
  /// 64 Mi pixels, 256 MiB of ARGB32, such as 8192 × 8192.
  ///
  /// A larger request, even with each side within
  /// ``maximumPixelDimension``, is scaled down proportionally (keeping
  /// its aspect ratio, each side at least one pixel) to fit, with a
  /// warning. Applies to ``render(_:size:background:)`` and
  /// ``ImageRenderer``.
  public static let maximumPixelCount = 64 * 1_024 * 1_024

  /// Pixels per point; a value that is not finite and positive is
  /// replaced by 1 with a warning.
  public var scale: Double {
    didSet {
      if !(scale.isFinite && scale > 0) {
        zoetropeWarning("Renderer scale \(scale) is not finite and positive; using 1")
        scale = 1
      }
    }
  }

  /// The pixel rectangle that changed in the last render, for partial
  /// uploads; `nil` means the whole image (always, for now).
  public private(set) var lastDamage: Rect?

  let images = ImageSurfaceCache()
  let backingStores = BackingStoreCache()
  private var target: CairoSurface?
  private var lastFrame:
    (root: RenderLayer, width: Int, height: Int, scale: Double, background: Color, image: Image)?

  /// Creates a renderer.
  ///
  /// - Parameter scale: Pixels per point; not finite and positive becomes
  ///   1, with a warning.
  public init(scale: Double = 1) {
    if scale.isFinite && scale > 0 {
      self.scale = scale
    } else {
      zoetropeWarning("Renderer scale \(scale) is not finite and positive; using 1")
      self.scale = 1
    }
  }

  /// Draws a snapshot into an image of `size` points (× ``scale`` pixels,
  /// rounded up), cleared to `background` first.
  ///
  /// A size whose width or height is not finite or is below one pixel
  /// becomes one pixel, and one above ``maximumPixelDimension`` pixels is
  /// clamped to it; a size of more than ``maximumPixelCount`` pixels in
  /// all is scaled down proportionally to fit; each with a warning.
  ///
  /// - Parameters:
  ///   - snapshot: The presentation tree to draw.
  ///   - size: The size of the image, in points.
  ///   - background: The color the image is cleared to.
  /// - Returns: The drawn image, whose ``Image/scale`` is ``scale``.
  public func render(_ snapshot: RenderSnapshot, size: Size, background: Color = .clear)
    -> Image
  {
    let (width, height) = Renderer.pixelSize(of: size, scale: scale)
    lastDamage = nil
    if let last = lastFrame, last.root === snapshot.root, last.width == width,
      last.height == height, last.scale == scale, last.background == background
    {
      return last.image
    }
    let target: CairoSurface
    if let existing = self.target, existing.width == width, existing.height == height {
      target = existing
    } else {
      target = CairoSurface(width: width, height: height)
      self.target = target
    }
    let cairo: OpaquePointer = cairo_create(target.surface)
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairoSetSource(cairo, background)
    cairo_paint(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    draw(snapshot.root, in: cairo, parentTransform: Transform(scaleX: scale, y: scale))
    cairo_destroy(cairo)
    images.evictUnused()
    backingStores.evictUnused()
    let image = target.makeImage(scale: scale)
    lastFrame = (snapshot.root, width, height, scale, background, image)
    return image
  }

  /// The pixel width and height for a size in points, rounded up.
  ///
  /// Each side is clamped by ``pixelDimension(_:scale:name:)``; then, if
  /// the area is over ``maximumPixelCount``, both sides are scaled down by
  /// the same factor (rounded down, at least 1) to fit, with a warning.
  static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
    let width = pixelDimension(size.width, scale: scale, name: "width")
    let height = pixelDimension(size.height, scale: scale, name: "height")
    guard width * height > maximumPixelCount else { return (width, height) }
    let factor = (Double(maximumPixelCount) / (Double(width) * Double(height))).squareRoot()
    var clampedWidth = max(Int(Double(width) * factor), 1)
    var clampedHeight = max(Int(Double(height) * factor), 1)
    // Guard against rounding (or a side held at 1) leaving it over the cap.
    while clampedWidth * clampedHeight > maximumPixelCount {
      if clampedWidth >= clampedHeight { clampedWidth -= 1 } else { clampedHeight -= 1 }
    }
    zoetropeWarning(
      "Image of \(width) × \(height) pixels is over \(maximumPixelCount) pixels; "
        + "clamped to \(clampedWidth) × \(clampedHeight)")
    return (clampedWidth, clampedHeight)
  }

  /// A pixel dimension for a length in points, rounded up.
  ///
  /// Clamped to 1...``maximumPixelDimension``, with a warning, when
  /// outside (or not finite).
  static func pixelDimension(_ points: Double, scale: Double, name: String) -> Int {
    let pixels = points * scale
    guard pixels.isFinite, pixels >= 1 else {
      zoetropeWarning("Image \(name) of \(points) points is below one pixel; using 1 pixel")
      return 1
    }
    guard pixels <= Double(maximumPixelDimension) else {
      zoetropeWarning(
        "Image \(name) of \(points) points is over \(maximumPixelDimension) pixels; clamped")
      return maximumPixelDimension
    }
    // Tolerate rounding noise such as 100.00000000001.
    return Int((pixels - 1e-9).rounded(.up))
  }
}
