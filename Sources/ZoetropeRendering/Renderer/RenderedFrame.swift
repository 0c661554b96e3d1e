import CCairo
import ZoetropeGraphics

/// A frame a ``Renderer`` drew into its own surface, read in place: its
/// pixels and the rectangles that changed since the renderer's previous
/// frame, without copying anything into an ``/ZoetropeGraphics/Image``.
///
/// A host that keeps the previous frame (a window's texture) updates
/// only ``damage`` from ``withUnsafePixels(_:)``; everything outside it
/// is as the renderer's previous frame left it. The pixels are
/// premultiplied ARGB32 (native-endian `UInt32`, alpha in the top byte,
/// as ``/ZoetropeGraphics/Image/pixels``), ``bytesPerRow`` bytes apart, which may be more
/// than `pixelWidth × 4`.
///
/// The pixels belong to the renderer: they are valid until its next
/// ``Renderer/renderFrame(_:size:background:)`` or
/// ``Renderer/render(_:size:background:)``. Reading a frame after that
/// gives the newer frame's pixels, with a warning.
///
/// ```swift
/// let frame = renderer.renderFrame(snapshot, size: size, background: .black)
/// frame.withUnsafePixels { pixels, bytesPerRow in
///   for rect in frame.damage {
///     upload(rect, from: pixels.baseAddress! + Int(rect.minY) * bytesPerRow
///       + Int(rect.minX) * 4, bytesPerRow: bytesPerRow)
///   }
/// }
/// ```
@MainActor
public struct RenderedFrame {
  /// The width in pixels, at least 1.
  public let pixelWidth: Int
  /// The height in pixels, at least 1.
  public let pixelHeight: Int
  /// Pixels per point: the renderer's ``Renderer/scale`` when it drew.
  public let scale: Double
  /// The bytes from one row of pixels to the next, at least
  /// `pixelWidth × 4`.
  public let bytesPerRow: Int
  /// The pixel rectangles that changed since the renderer's previous
  /// frame: whole-pixel, inside the frame, not overlapping.
  ///
  /// Empty when nothing changed (nothing was drawn); the whole frame for
  /// the first frame, after a change of size, scale or background, and
  /// after ``Renderer/setNeedsDisplay()``. Every pixel outside them equals
  /// the previous frame's.
  public let damage: [Rect]

  /// The surface drawn into.
  let surface: CairoSurface
  /// The surface's ``CairoSurface/generation`` when this frame was drawn.
  let generation: Int

  init(surface: CairoSurface, scale: Double, damage: PixelBox) {
    self.surface = surface
    generation = surface.generation
    pixelWidth = surface.width
    pixelHeight = surface.height
    self.scale = scale
    bytesPerRow = Int(cairo_image_surface_get_stride(surface.surface))
    self.damage = damage.isEmpty ? [] : [damage.rect]
  }

  /// Whether the renderer has not drawn another frame into the surface
  /// since this one.
  public var isCurrent: Bool { surface.generation == generation }

  /// Calls `body` with the frame's pixels, `bytesPerRow × pixelHeight`
  /// bytes, and the bytes per row.
  ///
  /// The buffer is valid only inside `body`; do not write to it. On a
  /// frame that is no longer current (see ``isCurrent``) it holds the
  /// renderer's newer frame, and a warning is given.
  ///
  /// - Parameter body: Reads the pixels.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func withUnsafePixels<Result, Failure: Error>(
    _ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if !isCurrent {
      zoetropeWarning(
        "RenderedFrame read after its renderer drew another frame; "
          + "its pixels are the newer frame's")
    }
    cairo_surface_flush(surface.surface)
    let data = cairo_image_surface_get_data(surface.surface).map { UnsafeRawPointer($0) }
    let stride = Int(cairo_image_surface_get_stride(surface.surface))
    let count = data == nil ? 0 : stride * surface.height
    return try body(UnsafeRawBufferPointer(start: data, count: count), stride)
  }

  /// A copy of the frame's pixels as an image at ``scale``.
  ///
  /// - Complexity: O(`pixelWidth × pixelHeight`).
  public func makeImage() -> Image {
    if !isCurrent {
      zoetropeWarning(
        "RenderedFrame read after its renderer drew another frame; "
          + "its pixels are the newer frame's")
    }
    return surface.makeImage(scale: scale)
  }
}
