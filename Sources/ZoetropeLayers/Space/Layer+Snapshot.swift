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
