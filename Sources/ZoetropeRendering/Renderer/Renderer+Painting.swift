import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Painting a layer's parts: a mask, the rounded bounds, the border and a
// surface.
extension Renderer {
  /// Multiplies the group being drawn (the masked layer's) by the alpha of
  /// its mask, drawn in the masked layer's bounds coordinates
  /// (`transform` maps them to target pixels): Cairo's `DEST_IN`, so
  /// where the mask paints nothing the group is cleared.
  ///
  /// With `luminance`, by the luminance of its colour instead.
  func applyMask(
    _ mask: RenderLayer, inverted: Bool, luminance: Bool = false, in cairo: OpaquePointer,
    transform: Transform
  ) {
    cairo_push_group(cairo)
    draw(mask, in: cairo, parentTransform: transform)
    if luminance {
      popLuminanceGroupToSource(cairo)
    } else {
      cairo_pop_group_to_source(cairo)
    }
    cairo_identity_matrix(cairo)
    cairo_set_operator(cairo, inverted ? CAIRO_OPERATOR_DEST_OUT : CAIRO_OPERATOR_DEST_IN)
    cairo_paint(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
  }

  /// Appends a layer's rounded bounds (or `rect`, inset from them, with
  /// `radius`) to Cairo's path, with the layer's
  /// ``LayerProperties/maskedCorners`` and ``LayerProperties/cornerCurve``.
  func appendRoundedBounds(
    _ cairo: OpaquePointer, _ rect: Rect, radius: Double, of layer: RenderLayer
  ) {
    let corners = Renderer.corners(of: layer)
    Renderer.appendRounded(
      cairo, RoundedShape(rect: rect, radius: radius, corners: corners.mask, curve: corners.curve))
  }

  /// Appends a rounded rectangle to Cairo's path.
  static func appendRounded(_ cairo: OpaquePointer, _ shape: RoundedShape) {
    cairoAppendRoundedRect(
      cairo, shape.rect, radius: shape.radius, corners: shape.corners, curve: shape.curve)
  }

  /// Sets the Cairo matrix to a layer's bounds-to-pixels transform.
  func setMatrix(_ cairo: OpaquePointer, _ transform: Transform) {
    var matrix = cairoMatrix(transform)
    cairo_set_matrix(cairo, &matrix)
  }

  /// The border: the area between the rounded bounds and the bounds inset
  /// by the border width (with the radius reduced by it), as Core
  /// Animation draws it.
  func drawBorder(
    of layer: RenderLayer, bounds: Rect, in cairo: OpaquePointer, transform: Transform,
    alpha: Double
  ) {
    let width = min(layer.properties.borderWidth, min(bounds.width, bounds.height) / 2)
    let cornerRadius = layer.properties.cornerRadius
    let corners = Renderer.corners(of: layer)
    drawBorder(
      RoundedShape(
        rect: bounds, radius: cornerRadius.isFinite ? max(cornerRadius, 0) : 0,
        corners: corners.mask, curve: corners.curve),
      width: width, color: layer.properties.borderColor, alpha: alpha, in: cairo,
      transform: transform)
  }

  /// A border `width` wide inside a rounded rectangle (the inner edge's
  /// radius reduced by it), filled with `color` at `alpha` by Cairo.
  func drawBorder(
    _ shape: RoundedShape, width: Double, color: Color, alpha: Double, in cairo: OpaquePointer,
    transform: Transform
  ) {
    setMatrix(cairo, transform)
    cairo_new_path(cairo)
    Renderer.appendRounded(cairo, shape)
    var inner = shape
    inner.rect = shape.rect.insetBy(dx: width, dy: width)
    inner.radius = max(shape.radius - width, 0)
    if inner.rect.width > 0 && inner.rect.height > 0 {
      Renderer.appendRounded(cairo, inner)
    }
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
    cairoSetSource(cairo, color, alpha: alpha)
    cairo_fill(cairo)
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
  }

  /// Paints a surface into a rectangle of a layer's bounds coordinates.
  ///
  /// When the surface lands pixel for pixel on the target, it is copied
  /// at the nearest whole-pixel offset with nearest sampling (exact and
  /// the fastest path in Cairo); otherwise it is sampled with the
  /// layer's minification filter (`minification`) where it is drawn
  /// smaller than its pixels in both directions, and with its
  /// magnification filter (`magnification`) otherwise (see ``Renderer/cairoFilter(for:minification:magnification:)``).
  ///
  /// Where pixman may draw (`direct`), the compositor samples the
  /// surface itself (``TransformedPaint``, ``samples(_:)``), and when its
  /// rectangle lands on whole pixels; with `cachesScaled` (a contents
  /// image, whose pixels never change) the scaled pixels are kept in the
  /// image cache and copied while the size stays the same.
  func composite(
    _ surface: CairoSurface, pixelWidth: Int, pixelHeight: Int, in rect: Rect,
    in cairo: OpaquePointer, transform: Transform, alpha: Double,
    minification: ContentsFilter, magnification: ContentsFilter, direct: PixelBox? = nil,
    cachesScaled: (Image, ImageSurfaceCache)? = nil
  ) {
    guard rect.width > 0, rect.height > 0, isFinite(rect) else { return }
    let surfaceToTarget = Renderer.surfaceToTarget(
      rect, pixelWidth: pixelWidth, pixelHeight: pixelHeight, transform: transform)
    if isPixelAligned(surfaceToTarget) {
      if let direct {
        compositeCopy(
          surface, x: PixelBox.nearest(surfaceToTarget.tx),
          y: PixelBox.nearest(surfaceToTarget.ty), alpha: alpha, clip: direct)
        return
      }
      let x = surfaceToTarget.tx.rounded()
      let y = surfaceToTarget.ty.rounded()
      willPaintWithCairo()
      cairo_identity_matrix(cairo)
      cairo_set_source_surface(cairo, surface.surface, x, y)
      cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
      cairoFillRect(
        cairo, Rect(x: x, y: y, width: Double(pixelWidth), height: Double(pixelHeight)),
        alpha: alpha)
    } else {
      let filter = Renderer.cairoFilter(
        for: surfaceToTarget, minification: minification, magnification: magnification)
      let isBilinear = filter != CAIRO_FILTER_NEAREST
      if let direct,
        let box = Renderer.scaledBox(
          of: surfaceToTarget, pixelWidth: surface.width, pixelHeight: surface.height)
      {
        // The scale and offset exactly as the cached copy is made, so the
        // two give the same bytes.
        let canonical = Transform(
          a: Double(box.width) / Double(surface.width), b: 0, c: 0,
          d: Double(box.height) / Double(surface.height), tx: Double(box.minX),
          ty: Double(box.minY))
        if let (image, cache) = cachesScaled,
          let scaled = cache.scaledSurface(
            for: image, width: box.width, height: box.height, isBilinear: isBilinear,
            make: { Renderer.scaled(surface, width: box.width, height: box.height, isBilinear: $0) }
          )
        {
          compositeCopy(scaled, x: box.minX, y: box.minY, alpha: alpha, clip: direct)
          countScaled(box.intersection(direct), isBilinear: isBilinear)
          return
        }
        if compositeTransformed(
          surface, surfaceToTarget: canonical, isBilinear: isBilinear, isPadded: true,
          isScaled: true, alpha: alpha, clip: direct)
        {
          countScaled(box.intersection(direct), isBilinear: isBilinear)
          return
        }
      }
      // A map on the axes (a scale, a flip or a half turn) pads the
      // surface's edges, as Cairo's paint below does.
      let padsEdges = abs(surfaceToTarget.b) < 1e-9 && abs(surfaceToTarget.c) < 1e-9
      if Renderer.samples(surfaceToTarget), let direct,
        compositeTransformed(
          surface, surfaceToTarget: surfaceToTarget, isBilinear: isBilinear,
          isPadded: padsEdges, alpha: alpha, clip: direct)
      {
        return
      }
      willPaintWithCairo()
      setMatrix(cairo, transform)
      cairoPaint(
        cairo, surface: surface.surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
        in: rect, alpha: alpha, filter: filter, padsEdges: padsEdges)
    }
  }

  /// Counts a paint of the scaled path (``CompositeCounts/scaledAreas``,
  /// and ``CompositeCounts/nearestAreas`` when sampled by nearest texel).
  private func countScaled(_ area: PixelBox, isBilinear: Bool) {
    compositeCounts.scaledAreas.append(area)
    if !isBilinear { compositeCounts.nearestAreas.append(area) }
  }
}

/// A rectangle whose `corners` are rounded by `radius` with `curve`: a
/// layer's rounded bounds.
struct RoundedShape {
  /// The rectangle.
  var rect: Rect
  /// The corner radius (clamped to the rectangle when drawn).
  var radius: Double
  /// The corners rounded; the others are square.
  var corners: CornerMask
  /// The shape of the rounded corners.
  var curve: CornerCurve
}
