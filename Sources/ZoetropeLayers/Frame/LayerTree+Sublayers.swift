/// The order sublayers are drawn in, and reading a sublayer's memory ahead
/// while the one before it is updated.
extension LayerTree {
  /// Reads the memory that updating a layer reads first (its render node
  /// to refill and its first animation entry), while the layer before it
  /// is updated: the cache misses of the two overlap instead of following
  /// one another.
  ///
  /// - Returns: A sum of what was read, for ``touchSink``.
  @inline(__always)
  static func touch(_ layer: Layer) -> UInt64 {
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

  /// ``sortedDrawingOrder(of:)`` of a layer's sublayers; not asked again
  /// while the layer knows they draw in their order (a frame of animating
  /// layers asked it of every group: LayerProfile animated put 7 % of the
  /// frame there, reading every sublayer).
  @inline(__always)
  static func drawingOrder(of layer: Layer) -> [Int]? {
    if layer.sublayersDrawInOrder { return nil }
    let order = sortedDrawingOrder(of: layer.sublayers)
    layer.sublayersDrawInOrder = order == nil
    return order
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
