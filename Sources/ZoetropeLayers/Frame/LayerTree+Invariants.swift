/// What every frame's update keeps true of a layer and its render nodes,
/// checked in debug builds after each layer is updated or refilled (an
/// `assert`, so release builds pay nothing).
extension LayerTree {
  /// What is wrong with a layer's node for the frame, just made, refilled
  /// or kept: an empty list when nothing is.
  ///
  /// - The node is the layer's current node, of the layer's last change,
  ///   and not its spare (a node is never both).
  /// - Its parent link is its superlayer's (or masked layer's) own link,
  ///   and its own link leads to it (see ``SublayerLink``).
  /// - A node stamped with the layer's ``Layer/modelStamp`` holds its
  ///   model (the position included).
  /// - Its sublayer list holds each sublayer's current node in drawing
  ///   order (not checked for a replicator, whose list holds its copies,
  ///   or a layer with frozen sublayers), and its mask the mask's.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - node: Its node for the frame.
  /// - Returns: A sentence for each broken invariant.
  func invariantViolations(of layer: Layer, node: RenderLayer) -> [String] {
    var violations: [String] = []
    let name = "layer \(layer.layerID)"
    if layer.cachedRenderLayer !== node {
      violations.append("\(name): its node for the frame is not its current node")
    }
    if layer.spareRenderLayer === node {
      violations.append("\(name): its node for the frame is also its spare")
    }
    if node.layerID != layer.layerID {
      violations.append("\(name): its node is layer \(node.layerID)'s")
    }
    if node.storedChangeCount != layer.renderChangeCount {
      violations.append(
        "\(name): its node is of change \(node.storedChangeCount), "
          + "not \(layer.renderChangeCount)")
    }
    if let parent = layer.superlayer ?? layer.maskOwner, layer.parentLink !== parent.ownLink {
      violations.append("\(name): its parent link is not its parent's own link")
    }
    if let link = layer.ownLink, link.up !== layer.parentLink {
      violations.append("\(name): its own link does not lead to its parent link")
    }
    if node.modelStamp != 0, node.modelStamp == layer.modelStamp,
      layer.model == layer.model, node.storedProperties != layer.model
    {
      violations.append("\(name): its node's stamp says it holds the model, and it does not")
    }
    if node.storedMask !== layer.maskStorage?.cachedRenderLayer {
      violations.append("\(name): its node's mask is not the mask's current node")
    }
    guard !(layer is ReplicatorLayer), !(layer is TransformLayer),
      layer.frozenRenderSublayers.isEmpty
    else {
      return violations
    }
    let sublayers = layer.sublayers
    guard node.storedSublayers.count == sublayers.count else {
      violations.append(
        "\(name): its node lists \(node.storedSublayers.count) sublayers, "
          + "not \(sublayers.count)")
      return violations
    }
    let order = Self.sortedDrawingOrder(of: sublayers)
    for position in sublayers.indices {
      let sublayer = sublayers[order?[position] ?? position]
      if node.storedSublayers[position] !== sublayer.cachedRenderLayer {
        violations.append(
          "\(name): slot \(position) does not hold layer \(sublayer.layerID)'s current node")
      }
    }
    return violations
  }

  /// Whether ``invariantViolations(of:node:)`` finds nothing.
  ///
  /// Stops with the violations otherwise. For `assert`, which evaluates it
  /// in debug builds only.
  func checksInvariants(of layer: Layer, node: RenderLayer) -> Bool {
    let violations = invariantViolations(of: layer, node: node)
    if !violations.isEmpty {
      preconditionFailure(
        "LayerTree invariants broken: " + violations.joined(separator: "; "))
    }
    return true
  }
}
