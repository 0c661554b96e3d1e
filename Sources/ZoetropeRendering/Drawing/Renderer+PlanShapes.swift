import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// A Lottie shape whose path changed, drawn straight into the frame by the
// coverage rasterizer (a ``PlanStep/shape(_:)`` step on the CPU).
extension Renderer {
  /// Draws a shape step on `cairo`'s target: straight into its pixels
  /// inside `direct` (the box the compositor may write, when it may),
  /// else rasterized alone and composited by Cairo (inside a group, or a
  /// clip that is not a box of whole pixels, or a translucent shape that
  /// fills and strokes: ``PlanShape/drawsOverTarget``).
  func drawShape(_ shape: PlanShape, in cairo: OpaquePointer, direct: PixelBox?) {
    let box = PixelBox(shape.box)
    if let direct, shape.drawsOverTarget {
      let inside = box.intersection(direct)
      guard !inside.isEmpty else { return }
      if let target = cairo_get_target(cairo),
        let raster = ShapeRasterTarget(surface: target, box: inside, transform: shape.transform)
      {
        // The batch before it first; a part the rasterizer declines is
        // drawn by Cairo, clipped as the box is.
        flushCompositeOperations()
        compositeCounts.directShapes += 1
        cairo_save(cairo)
        setMatrix(cairo, shape.transform)
        Renderer.drawShape(
          shape.layer.properties, on: cairo, alpha: shape.alpha, raster: raster)
        cairo_restore(cairo)
        return
      }
    }
    willPaintWithCairo()
    let bitmap = shape.rasterized()
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_source_surface(cairo, bitmap.surface.surface, Double(box.minX), Double(box.minY))
    let alpha = shape.bitmapAlpha
    if alpha < 1 { cairo_paint_with_alpha(cairo, alpha) } else { cairo_paint(cairo) }
    cairo_restore(cairo)
  }
}
