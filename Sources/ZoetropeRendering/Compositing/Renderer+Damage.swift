import CCairo
import CCompositor
import ZoetropeGraphics
import ZoetropeLayers

// Damage: which target pixels a new snapshot changes, from the footprints
// of the previous one.
extension Renderer {
  /// The map from a layer's bounds coordinates to target pixels when the
  /// layer, which has no 3D values and no sublayer transform above it, is
  /// drawn at all; `nil` for a hidden or transparent layer, one with
  /// bounds that are not finite, or one its transform flattens or breaks.
  @inline(__always)
  static func drawnTransform(of layer: RenderLayer, parentTransform: Transform) -> Transform? {
    guard !layer.properties.isHidden, layer.properties.opacity > 0,
      isFinite(layer.properties.bounds)
    else {
      return nil
    }
    let transform = transformToTarget(layer, parentTransform: parentTransform)
    return isUsableByCairo(transform) ? transform : nil
  }

  /// Where a layer lands when it is drawn at all: `.none` for a hidden or
  /// transparent layer, one with bounds that are not finite, one its
  /// transform flattens or breaks, or the back of one that is not
  /// double-sided (such a layer is skipped with its sublayers).
  static func drawnMap(of layer: RenderLayer, context: FootprintContext) -> LayerMap {
    guard !layer.properties.isHidden, layer.properties.opacity > 0,
      isFinite(layer.properties.bounds)
    else {
      return .none
    }
    switch map(
      of: layer, parentTransform: context.parentTransform,
      parentSublayer: context.sublayer?.transform)
    {
    case .affine(let transform): return isUsableByCairo(transform) ? .affine(transform) : .none
    case let other: return other
    }
  }

  /// Whether the compositor draws a layer as a group: opacity below 1
  /// and more than one paint (background, border, contents image, text
  /// or drawing, sublayers; a contents image counts as two, as on the
  /// Cairo path, unless `copiesContents`, and so does each sublayer, so a
  /// translucent layer whose only paint is a sublayer is a group too).
  ///
  /// A layer that paints only a contents image copied with pixman is not
  /// a group: the image composited with the layer's opacity gives the
  /// same pixels as the group would.
  static func isGroup(_ layer: RenderLayer, copiesContents: Bool) -> Bool {
    guard layer.properties.opacity < 1 else { return false }
    let bounds = layer.properties.bounds.standardized
    let hasArea = bounds.width > 0 && bounds.height > 0
    // A sublayer counts twice: drawn with its own opacity, not this
    // layer's, even one needs the group.
    var count = 2 * layer.sublayers.count
    if layer.hasShadow, shadowStyle(of: layer) != nil { count += 1 }
    // Particles overlap each other: a group.
    if !layer.properties.extended.isEmpty, layer.properties.emitsParticles { count += 2 }
    guard hasArea else {
      // A shape may paint outside empty bounds.
      if contentRect(of: layer) != nil { count += 1 }
      return count > 1
    }
    if layer.properties.backgroundColor.alpha > 0 { count += 1 }
    if layer.properties.borderWidth.isFinite && layer.properties.borderWidth > 0
      && layer.properties.borderColor.alpha > 0
    {
      count += 1
    }
    if layer.properties.contentsTransition != nil {
      count += 2
    } else if let contents = layer.properties.contents, !contents.isEmpty {
      count += copiesContents ? 1 : 2
    }
    if layer.hasContent { count += 1 }
    return count > 1
  }

  /// The target pixels a layer's own paints (not its sublayers') may
  /// touch, before its ancestors' clips: its bounds, its contents images
  /// where they overflow the bounds, its backing store and its shadow's
  /// bitmap (`shadow`, from ``shadowPlacement(of:)``, `nil` for none or one
  /// clipped to the bounds), mapped by `transform` and rounded out with a
  /// pixel of margin for antialiasing.
  ///
  /// `placedContents` is ``placedContentsRect(of:)`` of the layer, worked
  /// out once by the caller for this and the other per-layer questions.
  func ownArea(
    of layer: RenderLayer, transform: Transform, placedContents: Rect?, shadow: ShadowPlacement?
  ) -> PixelBox {
    let bounds = layer.properties.bounds.standardized
    let store = Renderer.contentRect(of: layer)
    let particles = particleExtent(of: layer)
    guard bounds.width > 0, bounds.height > 0 else {
      // Only a shape, particles or a shadow paint outside empty bounds.
      var area = store.map { Renderer.wholePixels($0, scale: scale) } ?? Rect.null
      if let shadow {
        area = area.union(shadow.rect)
      }
      if !particles.isNull, !layer.properties.masksToBounds {
        area = area.union(particles)
      }
      guard !area.isNull else { return .empty }
      return PixelBox(enclosing: area, mappedBy: transform, margin: 1)
    }
    var area = bounds
    if !particles.isNull, !layer.properties.masksToBounds {
      area = area.union(particles)
    }
    if let shadow {
      area = area.union(shadow.rect)
    }
    if let store {
      // A backing store is whole pixels: up to a pixel wider than it.
      area = area.union(Renderer.wholePixels(store, scale: scale))
    }
    if !layer.properties.masksToBounds {
      // Images may overflow unclipped bounds (no array of them: this runs
      // for every changed layer of every frame).
      if let rect = placedContents {
        area = area.union(rect)
      }
      if let previous = layer.properties.contentsTransition?.previousContents,
        let rect = Renderer.placedRect(of: previous, in: layer)
      {
        area = area.union(rect)
      }
    }
    return PixelBox(enclosing: area, mappedBy: transform, margin: 1)
  }

  /// A backing store's rectangle as drawn: whole pixels at `scale` from
  /// its origin, up to a pixel wider and taller than `rect`.
  static func wholePixels(_ rect: Rect, scale: Double) -> Rect {
    Rect(
      x: rect.minX, y: rect.minY, width: (rect.width * scale).rounded(.up) / scale,
      height: (rect.height * scale).rounded(.up) / scale)
  }

  /// Where a layer's contents image is drawn in its bounds coordinates
  /// (by its gravity), or `nil` when it has none or it places nowhere.
  static func placedContentsRect(of layer: RenderLayer) -> Rect? {
    guard let image = layer.properties.contents else { return nil }
    return placedRect(of: image, in: layer)
  }

  /// Where an image is drawn in a layer's bounds coordinates, or `nil`
  /// when it is empty or places nowhere.
  static func placedRect(of image: Image, in layer: RenderLayer) -> Rect? {
    guard !image.isEmpty else { return nil }
    let natural = Renderer.naturalSize(of: image, contentsScale: layer.properties.contentsScale)
    if layer.properties.contentsGravity == .resize {
      // `ContentsGravity.contentsRect(for:in:)` for `resize`, without the
      // call: the standardized bounds, for an image of a size and bounds
      // that are finite and not empty.
      let bounds = layer.properties.bounds
      guard natural.width.isFinite, natural.height.isFinite, natural.width > 0,
        natural.height > 0, isFinite(bounds), bounds.size.width != 0, bounds.size.height != 0
      else { return nil }
      // Standardizing finite bounds can overflow (a huge origin and a
      // huge negative size): such a rectangle places nowhere, as below.
      let placed = bounds.standardized
      return isFinite(placed) ? placed : nil
    }
    let rect = layer.properties.contentsGravity.contentsRect(
      for: natural, in: layer.properties.bounds)
    guard !rect.isNull, isFinite(rect) else { return nil }
    return rect
  }

  /// The footprint of a layer in a new frame, adding to `damage` the
  /// pixels that differ from the previous frame because of it.
  ///
  /// A layer that is the same render layer in the same context as
  /// `previous` reuses it whole, in O(1). Otherwise its own paints are
  /// damaged (old and new areas) when its values, its context or its
  /// grouping changed, and its sublayers are matched with the previous
  /// ones by ``RenderLayer/layerID``: a sublayer that is new, gone, or
  /// moved before a sibling it was drawn after damages its areas.
  ///
  /// - Parameters:
  ///   - layer: The layer in the new frame.
  ///   - context: What its ancestors contribute in the new frame.
  ///   - previous: Its footprint in the previous frame, if it was drawn.
  ///   - damage: The changed pixels found so far.
  /// - Returns: The footprint, or `nil` when the layer is not drawn.
  /// - Complexity: O(n) in the layers of the subtree that changed.
  func footprint(
    of layer: RenderLayer, context: FootprintContext, previous: Footprint?,
    damage: inout PixelBox
  ) -> Footprint? {
    let transform: Transform
    if context.sublayer == nil, !layer.properties.hasSpace {
      // A layer in 2D (nearly every one): its affine map at once, without
      // the 3D map's larger result.
      guard
        let affine = Renderer.drawnTransform(of: layer, parentTransform: context.parentTransform)
      else {
        if let previous {
          damage = damage.union(previous.subtreeArea)
        }
        return nil
      }
      transform = affine
    } else {
      switch Renderer.drawnMap(of: layer, context: context) {
      case .affine(let affine):
        transform = affine
      case .projected(let map):
        return projectedFootprint(
          of: layer, map: map, context: context, previous: previous, damage: &damage)
      case .none:
        if let previous {
          damage = damage.union(previous.subtreeArea)
        }
        return nil
      }
    }
    if let previous, previous.layer === layer, previous.context == context {
      retainCaches(of: previous)
      return previous
    }
    footprintBudget -= 1
    guard footprintBudget >= 0 else { return nil }
    // A sprite: a short path that works out only what such a layer has.
    if usesImageLeafPath, Renderer.isImageLeaf(layer), previous?.children.isEmpty ?? true,
      let leaf = imageLeafFootprint(
        of: layer, context: context, transform: transform, previous: previous, damage: &damage)
    {
      return leaf
    }
    // The layer's own clip applies to its contents, drawing and sublayers.
    let bounds = layer.properties.bounds.standardized
    let hasArea = bounds.width > 0 && bounds.height > 0
    let innerIsExact =
      context.isExact
      && (!layer.properties.masksToBounds
        || Renderer.alignedBox(
          of: hasArea ? bounds : .zero, cornerRadius: layer.properties.cornerRadius,
          transform: transform) != nil)
    // Where the contents image lands, asked up to three times below.
    let placedContents = Renderer.placedContentsRect(of: layer)
    // `isGroup` is false for an opaque layer (the common case) whatever
    // `copiesContents` says: that is worked out only for the others. A
    // masked layer is always a group.
    let isGroup =
      layer.hasMask
      || (layer.properties.opacity < 1
        && Renderer.isGroup(
          layer,
          copiesContents: copiesContents(
            of: layer, transform: transform, isExact: innerIsExact,
            placedContents: placedContents)))
      || (!layer.properties.extended.isEmpty && layer.properties.hasInstanceTint)
    // The shadow's bitmap, where it is not clipped to the bounds.
    // Asked of the opacity first: most layers have no shadow.
    let shadow =
      layer.properties.masksToBounds || !layer.hasShadow
      ? nil : shadowPlacement(of: layer)
    // A group is one Cairo paint of this area; a masked layer paints
    // nothing outside it (it is cut by the mask).
    let groupArea =
      isGroup
      ? PixelBox(enclosing: paintedArea(of: layer, transform: transform))
        .intersection(context.clip) : PixelBox.empty
    var area = ownArea(
      of: layer, transform: transform, placedContents: placedContents, shadow: shadow
    )
    .intersection(context.clip)
    if layer.hasMask {
      area = area.intersection(groupArea)
    }
    if let previous {
      damageOwnPaints(
        of: layer, previous: previous, context: context, transform: transform, isGroup: isGroup,
        area: area,
        changed: previous.isGroup != isGroup || previous.context != context
          || previous.layer.properties != layer.properties
          || previous.layer.content != layer.content
          || Renderer.shadowFollowsSublayers(layer, changedFrom: previous.layer),
        damage: &damage)
    } else {
      damage = damage.union(area)
    }

    var childClip = context.clip
    if layer.properties.masksToBounds {
      let clipArea = hasArea ? PixelBox(enclosing: bounds.applying(transform)) : .empty
      childClip = childClip.intersection(clipArea)
    }
    let childContext = FootprintContext(
      parentTransform: transform, clip: childClip,
      opacity: context.opacity * min(layer.properties.opacity, 1),
      groups: context.groups + (isGroup ? 1 : 0), isExact: innerIsExact && !isGroup,
      sublayer: Renderer.sublayerMap(of: layer).map(SublayerMap.init))
    // A leaf that was a leaf: no sublayers to match (the common sprite).
    let (children, childAreas) =
      layer.sublayers.isEmpty && previous?.children.isEmpty ?? true
      ? ([], ChildAreas())
      : childFootprints(
        of: layer, context: childContext, previous: previous?.children ?? [], damage: &damage)
    let cairoArea =
      isGroup
      ? groupArea
      : cairoPaintArea(
        of: layer, transform: transform, isExact: context.isExact, innerIsExact: innerIsExact,
        placedContents: placedContents, shadow: shadow
      )
      .intersection(context.clip)
    // Its caches are kept while the layer is at hand (its sublayers' by
    // their own footprints).
    retainOwnCaches(of: layer)
    // A mask is drawn in the layer's group: a change of it (moved,
    // animated, added, removed) damages all the group painted, before
    // and now. The group's Cairo area is all of it.
    if let previous, layer.hasMask || previous.layer.hasMask,
      previous.layer.mask !== layer.mask || previous.context != context
    {
      damage = damage.union(previous.subtreeArea).union(previous.cairoArea).union(cairoArea)
    }
    if let mask = layer.mask {
      retainCaches(ofMask: mask)
    }
    let result: Footprint
    if let previous {
      previous.update(
        layer: layer, context: context, transform: transform, isGroup: isGroup, area: area,
        cairoArea: cairoArea, children: children, childAreas: childAreas)
      result = previous
    } else {
      result = Footprint(
        layer: layer, context: context, transform: transform, isGroup: isGroup, area: area,
        cairoArea: cairoArea, children: children, childAreas: childAreas)
    }
    if layer.hasMask {
      result.cutSubtreeArea(to: groupArea)
    }
    return result
  }

  /// Adds to `damage` the pixels a layer's own paints changed since the
  /// previous frame, when they may have changed: its old and new areas,
  /// or, for a new image of the same size in an otherwise unchanged
  /// layer (a flipbook's next frame), only where the images differ.
  ///
  /// - Parameters:
  ///   - layer: The layer in the new frame.
  ///   - previous: Its footprint in the previous frame.
  ///   - context: What its ancestors contribute in the new frame.
  ///   - transform: The map from its bounds coordinates to target pixels.
  ///   - isGroup: Whether it is drawn as a group in the new frame.
  ///   - area: Its own paints' area in the new frame, clipped.
  ///   - changed: Whether its paints may differ from the previous
  ///     frame's, asked only when `damage` does not already hold both
  ///     areas (it compares whole sets of values).
  ///   - damage: The changed pixels found so far.
  private func damageOwnPaints(
    of layer: RenderLayer, previous: Footprint, context: FootprintContext, transform: Transform,
    isGroup: Bool, area: PixelBox, changed: @autoclosure () -> Bool, damage: inout PixelBox
  ) {
    guard !(damage.contains(area) && damage.contains(previous.area)), changed() else { return }
    if let box = contentsDamage(
      of: layer, previous: previous, context: context, transform: transform, isGroup: isGroup,
      area: area)
    {
      damage = damage.union(box)
    } else {
      damage = damage.union(previous.area).union(area)
    }
  }

  /// Whether a layer is an *image leaf*, whose only paint is its
  /// contents image.
  ///
  /// Such a layer has no sublayers, no mask, shadow, backing store,
  /// out-of-line values (particles, replicator tints) or contents
  /// transition, no clip, no visible background or border, and a
  /// contents image with pixels, in bounds with an area.
  ///
  /// The fields are read in place, the cheap ones first: this is asked
  /// of every changed layer of every frame.
  @inline(__always)
  static func isImageLeaf(_ layer: RenderLayer) -> Bool {
    guard layer.sublayers.isEmpty, !layer.hasMask, !layer.hasShadow, !layer.hasContent,
      layer.properties.extended.isEmpty, !layer.properties.masksToBounds,
      layer.properties.contentsTransition == nil,
      !(layer.properties.backgroundColor.alpha > 0),
      !(layer.properties.borderWidth > 0 && layer.properties.borderColor.alpha > 0),
      layer.properties.bounds.width != 0, layer.properties.bounds.height != 0
    else { return false }
    guard let contents = layer.properties.contents else { return false }
    return !contents.isEmpty
  }

  /// The footprint of an image leaf (``isImageLeaf(_:)``) that was a
  /// leaf in the previous frame too, or was not drawn: the same values
  /// ``footprint(of:context:previous:damage:)`` works out for it, by a
  /// path that asks only what such a layer can have; `nil` when the
  /// layer is drawn as a group (translucent, with an image the
  /// compositor does not draw itself) or its image places nowhere, for
  /// the general path.
  ///
  /// - Parameters:
  ///   - layer: The layer in the new frame.
  ///   - context: What its ancestors contribute in the new frame.
  ///   - transform: The map from its bounds coordinates to target pixels.
  ///   - previous: Its footprint in the previous frame, if it was drawn.
  ///   - damage: The changed pixels found so far.
  /// - Returns: The footprint, or `nil` for the general path.
  private func imageLeafFootprint(
    of layer: RenderLayer, context: FootprintContext, transform: Transform,
    previous: Footprint?, damage: inout PixelBox
  ) -> Footprint? {
    // A layer that was a group may have had a mask, whose removal
    // damages what the old group painted: the general path does that
    // (without reading the old layer here).
    guard previous?.isGroup != true, let image = layer.properties.contents,
      let placed = Renderer.placedRect(of: image, in: layer)
    else { return nil }
    let bounds = layer.properties.bounds.standardized
    let surfaceToTarget = Renderer.surfaceToTarget(
      placed, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, transform: transform)
    let lands = isPixelAligned(surfaceToTarget)
    // No clip of its own: pixman may draw inside it where it may draw
    // the layer at all.
    let drawsItself =
      context.isExact
      && (lands
        || Renderer.compositesItself(
          placed, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
          transform: transform, minification: layer.properties.minificationFilter,
          magnification: layer.properties.magnificationFilter))
    // A translucent layer is a group unless the compositor draws its
    // image with the layer's opacity (see `isGroup(_:copiesContents:)`).
    guard layer.properties.opacity >= 1 || (drawsItself && placed.width > 0 && placed.height > 0)
    else { return nil }
    // The union is the bounds themselves when the image fills them (the
    // usual `resize` gravity), to the last bit.
    let painted = placed == bounds ? bounds : bounds.union(placed)
    let area = PixelBox(enclosing: painted, mappedBy: transform, margin: 1)
      .intersection(context.clip)
    // (Empty, cut by the clip as the general path cuts it.)
    let cairoArea =
      (drawsItself
      ? PixelBox.empty
      : PixelBox(enclosing: placed, mappedBy: transform, margin: 1)).intersection(context.clip)
    // The drawing pass composites the image from this surface; one out
    // of the frame is only kept, not converted.
    var surface: CairoSurface?
    var copy: LeafCopy?
    if area.isEmpty {
      images.retain(image)
    } else {
      surface = images.surface(for: image)
      // As `composite` copies it (`drawImage` skips an empty rectangle).
      if lands, context.isExact, placed.width > 0, placed.height > 0, isFinite(placed) {
        copy = LeafCopy(
          x: PixelBox.nearest(surfaceToTarget.tx), y: PixelBox.nearest(surfaceToTarget.ty),
          alpha: min(layer.properties.opacity, 1))
      }
    }
    if let previous {
      // As the general path decides it, for a layer with no shadow.
      damageOwnPaints(
        of: layer, previous: previous, context: context, transform: transform, isGroup: false,
        area: area,
        changed: previous.isGroup || previous.context != context
          || previous.layer.properties != layer.properties
          || previous.layer.content != layer.content,
        damage: &damage)
      previous.updateLeaf(
        layer: layer, context: context, transform: transform, area: area, cairoArea: cairoArea,
        placed: placed, surface: surface, copy: copy)
      return previous
    }
    damage = damage.union(area)
    let result = Footprint(
      layer: layer, context: context, transform: transform, isGroup: false, area: area,
      cairoArea: cairoArea, children: [])
    result.markLeaf(placed: placed, surface: surface, copy: copy)
    return result
  }

  /// The target pixels that a layer's own paints drawn by Cairo (rather
  /// than pixman) may touch.
  ///
  /// Those are the paints the compositor cannot draw exactly (see
  /// ``usesCompositor``). `isExact` says whether pixman may draw the
  /// background, `innerIsExact` whether it may draw inside the layer's
  /// own clip (contents, text and drawing). `placedContents` is
  /// ``placedContentsRect(of:)`` of the layer.
  func cairoPaintArea(
    of layer: RenderLayer, transform: Transform, isExact: Bool, innerIsExact: Bool,
    placedContents: Rect?, shadow: ShadowPlacement?
  ) -> PixelBox {
    let bounds = layer.properties.bounds.standardized
    // With empty bounds only a shape's store, particles and a shadow paint.
    let hasArea = bounds.width > 0 && bounds.height > 0
    // Particles are counted as Cairo's wherever they are: some are.
    let particles = particleExtent(of: layer)
    guard hasArea || layer.hasContent || shadow != nil || !particles.isNull else { return .empty }
    var rect = Rect.null
    if !particles.isNull {
      rect = layer.properties.masksToBounds ? particles.intersection(bounds) : particles
    }
    if let shadow {
      // The shadow is drawn beneath the layer's own clip, like the
      // background: pixman copies it where it lands on whole pixels.
      let copied =
        isExact
        && Renderer.compositesItself(
          shadow.rect, pixelWidth: shadow.pixelWidth, pixelHeight: shadow.pixelHeight,
          transform: transform, minification: .linear, magnification: .linear)
      if !copied {
        rect = rect.union(shadow.rect)
      }
    } else if hasArea, layer.properties.masksToBounds, layer.hasShadow,
      Renderer.shadowStyle(of: layer) != nil
    {
      // A shadow clipped to the bounds is drawn by Cairo.
      rect = rect.union(bounds)
    }
    // Whether pixman fills the background is asked only when there is one.
    if hasArea, layer.properties.backgroundColor.alpha > 0,
      !(isExact
        && Renderer.alignedBox(
          of: bounds, cornerRadius: layer.properties.cornerRadius, transform: transform) != nil)
    {
      rect = rect.union(bounds)
    }
    if hasArea, layer.properties.borderWidth.isFinite, layer.properties.borderWidth > 0,
      layer.properties.borderColor.alpha > 0
    {
      rect = rect.union(bounds)
    }
    func copies(_ rect: Rect, pixelWidth: Int, pixelHeight: Int) -> Bool {
      innerIsExact
        && Renderer.compositesItself(
          rect, pixelWidth: pixelWidth, pixelHeight: pixelHeight, transform: transform,
          minification: layer.properties.minificationFilter,
          magnification: layer.properties.magnificationFilter)
    }
    if hasArea, let transition = layer.properties.contentsTransition {
      rect = rect.union(bounds)
      for image in [layer.properties.contents, transition.previousContents] {
        guard let image, !image.isEmpty else { continue }
        let natural = Renderer.naturalSize(of: image, contentsScale: layer.properties.contentsScale)
        let placed = layer.properties.contentsGravity.contentsRect(
          for: natural, in: layer.properties.bounds)
        if !placed.isNull, isFinite(placed) {
          rect = rect.union(placed)
        }
      }
    } else if hasArea, let placed = placedContents, let image = layer.properties.contents,
      !copies(placed, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
    {
      rect = rect.union(placed)
    }
    if let content = Renderer.contentRect(of: layer) {
      let pixelWidth = max(Int((content.width * scale).rounded(.up)), 1)
      let pixelHeight = max(Int((content.height * scale).rounded(.up)), 1)
      let store = Rect(
        x: content.minX, y: content.minY, width: Double(pixelWidth) / scale,
        height: Double(pixelHeight) / scale)
      let huge =
        content.width * scale * content.height * scale > BackingStoreCache.maximumPixelCount
      if huge || !copies(store, pixelWidth: pixelWidth, pixelHeight: pixelHeight) {
        rect = rect.union(store).union(content)
      }
    }
    guard !rect.isNull else { return .empty }
    return PixelBox(enclosing: rect, mappedBy: transform, margin: 1)
  }

  /// The footprints of a layer's sublayers, each matched with its
  /// previous footprint by layer identifier while the drawing order is
  /// kept; unmatched previous footprints are damaged.
  private func childFootprints(
    of layer: RenderLayer, context: FootprintContext, previous: [Footprint],
    damage: inout PixelBox
  ) -> (footprints: [Footprint], areas: ChildAreas) {
    var children: [Footprint] = []
    var areas = ChildAreas()
    guard !previous.isEmpty else {
      children.reserveCapacity(layer.sublayers.count)
      for sublayer in layer.sublayers {
        if let child = footprint(of: sublayer, context: context, previous: nil, damage: &damage) {
          children.append(child)
          areas.add(child)
        }
      }
      return (children, areas)
    }
    // While every sublayer so far updated the footprint at its own
    // place, the new list is the start of the old one: it is kept, and
    // made only when they part (a frame of moving sprites makes none,
    // and does not let go of the old list's thousands of references).
    var sameSoFar = 0
    var parted = false
    var used = [Bool](repeating: false, count: previous.count)
    var next = 0
    var lastMatched = -1
    var lookup: [UInt64: Int]?
    let sublayers = layer.sublayers
    for (position, sublayer) in sublayers.enumerated() {
      // Read ahead: the layer a few sublayers on (all of it: whether it
      // is in 3D is asked first, from its last lines), and in two stages
      // the footprint (all of it: a changed sprite's reads and writes
      // reach its last line, and the layer's address is in its second or
      // third) and then the layer it holds, which it lets go of (a cold
      // line whose reference count is written) when it takes the new one.
      if position + Renderer.readAhead < sublayers.count {
        Renderer.prefetch(
          sublayers, at: position + Renderer.readAhead, lines: Renderer.renderLayerLines)
      }
      if next + 2 * Renderer.readAhead < previous.count {
        Renderer.prefetch(
          previous, at: next + 2 * Renderer.readAhead, lines: Footprint.allLines)
      }
      if next + Renderer.readAhead < previous.count {
        // Its footprint was read ahead four steps before.
        let ahead = Renderer.object(previous, at: next + Renderer.readAhead)
        zt_prefetch(Renderer.layerAddress(of: ahead))
      }
      var match: Int?
      if next < previous.count, previous[next].layerID == sublayer.layerID {
        match = next
      } else {
        if lookup == nil {
          var table: [UInt64: Int] = [:]
          for (index, footprint) in previous.enumerated()
          where table[footprint.layerID] == nil {
            table[footprint.layerID] = index
          }
          lookup = table
        }
        match = lookup?[sublayer.layerID]
      }
      var previousChild: Footprint?
      // A sublayer drawn before one it used to be drawn after counts as
      // new: its old and new areas are damaged.
      if let index = match, index > lastMatched, !used[index] {
        used[index] = true
        lastMatched = index
        next = index + 1
        previousChild = previous[index]
      }
      let child = footprint(
        of: sublayer, context: context, previous: previousChild, damage: &damage)
      if !parted {
        if let child, position == sameSoFar, child === previousChild, match == position {
          sameSoFar += 1
          areas.add(child)
          continue
        }
        parted = true
        children.reserveCapacity(sublayers.count)
        children.append(contentsOf: previous[0..<sameSoFar])
      }
      if let child {
        children.append(child)
        areas.add(child)
      }
    }
    if !parted && sameSoFar == previous.count {
      // Every old footprint was used, in place.
      return (previous, areas)
    }
    if !parted {
      children.append(contentsOf: previous[0..<sameSoFar])
    }
    for index in previous.indices where !used[index] {
      damage = damage.union(previous[index].subtreeArea)
    }
    return (children, areas)
  }

  /// How many sublayers ahead ``childFootprints(of:context:previous:damage:)``
  /// reads.
  nonisolated static let readAhead = 4

  /// The object at `index` of an array, unretained: read without
  /// touching its reference count (a cold line, when reading ahead).
  @inline(__always)
  nonisolated static func object<Element: AnyObject>(_ array: [Element], at index: Int)
    -> Unmanaged<Element>
  {
    array.withUnsafeBufferPointer { buffer in
      assert(buffer.indices.contains(index), "read ahead past the end")
      guard let base = buffer.baseAddress else { preconditionFailure("an empty array") }
      let address = UnsafeRawPointer(base).load(
        fromByteOffset: index &* MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
      return Unmanaged<Element>.fromOpaque(address)
    }
  }

  /// The address of the layer a footprint holds, read without retaining
  /// the footprint.
  ///
  /// Nonisolated, so that the closure reading it is too: a closure made in
  /// a main-actor method and handed to a generic function checks at run
  /// time that it runs on the main actor (a thread-local read and a call,
  /// about 1.5 % of a frame of 20,000 sprites).
  @inline(__always)
  nonisolated static func layerAddress(of footprint: Unmanaged<Footprint>) -> UnsafeRawPointer {
    footprint._withUnsafeGuaranteedRef { $0.layerAddress }
  }

  /// The kernel storage of a paint, read without retaining the paint
  /// (nonisolated, as ``layerAddress(of:)``).
  @inline(__always)
  nonisolated static func storage(of paint: Unmanaged<TransformedPaint>) -> UnsafeRawPointer {
    UnsafeRawPointer(paint._withUnsafeGuaranteedRef { $0.storage })
  }

  /// The cache lines a render layer's header and properties span (about
  /// 400 bytes: `LayerProperties` is 336).
  nonisolated static let renderLayerLines = 7

  /// Asks the processor to bring the `count` 64-byte cache lines from
  /// `address` on in.
  @inline(__always)
  nonisolated static func prefetchLines(_ address: UnsafeRawPointer, count: Int) {
    for line in 0..<count {
      zt_prefetch(address + line &* 64)
    }
  }

  /// Asks the processor to bring the first `lines` cache lines of the
  /// object at `index` of an array in, without touching its reference
  /// count.
  @inline(__always)
  nonisolated static func prefetch<Element: AnyObject>(
    _ array: [Element], at index: Int, lines: Int = 1
  ) {
    prefetchLines(object(array, at: index).toOpaque(), count: lines)
  }

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
  /// lands pixel for pixel on the target (a pixman copy), the map turns
  /// or shears it (a ``TransformedPaint``), or scales it onto whole
  /// pixels (a padded ``TransformedPaint`` or a cached scaled copy).
  ///
  /// `minification` and `magnification` are the layer's filters.
  static func compositesItself(
    _ rect: Rect, pixelWidth: Int, pixelHeight: Int, transform: Transform,
    minification: ContentsFilter, magnification: ContentsFilter
  ) -> Bool {
    let surfaceToTarget = Renderer.surfaceToTarget(
      rect, pixelWidth: pixelWidth, pixelHeight: pixelHeight, transform: transform)
    if isPixelAligned(surfaceToTarget) || turns(surfaceToTarget) { return true }
    let filter = cairoFilter(
      for: surfaceToTarget, minification: minification, magnification: magnification)
    return filter != CAIRO_FILTER_NEAREST
      && scaledBox(of: surfaceToTarget, pixelWidth: pixelWidth, pixelHeight: pixelHeight) != nil
  }

  /// Whether a map from surface pixels to target pixels turns or shears
  /// them off the axes: the compositor samples such paints itself.
  ///
  /// Quarter turns (and flips) keep rows and columns on the axes; Cairo
  /// draws those, exactly, where sample points often fall on texel
  /// edges and any other rounding would pick other texels.
  static func turns(_ surfaceToTarget: Transform) -> Bool {
    let offDiagonal = abs(surfaceToTarget.b) >= 1e-9 || abs(surfaceToTarget.c) >= 1e-9
    let onDiagonal = abs(surfaceToTarget.a) >= 1e-9 || abs(surfaceToTarget.d) >= 1e-9
    return offDiagonal && onDiagonal
  }

  /// Marks the backing stores and image surfaces of every layer of a
  /// footprint's subtree as used, so the end of the frame keeps them
  /// although layers outside the damage are not drawn.
  ///
  /// ``footprint(of:context:previous:damage:)`` calls it for each subtree
  /// it reuses whole, and ``retainOwnCaches(of:)`` for each layer it
  /// visits: together, every layer of the frame's footprints, each while
  /// it is at hand rather than in a walk of its own.
  ///
  /// - Complexity: O(n) in the layers of the subtree.
  func retainCaches(of footprint: Footprint) {
    retainOwnCaches(of: footprint.layer)
    if let mask = footprint.layer.mask {
      retainCaches(ofMask: mask)
    }
    for child in footprint.children {
      retainCaches(of: child)
    }
  }

  /// Marks the caches of a mask's whole render tree (its sublayers and
  /// masks too) as used: a mask has no footprints of its own.
  func retainCaches(ofMask mask: RenderLayer) {
    retainOwnCaches(of: mask)
    for sublayer in mask.sublayers {
      retainCaches(ofMask: sublayer)
    }
    if let inner = mask.mask {
      retainCaches(ofMask: inner)
    }
  }

  /// Marks one layer's backing store and image surfaces as used.
  func retainOwnCaches(of layer: RenderLayer) {
    if layer.hasContent {
      backingStores.retain(layerID: layer.layerID)
    }
    if layer.hasShadow {
      shadows.retain(layerID: layer.layerID)
    }
    if let contents = layer.properties.contents {
      images.retain(contents)
    }
    if !layer.properties.extended.isEmpty, layer.properties.emitsParticles {
      for cell in layer.properties.emitterCells {
        if let contents = cell.contents { images.retain(contents) }
      }
    }
    if let previous = layer.properties.contentsTransition?.previousContents {
      images.retain(previous)
    }
  }

  /// Whether a layer's shadow follows its sublayers (it has one, and no
  /// ``LayerProperties/shadowPath``) and they changed since `previous`:
  /// then the shadow changed although the layer's values did not.
  static func shadowFollowsSublayers(_ layer: RenderLayer, changedFrom previous: RenderLayer)
    -> Bool
  {
    guard layer.hasShadow, layer.properties.shadowPath == nil,
      !layer.sublayers.isEmpty || !previous.sublayers.isEmpty
    else { return false }
    let now = layer.sublayers
    let before = previous.sublayers
    guard now.count == before.count else { return true }
    for index in now.indices where now[index] !== before[index] {
      return true
    }
    return false
  }
}
