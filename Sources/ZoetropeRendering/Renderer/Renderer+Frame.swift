import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Drawing a frame's damage into the target surface.
extension Renderer {
  /// Clears the damage to the background and draws the tree inside it.
  ///
  /// The clear is skipped where the root's own opaque background will
  /// cover the damage (see ``rootBackgroundCovers(_:root:transform:footprint:)``):
  /// the root fills it over whatever is there, so the pixels are the same.
  func draw(
    _ root: RenderLayer, into target: CairoSurface, damage: PixelBox, background: Color,
    rootTransform: Transform, footprint rootFootprint: Footprint?
  ) {
    let frame = PixelBox(width: target.width, height: target.height)
    let cairo: OpaquePointer = cairo_create(target.surface)
    if damage != frame {
      cairo_rectangle(
        cairo, Double(damage.minX), Double(damage.minY), Double(damage.width),
        Double(damage.height))
      cairo_clip(cairo)
    }
    let skipsClear =
      usesCompositor
      && Renderer.rootBackgroundCovers(
        damage, root: root, transform: rootTransform, footprint: rootFootprint)
    skippedLastClear = skipsClear
    if !skipsClear {
      cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
      cairoSetSource(cairo, background)
      cairo_paint(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }
    // pixman writes the target behind Cairo's back: Cairo must not take
    // it for clear (a new surface, or one just cleared to transparent),
    // or it would turn the next OVER into SOURCE and erase those pixels.
    cairo_surface_mark_dirty(target.surface)
    trimmedFillPixels = 0
    if usesCompositor {
      // The plan of the damage, each step drawn by the CPU executor as
      // it is made.
      var builder = PlanBuilder(
        renderer: self, executor: .cpu, frame: frame,
        steps: CPUPlanExecutor(renderer: self, cairo: cairo, damage: damage))
      if let rootFootprint {
        builder.add(rootFootprint, limit: damage)
      }
      builder.steps.finish()
    } else {
      draw(root, in: cairo, parentTransform: rootTransform)
    }
    flushCompositeOperations()
    cairo_destroy(cairo)
    cairo_surface_mark_dirty(target.surface)
    // The compositor kept what every layer of the frame uses, drawn or
    // not (outside the damage), as it made the footprints; the reference
    // path keeps what it drew.
    trimPaintPool()
    caches.evictUnused()
  }

  /// Whether the compositor fills all of `box` with the root layer's
  /// opaque background color, as the first paint of the frame.
  ///
  /// True when the root is visible at full opacity, not drawn as a
  /// group, its background is opaque and square-cornered, and its bounds
  /// land on whole target pixels holding the box: the compositor then
  /// fills the box with pixman (`OVER` an opaque color, which replaces
  /// what was there), exactly as after a clear.
  static func rootBackgroundCovers(
    _ box: PixelBox, root: RenderLayer, transform parentTransform: Transform,
    footprint: Footprint?
  ) -> Bool {
    let properties = root.properties
    guard !box.isEmpty, !properties.isHidden, properties.opacity >= 1,
      properties.backgroundColor.alpha >= 1, isFinite(properties.bounds),
      footprint?.isGroup != true, !properties.hasSpace
    else { return false }
    let transform =
      footprint?.transform
      ?? Renderer.transformToTarget(root, parentTransform: parentTransform)
    let bounds = properties.bounds.standardized
    guard isUsableByCairo(transform), bounds.width > 0, bounds.height > 0,
      let covered = Renderer.alignedBox(
        of: bounds, cornerRadius: properties.cornerRadius, transform: transform)
    else { return false }
    return covered.intersection(box) == box
  }
}
