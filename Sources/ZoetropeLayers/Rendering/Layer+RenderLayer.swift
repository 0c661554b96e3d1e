// The render nodes a layer fills at frame time, reused across frames.
extension Layer {
  /// A render node to fill for this frame, with no sublayers or mask: the node of
  /// an earlier frame (``spareRenderLayer``) when nothing but the layer
  /// references it any more, its sublayer array emptied with its storage
  /// kept; otherwise a new node.
  ///
  /// A node that a snapshot, a renderer or anything else still holds is
  /// never refilled, so what they read never changes under them.
  func reusableRenderLayer() -> RenderLayer {
    if isKnownUniquelyReferenced(&spareRenderLayer), let node = spareRenderLayer.take() {
      // Releases the sublayers' nodes of that frame, which frees them
      // for reuse in turn.
      if !node.storedSublayers.isEmpty { node.storedSublayers.removeAll(keepingCapacity: true) }
      if node.storedMask != nil { node.storedMask = nil }
      return node
    }
    return RenderLayer(layerID: layerID, properties: model, sublayers: [], changeCount: 0)
  }
}
