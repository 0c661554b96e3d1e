import ZoetropeGraphics

// Hit testing of the copies a replicator draws.
extension ReplicatorLayer {
  /// The sublayer (or its descendant) that copy of the sublayers shows
  /// under a point, and the copy's index, front to back as they are
  /// drawn: the last copy first.
  ///
  /// ``Layer/hitTest(_:)`` calls this for a replicator, so a tap on any
  /// copy finds the sublayer the copy shows (Core Animation finds only
  /// copy 0; the copies are drawn, not layers). Copy *k* is placed as
  /// it is drawn: ``instanceTransform`` and ``instanceTransform3D`` to
  /// the *k*th power about the center of the bounds. A replicator with
  /// ``instanceCount`` 0 draws, and so hits, none of its sublayers.
  ///
  /// ```swift
  /// // Which of the twelve spinner bars was tapped?
  /// if let (_, index) = spinner.hitTestInstance(tap) { highlight(index) }
  /// ```
  ///
  /// - Parameter point: A point in the replicator's bounds coordinates.
  /// - Returns: The layer hit and the index of the copy it was hit in,
  ///   or `nil`.
  public func hitTestInstance(_ point: Point) -> (layer: Layer, instance: Int)? {
    hitTestInstance(point, sublayerSpace: Layer.sublayerSpace(of: self))
  }

  /// ``hitTestInstance(_:)`` with this layer's sublayer map.
  func hitTestInstance(_ point: Point, sublayerSpace: Transform3D?) -> (
    layer: Layer, instance: Int
  )? {
    let values = model.extended.values.replication
    let count = min(max(values.instanceCount, 0), ReplicatorLayer.maximumInstanceCount)
    guard count > 0, !sublayers.isEmpty else { return nil }
    let step = Transform3D(ReplicatorLayer.finiteTransform(values.instanceTransform))
    let step3D =
      values.instanceTransform3D.hasFiniteEntries ? values.instanceTransform3D : .identity
    let bounds = model.bounds.standardized
    let center = Point(x: bounds.midX, y: bounds.midY)
    let toCenter = Transform3D(translationX: -center.x, y: -center.y, z: 0)
    let fromCenter = Transform3D(translationX: center.x, y: center.y, z: 0)
    // Copy k's map from its coordinates to the replicator's (the powers
    // of the steps, as the renderer composes them).
    var maps: [Transform3D] = []
    maps.reserveCapacity(count)
    var power = Transform3D.identity
    var power3D = Transform3D.identity
    for _ in 0..<count {
      var map = toCenter.concatenating(power).concatenating(power3D).concatenating(fromCenter)
      if let sublayerSpace { map = map.concatenating(sublayerSpace) }
      maps.append(LayerProperties.flattened(map))
      power = power.concatenating(step)
      power3D = power3D.concatenating(step3D)
    }
    let order = Layer.frontToBackOrder(of: sublayers.map(\.zPosition))
    for instance in stride(from: count - 1, through: 0, by: -1) {
      guard let inverse = maps[instance].checkedInverse else { continue }
      let local = point.projected(by: inverse)
      guard local.x.isFinite, local.y.isFinite, maps[instance].w(of: local) > 0 else { continue }
      for index in order {
        if let hit = sublayers[index].hitTest(local, parentSublayer: nil) {
          return (hit, instance)
        }
      }
    }
    return nil
  }
}
