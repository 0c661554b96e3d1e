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
    guard !isHidden, let local = localPoint(fromSuperlayer: point) else {
      return nil
    }
    let inside = contains(local)
    if masksToBounds, !inside {
      return nil
    }
    for index in Layer.frontToBackOrder(of: sublayers.map(\.zPosition)) {
      if let hit = sublayers[index].hitTest(local) {
        return hit
      }
    }
    return inside ? self : nil
  }

  /// A point of the superlayer's bounds coordinates in this layer's, or
  /// `nil` when no point of the layer lands there: a singular or
  /// non-finite transform, a point whose preimage is behind the eye, or
  /// the back of a layer that is not double-sided.
  ///
  /// A layer with 3D values, or under a sublayer transform, is mapped
  /// through its flattened projective map (the one the renderer draws it
  /// with), every other layer through its 2D ``transformToSuperlayer``.
  func localPoint(fromSuperlayer point: Point) -> Point? {
    let parentSublayer = superlayer?.model.sublayerTransformAboutAnchor
    guard parentSublayer != nil || model.hasSpace else {
      return transformToSuperlayer.checkedInverse.map { point.applying($0) }
    }
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
