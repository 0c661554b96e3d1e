import ZoetropeGraphics
import ZoetropeLayers

// Image leaves: layers whose only paint is their contents image, and their
// footprints.
extension Renderer {
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
  func imageLeafFootprint(
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
    // The planner takes the image from this surface; one out
    // of the frame is only kept, not converted.
    var surface: CairoSurface?
    var copy: LeafCopy?
    if area.isEmpty {
      caches.images.retain(image)
    } else {
      surface = caches.images.surface(for: image)
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
}
