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
  ///   - clip: Where the compositor may draw with pixman, or `nil` to
  ///     draw everything with Cairo (the reference path).
  ///   - footprint: The layer's footprint in this frame, when the
  ///     compositor made one: its transform and drawn sublayers are taken
  ///     from it, and the subtree is skipped when it cannot touch the clip.
  ///   - shadowSource: Draws the layer as the source of its own shadow
  ///     instead: with this map from its bounds coordinates to pixels, at
  ///     full opacity and without its shadow (its sublayers as usual).
  ///   - parentSublayer: The superlayer's sublayer transform about its
  ///     anchor point (``sublayerMap(of:)``), `nil` for none.
  ///   - ownTransform: Draws the layer with this map from its bounds
  ///     coordinates to pixels, at full opacity (the caller applies it):
  ///     a projected layer's plane.
  func draw(
    _ layer: RenderLayer, in cairo: OpaquePointer, parentTransform: Transform,
    clip: CompositeClip? = nil, footprint: Footprint? = nil, shadowSource: Transform? = nil,
    parentSublayer: Transform3D? = nil, ownTransform: Transform? = nil
  ) {
    guard !layer.properties.isHidden, layer.properties.opacity > 0,
      isFinite(layer.properties.bounds)
    else {
      return
    }
    if let footprint, let clip, !footprint.subtreeArea.intersects(clip.box) {
      return
    }
    let opacity =
      shadowSource == nil && ownTransform == nil ? min(layer.properties.opacity, 1) : 1
    let transform: Transform
    if let given = shadowSource ?? ownTransform {
      transform = given
    } else if let footprint {
      if let projection = footprint.projection {
        drawProjected(layer, map: projection, in: cairo, opacity: opacity)
        return
      }
      transform = footprint.transform
    } else {
      switch Renderer.map(
        of: layer, parentTransform: parentTransform, parentSublayer: parentSublayer)
      {
      case .affine(let affine): transform = affine
      case .projected(let map):
        drawProjected(layer, map: map, in: cairo, opacity: opacity)
        return
      case .none: return
      }
    }
    // A footprint's transform was checked when it was made.
    guard footprint != nil || isUsableByCairo(transform) else { return }
    let bounds = layer.properties.bounds.standardized
    let hasArea = bounds.width > 0 && bounds.height > 0

    let paintsBackground = hasArea && layer.properties.backgroundColor.alpha > 0
    let paintsBorder =
      hasArea && layer.properties.borderWidth.isFinite && layer.properties.borderWidth > 0
      && layer.properties.borderColor.alpha > 0
    var paintsContents = false
    if hasArea {
      if let contents = layer.properties.contents, !contents.isEmpty {
        paintsContents = true
      } else {
        paintsContents = layer.properties.contentsTransition != nil
      }
    }
    let contentRect = Renderer.contentRect(of: layer)
    let paintsContent = contentRect != nil
    // Asked of the opacity first: most layers have no shadow, and the
    // style is a large value to make and return.
    let castsShadow = shadowSource == nil && layer.hasShadow
    let shadow = castsShadow ? shadowStyleForDrawing(layer) : nil
    // The optional style is tested only for a layer with a shadow: a test
    // of its tag is a call.
    let drawsShadow = castsShadow && shadow != nil
    // A replicator's copy tinted by its color, an emitter's particles:
    // asked only of layers with out-of-line values.
    let hasExtended = !layer.properties.extended.isEmpty
    let emits = hasExtended && layer.properties.emitsParticles
    let tints = hasExtended && shadowSource == nil && layer.properties.hasInstanceTint
    let paintCount =
      (drawsShadow ? 1 : 0) + (paintsBackground ? 1 : 0) + (paintsBorder ? 1 : 0)
      + (paintsContents ? 2 : 0) + (paintsContent ? 1 : 0) + 2 * layer.sublayers.count
      + (emits ? 2 : 0)
    // A masked layer is drawn as a group, masked before it is composited
    // (not when it is the source of its own shadow: the shadow follows
    // the unmasked layer, and the mask then applies to both).
    let masks = shadowSource == nil && layer.hasMask
    // The compositor draws a layer that paints only its contents image
    // with the image's alpha, which is the same as a group of it. A
    // sublayer counts twice: it is drawn with its own opacity, not this
    // layer's, so even one needs the group.
    let isGroup = footprint?.isGroup ?? ((opacity < 1 && paintCount > 1) || masks || tints)
    let alpha = isGroup ? 1 : opacity

    if isGroup {
      cairo_save(cairo)
      // Bound the group's surface by what the subtree can paint.
      let area = paintedArea(of: layer, transform: transform)
      guard !area.isNull, !area.isEmpty else {
        cairo_restore(cairo)
        return
      }
      cairo_identity_matrix(cairo)
      cairo_new_path(cairo)
      cairo_rectangle(cairo, area.minX, area.minY, area.width, area.height)
      cairo_clip(cairo)
      flushCompositeOperations()
      cairo_push_group(cairo)
    }

    // Inside a group Cairo draws into the group's surface: pixman may
    // not write to the target.
    var innerClip = clip
    if isGroup {
      innerClip?.isExact = false
    }
    if drawsShadow, let shadow {
      drawShadow(
        shadow, of: layer, bounds: hasArea ? bounds : .zero, in: cairo, transform: transform,
        alpha: alpha, direct: innerClip?.direct)
    }
    if paintsBackground {
      if let direct = innerClip?.direct,
        let box = Renderer.alignedBox(
          of: bounds, cornerRadius: layer.properties.cornerRadius, transform: transform)
      {
        compositeFill(box, color: layer.properties.backgroundColor, alpha: alpha, clip: direct)
      } else {
        willPaintWithCairo()
        setMatrix(cairo, transform)
        cairo_new_path(cairo)
        appendRoundedBounds(cairo, bounds, radius: layer.properties.cornerRadius, of: layer)
        cairoSetSource(cairo, layer.properties.backgroundColor, alpha: alpha)
        cairo_fill(cairo)
      }
    }
    let clips = layer.properties.masksToBounds
    if clips {
      cairo_save(cairo)
      setMatrix(cairo, transform)
      cairo_new_path(cairo)
      appendRoundedBounds(
        cairo, hasArea ? bounds : .zero, radius: layer.properties.cornerRadius, of: layer)
      cairo_clip(cairo)
      if let current = innerClip, current.isExact {
        if let box = Renderer.alignedBox(
          of: hasArea ? bounds : .zero, cornerRadius: layer.properties.cornerRadius,
          transform: transform)
        {
          innerClip?.box = current.box.intersection(box)
        } else {
          innerClip?.isExact = false
        }
      }
    }
    if paintsContents {
      drawContents(
        of: layer, in: cairo, transform: transform, alpha: alpha, direct: innerClip?.direct)
    }
    if let contentRect, let content = layer.content {
      drawContent(
        content, of: layer, bounds: bounds, storeRect: contentRect, in: cairo,
        transform: transform, alpha: alpha, direct: innerClip?.direct)
    }
    if emits {
      drawParticles(
        of: layer, in: cairo, transform: transform, alpha: alpha, direct: innerClip?.direct)
    }
    if let footprint {
      let direct = innerClip?.direct
      let children = footprint.children
      for (index, child) in children.enumerated() {
        // Read ahead: the footprint a few sublayers on (its first line
        // is all a sprite's copy needs; a turned sprite's paint reads its
        // transform and placed rectangle too, and its layer's properties,
        // whose address the footprint read ahead the steps before holds).
        // Which kind they are, this one tells: reading the ones ahead
        // would wait for them.
        if child.leafCopy == nil {
          if index + 2 * Renderer.readAhead < children.count {
            Renderer.prefetch(
              children, at: index + 2 * Renderer.readAhead, lines: Footprint.lines)
          }
          if index + Renderer.readAhead < children.count {
            let ahead = Renderer.object(children, at: index + Renderer.readAhead)
            Renderer.prefetchLines(
              Renderer.layerAddress(of: ahead), count: Renderer.renderLayerLines)
          }
        } else if index + Renderer.readAhead < children.count {
          Renderer.prefetch(children, at: index + Renderer.readAhead)
        }
        if let direct, let copy = child.leafCopy, let surface = child.leafSurface {
          // A sprite on whole pixels, from its footprint's first lines.
          if child.subtreeArea.intersects(direct) {
            compositeCopy(surface, x: copy.x, y: copy.y, alpha: copy.alpha, clip: direct)
          }
        } else if let direct, let placed = child.leafContents {
          drawImageLeaf(child, placed: placed, in: cairo, direct: direct)
        } else {
          draw(
            child.layer, in: cairo, parentTransform: transform, clip: innerClip, footprint: child)
        }
      }
    } else {
      let sublayerMap = Renderer.sublayerMap(of: layer)
      for sublayer in layer.sublayers {
        draw(
          sublayer, in: cairo, parentTransform: transform, clip: innerClip,
          parentSublayer: sublayerMap)
      }
    }
    if clips {
      cairo_restore(cairo)
    }
    if paintsBorder {
      willPaintWithCairo()
      drawBorder(of: layer, bounds: bounds, in: cairo, transform: transform, alpha: alpha)
    }

    if masks, let mask = layer.mask {
      applyMask(mask, in: cairo, transform: transform)
    }
    if isGroup {
      if tints {
        popTintedGroup(cairo, tint: layer.properties.instanceTint)
      } else {
        cairo_pop_group_to_source(cairo)
      }
      cairo_paint_with_alpha(cairo, opacity)
      cairo_restore(cairo)
    }
  }

  /// Draws an image leaf (see ``Footprint/leafContents``) where pixman
  /// may draw and its image does not land pixel for pixel (those the
  /// drawing loop copies from ``Footprint/leafCopy``): its contents image
  /// placed at `placed`, with the layer's opacity, as
  /// ``draw(_:in:parentTransform:clip:footprint:shadowSource:parentSublayer:ownTransform:)``
  /// draws it, without asking what else the layer paints.
  ///
  /// - Parameters:
  ///   - footprint: The layer's footprint in this frame.
  ///   - placed: Where its image lands in its bounds coordinates.
  ///   - cairo: The `cairo_t` of the target (for a paint the compositor
  ///     leaves to Cairo: a scaled image sampled nearest).
  ///   - direct: The box of target pixels pixman may draw in.
  func drawImageLeaf(
    _ footprint: Footprint, placed: Rect, in cairo: OpaquePointer, direct: PixelBox
  ) {
    guard footprint.subtreeArea.intersects(direct) else { return }
    let layer = footprint.layer
    guard let image = layer.properties.contents,
      let surface = footprint.leafSurface ?? images.surface(for: image)
    else { return }
    composite(
      surface, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, in: placed,
      in: cairo, transform: footprint.transform, alpha: min(layer.properties.opacity, 1),
      minification: layer.properties.minificationFilter,
      magnification: layer.properties.magnificationFilter, direct: direct,
      cachesScaled: (image, images))
  }

  /// Multiplies the group being drawn (the masked layer's) by the alpha of
  /// its mask, drawn in the masked layer's bounds coordinates
  /// (`transform` maps them to target pixels): Cairo's `DEST_IN`, so
  /// where the mask paints nothing the group is cleared.
  func applyMask(_ mask: RenderLayer, in cairo: OpaquePointer, transform: Transform) {
    cairo_push_group(cairo)
    draw(mask, in: cairo, parentTransform: transform)
    cairo_pop_group_to_source(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_IN)
    cairo_paint(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
  }

  /// Appends a layer's rounded bounds (or `rect`, inset from them, with
  /// `radius`) to Cairo's path, with the layer's
  /// ``LayerProperties/maskedCorners`` and ``LayerProperties/cornerCurve``.
  func appendRoundedBounds(
    _ cairo: OpaquePointer, _ rect: Rect, radius: Double, of layer: RenderLayer
  ) {
    guard radius > 0, !layer.properties.hasDefaultCorners else {
      cairoAppendRoundedRect(cairo, rect, radius: radius)
      return
    }
    cairoAppendRoundedRect(
      cairo, rect, radius: radius, corners: layer.properties.maskedCorners,
      curve: layer.properties.cornerCurve)
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
    setMatrix(cairo, transform)
    let width = min(layer.properties.borderWidth, min(bounds.width, bounds.height) / 2)
    let cornerRadius = layer.properties.cornerRadius
    let radius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
    cairo_new_path(cairo)
    appendRoundedBounds(cairo, bounds, radius: radius, of: layer)
    let inner = bounds.insetBy(dx: width, dy: width)
    if inner.width > 0 && inner.height > 0 {
      appendRoundedBounds(cairo, inner, radius: max(radius - width, 0), of: layer)
    }
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
    cairoSetSource(cairo, layer.properties.borderColor, alpha: alpha)
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
  /// Where pixman may draw (`direct`), the compositor samples a turned
  /// surface itself (``TransformedPaint``), and a scaled one whose
  /// rectangle lands on whole pixels too; with `cachesScaled` (a contents
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
      // Nearest sampling of a scaled surface often lands exactly on texel
      // edges, where Cairo's rounding is the reference: left to Cairo.
      if let direct, filter != CAIRO_FILTER_NEAREST,
        let box = Renderer.scaledBox(
          of: surfaceToTarget, pixelWidth: surface.width, pixelHeight: surface.height)
      {
        let isBilinear = true
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
          compositeCounts.scaledAreas.append(box.intersection(direct))
          return
        }
        if compositeTransformed(
          surface, surfaceToTarget: canonical, isBilinear: isBilinear, isPadded: true,
          alpha: alpha, clip: direct)
        {
          compositeCounts.scaledAreas.append(box.intersection(direct))
          return
        }
      }
      if Renderer.turns(surfaceToTarget), let direct,
        compositeTransformed(
          surface, surfaceToTarget: surfaceToTarget, isBilinear: filter != CAIRO_FILTER_NEAREST,
          alpha: alpha, clip: direct)
      {
        return
      }
      willPaintWithCairo()
      setMatrix(cairo, transform)
      cairoPaint(
        cairo, surface: surface.surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
        in: rect, alpha: alpha, filter: filter,
        padsEdges: abs(surfaceToTarget.b) < 1e-9 && abs(surfaceToTarget.c) < 1e-9)
    }
  }

  /// The layer's text, custom drawing, shape or gradient, from its
  /// backing store, which covers `storeRect` (see ``contentRect(of:)``).
  ///
  /// A layer whose backing store would exceed
  /// ``BackingStoreCache/maximumPixelCount`` pixels is drawn straight onto
  /// the target each frame instead, clipped to `storeRect`, so a huge
  /// layer never allocates a huge surface.
  func drawContent(
    _ content: RenderContent, of layer: RenderLayer, bounds: Rect, storeRect: Rect,
    in cairo: OpaquePointer, transform: Transform, alpha: Double, direct: PixelBox? = nil
  ) {
    guard
      storeRect.width * scale * storeRect.height * scale <= BackingStoreCache.maximumPixelCount
    else {
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
        images: images)
      if alpha < 1 {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
      }
      cairo_restore(cairo)
      return
    }
    let entry = backingStores.entry(
      layerID: layer.layerID, content: content,
      extended: content.kind == nil ? ExtendedLayerProperties() : layer.properties.extended,
      bounds: storeRect, scale: scale
    ) { storeCairo in
      Renderer.rasterize(
        content, properties: layer.properties, bounds: bounds, scale: scale, on: storeCairo,
        images: images)
    }
    let surface = entry.surface
    let rect = Rect(
      x: storeRect.minX, y: storeRect.minY, width: Double(surface.width) / scale,
      height: Double(surface.height) / scale)
    composite(
      surface, pixelWidth: surface.width, pixelHeight: surface.height, in: rect, in: cairo,
      transform: transform, alpha: alpha, minification: layer.properties.minificationFilter,
      magnification: layer.properties.magnificationFilter, direct: direct)
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

  /// The target pixels a layer's subtree can paint, rounded out to whole
  /// pixels with a one-pixel margin for antialiasing; `Rect.null` when it
  /// paints nothing.
  ///
  /// The shadows of the layer (unless `includesShadow` is false) and its
  /// sublayers are included.
  func paintedArea(of layer: RenderLayer, transform: Transform, includesShadow: Bool = true)
    -> Rect
  {
    let bounds = layer.properties.bounds.standardized
    let masksToBounds = layer.properties.masksToBounds
    var area = bounds.isEmpty ? Rect.null : bounds
    if let rect = Renderer.contentRect(of: layer) {
      area = area.union(rect)
    }
    if includesShadow, !masksToBounds, layer.hasShadow,
      let shadow = shadowPlacement(of: layer)
    {
      area = area.union(shadow.rect)
    }
    if let contents = layer.properties.contents, !contents.isEmpty, !masksToBounds {
      let natural = Renderer.naturalSize(
        of: contents, contentsScale: layer.properties.contentsScale)
      let rect = layer.properties.contentsGravity.contentsRect(for: natural, in: bounds)
      if !rect.isNull {
        area = area.union(rect)
      }
    }
    if !layer.properties.extended.isEmpty, layer.properties.emitsParticles {
      let extent = particleFrame(of: layer).extent
      if !extent.isNull {
        area = area.union(masksToBounds ? extent.intersection(bounds) : extent)
      }
    }
    var result = area.isNull ? Rect.null : area.applying(transform)
    let sublayerMap = Renderer.sublayerMap(of: layer)
    for sublayer in layer.sublayers
    where !sublayer.properties.isHidden && sublayer.properties.opacity > 0 {
      var sublayerArea: Rect
      switch Renderer.map(of: sublayer, parentTransform: transform, parentSublayer: sublayerMap) {
      case .affine(let sublayerTransform):
        guard isUsableByCairo(sublayerTransform) else { continue }
        sublayerArea = paintedArea(of: sublayer, transform: sublayerTransform)
      case .projected(let map):
        sublayerArea = projectedArea(of: sublayer, map: map)
      case .none:
        continue
      }
      if masksToBounds, !sublayerArea.isNull {
        sublayerArea = sublayerArea.intersection(bounds.applying(transform))
      }
      if !sublayerArea.isNull {
        result = result.union(sublayerArea)
      }
    }
    guard !result.isNull, isFinite(result) else { return .null }
    var painted = Rect(
      x: result.minX.rounded(.down) - 1, y: result.minY.rounded(.down) - 1,
      width: result.width.rounded(.up) + 3, height: result.height.rounded(.up) + 3)
    // A masked layer shows only where its mask paints.
    if let mask = layer.mask {
      let maskArea: Rect
      switch Renderer.drawnMap(
        of: mask,
        context: FootprintContext(
          parentTransform: transform, clip: .empty, opacity: 1, groups: 0, isExact: false))
      {
      case .affine(let maskTransform): maskArea = paintedArea(of: mask, transform: maskTransform)
      case .projected(let map): maskArea = projectedArea(of: mask, map: map)
      case .none: return .null
      }
      painted = painted.intersection(maskArea)
      guard !painted.isNull, !painted.isEmpty else { return .null }
    }
    return painted
  }

  /// An image's natural size in points: its pixels divided by the larger
  /// of its scale and the layer's contents scale (an invalid contents
  /// scale counts as 1).
  static func naturalSize(of image: Image, contentsScale: Double) -> Size {
    let layerScale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
    let scale = max(image.scale, layerScale)
    return Size(width: Double(image.pixelWidth) / scale, height: Double(image.pixelHeight) / scale)
  }
}
