import CCairo
import CCompositor
import CPixman
import ZoetropeGraphics
import ZoetropeLayers

/// Where the compositor may write target pixels with pixman while a
/// subtree is drawn.
///
/// `box` is the clip of the ancestors in whole target pixels (the frame,
/// or the damaged rectangle, cut by each `masksToBounds` ancestor). When
/// `isExact` is false an ancestor clips by a shape that is not such a box
/// (rounded corners, a turned or fractional rectangle) or the subtree is
/// drawn into a Cairo group, and every paint goes through Cairo.
struct CompositeClip: Equatable {
  /// The clip in target pixels.
  var box: PixelBox
  /// Whether pixman may draw: the Cairo clip is exactly `box` and Cairo
  /// draws onto the target itself, not a group.
  var isExact: Bool
  /// Inside a Cairo group begun where pixman could draw, with no clip
  /// since but the group's own: the frame pixels the compositor's sampler
  /// may write into the group's surface
  /// (``Renderer/compositeTurnedInGroup(_:pixelWidth:pixelHeight:in:in:transform:alpha:minification:magnification:box:)``).
  var group: PixelBox? = nil

  /// The box to draw in with pixman, or `nil` when the paint must go
  /// through Cairo.
  var direct: PixelBox? { isExact ? box : nil }
}

/// What the recorded pixman operations of a batch add up to, kept as they
/// are recorded (see ``Renderer/record(_:)``).
struct PendingSummary {
  /// The target pixels of their boxes, summed.
  var pixels = 0
  /// The union of their boxes.
  var bounds = PixelBox.empty
  /// Whether one is a copy at full opacity of at least
  /// ``Renderer/minimumOcclusionArea`` pixels, whose opaque boxes may cut
  /// the fills under it (``Renderer/trimFillsUnderOpaqueCopies()``).
  var hasLargeCopy = false
  /// Whether one has a solid mask to release after the flush.
  var hasMasks = false
}

/// How the compositor draws each paint, counted per frame (see
/// ``Renderer/compositeCounts``).
struct CompositeCounts: Equatable {
  /// Contents images and backing stores copied at a whole-pixel offset
  /// with pixman (`OVER`, with a solid mask below full opacity).
  var pixelCopies = 0
  /// Background rectangles on whole pixels filled with pixman.
  var boxFills = 0
  /// Contents images and backing stores of turned layers sampled by the
  /// compositor itself (``TransformedPaint``).
  var transformedPaints = 0
  /// Paints left to Cairo (scaled, fractional, rounded, grouped).
  var cairoPaints = 0
  /// Shapes rasterized straight into the target (``PlanStep/shape(_:)``).
  var directShapes = 0
  /// The target pixels each transformed paint may have touched, in the
  /// order drawn (for tests that compare its edges with Cairo's).
  var transformedAreas: [PixelBox] = []
  /// The target pixels of each scaled surface the compositor sampled
  /// itself, or copied from the scaled-image cache.
  var scaledAreas: [PixelBox] = []
  /// The target pixels of each surface the compositor sampled itself by
  /// nearest texel, whose sample points on texel edges it rounds its own
  /// way, not Cairo's (see ``Renderer/samples(_:)``).
  var nearestAreas: [PixelBox] = []
  /// The pixels of the boxes of the copies and turned paints in batches
  /// culled by occlusion.
  var culledBatchCopyPixels = 0
  /// The pixels of the visible runs those paints were drawn in: the rest
  /// were transparent, outside a turned paint's shape or edges, or hidden
  /// by later opaque pixels. (A turned paint's runs may reach a little
  /// past its edges, where the kernel draws nothing.)
  var drawnCopyPixels = 0
  /// The other paints of culled batches left out, hidden whole by later
  /// copies (counted once per band).
  var hiddenPaints = 0
  /// The most threads the bands of one culled batch ran on: never more
  /// than ``Renderer/threadCount``, however many bands the cache asks for.
  var culledBatchThreads = 0

  /// Zero counts, keeping the lists' storage for the next frame (a frame
  /// of 5,000 turned sprites lists 5,000 areas).
  mutating func reset() {
    var transformed: [PixelBox] = []
    var scaled: [PixelBox] = []
    var nearest: [PixelBox] = []
    swap(&transformed, &transformedAreas)
    swap(&scaled, &scaledAreas)
    swap(&nearest, &nearestAreas)
    self = CompositeCounts()
    transformed.removeAll(keepingCapacity: true)
    scaled.removeAll(keepingCapacity: true)
    nearest.removeAll(keepingCapacity: true)
    transformedAreas = transformed
    scaledAreas = scaled
    nearestAreas = nearest
  }
}

// The pixman paths: exact equivalents of what Cairo does for the same
// paint, without its per-call machinery.
extension Renderer {
  /// Cairo's 16-bit value of a channel in 0...1 (`_cairo_color_double_to_short`),
  /// after clamping it as `cairo_set_source_rgba` does.
  static func cairoShort(_ value: Double) -> UInt16 {
    let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
    return UInt16(clamped * 65535 + 0.5)
  }

  /// The premultiplied 16-bit pixman color Cairo makes for
  /// `cairo_set_source_rgba(color × alpha)`.
  static func pixmanColor(_ color: Color, alpha: Double) -> pixman_color_t {
    let product = color.alpha * alpha
    let opacity = product.isNaN ? 0 : min(max(product, 0), 1)
    func channel(_ value: Double) -> UInt16 {
      let clamped = value.isNaN ? 0 : min(max(value, 0), 1)
      return cairoShort(clamped * opacity)
    }
    return pixman_color_t(
      red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
      alpha: cairoShort(opacity))
  }

  /// Fills a box of target pixels with a color over what is there, as
  /// Cairo fills a rectangle on whole pixels.
  ///
  /// - Parameters:
  ///   - box: The rectangle, in target pixels.
  ///   - color: The color.
  ///   - alpha: An extra opacity the color is multiplied by.
  ///   - clip: The clip, in target pixels.
  func compositeFill(_ box: PixelBox, color: Color, alpha: Double, clip: PixelBox) {
    let box = box.intersection(clip)
    guard !box.isEmpty else { return }
    compositeCounts.boxFills += 1
    record(
      CompositeOperation(source: nil, color: Renderer.pixmanColor(color, alpha: alpha), box: box))
  }

  /// Composites a surface over the target at a whole-pixel offset, as
  /// Cairo paints it with nearest sampling at that offset (with
  /// `cairo_paint_with_alpha` below full opacity).
  ///
  /// - Parameters:
  ///   - surface: The surface.
  ///   - x: The target column of its left edge.
  ///   - y: The target row of its top edge.
  ///   - alpha: The opacity, 0...1.
  ///   - clip: The clip, in target pixels.
  func compositeCopy(_ surface: CairoSurface, x: Int, y: Int, alpha: Double, clip: PixelBox) {
    let placed = PixelBox(minX: x, minY: y, maxX: x + surface.width, maxY: y + surface.height)
    let box = placed.intersection(clip)
    guard !box.isEmpty else { return }
    compositeCounts.pixelCopies += 1
    var mask: OpaquePointer?
    if alpha < 1 {
      var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: Renderer.cairoShort(alpha))
      mask = pixman_image_create_solid_fill(&color)
      if let mask {
        validatePixmanImage(mask, destination: surface.pixmanImage)
      }
    }
    // The surface (and so its pixels and spans) stays alive until the flush.
    if pendingSurfaces.last !== surface {
      pendingSurfaces.append(surface)
    }
    record(
      CompositeOperation(
        source: surface.pixmanImage, mask: mask, box: box, sourceX: Int32(box.minX - x),
        sourceY: Int32(box.minY - y), spans: cullsOccludedPixels ? surface.rowSpans : nil))
  }

  /// Composites a surface through a map that turns or shears it, with
  /// the compositor's own sampler (see ``TransformedPaint``); returns
  /// `false`, recording nothing, when the map is degenerate or out of
  /// range, so the caller paints with Cairo.
  ///
  /// - Parameters:
  ///   - surface: The surface.
  ///   - surfaceToTarget: The map from surface pixels to target pixels.
  ///   - isBilinear: Whether to sample bilinearly (else nearest).
  ///   - isPadded: Whether texels outside the surface repeat its edge.
  ///   - isScaled: Whether it is the scaled path's paint (counted by the
  ///     caller in ``CompositeCounts/scaledAreas``), not a transformed one.
  ///   - alpha: The opacity, 0...1.
  ///   - clip: The clip, in target pixels.
  /// - Returns: Whether the paint was recorded (or fell entirely outside
  ///   the clip); `false` when the caller must paint with Cairo.
  func compositeTransformed(
    _ surface: CairoSurface, surfaceToTarget: Transform, isBilinear: Bool, isPadded: Bool = false,
    isScaled: Bool = false, alpha: Double, clip: PixelBox
  ) -> Bool {
    let image = surface.pixmanImage
    guard let pixels = pixman_image_get_data(image),
      let kernel = TransformedPaint.kernel(
        source: UnsafePointer(pixels), width: surface.width, height: surface.height,
        stride: Int(pixman_image_get_stride(image)) / 4, surfaceToTarget: surfaceToTarget,
        isBilinear: isBilinear, isPadded: isPadded, alpha: alpha, clip: clip)
    else { return false }
    let paint = pooledPaint(kernel)
    if !isScaled {
      compositeCounts.transformedPaints += 1
      if !paint.box.isEmpty {
        compositeCounts.transformedAreas.append(paint.box)
        if !isBilinear { compositeCounts.nearestAreas.append(paint.box) }
      }
    }
    guard !paint.box.isEmpty else { return true }
    if pendingSurfaces.last !== surface {
      pendingSurfaces.append(surface)
    }
    record(
      CompositeOperation(
        source: nil, box: paint.box,
        shape: cullsOccludedPixels ? surface.shape : nil, transformed: paint.storage))
    return true
  }

  /// Records a pixman operation for the next flush, and adds it to
  /// ``pendingSummary`` (so that the flush need not walk the batch for
  /// what the summary says).
  @inline(__always)
  func record(_ operation: CompositeOperation) {
    pendingOperations.append(operation)
    pendingSummary.pixels += operation.box.area
    pendingSummary.bounds =
      pendingSummary.bounds.isEmpty ? operation.box : pendingSummary.bounds.union(operation.box)
    if operation.mask != nil {
      pendingSummary.hasMasks = true
    } else if operation.source != nil, operation.transformed == nil,
      operation.box.area >= Renderer.minimumOcclusionArea
    {
      pendingSummary.hasLargeCopy = true
    }
  }

  /// Runs the recorded pixman operations on the target, in bands of rows
  /// on ``threadCount`` threads when there is enough work, before Cairo
  /// paints over them or the frame ends.
  func flushCompositeOperations() {
    guard !pendingOperations.isEmpty else { return }
    // Every batch, not only the frame's last: Cairo paints (text, rounded
    // buttons) flush the batches before them.
    trimFillsUnderOpaqueCopies()
    if let target {
      var pixels = pendingSummary.pixels
      var bounds = pendingSummary.bounds
      if pendingSummary.hasLargeCopy {
        // The fills under it may have been cut: counted again.
        pixels = 0
        bounds = .empty
        for operation in pendingOperations {
          pixels += operation.box.area
          bounds = bounds.isEmpty ? operation.box : bounds.union(operation.box)
        }
      }
      // Threads pay off only for more than a few small paints.
      let bandCount = pixels >= 65_536 ? min(threadCount, max(target.height / 16, 1)) : 1
      let batch = CompositeBatch(operations: pendingOperations, destination: target.pixmanImage)
      // Culling pays where paints pile up; pixman alone is faster where
      // they barely overlap (a window's views).
      if cullsOccludedPixels, Double(pixels) >= cullingOverdraw * Double(bounds.area),
        let culled = batch.runCulled(
          width: target.width, height: target.height, bandCount: bandCount,
          bandPaints: cullingBandPaints, bandBytes: cullingBandBytes,
          maximumRuns: cullingRunLimit, copies: &culledCopies)
      {
        compositeCounts.culledBatchCopyPixels += culled.counts.copiedPixels
        compositeCounts.drawnCopyPixels += culled.counts.drawnPixels
        compositeCounts.hiddenPaints += culled.counts.hiddenOthers
        compositeCounts.culledBatchThreads = max(
          compositeCounts.culledBatchThreads, culled.threads)
      } else {
        batch.run(width: target.width, height: target.height, bandCount: bandCount)
      }
    }
    if pendingSummary.hasMasks {
      for operation in pendingOperations {
        if let mask = operation.mask {
          pixman_image_unref(mask)
        }
      }
    }
    pendingOperations.removeAll(keepingCapacity: true)
    pendingSummary = PendingSummary()
    pendingSurfaces.removeAll(keepingCapacity: true)
    // The batch's paints are free again.
    paintPoolPeak = max(paintPoolPeak, paintPoolUsed)
    paintPoolUsed = 0
  }

  /// Ends a frame for the paint pool: keeps as many paints as the frame's
  /// largest batch used, and drops the rest when they are more than that
  /// again and over 1,024 (a frame of many turned layers leaves no
  /// lasting pool behind it).
  func trimPaintPool() {
    let keep = max(paintPoolPeak, 1_024)
    if paintPool.count > 2 * keep {
      paintPool.removeLast(paintPool.count - keep)
    }
    paintPoolPeak = 0
  }

  /// A paint of `kernel` from the renderer's pool.
  ///
  /// The next paint not in the batch is reset when nothing else holds
  /// it; else a new one is made and kept in the pool. A steady stream of
  /// frames of turned layers allocates none.
  ///
  /// The batch's operations point at their paints' kernels without
  /// holding the paints (``CompositeOperation/transformed``): the pool
  /// holds them, and reuses them only after the batch is flushed
  /// (``paintPoolUsed`` goes back to 0 then, and the pool is trimmed only
  /// after the frame's last flush).
  func pooledPaint(_ kernel: ZTAffinePaint) -> TransformedPaint {
    defer { paintPoolUsed += 1 }
    // Read ahead: the paints a few on, and the kernel (written whole) of
    // the one whose object was read ahead the steps before.
    if paintPoolUsed + 2 * Renderer.readAhead < paintPool.count {
      Renderer.prefetch(paintPool, at: paintPoolUsed + 2 * Renderer.readAhead)
    }
    if paintPoolUsed + Renderer.readAhead < paintPool.count {
      let ahead = Renderer.object(paintPool, at: paintPoolUsed + Renderer.readAhead)
      Renderer.prefetchLines(Renderer.storage(of: ahead), count: TransformedPaint.kernelLines)
    }
    if paintPoolUsed < paintPool.count {
      if isKnownUniquelyReferenced(&paintPool[paintPoolUsed]) {
        paintPool[paintPoolUsed].reset(to: kernel)
        return paintPool[paintPoolUsed]
      }
      let paint = TransformedPaint(kernel: kernel)
      paintPool[paintPoolUsed] = paint
      return paint
    }
    let paint = TransformedPaint(kernel: kernel)
    paintPool.append(paint)
    return paint
  }

  /// Called before each paint Cairo draws onto the target: counts it and
  /// runs the pixman operations recorded before it, keeping their order.
  func willPaintWithCairo() {
    compositeCounts.cairoPaints += 1
    flushCompositeOperations()
  }
}
