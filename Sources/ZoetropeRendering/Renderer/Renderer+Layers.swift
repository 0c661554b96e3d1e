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
    guard Renderer.isDrawn(layer.properties) else { return }
    if let footprint, let clip, !footprint.subtreeArea.intersects(clip.box) {
      return
    }
    let opacity =
      shadowSource == nil && ownTransform == nil ? min(layer.properties.opacity, 1) : 1
    guard
      let transform = drawingTransform(
        of: layer, in: cairo, parentTransform: parentTransform, given: shadowSource ?? ownTransform,
        footprint: footprint, parentSublayer: parentSublayer, opacity: opacity)
    else { return }
    // A footprint's transform was checked when it was made.
    guard footprint != nil || isUsableByCairo(transform) else { return }
    let paints = self.paints(
      of: layer, shadowSource: shadowSource, footprint: footprint, opacity: opacity)

    if paints.isGroup {
      guard pushGroup(of: layer, in: cairo, transform: transform) else { return }
    }

    // Inside a group Cairo draws into the group's surface: pixman may
    // not write to the target.
    var innerClip = clip
    if paints.isGroup {
      innerClip?.isExact = false
    }
    if paints.drawsShadow, let shadow = paints.shadow {
      drawShadow(
        shadow, of: layer, bounds: paints.hasArea ? paints.bounds : .zero, in: cairo,
        transform: transform, alpha: paints.alpha, direct: innerClip?.direct)
    }
    if paints.paintsBackground {
      drawBackground(
        of: layer, bounds: paints.bounds, in: cairo, transform: transform, alpha: paints.alpha,
        direct: innerClip?.direct)
    }
    let clips = layer.properties.masksToBounds
    if clips {
      clipToBounds(
        of: layer, bounds: paints.hasArea ? paints.bounds : .zero, in: cairo,
        transform: transform, clip: &innerClip)
    }
    drawOwnContent(of: layer, paints, in: cairo, transform: transform, clip: innerClip)
    if let footprint {
      drawSublayers(of: footprint, in: cairo, transform: transform, clip: innerClip)
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
    if paints.paintsBorder {
      willPaintWithCairo()
      drawBorder(
        of: layer, bounds: paints.bounds, in: cairo, transform: transform, alpha: paints.alpha)
    }

    if paints.masks, let mask = layer.mask {
      applyMask(mask, in: cairo, transform: transform)
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
  /// ``draw(_:in:parentTransform:clip:footprint:shadowSource:parentSublayer:ownTransform:)``:
  /// the one `given`, else the footprint's, else the layer's own; or nil
  /// when the layer is projected (drawn here, with `opacity`) or has none.
  @inline(__always)
  func drawingTransform(
    of layer: RenderLayer, in cairo: OpaquePointer, parentTransform: Transform,
    given: Transform?, footprint: Footprint?, parentSublayer: Transform3D?, opacity: Double
  ) -> Transform? {
    if let given {
      return given
    } else if let footprint {
      if let projection = footprint.projection {
        drawProjected(layer, map: projection, in: cairo, opacity: opacity)
        return nil
      }
      return footprint.transform
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

  /// Paints a layer's background color in its rounded bounds: by the
  /// compositor where it may draw (`direct`) and the bounds land on whole
  /// pixels, else by Cairo.
  @inline(__always)
  func drawBackground(
    of layer: RenderLayer, bounds: Rect, in cairo: OpaquePointer, transform: Transform,
    alpha: Double, direct: PixelBox?
  ) {
    if let direct,
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

  /// Clips Cairo to a layer's rounded `bounds` (saving its state first,
  /// for the caller to restore), and narrows the compositor's `clip` to
  /// them, or makes it inexact when they do not land on whole pixels.
  @inline(__always)
  func clipToBounds(
    of layer: RenderLayer, bounds: Rect, in cairo: OpaquePointer, transform: Transform,
    clip: inout CompositeClip?
  ) {
    cairo_save(cairo)
    setMatrix(cairo, transform)
    cairo_new_path(cairo)
    appendRoundedBounds(cairo, bounds, radius: layer.properties.cornerRadius, of: layer)
    cairo_clip(cairo)
    if let current = clip, current.isExact {
      if let box = Renderer.alignedBox(
        of: bounds, cornerRadius: layer.properties.cornerRadius, transform: transform)
      {
        clip?.box = current.box.intersection(box)
      } else {
        clip?.isExact = false
      }
    }
  }

  /// Draws a layer's own content between its background and its
  /// sublayers: its contents image, its backing store, its particles.
  @inline(__always)
  func drawOwnContent(
    of layer: RenderLayer, _ paints: LayerPaints, in cairo: OpaquePointer, transform: Transform,
    clip: CompositeClip?
  ) {
    if paints.paintsContents {
      drawContents(
        of: layer, in: cairo, transform: transform, alpha: paints.alpha, direct: clip?.direct)
    }
    if let contentRect = paints.contentRect, let content = layer.content {
      drawContent(
        content, of: layer, bounds: paints.bounds, storeRect: contentRect, in: cairo,
        transform: transform, alpha: paints.alpha, direct: clip?.direct)
    }
    if paints.emits {
      drawParticles(
        of: layer, in: cairo, transform: transform, alpha: paints.alpha, direct: clip?.direct)
    }
  }

  /// Draws the sublayers a layer's footprint holds, reading ahead: a
  /// sprite on whole pixels is copied, an image leaf drawn as one, any
  /// other layer drawn with its subtree.
  @inline(__always)
  func drawSublayers(
    of footprint: Footprint, in cairo: OpaquePointer, transform: Transform, clip: CompositeClip?
  ) {
    let direct = clip?.direct
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
          Renderer.prefetch(children, at: index + 2 * Renderer.readAhead, lines: Footprint.lines)
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
        draw(child.layer, in: cairo, parentTransform: transform, clip: clip, footprint: child)
      }
    }
  }
}
