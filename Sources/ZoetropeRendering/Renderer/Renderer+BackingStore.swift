import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// A layer's text, custom drawing, shape or gradient, from its backing store.
extension Renderer {
  /// The layer's text, custom drawing, shape or gradient, from its
  /// backing store, which covers `storeRect` (see ``contentRect(of:)``).
  ///
  /// A layer whose backing store would exceed
  /// ``BackingStoreCache/maximumPixelCount`` pixels is drawn straight onto
  /// the target each frame instead, clipped to `storeRect`, so a huge
  /// layer never allocates a huge surface.
  func drawContent(
    _ content: RenderContent, of layer: RenderLayer, bounds: Rect, storeRect: Rect,
    in cairo: OpaquePointer, transform: Transform, alpha: Double
  ) {
    let scale = storeScale(of: content, contentRect: storeRect, transform: transform)
    guard
      storeRect.width * scale * storeRect.height * scale <= BackingStoreCache.maximumPixelCount
    else {
      drawVectors(
        content, of: layer, bounds: bounds, storeRect: storeRect, in: cairo,
        transform: transform, alpha: alpha)
      return
    }
    let entry = caches.backingStores.entry(
      layerID: layer.layerID, content: content,
      extended: content.kind == nil ? ExtendedLayerProperties() : layer.properties.extended,
      bounds: storeRect, scale: scale
    ) { storeCairo in
      Renderer.rasterize(
        content, properties: layer.properties, bounds: bounds, scale: scale, on: storeCairo,
        images: caches.images)
    }
    let surface = entry.surface
    let rect = Rect(
      x: storeRect.minX, y: storeRect.minY, width: Double(surface.width) / scale,
      height: Double(surface.height) / scale)
    composite(
      surface, pixelWidth: surface.width, pixelHeight: surface.height, in: rect, in: cairo,
      transform: transform, alpha: alpha, minification: layer.properties.minificationFilter,
      magnification: layer.properties.magnificationFilter)
  }

  /// Draws a layer's text, custom drawing, shape or gradient straight onto
  /// the target, clipped to `storeRect` (a backing store too large to
  /// keep), at `alpha`.
  func drawVectors(
    _ content: RenderContent, of layer: RenderLayer, bounds: Rect, storeRect: Rect,
    in cairo: OpaquePointer, transform: Transform, alpha: Double
  ) {
    willPaintWithCairo()
    cairo_save(cairo)
    setMatrix(cairo, transform)
    cairo_new_path(cairo)
    cairo_rectangle(cairo, storeRect.minX, storeRect.minY, storeRect.width, storeRect.height)
    cairo_clip(cairo)
    if alpha < 1 {
      cairo_push_group(cairo)
    }
    // A gradient is computed at no more than a quarter of the largest
    // backing store, and scaled up: it has no detail to lose.
    let gradientScale = min(
      scale,
      (BackingStoreCache.maximumPixelCount / 4 / max(bounds.width * bounds.height, 1))
        .squareRoot())
    Renderer.rasterize(
      content, properties: layer.properties, bounds: bounds, scale: gradientScale, on: cairo,
      images: caches.images)
    if alpha < 1 {
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, alpha)
    }
    cairo_restore(cairo)
  }

  /// Draws a layer's shape or gradient, text and recorded drawing in its
  /// bounds coordinates: the shape or gradient (from the presentation
  /// `properties`) first, then the drawing, then the text on top, from the
  /// top of the bounds like `CATextLayer`.
  ///
  /// `scale` is the pixels per point that a gradient is computed at.
  static func rasterize(
    _ content: RenderContent, properties: LayerProperties, bounds: Rect, scale: Double,
    on cairo: OpaquePointer, images: ImageSurfaceCache
  ) {
    switch content.kind {
    case .shape: drawShape(properties, on: cairo)
    case .gradient: drawGradient(properties, bounds: bounds, scale: scale, on: cairo)
    case nil: break
    }
    if !content.drawing.isEmpty {
      let context = CairoGraphicsContext(cairo: cairo, bounds: bounds, images: images)
      for command in content.drawing {
        command.replay(on: context)
      }
      context.finish()
    }
    if let text = content.text {
      let layout = TextLayout(
        string: text.string, font: text.font, alignment: text.alignment,
        isWrapped: text.isWrapped, truncation: text.truncation, width: bounds.width)
      PangoText.draw(
        layout, on: cairo, at: bounds.origin, height: bounds.height, color: text.foregroundColor
      )
    }
  }
}
