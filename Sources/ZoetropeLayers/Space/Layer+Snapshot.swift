import ZoetropeGraphics

// A frozen picture of a layer's subtree, for view transitions.
extension Layer {
  /// A new layer that shows this layer and its sublayers as they were on
  /// screen at the last frame, and keeps showing that while this layer
  /// changes: what UIKit's `snapshotView(afterScreenUpdates: false)`
  /// shows.
  ///
  /// The snapshot has this layer's model geometry (bounds, position,
  /// anchor point and 2D transform), so added to the same superlayer it
  /// covers this layer exactly; its picture is the last frame's render
  /// nodes, drawn as they were (no animation advances in it). Before the
  /// first frame there is nothing on screen: the snapshot is empty.
  ///
  /// - Returns: The snapshot layer, not yet in any tree.
  package func snapshotLayer() -> Layer {
    let snapshot = Layer()
    let previous = Transaction.disableActions()
    Transaction.setDisableActions(true)
    defer { Transaction.setDisableActions(previous) }
    snapshot.bounds = bounds
    snapshot.anchorPoint = anchorPoint
    snapshot.position = position
    snapshot.transform = transform
    snapshot.zPosition = zPosition
    guard let node = cachedRenderLayer else { return snapshot }
    // The picture sits on the snapshot's bounds: at its own bounds'
    // anchor point, without the layer's own transform or 3D values.
    var properties = node.properties
    properties.position = snapshot.model.anchorPointInBounds
    properties.transform = .identity
    if properties.hasSpace {
      properties.transform3D = .identity
      properties.anchorPointZ = 0
    }
    properties.zPosition = 0
    snapshot.frozenRenderSublayers = [
      RenderLayer(
        layerID: node.layerID, properties: properties, content: node.content,
        sublayers: node.sublayers, changeCount: node.changeCount)
    ]
    return snapshot
  }
}

// The picture a cross-dissolve fades out: the layer with what lay beneath it.
extension Layer {
  /// A new layer like ``snapshotLayer()`` whose picture also holds what
  /// was drawn beneath this layer at the last frame (its superlayers'
  /// own paints and the sublayers drawn before it, up to the root),
  /// clipped to this layer's bounds.
  ///
  /// Where the window was opaque the picture is opaque, so fading it out
  /// over this layer blends the old and the new as UIKit's
  /// cross-dissolve does: at opacity `1 − p` it shows
  /// `(1 − p) · old + p · new` in every pixel, where a picture of the
  /// layer alone would leave the new content at full strength wherever
  /// the old one was transparent. What lies beneath stays as it was for
  /// as long as the picture shows, and the layer's old content outside
  /// its bounds is not in it.
  ///
  /// Falls back to ``snapshotLayer()`` before the first frame, and when
  /// the path to the root is not a flat 2D map (perspective) or passes a
  /// replicator.
  ///
  /// - Returns: The snapshot layer, not yet in any tree.
  package func snapshotLayerWithBackdrop() -> Layer {
    let snapshot = snapshotLayer()
    guard var node = cachedRenderLayer, superlayer != nil else { return snapshot }
    let map = flattenedTransform(toAncestor: nil)
    guard map.isAffine, let inverse = map.checkedInverse, inverse.hasFiniteEntries else {
      return snapshot
    }
    // Each ancestor's node, keeping only what is drawn before the path.
    var child: Layer = self
    while let parent = child.superlayer {
      guard let parentNode = parent.cachedRenderLayer,
        let childNode = child.cachedRenderLayer,
        let index = parentNode.sublayers.firstIndex(where: { $0 === childNode })
      else { return snapshot }
      var beneath = Array(parentNode.sublayers[..<index])
      beneath.append(node)
      node = RenderLayer(
        layerID: parentNode.layerID, properties: parentNode.properties,
        content: parentNode.content, sublayers: beneath, mask: parentNode.mask,
        changeCount: parentNode.changeCount)
      child = parent
    }
    // The root's superlayer space, placed in this layer's bounds.
    var placement = LayerProperties()
    placement.bounds = Rect(origin: .zero, size: bounds.size)
    placement.anchorPoint = .zero
    placement.position = .zero
    placement.transform = inverse.affineTransform
    let wrapper = RenderLayer(
      layerID: LayerIdentifiers.next(), properties: placement, sublayers: [node],
      changeCount: 0)
    let previous = Transaction.disableActions()
    Transaction.setDisableActions(true)
    defer { Transaction.setDisableActions(previous) }
    snapshot.masksToBounds = true
    snapshot.frozenRenderSublayers = [wrapper]
    return snapshot
  }
}
