/// Refilling render nodes where they are: a sublayer's node in its slot of
/// the superlayer's list, and an animating leaf's spare node written by its
/// animation track (see ``LayerTree``'s `update`).
///
/// Ownership is decided by `isKnownUniquelyReferenced` alone: a node is
/// written only when the reference at hand is its only one, so a node that
/// a held snapshot (or anything else) reaches is never rewritten.
extension LayerTree {
  /// Puts a sublayer's node for the frame into `slot`, which holds the
  /// node of two frames ago at that place in the superlayer's list.
  ///
  /// The slot keeps its node when that is the sublayer's node for the
  /// frame: the unchanged sublayer's current node, or its spare refilled
  /// where it is (``refillAnimatingLeaf(_:inSlot:parentTime:)``).
  /// Otherwise the slot lets go of its node first (which may free that
  /// node for reuse), then takes the sublayer's.
  ///
  /// - Returns: Whether the sublayer or its subtree needs an update at
  ///   the next frame.
  @inline(__always)
  func fill(
    _ slot: UnsafeMutablePointer<RenderLayer>, with sublayer: Layer, parentTime: Double
  ) -> Bool {
    let held = UnsafeRawPointer(slot).load(as: UnsafeRawPointer.self)
    if !sublayer.needsUpdate, !sublayer.subtreeNeedsUpdate,
      Self.address(of: &sublayer.cachedRenderLayer) == held
    {
      return false
    }
    if sublayer.hasUsableTrack, isAnimatingLeaf(sublayer),
      Self.address(of: &sublayer.spareRenderLayer) == held,
      refillAnimatingLeaf(sublayer, inSlot: slot, parentTime: parentTime)
    {
      return true
    }
    slot.deinitialize(count: 1)
    if sublayer.hasUsableTrack, let node = refillAnimatingLeaf(sublayer, parentTime: parentTime) {
      slot.initialize(to: node)
      return true
    }
    slot.initialize(to: update(sublayer, parentTime: parentTime))
    return sublayer.needsUpdate || sublayer.subtreeNeedsUpdate
  }

  /// ``update(_:parentTime:)`` for the common layer of a frame of
  /// animating layers, in fewer steps: a layer with no sublayers, mask or
  /// frozen sublayers, nothing to draw anew, whose one animation is
  /// written by its track (``AnimationTrack``) into the render node of two
  /// frames ago, which holds the layer's model and content with only that
  /// animation's value overwritten (see ``RenderLayer/presentationBase``).
  ///
  /// - Returns: The layer's node for the frame, or `nil` (having changed
  ///   nothing) when the layer is not one of these; then
  ///   ``update(_:parentTime:)`` does it.
  @inline(never)
  func refillAnimatingLeaf(_ layer: Layer, parentTime: Double) -> RenderLayer? {
    // The caller turns away a layer without a usable track (see
    // `Layer.hasUsableTrack`) before the track's cache line is read.
    guard isAnimatingLeaf(layer), isKnownUniquelyReferenced(&layer.spareRenderLayer) else {
      return nil
    }
    // Moved out (not retained), and back if it cannot be refilled here.
    let node = layer.spareRenderLayer.take().unsafelyUnwrapped
    guard writeTrack(of: layer, into: node, parentTime: parentTime) else {
      layer.spareRenderLayer = node
      return nil
    }
    // The node becomes this frame's and last frame's the spare, by swaps
    // as in `update` (the spare slot is empty); the layer stays marked
    // (its animation runs on).
    swap(&layer.spareRenderLayer, &layer.cachedRenderLayer)
    var moved: RenderLayer? = node
    swap(&moved, &layer.cachedRenderLayer)
    markRefilled(layer, node)
    assert(checksInvariants(of: layer, node: node))
    return node
  }

  /// ``refillAnimatingLeaf(_:parentTime:)`` for an animating leaf whose
  /// spare node is the one in `slot` (a slot of its superlayer's node
  /// being refilled, see ``fill(_:with:parentTime:)``): the node is
  /// refilled where it is when the slot and the layer are all that
  /// reference it.
  ///
  /// Ownership is decided by `isKnownUniquelyReferenced` alone: the spare
  /// lets go of the node first, so that the slot's reference is the only
  /// one exactly when nothing else (a held snapshot, node or list, a
  /// replicator copy) reaches it; the node, refilled, then becomes the
  /// layer's current node. That is one release and one retain a layer,
  /// which reading the runtime's reference count (two known owners) once
  /// saved: LayerProfile animated, 29.6 → 37.8 ns a layer.
  ///
  /// - Returns: Whether the node was refilled (and is now the layer's
  ///   current node); `false` having changed nothing but, when the node
  ///   is held elsewhere, dropped the layer's spare (the layer then gets
  ///   a new node, as when its spare is held).
  @inline(never)
  func refillAnimatingLeaf(
    _ layer: Layer, inSlot slot: UnsafeMutablePointer<RenderLayer>, parentTime: Double
  ) -> Bool {
    layer.spareRenderLayer = nil
    guard isKnownUniquelyReferenced(&slot.pointee) else { return false }
    let node = slot.pointee
    guard writeTrack(of: layer, into: node, parentTime: parentTime) else {
      layer.spareRenderLayer = consume node
      return false
    }
    // Last frame's node becomes the spare (the spare slot is empty).
    swap(&layer.spareRenderLayer, &layer.cachedRenderLayer)
    markRefilled(layer, node)
    slotRefillCount &+= 1
    layer.cachedRenderLayer = consume node
    assert(checksInvariants(of: layer, node: slot.pointee))
    return true
  }

  /// The layer's side of ``refillAnimatingLeaf(_:parentTime:)``: a leaf
  /// that needs an update, with a current track and nothing to draw anew.
  @inline(__always)
  func isAnimatingLeaf(_ layer: Layer) -> Bool {
    let base = layer.presentationBase
    return refillsInPlace && layer.needsUpdate && !layer.subtreeNeedsUpdate
      && layer.animationTrack.base == base && layer.animationTrack.epoch == trackEpoch
      && !layer.needsDisplay && layer.hasCurrentRenderContent && layer.sublayers.isEmpty
      && layer.maskStorage == nil && layer.frozenRenderSublayers.isEmpty
  }

  /// The node's side of ``refillAnimatingLeaf(_:parentTime:)``: when the
  /// node holds the layer's model and content of the track's base with no
  /// sublayers or mask, writes the track's values at the frame into it.
  ///
  /// - Returns: Whether it wrote them.
  @inline(__always)
  private func writeTrack(of layer: Layer, into node: RenderLayer, parentTime: Double) -> Bool {
    var hasMask = true
    if case .none = node.storedMask { hasMask = false }
    return node.presentationBase == layer.presentationBase
      && node.contentVersion == layer.renderContentVersion && node.storedSublayers.isEmpty
      && !hasMask
      && layer.animationTrack.write(
        atLocalTime: layer.localTime(fromParent: parentTime), into: &node.storedProperties)
  }

  /// Counts a refilled node as the layer's change.
  @inline(__always)
  private func markRefilled(_ layer: Layer, _ node: RenderLayer) {
    let changeCount = layer.renderChangeCount &+ 1
    layer.renderChangeCount = changeCount
    node.storedChangeCount = changeCount
    inPlaceRefillCount &+= 1
    trackRefillCount &+= 1
  }
}
