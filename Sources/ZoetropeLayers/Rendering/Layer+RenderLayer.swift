// The render nodes a layer fills at frame time, reused across frames.
extension Layer {
  /// A render node to fill for this frame, with no mask: the node of an
  /// earlier frame (``spareRenderLayer``) when nothing but the layer
  /// references it any more; otherwise a new node, with no sublayers.
  ///
  /// A node that a snapshot, a renderer or anything else still holds is
  /// never refilled, so what they read never changes under them.
  ///
  /// - Parameter keepingSublayers: Whether a refilled node keeps its
  ///   list of sublayer nodes of that frame, for the caller to overwrite
  ///   slot by slot (so that a sublayer whose node is the one in its
  ///   slot again costs no release and retain); otherwise the list is
  ///   emptied (its storage kept), which lets go of those nodes and
  ///   frees them for reuse in turn.
  /// - Returns: The node, the layer's no longer.
  func reusableRenderLayer(keepingSublayers: Bool) -> RenderLayer {
    if isKnownUniquelyReferenced(&spareRenderLayer), let node = spareRenderLayer.take() {
      if !keepingSublayers, !node.storedSublayers.isEmpty {
        node.storedSublayers.removeAll(keepingCapacity: true)
      }
      if node.storedMask != nil { node.storedMask = nil }
      return node
    }
    return RenderLayer(layerID: layerID, properties: model, sublayers: [], changeCount: 0)
  }
}
