import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Drawing one layer and its subtree.
extension Renderer {
  /// The map from a layer's bounds coordinates to target pixels:
  /// ZoetropeLayers' `transformToSuperlayer` (the same map hit testing
  /// uses) followed by the superlayer's map, with
  /// a fast path for the common untransformed layer (a translation).
  ///
  /// It reads the layer's values in place: a frame calls it for every
  /// layer, and a copy of a whole ``LayerProperties`` costs more than the
  /// arithmetic.
  static func transformToTarget(_ layer: RenderLayer, parentTransform: Transform) -> Transform {
    // `anchorPointInBounds` from the two fields it reads (its getter, not
    // inlined here, would copy the whole `LayerProperties`).
    let bounds = layer.properties.bounds.standardized
    let anchorPoint = layer.properties.anchorPoint
    let anchorX = bounds.minX + anchorPoint.x * bounds.width
    let anchorY = bounds.minY + anchorPoint.y * bounds.height
    // `== .identity`, field by field: no call for the static.
    let own = layer.properties.transform
    guard own.a == 1, own.b == 0, own.c == 0, own.d == 1, own.tx == 0, own.ty == 0 else {
      // `transformToSuperlayer`, the same products in the same order,
      // from the fields.
      let position = layer.properties.position
      return Transform(translationX: -anchorX, y: -anchorY)
        .concatenating(own)
        .concatenating(Transform(translationX: position.x, y: position.y))
        .concatenating(parentTransform)
    }
    let dx = layer.properties.position.x - anchorX
    let dy = layer.properties.position.y - anchorY
    var result = parentTransform
    result.tx = parentTransform.a * dx + parentTransform.c * dy + parentTransform.tx
    result.ty = parentTransform.b * dx + parentTransform.d * dy + parentTransform.ty
    return result
  }

  /// Draws a layer and its sublayers.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - cairo: The `cairo_t` of the target, with the clip of the
  ///     ancestors; its matrix is set as needed.
  ///   - parentTransform: The map from the superlayer's bounds
  ///     coordinates to target pixels.
  ///   - shadowSource: Draws the layer as the source of its own shadow
  ///     instead: with this map from its bounds coordinates to pixels, at
  ///     full opacity and without its shadow (its sublayers as usual).
  ///   - parentSublayer: The superlayer's sublayer transform about its
  ///     anchor point (``sublayerMap(of:parentSublayer:)``), `nil` for none.
  ///   - ownTransform: Draws the layer with this map from its bounds
  ///     coordinates to pixels, at full opacity (the caller applies it):
  ///     a projected layer's plane.
  func draw(
    _ layer: RenderLayer, in cairo: OpaquePointer, parentTransform: Transform,
    shadowSource: Transform? = nil, parentSublayer: Transform3D? = nil,
    ownTransform: Transform? = nil
  ) {
    guard Renderer.isDrawn(layer.properties) else { return }
    let opacity =
      shadowSource == nil && ownTransform == nil ? min(layer.properties.opacity, 1) : 1
    guard
      let transform = drawingTransform(
        of: layer, in: cairo, parentTransform: parentTransform, given: shadowSource ?? ownTransform,
        parentSublayer: parentSublayer, opacity: opacity),
      isUsableByCairo(transform)
    else { return }
    let paints = self.paints(
      of: layer, shadowSource: shadowSource, footprint: nil, opacity: opacity)

    if paints.isGroup {
      guard pushGroup(of: layer, in: cairo, transform: transform) else { return }
    }
    if paints.drawsShadow, let shadow = paints.shadow {
      drawShadow(
        shadow, of: layer, bounds: paints.hasArea ? paints.bounds : .zero, in: cairo,
        transform: transform, alpha: paints.alpha)
    }
    if paints.paintsBackground {
      drawBackground(
        of: layer, bounds: paints.bounds, in: cairo, transform: transform, alpha: paints.alpha)
    }
    let clips = layer.properties.masksToBounds
    if clips {
      clipToBounds(
        of: layer, bounds: paints.hasArea ? paints.bounds : .zero, in: cairo,
        transform: transform)
    }
    drawOwnContent(of: layer, paints, in: cairo, transform: transform)
    let sublayerMap = Renderer.sublayerMap(of: layer, parentSublayer: parentSublayer)
    for sublayer in layer.sublayers {
      draw(sublayer, in: cairo, parentTransform: transform, parentSublayer: sublayerMap)
    }
    if clips {
      cairo_restore(cairo)
    }
    if paints.paintsBorder {
      willPaintWithCairo()
      drawBorder(
        of: layer, bounds: paints.bounds, in: cairo, transform: transform, alpha: paints.alpha)
    }

    if paints.masks, let mask = layer.mask {
      applyMask(
        mask, inverted: layer.properties.invertsMask,
        luminance: layer.properties.masksByLuminance, in: cairo, transform: transform)
    }
    if paints.isGroup {
      popGroup(of: layer, tints: paints.tints, in: cairo, opacity: opacity)
    }
  }

  /// Ends a layer's group: composites it (tinted by the replicator's
  /// color, with `tints`) with the layer's opacity.
  @inline(__always)
  func popGroup(of layer: RenderLayer, tints: Bool, in cairo: OpaquePointer, opacity: Double) {
    if tints {
      popTintedGroup(cairo, tint: layer.properties.instanceTint)
    } else {
      cairo_pop_group_to_source(cairo)
    }
    cairo_paint_with_alpha(cairo, opacity)
    cairo_restore(cairo)
  }

  /// The map from a layer's bounds coordinates to target pixels for
  /// ``draw(_:in:parentTransform:shadowSource:parentSublayer:ownTransform:)``:
  /// the one `given`, else the layer's own; or nil when the layer is
  /// projected (drawn here, with `opacity`) or has none.
  @inline(__always)
  func drawingTransform(
    of layer: RenderLayer, in cairo: OpaquePointer, parentTransform: Transform,
    given: Transform?, parentSublayer: Transform3D?, opacity: Double
  ) -> Transform? {
    if let given {
      return given
    } else {
      switch Renderer.map(
        of: layer, parentTransform: parentTransform, parentSublayer: parentSublayer)
      {
      case .affine(let affine): return affine
      case .projected(let map):
        drawProjected(layer, map: map, in: cairo, opacity: opacity)
        return nil
      case .none: return nil
      }
    }
  }

  /// Starts a layer's group: a Cairo group bounded by what the subtree
  /// can paint (after flushing the compositor's operations); false, with
  /// nothing started, when it can paint nothing.
  @inline(__always)
  func pushGroup(of layer: RenderLayer, in cairo: OpaquePointer, transform: Transform) -> Bool {
    cairo_save(cairo)
    // Bound the group's surface by what the subtree can paint.
    let area = paintedArea(of: layer, transform: transform)
    guard !area.isNull, !area.isEmpty else {
      cairo_restore(cairo)
      return false
    }
    cairo_identity_matrix(cairo)
    cairo_new_path(cairo)
    cairo_rectangle(cairo, area.minX, area.minY, area.width, area.height)
    cairo_clip(cairo)
    flushCompositeOperations()
    cairo_push_group(cairo)
    return true
  }

  /// Paints a layer's background color in its rounded bounds with Cairo
  /// (the reference path).
  @inline(__always)
  func drawBackground(
    of layer: RenderLayer, bounds: Rect, in cairo: OpaquePointer, transform: Transform,
    alpha: Double
  ) {
    let corners = Renderer.corners(of: layer)
    drawBackground(
      RoundedShape(
        rect: bounds, radius: layer.properties.cornerRadius, corners: corners.mask,
        curve: corners.curve),
      color: layer.properties.backgroundColor, alpha: alpha, in: cairo, transform: transform,
      direct: nil)
  }

  /// Fills a rounded rectangle with `color` at `alpha`: by the compositor
  /// where it may draw (`direct`) and the rectangle lands on whole pixels
  /// with square corners, else by Cairo.
  @inline(__always)
  func drawBackground(
    _ shape: RoundedShape, color: Color, alpha: Double, in cairo: OpaquePointer,
    transform: Transform, direct: PixelBox?
  ) {
    if let direct,
      let box = Renderer.alignedBox(
        of: shape.rect, cornerRadius: shape.radius, transform: transform)
    {
      compositeFill(box, color: color, alpha: alpha, clip: direct)
    } else {
      willPaintWithCairo()
      setMatrix(cairo, transform)
      cairo_new_path(cairo)
      Renderer.appendRounded(cairo, shape)
      cairoSetSource(cairo, color, alpha: alpha)
      cairo_fill(cairo)
    }
  }

  /// Clips Cairo to a layer's rounded `bounds`, saving its state first,
  /// for the caller to restore.
  @inline(__always)
  func clipToBounds(
    of layer: RenderLayer, bounds: Rect, in cairo: OpaquePointer, transform: Transform
  ) {
    cairo_save(cairo)
    setMatrix(cairo, transform)
    cairo_new_path(cairo)
    appendRoundedBounds(cairo, bounds, radius: layer.properties.cornerRadius, of: layer)
    cairo_clip(cairo)
  }

  /// Draws a layer's own content between its background and its
  /// sublayers: its contents image, its backing store, its particles.
  @inline(__always)
  func drawOwnContent(
    of layer: RenderLayer, _ paints: LayerPaints, in cairo: OpaquePointer, transform: Transform
  ) {
    if paints.paintsContents {
      drawContents(of: layer, in: cairo, transform: transform, alpha: paints.alpha)
    }
    if let contentRect = paints.contentRect, let content = layer.content {
      drawContent(
        content, of: layer, bounds: paints.bounds, storeRect: contentRect, in: cairo,
        transform: transform, alpha: paints.alpha)
    }
    if paints.emits {
      drawParticles(of: layer, in: cairo, transform: transform, alpha: paints.alpha)
    }
  }
}
