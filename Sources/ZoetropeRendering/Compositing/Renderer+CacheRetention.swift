import ZoetropeLayers

// Marking the caches a frame still uses, so that they are kept.
extension Renderer {
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
      caches.backingStores.retain(layerID: layer.layerID)
      caches.storeTiles.retain(layerID: layer.layerID)
    }
    if layer.hasShadow {
      caches.shadows.retain(layerID: layer.layerID)
    }
    if let contents = layer.properties.contents {
      caches.images.retain(contents)
    }
    if !layer.properties.extended.isEmpty, layer.properties.emitsParticles {
      for cell in layer.properties.emitterCells {
        if let contents = cell.contents { caches.images.retain(contents) }
      }
    }
    if let previous = layer.properties.contentsTransition?.previousContents {
      caches.images.retain(previous)
    }
  }
}
