import CCompositor
import ZoetropeGraphics
import ZoetropeLayers

// Damage: which target pixels a new snapshot changes, from the footprints
// of the previous one.
extension Renderer {
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
    footprintCount &+= 1
    // A sprite: a short path that works out only what such a layer has.
    if usesImageLeafPath, Renderer.isImageLeaf(layer), previous?.children.isEmpty ?? true,
      let leaf = imageLeafFootprint(
        of: layer, context: context, transform: transform, previous: previous, damage: &damage)
    {
      return leaf
    }
    return generalFootprint(
      of: layer, context: context, transform: transform, previous: previous, damage: &damage)
  }

  /// The footprint of a layer that is not reused whole nor an image leaf
  /// (see ``footprint(of:context:previous:damage:)``), drawn with
  /// `transform`: its own paints' areas, damaged as they changed, and its
  /// sublayers' footprints.
  @inline(__always)
  func generalFootprint(
    of layer: RenderLayer, context: FootprintContext, transform: Transform, previous: Footprint?,
    damage: inout PixelBox
  ) -> Footprint {
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
    let isGroup = drawsAsGroup(
      layer, transform: transform, innerIsExact: innerIsExact, placedContents: placedContents)
    // The shadow's bitmap, where it is not clipped to the bounds.
    // Asked of the opacity first: most layers have no shadow.
    let shadow =
      layer.properties.masksToBounds || !layer.hasShadow
      ? nil : shadowPlacement(of: layer)
    // A group is one Cairo paint of this area; a masked layer paints
    // nothing outside it (it is cut by the mask).
    let groupArea =
      isGroup
      ? PixelBox(
        enclosing: paintedArea(
          of: layer, transform: transform, parentSublayer: context.sublayer?.transform)
      )
      .intersection(context.clip) : PixelBox.empty
    var area = ownArea(
      of: layer, transform: transform, placedContents: placedContents, shadow: shadow
    )
    .intersection(context.clip)
    if layer.hasMask {
      area = area.intersection(groupArea)
    }
    damageOwnArea(
      of: layer, previous: previous, context: context, transform: transform, isGroup: isGroup,
      area: area, damage: &damage)
    let childContext = Renderer.childContext(
      of: layer, context: context, transform: transform, bounds: hasArea ? bounds : nil,
      isGroup: isGroup, innerIsExact: innerIsExact)
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
    damageMask(
      of: layer, previous: previous, context: context, cairoArea: cairoArea, damage: &damage)
    let result = Renderer.store(
      previous, layer: layer, context: context, transform: transform, isGroup: isGroup,
      area: area, cairoArea: cairoArea, children: children, childAreas: childAreas)
    if layer.hasMask {
      result.cutSubtreeArea(to: groupArea)
    }
    return result
  }

  /// Adds to `damage` a layer's own area when it is new, or the pixels
  /// its own paints changed since `previous` (see
  /// ``damageOwnPaints(of:previous:context:transform:isGroup:area:changed:damage:)``).
  @inline(__always)
  func damageOwnArea(
    of layer: RenderLayer, previous: Footprint?, context: FootprintContext, transform: Transform,
    isGroup: Bool, area: PixelBox, damage: inout PixelBox
  ) {
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
  }

  /// Adds to `damage` what a change of a layer's mask changed, and keeps
  /// the mask's caches.
  ///
  /// A mask is drawn in the layer's group: a change of it (moved,
  /// animated, added, removed) damages all the group painted, before and
  /// now. The group's Cairo area (`cairoArea`, now) is all of it.
  @inline(__always)
  func damageMask(
    of layer: RenderLayer, previous: Footprint?, context: FootprintContext, cairoArea: PixelBox,
    damage: inout PixelBox
  ) {
    if let previous, layer.hasMask || previous.layer.hasMask,
      previous.layer.mask !== layer.mask || previous.context != context
    {
      damage = damage.union(previous.subtreeArea).union(previous.cairoArea).union(cairoArea)
    }
    if let mask = layer.mask {
      retainCaches(ofMask: mask)
    }
  }

  /// Whether the compositor draws a layer as a group (see
  /// ``isGroup(_:copiesContents:)``): `isGroup` is false for an opaque
  /// layer (the common case) whatever `copiesContents` says, which is
  /// worked out only for the others; a masked or tinted layer always is.
  @inline(__always)
  func drawsAsGroup(
    _ layer: RenderLayer, transform: Transform, innerIsExact: Bool, placedContents: Rect?
  ) -> Bool {
    layer.hasMask
      || (layer.properties.opacity < 1
        && Renderer.isGroup(
          layer,
          copiesContents: copiesContents(
            of: layer, transform: transform, isExact: innerIsExact,
            placedContents: placedContents)))
      || (!layer.properties.extended.isEmpty && layer.properties.hasInstanceTint)
  }

  /// The context a layer's sublayers are drawn in: its map, its clip
  /// (cut to its `bounds`, nil when they have no area, where it masks to
  /// them), its opacity and group.
  @inline(__always)
  static func childContext(
    of layer: RenderLayer, context: FootprintContext, transform: Transform, bounds: Rect?,
    isGroup: Bool, innerIsExact: Bool
  ) -> FootprintContext {
    var childClip = context.clip
    if layer.properties.masksToBounds {
      let clipArea = bounds.map { PixelBox(enclosing: $0.applying(transform)) } ?? .empty
      childClip = childClip.intersection(clipArea)
    }
    return FootprintContext(
      parentTransform: transform, clip: childClip,
      opacity: context.opacity * min(layer.properties.opacity, 1),
      groups: context.groups + (isGroup ? 1 : 0), isExact: innerIsExact && !isGroup,
      sublayer: Renderer.sublayerMap(of: layer, parentSublayer: context.sublayer?.transform).map(
        SublayerMap.init))
  }

  /// The footprint of a layer with these values: `previous` updated in
  /// place, or a new one.
  @inline(__always)
  static func store(
    _ previous: Footprint?, layer: RenderLayer, context: FootprintContext,
    transform: Transform, isGroup: Bool, area: PixelBox, cairoArea: PixelBox,
    children: [Footprint], childAreas: ChildAreas
  ) -> Footprint {
    if let previous {
      previous.update(
        layer: layer, context: context, transform: transform, isGroup: isGroup, area: area,
        cairoArea: cairoArea, children: children, childAreas: childAreas)
      return previous
    }
    return Footprint(
      layer: layer, context: context, transform: transform, isGroup: isGroup, area: area,
      cairoArea: cairoArea, children: children, childAreas: childAreas)
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
  func damageOwnPaints(
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
