import ZoetropeGraphics

// Fills that a later opaque copy paints over anyway.
extension Renderer {
  /// The smallest fill or opaque copy, in pixels, worth trimming around:
  /// 64 × 64.
  static let minimumOcclusionArea = 4_096

  /// The most opaque copies a batch is trimmed against (the largest).
  static let maximumOccluderCount = 8

  /// Trims the recorded fills down to the pixels no later opaque copy
  /// of the same batch covers, and turns those copies' opaque parts into
  /// plain copies, before they run.
  ///
  /// A copy at full opacity (no mask) of a source whose pixels in
  /// ``CairoSurface/opaqueBoxes`` all have alpha 255 replaces every
  /// target pixel there (`OVER` an opaque pixel is the pixel), whatever
  /// was drawn before it: so that part is copied with `SRC` (pixman's
  /// plain blit, without `OVER`'s per-pixel tests), the rest of the copy
  /// still composited, and an earlier fill (a background under an opaque
  /// image) need not write those pixels: each fill is split into the
  /// boxes around them. The bytes do not change.
  ///
  /// - Complexity: O(operations + fills × ``maximumOccluderCount``²), plus
  ///   a scan of each source's pixels the first time it occludes.
  func trimFillsUnderOpaqueCopies() {
    // Whether a copy can hide anything was noted as the batch was
    // recorded: a batch of small sprites is not walked here.
    guard trimsOccludedFills, pendingOperations.count > 1, pendingSummary.hasLargeCopy else {
      return
    }
    // The opaque boxes of the large copies at full opacity, in target
    // pixels, the largest copies first.
    var occluders: [(index: Int, boxes: [PixelBox])] = []
    for (index, operation) in pendingOperations.enumerated() {
      guard let source = operation.source, operation.mask == nil, operation.transformed == nil,
        operation.box.area >= Renderer.minimumOcclusionArea,
        let surface = pendingSurfaces.first(where: { $0.existingPixmanImage == source })
      else { continue }
      let dx = operation.box.minX - Int(operation.sourceX)
      let dy = operation.box.minY - Int(operation.sourceY)
      let boxes = surface.opaqueBoxes.map {
        PixelBox(minX: $0.minX + dx, minY: $0.minY + dy, maxX: $0.maxX + dx, maxY: $0.maxY + dy)
          .intersection(operation.box)
      }.filter { $0.area >= Renderer.minimumOcclusionArea }
      if !boxes.isEmpty {
        occluders.append((index, boxes))
      }
    }
    guard !occluders.isEmpty else { return }
    if occluders.count > Renderer.maximumOccluderCount {
      occluders.sort { $0.boxes[0].area > $1.boxes[0].area }
      occluders.removeLast(occluders.count - Renderer.maximumOccluderCount)
    }
    var trimmed: [CompositeOperation] = []
    trimmed.reserveCapacity(pendingOperations.count + 12 * occluders.count)
    func append(_ operation: CompositeOperation, in box: PixelBox, replaces: Bool) {
      var part = operation
      part.box = box
      part.sourceX += Int32(box.minX - operation.box.minX)
      part.sourceY += Int32(box.minY - operation.box.minY)
      part.replaces = replaces
      trimmed.append(part)
    }
    for (index, operation) in pendingOperations.enumerated() {
      if let occluder = occluders.first(where: { $0.index == index }) {
        // The opaque boxes are plain copies; the rest composites.
        var rest = [operation.box]
        for box in occluder.boxes {
          for piece in rest.map({ $0.intersection(box) }) where !piece.isEmpty {
            append(operation, in: piece, replaces: true)
          }
          rest = rest.flatMap { $0.subtracting(box) }
        }
        for piece in rest {
          append(operation, in: piece, replaces: false)
        }
        continue
      }
      guard operation.source == nil, operation.transformed == nil,
        operation.box.area >= Renderer.minimumOcclusionArea
      else {
        trimmed.append(operation)
        continue
      }
      var rest = [operation.box]
      for occluder in occluders where occluder.index > index {
        for box in occluder.boxes where box.intersects(operation.box) {
          rest = rest.flatMap { $0.subtracting(box) }
        }
      }
      trimmedFillPixels += operation.box.area - rest.reduce(0) { $0 + $1.area }
      for piece in rest {
        append(operation, in: piece, replaces: false)
      }
    }
    pendingOperations = trimmed
  }
}

extension PixelBox {
  /// The pixels of the box outside `other`, as up to four boxes: the rows
  /// above and below it, then the parts of its rows left and right of it.
  ///
  /// - Parameter other: A box inside this one (it is clipped to it).
  /// - Returns: Non-empty, non-overlapping boxes.
  func subtracting(_ other: PixelBox) -> [PixelBox] {
    let cut = intersection(other)
    guard !cut.isEmpty else { return isEmpty ? [] : [self] }
    let pieces = [
      PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: cut.minY),
      PixelBox(minX: minX, minY: cut.maxY, maxX: maxX, maxY: maxY),
      PixelBox(minX: minX, minY: cut.minY, maxX: cut.minX, maxY: cut.maxY),
      PixelBox(minX: cut.maxX, minY: cut.minY, maxX: maxX, maxY: cut.maxY),
    ]
    return pieces.filter { !$0.isEmpty }
  }
}
