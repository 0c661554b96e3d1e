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
  var inPlaceRefillCount = 0

  /// How many of those refills an ``AnimationTrack`` wrote; for tests.
  var trackRefillCount = 0

  /// How many of the track's refills left the node in its slot of the
  /// superlayer's list (see
  /// ``refillAnimatingLeaf(_:inSlot:parentTime:)``); for tests.
  var slotRefillCount = 0

  /// How many render nodes were refilled by writing only the layer's
  /// position (see ``Layer/modelStamp``); for tests.
  var positionRefillCount = 0

  /// Whether render nodes may be refilled in place (on by default); off,
  /// every changed layer is evaluated in full, for tests to compare with.
  @exclusivity(unchecked) var refillsInPlace = true

  /// Whether a refilled node's sublayer list is overwritten slot by slot
  /// (on by default, see ``fill(_:with:parentTime:)``); off, it is
  /// emptied and filled anew, for tests to compare with.
  @exclusivity(unchecked) var keepsSublayerSlots = true

  /// ``AttachedAnimationChanges/epoch`` at the start of the frame.
  @exclusivity(unchecked) var trackEpoch: UInt64 = 0

  /// Animations that ended during the last presentation pass.
  @exclusivity(unchecked) var finished: [FinishedAnimation] = []

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
    LayerContext.current.animationLog?.resolveStarts(at: frameTime)
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
  func update(_ layer: Layer, parentTime: Double) -> RenderLayer {
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
    let isAnimating = refreshProperties(of: layer, into: node, localTime: localTime)
    let changeCount = layer.renderChangeCount &+ 1
    layer.renderChangeCount = changeCount
    // The presentation is this frame's from here on (for `presentation()`):
    // the node becomes the current one and the last frame's the spare,
    // moved by swaps rather than assigned (no retain and release of each).
    var moved: RenderLayer? = node
    swap(&moved, &layer.cachedRenderLayer)
    swap(&moved, &layer.spareRenderLayer)
    // A leaf (most layers) has no list to fill: no call, and none of the
    // list's moves (retains and releases of the empty array's storage).
    let isLeaf =
      layer.sublayers.isEmpty && node.storedSublayers.isEmpty
      && layer.frozenRenderSublayers.isEmpty && layer.maskStorage == nil
    let childrenNeedUpdate =
      isLeaf ? false : updateSublayers(of: layer, into: node, localTime: localTime)
    // A transform layer draws nothing itself; its sublayers go by depth.
    if !node.storedProperties.extended.isEmpty, node.storedProperties.isTransformLayer {
      TransformLayer.prepare(node)
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
    assert(checksInvariants(of: layer, node: node))
    return node
  }

  /// Writes a layer's presentation at `localTime` into its node for the
  /// frame: copied from the current node when only the subtree changed,
  /// written by the animation track or refreshed in place when the node
  /// holds the model of two frames ago, else evaluated in full.
  ///
  /// - Returns: Whether the layer animates on (it needs the next frame).
  @inline(__always)
  private func refreshProperties(of layer: Layer, into node: RenderLayer, localTime: Double)
    -> Bool
  {
    var isAnimating = false
    if !layer.needsUpdate, let current = layer.cachedRenderLayer {
      node.storedProperties = current.storedProperties
      node.presentationBase = current.presentationBase
      node.modelStamp = current.modelStamp
    } else if refillsInPlace, layer.animationEntries.isEmpty, node.modelStamp == layer.modelStamp {
      // The node holds the model but perhaps for its position (a layer
      // moved by its setter; an animating layer is turned away before the
      // stamp's line is read): that value is all that is written, not the
      // model's 336 bytes (AppFrame: the copy's cache misses were a tenth
      // of the whole frame).
      node.storedProperties.position = layer.model.position
      node.presentationBase = 0
      positionRefillCount &+= 1
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
      // A copy of the model alone (no animations, no out-of-line values,
      // which an emitter stamps) can be refilled by its position.
      node.modelStamp =
        layer.animationEntries.isEmpty && node.storedProperties.extended.isEmpty
        ? layer.modelStamp : 0
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
    return isAnimating
  }

  /// Puts the sublayers' and the mask's nodes for the frame into a
  /// layer's node, updating those that need it.
  ///
  /// - Returns: Whether a sublayer or the mask, or their subtrees, needs
  ///   an update at the next frame.
  @inline(__always)
  private func updateSublayers(of layer: Layer, into node: RenderLayer, localTime: Double)
    -> Bool
  {
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
      let order = Self.drawingOrder(of: layer)
      var touched: UInt64 = 0
      if reused > 0 {
        // (A shared list is copied here if it was not above, retaining its
        // nodes: then none of them is refilled in its slot.)
        children.withUnsafeMutableBufferPointer { slots in
          guard let base = slots.baseAddress else { return }
          Self.withUnretained(sublayers) { unretained in
            for position in 0..<reused {
              let index = order?[position] ?? position
              if position + 1 < sublayers.count {
                touched &+= Self.touch(sublayers[order?[position + 1] ?? position + 1])
              }
              let filled = Self.withGuaranteed(unretained[index]) {
                fill(base + position, with: $0, parentTime: localTime)
              }
              if filled { childrenNeedUpdate = true }
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
    return childrenNeedUpdate
  }

  /// Where ``touch(_:)``'s sums go, so that its reads are made.
  var touchSink: UInt64 = 0
}
