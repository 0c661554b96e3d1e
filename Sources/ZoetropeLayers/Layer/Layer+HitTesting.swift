import ZoetropeGraphics

// Which layer is under a point, on model values, as `CALayer` decides.
extension Layer {
  /// Whether a point in the layer's own bounds coordinates lies inside its
  /// bounds.
  ///
  /// The bounds are half-open, as `Rect.contains(_:)`: the minimum edges
  /// are inside and the maximum edges outside. Empty bounds and non-finite
  /// points contain nothing.
  ///
  /// - Parameter point: A point in the layer's bounds coordinates, in points.
  /// - Returns: Whether `bounds` contains `point`.
  public func contains(_ point: Point) -> Bool {
    bounds.contains(point)
  }

  /// The farthest descendant of the layer (or the layer itself) that
  /// contains a point, as `CALayer.hitTest(_:)`.
  ///
  /// The point is in the **superlayer's** coordinates (for a root layer,
  /// the space its ``position`` is in). Sublayers are tested front to back:
  /// higher ``zPosition`` first, then higher index (a NaN `zPosition`
  /// counts as 0). A sublayer's hit wins over its superlayer even outside
  /// the superlayer's bounds, unless the superlayer has ``masksToBounds``
  /// set, which hides hits outside its bounds.
  ///
  /// Hidden layers and their subtrees never hit; a layer whose transform
  /// is singular (a zero scale) or not finite never hits, nor does its
  /// subtree. Opacity does not matter, as in Core Animation (UIKit views
  /// add their own alpha rule).
  ///
  /// Hit testing uses model values, as Core Animation does. To test what
  /// is on screen during an animation, call it on the layers of
  /// ``presentation()``.
  ///
  /// - Parameter point: A point in the superlayer's bounds coordinates,
  ///   in points.
  /// - Returns: The deepest layer under the point, or `nil`.
  public func hitTest(_ point: Point) -> Layer? {
    hitTest(point, parentSublayer: superlayer.flatMap(Layer.sublayerSpace(of:)))
  }

  /// ``hitTest(_:)`` with the superlayer's sublayer map as this layer
  /// sees it (a ``TransformLayer``'s whole 3D map to its own superlayer).
  func hitTest(_ point: Point, parentSublayer: Transform3D?) -> Layer? {
    guard !isHidden, let local = localPoint(fromSuperlayer: point, parentSublayer: parentSublayer)
    else {
      return nil
    }
    let isSpace = model.hasSpace && model.isTransformLayer
    let inside = !isSpace && contains(local)
    if masksToBounds, !isSpace, !inside {
      return nil
    }
    let space = Layer.sublayerSpace(of: model, parentSublayer: parentSublayer)
    if let replicator = self as? ReplicatorLayer {
      if let hit = replicator.hitTestInstance(local, sublayerSpace: space) { return hit.layer }
      return inside ? self : nil
    }
    let order =
      isSpace
      ? Layer.frontToBackOrder(
        of: sublayers.map { TransformLayer.depth(of: $0.model, in: space ?? .identity) })
      : Layer.frontToBackOrder(of: sublayers.map(\.zPosition))
    for index in order {
      if let hit = sublayers[index].hitTest(local, parentSublayer: space) {
        return hit
      }
    }
    return inside ? self : nil
  }

  /// The map a layer's sublayers are placed with: its sublayer transform
  /// about its anchor point, or, for a ``TransformLayer``, that and its
  /// whole 3D map to its superlayer (`parentSublayer` included).
  static func sublayerSpace(of model: LayerProperties, parentSublayer: Transform3D?)
    -> Transform3D?
  {
    guard model.hasSpace, model.isTransformLayer else {
      return model.sublayerTransformAboutAnchor
    }
    let toSuperlayer = model.transformToSuperlayer3D(
      superlayerSublayerTransform: parentSublayer)
    return model.sublayerTransformAboutAnchor.map { $0.concatenating(toSuperlayer) }
      ?? toSuperlayer
  }

  /// ``sublayerSpace(of:parentSublayer:)`` of a layer in its tree.
  static func sublayerSpace(of layer: Layer) -> Transform3D? {
    sublayerSpace(
      of: layer.model, parentSublayer: layer.superlayer.flatMap(Layer.sublayerSpace(of:)))
  }

  /// ``localPoint(fromSuperlayer:parentSublayer:)`` with the superlayer's
  /// sublayer map in the layer's tree.
  func localPoint(fromSuperlayer point: Point) -> Point? {
    localPoint(fromSuperlayer: point, parentSublayer: superlayer.flatMap(Layer.sublayerSpace(of:)))
  }

  /// A point of the superlayer's bounds coordinates in this layer's, or
  /// `nil` when no point of the layer lands there: a singular or
  /// non-finite transform, a point whose preimage is behind the eye, or
  /// the back of a layer that is not double-sided.
  ///
  /// A layer with 3D values, or under a sublayer transform, is mapped
  /// through its flattened projective map (the one the renderer draws it
  /// with), every other layer through its 2D ``transformToSuperlayer``.
  /// A ``TransformLayer`` has no plane: its points are its superlayer's.
  func localPoint(fromSuperlayer point: Point, parentSublayer: Transform3D?) -> Point? {
    guard parentSublayer != nil || model.hasSpace else {
      return transformToSuperlayer.checkedInverse.map { point.applying($0) }
    }
    if model.isTransformLayer { return point }
    let map = model.flattenedTransformToSuperlayer(superlayerSublayerTransform: parentSublayer)
    guard let inverse = map.checkedInverse else { return nil }
    let local = point.projected(by: inverse)
    guard local.x.isFinite, local.y.isFinite, map.w(of: local) > 0 else { return nil }
    if !model.isDoubleSided {
      // Mirrored where the map's Jacobian is negative: det · w < 0 (the
      // map's z row and column are the identity's, so its 4 × 4
      // determinant is the plane map's).
      let determinant = map.determinant
      let center = Point(x: bounds.midX, y: bounds.midY)
      if determinant * map.w(of: center) < 0 { return nil }
    }
    return local
  }

  /// The indices of sublayers with the given z positions, from the one
  /// drawn last (on top) to the one drawn first: descending `zPosition`,
  /// ties by descending index; NaN counts as 0.
  static func frontToBackOrder(of zPositions: [Double]) -> [Int] {
    backToFrontOrder(of: zPositions).reversed()
  }

  /// The order in which sublayers with the given z positions are drawn:
  /// ascending `zPosition`, ties by ascending index; NaN counts as 0.
  static func backToFrontOrder(of zPositions: [Double]) -> [Int] {
    let keys = zPositions.map { $0.isNaN ? 0 : $0 }
    return keys.indices.sorted { lhs, rhs in
      keys[lhs] != keys[rhs] ? keys[lhs] < keys[rhs] : lhs < rhs
    }
  }
}
