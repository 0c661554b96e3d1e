import ZoetropeGraphics

// The copies a replicator draws, made at frame time as render nodes.
extension ReplicatorLayer {
  /// The render nodes of the copies of the sublayers at a frame: one node
  /// per copy, holding that copy's sublayer nodes.
  ///
  /// Copy *k*'s node has empty bounds at the center of the replicator's
  /// bounds, positioned there, so its coordinates are the replicator's
  /// and its ``LayerProperties/transform`` (``instanceTransform`` to the
  /// *k*th power, and its ``LayerProperties/transform3D``
  /// ``instanceTransform3D`` to the *k*th power) turns about the center; its opacity is the alpha of its
  /// color and ``LayerProperties/instanceTint`` the rest. Copy 0 holds the
  /// sublayers' own nodes of the frame; later copies hold the same nodes
  /// when there is no delay, else nodes evaluated at the delayed time.
  ///
  /// - Parameters:
  ///   - first: The sublayers' nodes of the frame, in drawing order.
  ///   - properties: The replicator's presentation values.
  ///   - localTime: The replicator's local time.
  /// - Returns: The copies' nodes, in drawing order.
  func instanceNodes(
    copying first: [RenderLayer], properties: LayerProperties, localTime: Double
  ) -> [RenderLayer] {
    let values = properties.extended.values.replication
    var count = min(max(values.instanceCount, 0), ReplicatorLayer.maximumInstanceCount)
    guard count > 0, !first.isEmpty else { return [] }
    var perCopy = 0
    for node in first { perCopy += ReplicatorLayer.nodeCount(of: node) }
    let cap = max(ReplicatorLayer.maximumReplicatedLayerCount / max(perCopy, 1), 1)
    if count > cap {
      if !warnedAboutLayerCap {
        warnedAboutLayerCap = true
        zoetropeWarning(
          "ReplicatorLayer copies of \(perCopy) layers \(count) times is over "
            + "\(ReplicatorLayer.maximumReplicatedLayerCount) layers; drawing \(cap) copies")
      }
      count = cap
    }
    while instanceIDs.count < count { instanceIDs.append(LayerIdentifiers.next()) }
    let step = ReplicatorLayer.finiteTransform(values.instanceTransform)
    let step3D =
      values.instanceTransform3D.hasFiniteEntries ? values.instanceTransform3D : .identity
    let delay = values.instanceDelay.isFinite ? values.instanceDelay : 0
    let bounds = properties.bounds.standardized
    let center = Point(x: bounds.midX, y: bounds.midY)
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    func channel(_ base: Double, _ offset: Double, _ k: Int) -> Double {
      min(max(base + Double(k) * finite(offset), 0), 1)
    }
    var nodes: [RenderLayer] = []
    nodes.reserveCapacity(count)
    var transform = Transform.identity
    var transform3D = Transform3D.identity
    for k in 0..<count {
      var instance = LayerProperties()
      instance.bounds = Rect(origin: center, size: .zero)
      instance.position = center
      instance.transform = transform
      if transform3D != .identity {
        instance.transform3D = transform3D
      }
      let color = values.instanceColor
      instance.opacity = channel(color.alpha, values.instanceAlphaOffset, k)
      let red = channel(color.red, values.instanceRedOffset, k)
      let green = channel(color.green, values.instanceGreenOffset, k)
      let blue = channel(color.blue, values.instanceBlueOffset, k)
      if red != 1 || green != 1 || blue != 1 {
        instance.instanceTint = Color(red: red, green: green, blue: blue)
      }
      let sublayers =
        k == 0 || delay == 0 ? first : delayedSublayers(atLocalTime: localTime - Double(k) * delay)
      nodes.append(
        RenderLayer(
          layerID: instanceIDs[k], properties: instance, sublayers: sublayers,
          changeCount: UInt64(k)))
      transform = transform.concatenating(step)
      if step3D != .identity {
        transform3D = transform3D.concatenating(step3D)
      }
    }
    return nodes
  }

  /// The sublayers' nodes evaluated at another local time of this layer,
  /// in drawing order.
  func delayedSublayers(atLocalTime time: Double) -> [RenderLayer] {
    let sublayers = self.sublayers
    if let order = LayerTree.sortedDrawingOrder(of: sublayers) {
      return order.map { sublayers[$0].replicaRenderLayer(atParentTime: time) }
    }
    return sublayers.map { $0.replicaRenderLayer(atParentTime: time) }
  }

  /// The number of render nodes in a subtree.
  static func nodeCount(of node: RenderLayer) -> Int {
    var count = 1
    for sublayer in node.sublayers { count += nodeCount(of: sublayer) }
    return count
  }

  /// A transform with finite entries, or the identity.
  static func finiteTransform(_ value: Transform) -> Transform {
    value.a.isFinite && value.b.isFinite && value.c.isFinite && value.d.isFinite
      && value.tx.isFinite && value.ty.isFinite ? value : .identity
  }
}

extension Layer {
  /// A render node of the layer and its subtree at another time than the
  /// frame's, for a delayed copy of a ``ReplicatorLayer``: the frame's own
  /// node when nothing in the subtree animates, else a new node evaluated
  /// at that time, reporting no animation events.
  ///
  /// Called after the frame's presentation pass reached the layer, so its
  /// node, content and update flags are the frame's.
  ///
  /// - Parameter parentTime: The time in the superlayer's timeline.
  /// - Returns: The node.
  func replicaRenderLayer(atParentTime parentTime: Double) -> RenderLayer {
    if let current = cachedRenderLayer, !needsUpdate, !subtreeNeedsUpdate {
      return current
    }
    let localTime = self.localTime(fromParent: parentTime)
    var properties = model
    var ignored: [FinishedAnimation] = []
    _ = evaluatePresentation(
      atLocalTime: localTime, into: &properties, finished: &ignored, reportsEvents: false)
    let sublayers = self.sublayers
    var children: [RenderLayer]
    if let order = LayerTree.sortedDrawingOrder(of: sublayers) {
      children = order.map { sublayers[$0].replicaRenderLayer(atParentTime: localTime) }
    } else {
      children = sublayers.map { $0.replicaRenderLayer(atParentTime: localTime) }
    }
    if let replicator = self as? ReplicatorLayer, !children.isEmpty {
      children = replicator.instanceNodes(
        copying: children, properties: properties, localTime: localTime)
    }
    if let emitter = self as? EmitterLayer {
      _ = emitter.stampEmissionTime(localTime, into: &properties, records: false)
    }
    let node = RenderLayer(
      layerID: layerID, properties: properties, content: cachedRenderContent,
      sublayers: children, changeCount: cachedRenderLayer?.changeCount ?? 0)
    if properties.hasSpace, properties.isTransformLayer {
      TransformLayer.prepare(node)
    }
    return node
  }
}
