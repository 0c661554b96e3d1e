import ZoetropeGraphics
import ZoetropeLayers

// What a layer paints in a frame, asked once before it is drawn.
extension Renderer {
  /// What a layer paints in a frame, and how: the answers
  /// ``draw(_:in:parentTransform:shadowSource:parentSublayer:ownTransform:)``
  /// needs, asked once.
  struct LayerPaints {
    /// The layer's bounds, standardized.
    var bounds: Rect
    /// Whether the bounds have an area.
    var hasArea: Bool
    /// Whether it paints its background color.
    var paintsBackground: Bool
    /// Whether it paints its border.
    var paintsBorder: Bool
    /// Whether it paints its contents image (or a contents transition).
    var paintsContents: Bool
    /// The rectangle of its backing store, if it has text, drawing, a
    /// shape or a gradient.
    var contentRect: Rect?
    /// Its shadow's style, if it casts one.
    var shadow: ShadowStyle?
    /// Whether it draws its shadow.
    var drawsShadow: Bool
    /// Whether it emits particles.
    var emits: Bool
    /// Whether it is a replicator's copy tinted by its color.
    var tints: Bool
    /// Whether it is masked by its mask layer.
    var masks: Bool
    /// Whether it is drawn as a group, composited with its opacity.
    var isGroup: Bool
    /// The alpha of each of its paints (1 inside a group).
    var alpha: Double
  }

  /// What a layer paints in a frame (see ``LayerPaints``).
  @inline(__always)
  func paints(
    of layer: RenderLayer, shadowSource: Transform?, footprint: Footprint?, opacity: Double
  ) -> LayerPaints {
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
    return LayerPaints(
      bounds: bounds, hasArea: hasArea, paintsBackground: paintsBackground,
      paintsBorder: paintsBorder, paintsContents: paintsContents, contentRect: contentRect,
      shadow: shadow, drawsShadow: drawsShadow, emits: emits, tints: tints, masks: masks,
      isGroup: isGroup, alpha: alpha)
  }
}
