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

  /// Whether render nodes may be refilled in place (on by default); off,
  /// every changed layer is evaluated in full, for tests to compare with.
  @exclusivity(unchecked) var refillsInPlace = true

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
  /// (see ``Layer/reusableRenderLayer()``), so a steady stream of frames
  /// allocates nothing per layer.
  private func update(_ layer: Layer, parentTime: Double) -> RenderLayer {
    if !layer.needsUpdate, !layer.subtreeNeedsUpdate, let current = layer.cachedRenderLayer {
      return current
    }
    let localTime = layer.localTime(fromParent: parentTime)
    let node = layer.reusableRenderLayer()
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
    // The sublayers are filled into the node's own array (emptied, its
    // storage kept), moved out so that appending does not go through the
    // node each time.
    var children: [RenderLayer] = []
    swap(&children, &node.storedSublayers)
    var childrenNeedUpdate = false
    let sublayers = layer.sublayers
    if !sublayers.isEmpty {
      children.reserveCapacity(sublayers.count)
      if let order = Self.sortedDrawingOrder(of: sublayers) {
        for index in order {
          let sublayer = sublayers[index]
          children.append(update(sublayer, parentTime: localTime))
          childrenNeedUpdate =
            childrenNeedUpdate || sublayer.needsUpdate || sublayer.subtreeNeedsUpdate
        }
      } else {
        var touched: UInt64 = 0
        for index in sublayers.indices {
          // Not retained: `sublayers` holds them.
          if index + 1 < sublayers.count {
            unowned(unsafe) let next = sublayers[index + 1]
            touched &+= Self.touch(next)
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
        touchSink = touched
      }
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
    let base = layer.presentationBase
    guard refillsInPlace, layer.needsUpdate, !layer.subtreeNeedsUpdate,
      layer.animationTrack.base == base, layer.animationTrack.epoch == trackEpoch,
      !layer.needsDisplay, layer.hasCurrentRenderContent, layer.sublayers.isEmpty,
      layer.maskStorage == nil, layer.frozenRenderSublayers.isEmpty,
      isKnownUniquelyReferenced(&layer.spareRenderLayer)
    else { return nil }
    // Moved out (not retained), and back if it cannot be refilled here.
    let node = layer.spareRenderLayer.take().unsafelyUnwrapped
    var hasMask = true
    if case .none = node.storedMask { hasMask = false }
    guard node.presentationBase == base, node.contentVersion == layer.renderContentVersion,
      node.storedSublayers.isEmpty, !hasMask,
      layer.animationTrack.write(
        atLocalTime: layer.localTime(fromParent: parentTime), into: &node.storedProperties)
    else {
      layer.spareRenderLayer = node
      return nil
    }
    // The node becomes this frame's and last frame's the spare, by swaps
    // as in `update` (the spare slot is empty); the layer stays marked
    // (its animation runs on).
    swap(&layer.spareRenderLayer, &layer.cachedRenderLayer)
    var moved: RenderLayer? = node
    swap(&moved, &layer.cachedRenderLayer)
    let changeCount = layer.renderChangeCount &+ 1
    layer.renderChangeCount = changeCount
    node.storedChangeCount = changeCount
    inPlaceRefillCount &+= 1
    trackRefillCount &+= 1
    return node
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
    guard layer.needsUpdate else { return 0 }
    var sum: UInt64 = 0
    if let node = layer.spareRenderLayer {
      sum &+= node.storedChangeCount &+ node.storedProperties.position.x.bitPattern
    }
    if layer.hasUsableTrack {
      sum &+= layer.animationTrack.values.0.bitPattern
    } else if !layer.animationEntries.isEmpty {
      sum &+= AnimationEntry.touch(layer.animationEntries)
      unowned(unsafe) let animation = layer.animationEntries[0].animation
      sum &+= animation.touch()
    }
    return sum
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
