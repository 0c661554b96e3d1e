import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Which surfaces the compositor draws itself, and how they map to the target.
extension Renderer {
  /// Whether a surface of a pixel size drawn into a rectangle of bounds
  /// coordinates lands pixel for pixel on the target (as
  /// ``composite(_:pixelWidth:pixelHeight:in:in:transform:alpha:minification:magnification:direct:cachesScaled:)``
  /// decides).
  static func landsOnPixels(_ rect: Rect, pixelWidth: Int, pixelHeight: Int, transform: Transform)
    -> Bool
  {
    isPixelAligned(
      Transform(
        a: transform.a * rect.width / Double(pixelWidth),
        b: transform.b * rect.width / Double(pixelWidth),
        c: transform.c * rect.height / Double(pixelHeight),
        d: transform.d * rect.height / Double(pixelHeight), tx: 0, ty: 0))
  }

  /// Whether the compositor copies a layer's contents image with pixman:
  /// it has one, no transition runs, pixman may draw (`isExact`) and the
  /// image lands pixel for pixel on the target.
  ///
  /// `placedContents` is ``placedContentsRect(of:)`` of the layer.
  func copiesContents(
    of layer: RenderLayer, transform: Transform, isExact: Bool, placedContents: Rect?
  ) -> Bool {
    guard isExact, layer.properties.contentsTransition == nil,
      let placed = placedContents, placed.width > 0, placed.height > 0,
      let image = layer.properties.contents
    else { return false }
    return Renderer.compositesItself(
      placed, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, transform: transform,
      minification: layer.properties.minificationFilter,
      magnification: layer.properties.magnificationFilter)
  }

  /// The map from the pixels of a `pixelWidth` × `pixelHeight` surface
  /// drawn into `rect` (bounds coordinates) to target pixels, where
  /// `transform` maps bounds coordinates to target pixels: scale to the
  /// rectangle, move to it, then `transform`, multiplied out.
  static func surfaceToTarget(
    _ rect: Rect, pixelWidth: Int, pixelHeight: Int, transform: Transform
  ) -> Transform {
    let scaleX = rect.width / Double(pixelWidth)
    let scaleY = rect.height / Double(pixelHeight)
    return Transform(
      a: transform.a * scaleX, b: transform.b * scaleX, c: transform.c * scaleY,
      d: transform.d * scaleY,
      tx: transform.a * rect.minX + transform.c * rect.minY + transform.tx,
      ty: transform.b * rect.minX + transform.d * rect.minY + transform.ty)
  }

  /// Whether the compositor draws a surface of a pixel size drawn into a
  /// rectangle of bounds coordinates itself, where pixman may draw: it
  /// lands pixel for pixel on the target (a pixman copy), or the map is
  /// one the compositor samples (``samples(_:isNearest:)``), or it scales
  /// the surface bilinearly onto whole pixels (a padded
  /// ``TransformedPaint`` or a cached scaled copy).
  ///
  /// `minification` and `magnification` are the layer's filters.
  static func compositesItself(
    _ rect: Rect, pixelWidth: Int, pixelHeight: Int, transform: Transform,
    minification: ContentsFilter, magnification: ContentsFilter
  ) -> Bool {
    let surfaceToTarget = Renderer.surfaceToTarget(
      rect, pixelWidth: pixelWidth, pixelHeight: pixelHeight, transform: transform)
    if isPixelAligned(surfaceToTarget) { return true }
    let filter = cairoFilter(
      for: surfaceToTarget, minification: minification, magnification: magnification)
    if samples(surfaceToTarget, isNearest: filter == CAIRO_FILTER_NEAREST) { return true }
    return scaledBox(of: surfaceToTarget, pixelWidth: pixelWidth, pixelHeight: pixelHeight) != nil
  }

  /// Whether the compositor samples a surface itself (a
  /// ``TransformedPaint``) through a map from its pixels to target pixels.
  ///
  /// Where pixman may draw, it samples a map that turns or shears the
  /// surface; a quarter turn or a flip, at any scale; and any scale
  /// sampled by nearest texel. The maps left
  /// are translations (copies) and bilinear scales without a flip (the
  /// scaled path, or Cairo's where the edges are not on whole pixels).
  ///
  /// Sampled, a quarter turn or flip on whole pixels is a permutation of
  /// pixels: every sample point is a texel's center, so each target pixel
  /// is one source pixel, exact. Elsewhere, and whenever a scale is
  /// sampled by nearest texel, sample points can fall on texel edges,
  /// where the rounding is the kernel's own, not Cairo's: a nearest
  /// sample on an edge takes the texel before it along each of the
  /// surface's axes (`QuarterTurnTests`, `NearestScaleTests`); a bilinear
  /// one weighs the two texels equally. RenderProfile, 5,000 sprites at
  /// quarter turns: 52.8 ms through Cairo, 9.2 ms sampled.
  static func samples(_ surfaceToTarget: Transform, isNearest: Bool) -> Bool {
    let m = surfaceToTarget
    let offDiagonal = abs(m.b) >= 1e-9 || abs(m.c) >= 1e-9
    let onDiagonal = abs(m.a) >= 1e-9 || abs(m.d) >= 1e-9
    // Turned, sheared, or at a quarter turn.
    if offDiagonal { return true }
    // On the axes: flipped, or scaled by nearest texel.
    return onDiagonal && (m.a < 0 || m.d < 0 || isNearest)
  }
}
