/// A tree of layers attached to a timeline: the layer steps of a frame.
///
/// The hosts (through the UI layer) call these once per frame, in the
/// order of the frame pipeline (`docs/ARCHITECTURE.md` in the repository;
/// `Application.advance(to:render:)` runs all eight steps), with the same
/// frame time `t`:
///
/// 1. ``commit(at:)`` — commits the implicit transaction (step 4);
/// 2. ``updatePresentation(at:)`` — computes the presentation tree at `t`
///    and returns its ``RenderSnapshot`` (step 6); only layers that changed
///    or have animations are recomputed, and an idle tree costs O(1);
/// 3. the host renders the snapshot (step 7);
/// 4. ``finishFrame()`` — removes finished animations and then calls their
///    stop callbacks and transaction completion blocks (step 8).
///
/// ``frame(at:)`` does steps 1, 2 and 4 in one call, for tests:
///
/// ```swift
/// let root = Layer()
/// let tree = LayerTree(rootLayer: root)
/// let move = BasicAnimation(keyPath: \.position, to: Point(x: 100, y: 0))
/// move.duration = 2
/// root.add(move, forKey: "move")
/// _ = tree.frame(at: 0)
/// _ = tree.frame(at: 1)
/// print(root.presentation().position)  // half-way along the animation
/// ```
///
/// Times are seconds on the global timeline: the root layer's parent time.
@MainActor
public final class LayerTree {
  /// The root of the tree.
  public let rootLayer: Layer

  /// The time of the last frame, in seconds; `nil` before the first.
  public private(set) var currentTime: Double?

  /// The snapshot of the last frame.
  public private(set) var lastSnapshot: RenderSnapshot?

  /// How many render nodes were refilled in place (only their animated
  /// values rewritten, see ``RenderLayer/presentationBase``) since the
  /// tree was made; for tests.
  private(set) var inPlaceRefillCount = 0

  /// How many of those refills an ``AnimationTrack`` wrote; for tests.
  private(set) var trackRefillCount = 0

  /// How many of the track's refills left the node in its slot of the
  /// superlayer's list, with no release or retain (see
  /// ``refillAnimatingLeaf(_:inSlotHolding:parentTime:)``); for tests.
  private(set) var slotRefillCount = 0

  /// Whether render nodes may be refilled in place (on by default); off,
  /// every changed layer is evaluated in full, for tests to compare with.
  @exclusivity(unchecked) var refillsInPlace = true

  /// Whether a refilled node's sublayer list is overwritten slot by slot
  /// (on by default, see ``fill(_:with:parentTime:)``); off, it is
  /// emptied and filled anew, for tests to compare with.
  @exclusivity(unchecked) var keepsSublayerSlots = true

  /// ``AttachedAnimationChanges/epoch`` at the start of the frame.
  @exclusivity(unchecked) private var trackEpoch: UInt64 = 0

  /// Animations that ended during the last presentation pass.
  @exclusivity(unchecked) private var finished: [FinishedAnimation] = []

  /// Creates a tree around a root layer.
  ///
  /// - Parameter rootLayer: The root; it should have no superlayer.
  public init(rootLayer: Layer) {
    self.rootLayer = rootLayer
  }

  /// Frame step 4: commits the implicit transaction, so that the changes
  /// made since the last frame (and their implicit animations) take effect.
  ///
  /// - Parameter time: The frame time in seconds.
  public func commit(at time: Double) {
    Transaction.flush()
  }

  /// Frame step 6: computes the presentation tree at a time.
  ///
  /// A time that is not finite, or earlier than the last frame's, is
  /// replaced by the last frame's time (time never runs backwards).
  ///
  /// - Parameter time: The frame time in seconds.
  /// - Returns: The snapshot to render.
  public func updatePresentation(at time: Double) -> RenderSnapshot {
    var frameTime = time
    if let last = currentTime, !(time >= last) { frameTime = last }
    if !frameTime.isFinite { frameTime = currentTime ?? 0 }
    currentTime = frameTime
    trackEpoch = AttachedAnimationChanges.epoch
    let root = rootLayer
    let changed = root.needsUpdate || root.subtreeNeedsUpdate || lastSnapshot == nil
    let node = update(root, parentTime: frameTime)
    let snapshot = RenderSnapshot(root: node, time: frameTime, hasChanges: changed)
    lastSnapshot = snapshot
    return snapshot
  }

  /// Frame step 8: removes the animations that finished in the last
  /// presentation pass and delivers every queued start, stop and
  /// completion callback.
  public func finishFrame() {
    let ended = finished
    finished.removeAll()
    for item in ended { item.layer.finish(item) }
    LayerEvents.deliver()
  }

  /// Runs steps 4, 6 and 8 at a time and returns the snapshot.
  ///
  /// - Parameter time: The frame time in seconds.
  /// - Returns: The frame's snapshot.
  @discardableResult
  public func frame(at time: Double) -> RenderSnapshot {
    commit(at: time)
    let snapshot = updatePresentation(at: time)
    finishFrame()
    return snapshot
  }

  /// Recomputes a layer and the parts of its subtree that need it.
  ///
  /// A layer that changed gets a render node of its own for the frame: the
  /// node of an earlier frame refilled when nothing else references it
  /// (see ``Layer/reusableRenderLayer(keepingSublayers:)``), so a steady
  /// stream of frames allocates nothing per layer.
  private func update(_ layer: Layer, parentTime: Double) -> RenderLayer {
    if !layer.needsUpdate, !layer.subtreeNeedsUpdate, let current = layer.cachedRenderLayer {
      return current
    }
    let localTime = layer.localTime(fromParent: parentTime)
    // A replicator's list holds its copies' nodes, never its sublayers'
    // (which the copies share): kept, it would hold those nodes until the
    // last copy's slot, too late for the sublayers to refill them.
    let node = layer.reusableRenderLayer(
      keepingSublayers: keepsSublayerSlots
        && (layer.sublayers.isEmpty || !(layer is ReplicatorLayer)))
    var isAnimating = false
    if !layer.needsUpdate, let current = layer.cachedRenderLayer {
      node.storedProperties = current.storedProperties
      node.presentationBase = current.presentationBase
    } else if refillsInPlace, node.presentationBase == layer.presentationBase,
      layer.animationTrack.base == node.presentationBase,
      layer.animationTrack.epoch == trackEpoch,
      layer.animationTrack.write(atLocalTime: localTime, into: &node.storedProperties)
    {
      // The same, written from the animation's track, beside the layer's
      // fields: the animation entry and the animation are not read.
      isAnimating = true
      inPlaceRefillCount &+= 1
      trackRefillCount &+= 1
    } else if refillsInPlace, node.presentationBase == layer.presentationBase,
      let running = layer.refreshPresentationInPlace(
        atLocalTime: localTime, into: &node.storedProperties)
    {
      // The node held the model with the animated values of two frames
      // ago: only those were rewritten. Its out-of-line values are empty
      // (see below), so it is no emitter's.
      isAnimating = running
      inPlaceRefillCount &+= 1
      // The animations stand still: the next frames may take the track.
      if layer.animationTrack.base != node.presentationBase
        || layer.animationTrack.epoch != trackEpoch
      {
        layer.makeAnimationTrack(epoch: trackEpoch)
      }
    } else {
      let base = layer.presentationBase
      isAnimating = layer.evaluatePresentation(
        atLocalTime: localTime, into: &node.storedProperties, finished: &finished)
      // A node of an animating layer can be refilled in place while the
      // model and the animations stay as they are (the base is read before
      // the animations ran, so anything they changed counts), unless the
      // model has values that sanitizing replaces or out-of-line values
      // (which an emitter stamps). A layer without animations (one moved
      // every frame, say) is not asked.
      node.presentationBase =
        !layer.animationEntries.isEmpty && node.storedProperties.extended.isEmpty
          && layer.model.isSanitized ? base : 0
      // An emitter's particles follow its local time (only layers with
      // out-of-line values are asked).
      if !node.storedProperties.extended.isEmpty, let emitter = layer as? EmitterLayer,
        emitter.stampEmissionTime(localTime, into: &node.storedProperties)
      {
        isAnimating = true
      }
    }
    let changeCount = layer.renderChangeCount &+ 1
    layer.renderChangeCount = changeCount
    // The presentation is this frame's from here on (for `presentation()`):
    // the node becomes the current one and the last frame's the spare,
    // moved by swaps rather than assigned (no retain and release of each).
    var moved: RenderLayer? = node
    swap(&moved, &layer.cachedRenderLayer)
    swap(&moved, &layer.spareRenderLayer)
    // The sublayers' nodes go into the node's own list, moved out so
    // that writing it does not go through the node each time. A refilled
    // node's list still holds its sublayers' nodes of two frames ago:
    // each slot is overwritten in turn (see `fill(_:with:parentTime:)`),
    // and a sublayer whose node for this frame is the one already in its
    // slot (unchanged, or refilled where it is) costs no release and
    // retain. Slots past the sublayers go at once.
    var children: [RenderLayer] = []
    swap(&children, &node.storedSublayers)
    var childrenNeedUpdate = false
    let sublayers = layer.sublayers
    let reused = min(children.count, sublayers.count)
    if reused < children.count {
      // (A list shared with someone who copied it is copied here, which
      // retains its nodes: then none of them is refilled in its slot.)
      children.removeSubrange(reused...)
    }
    if !sublayers.isEmpty {
      let order = Self.sortedDrawingOrder(of: sublayers)
      var touched: UInt64 = 0
      if reused > 0 {
        // (A list shared with someone who copied it is copied here if it
        // was not above, which retains its nodes: then none of them is
        // refilled in its slot.)
        children.withUnsafeMutableBufferPointer { slots in
          guard let base = slots.baseAddress else { return }
          for position in 0..<reused {
            let index = order?[position] ?? position
            if position + 1 < sublayers.count {
              touched &+= Self.touch(sublayers[order?[position + 1] ?? position + 1])
            }
            if fill(base + position, with: sublayers[index], parentTime: localTime) {
              childrenNeedUpdate = true
            }
          }
        }
      }
      if reused < sublayers.count {
        children.reserveCapacity(sublayers.count)
        for position in reused..<sublayers.count {
          let index = order?[position] ?? position
          if position + 1 < sublayers.count {
            touched &+= Self.touch(sublayers[order?[position + 1] ?? position + 1])
          }
          let sublayer = sublayers[index]
          if sublayer.hasUsableTrack,
            let node = refillAnimatingLeaf(sublayer, parentTime: localTime)
          {
            children.append(node)
            childrenNeedUpdate = true
            continue
          }
          children.append(update(sublayer, parentTime: localTime))
          childrenNeedUpdate =
            childrenNeedUpdate || sublayer.needsUpdate || sublayer.subtreeNeedsUpdate
        }
      }
      touchSink = touched
    }
    // A replicator's sublayers are drawn as its copies.
    if !children.isEmpty, let replicator = layer as? ReplicatorLayer {
      children = replicator.instanceNodes(
        copying: children, properties: node.storedProperties, localTime: localTime)
    }
    if !layer.frozenRenderSublayers.isEmpty {
      children.append(contentsOf: layer.frozenRenderSublayers)
    }
    node.storedSublayers = children
    // The mask is updated like a sublayer, on this layer's time.
    if let mask = layer.maskStorage {
      node.storedMask = update(mask, parentTime: localTime)
      childrenNeedUpdate = childrenNeedUpdate || mask.needsUpdate || mask.subtreeNeedsUpdate
    }
    // The content is copied only when the node holds an older one.
    if layer.needsDisplay || !layer.hasCurrentRenderContent {
      _ = layer.currentRenderContent()
    }
    if node.contentVersion != layer.renderContentVersion {
      node.storedContent = layer.cachedRenderContent
      node.contentVersion = layer.renderContentVersion
    }
    node.storedChangeCount = changeCount
    layer.needsUpdate = isAnimating
    layer.subtreeNeedsUpdate = childrenNeedUpdate
    return node
  }

  /// Puts a sublayer's node for the frame into `slot`, which holds the
  /// node of two frames ago at that place in the superlayer's list.
  ///
  /// The slot keeps its node when that is the sublayer's node for the
  /// frame: the unchanged sublayer's current node, or its spare refilled
  /// where it is (``refillAnimatingLeaf(_:inSlotHolding:parentTime:)``).
  /// Otherwise the slot lets go of its node first (which may free that
  /// node for reuse), then takes the sublayer's.
  ///
  /// - Returns: Whether the sublayer or its subtree needs an update at
  ///   the next frame.
  @inline(__always)
  private func fill(
    _ slot: UnsafeMutablePointer<RenderLayer>, with sublayer: Layer, parentTime: Double
  ) -> Bool {
    let held = UnsafeRawPointer(slot).load(as: UnsafeRawPointer.self)
    if !sublayer.needsUpdate, !sublayer.subtreeNeedsUpdate,
      Self.address(of: &sublayer.cachedRenderLayer) == held
    {
      return false
    }
    if sublayer.hasUsableTrack,
      refillAnimatingLeaf(sublayer, inSlotHolding: held, parentTime: parentTime)
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

  /// Where the node a layer's slot (``Layer/cachedRenderLayer`` or
  /// ``Layer/spareRenderLayer``) holds is, read without retaining it.
  ///
  /// Nonisolated, so that the closure reading it is too: one made in a
  /// main-actor method checks at run time that it runs on the main actor.
  @inline(__always)
  nonisolated private static func address(of slot: inout RenderLayer?) -> UnsafeRawPointer? {
    withUnsafePointer(to: &slot) { UnsafeRawPointer($0).load(as: UnsafeRawPointer?.self) }
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
  private func refillAnimatingLeaf(_ layer: Layer, parentTime: Double) -> RenderLayer? {
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
    return node
  }

  /// ``refillAnimatingLeaf(_:parentTime:)`` for a layer whose spare node
  /// is the one at `held` (a slot of its superlayer's node being refilled,
  /// see ``fill(_:with:parentTime:)``): the spare is refilled where it is,
  /// without a release and a retain, when the slot and the layer are all
  /// that reference it.
  ///
  /// - Returns: Whether the spare was refilled (and is now the layer's
  ///   current node); `false` having changed nothing.
  @inline(never)
  private func refillAnimatingLeaf(
    _ layer: Layer, inSlotHolding held: UnsafeRawPointer, parentTime: Double
  ) -> Bool {
    // Two references, the slot's and the spare's: nothing else holds the
    // node (which `isKnownUniquelyReferenced` would tell of one).
    guard isAnimatingLeaf(layer), Self.address(of: &layer.spareRenderLayer) == held,
      Self.strongReferenceCount(held) == 2, let node = layer.spareRenderLayer.take()
    else { return false }
    // The spare's reference moves out and back, or on to the current
    // slot, with no release or retain.
    guard writeTrack(of: layer, into: node, parentTime: parentTime) else {
      layer.spareRenderLayer = consume node
      return false
    }
    swap(&layer.spareRenderLayer, &layer.cachedRenderLayer)
    markRefilled(layer, node)
    slotRefillCount &+= 1
    layer.cachedRenderLayer = consume node
    return true
  }

  /// The layer's side of ``refillAnimatingLeaf(_:parentTime:)``: a leaf
  /// that needs an update, with a current track and nothing to draw anew.
  @inline(__always)
  private func isAnimatingLeaf(_ layer: Layer) -> Bool {
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

  /// The strong reference count of the object at `object`.
  ///
  /// `isKnownUniquelyReferenced` asks whether it is 1; the slot refill
  /// asks whether it is 2, both references known. Read by the runtime
  /// function the standard library's `_getRetainCount` calls, given the
  /// address so that nothing retains the object for the call.
  @inline(__always)
  nonisolated private static func strongReferenceCount(_ object: UnsafeRawPointer) -> Int {
    swiftRetainCount(object)
  }

  /// Where ``touch(_:)``'s sums go, so that its reads are made.
  private var touchSink: UInt64 = 0

  /// Reads the memory that updating a layer reads first (its render node
  /// to refill and its first animation entry), while the layer before it
  /// is updated: the cache misses of the two overlap instead of following
  /// one another.
  ///
  /// - Returns: A sum of what was read, for ``touchSink``.
  @inline(__always)
  private static func touch(_ layer: Layer) -> UInt64 {
    // For a layer with a track, only loads, no calls: a call would make
    // the caller retain the layer first, a locked write to the line this
    // is to bring in, which waits for it. (So the node is read through the
    // optional, not bound.) A layer with animations but no track is read
    // by a call.
    guard layer.needsUpdate else { return 0 }
    var sum = layer.spareRenderLayer?.storedChangeCount ?? 0
    sum &+= layer.spareRenderLayer?.storedProperties.position.x.bitPattern ?? 0
    if layer.hasUsableTrack {
      return sum &+ layer.animationTrack.values.0.bitPattern
    }
    // (A layer without animations, one moved by setting its position,
    // makes no call either.)
    if layer.animationEntries.isEmpty { return sum }
    return sum &+ touchAnimations(of: layer)
  }

  /// ``touch(_:)`` for a layer with animations but no usable track: its
  /// first animation entry and animation.
  @inline(never)
  private static func touchAnimations(of layer: Layer) -> UInt64 {
    unowned(unsafe) let animation = layer.animationEntries[0].animation
    return AnimationEntry.touch(layer.animationEntries) &+ animation.touch()
  }

  /// The drawing order of sublayers when it is not their order in
  /// ``Layer/sublayers``, the same as hit testing's (see
  /// ``Layer/backToFrontOrder(of:)``): ascending model `zPosition`, ties
  /// by index; NaN counts as 0.
  ///
  /// - Returns: The sublayer indices back to front, or `nil` when every
  ///   sublayer has the same `zPosition` (the common case), which is read
  ///   without copying or allocating anything.
  static func sortedDrawingOrder(of sublayers: [Layer]) -> [Int]? {
    guard let first = sublayers.first else { return nil }
    // `drawingZPosition` is the model's, read beside the fields the frame
    // reads anyway rather than from the model.
    let firstZ = first.drawingZPosition.isNaN ? 0 : first.drawingZPosition
    for sublayer in sublayers {
      let z = sublayer.drawingZPosition
      if (z.isNaN ? 0 : z) != firstZ {
        var zPositions: [Double] = []
        zPositions.reserveCapacity(sublayers.count)
        for sublayer in sublayers { zPositions.append(sublayer.drawingZPosition) }
        return Layer.backToFrontOrder(of: zPositions)
      }
    }
    return nil
  }
}

/// The Swift runtime's strong reference count of a heap object (see
/// ``LayerTree``'s slot refill).
@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeRawPointer) -> Int
