import CCompositor
import CPixman
import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One pixman paint the compositor recorded and runs later, in bands of
/// rows on several threads (see ``Renderer/threadCount``).
///
/// Either a copy of a source image (`OVER`, with an optional solid mask,
/// or `SRC` where its pixels are all opaque) or a fill with a color
/// (`OVER`). Each band clips the operation to its
/// rows; pixman computes every pixel from the same inputs whatever the
/// band, so the bytes do not depend on the number of threads.
struct CompositeOperation {
  /// The source image, or `nil` for a fill.
  var source: OpaquePointer?
  /// The solid mask of a copy below full opacity (owned: released after
  /// the operation ran).
  var mask: OpaquePointer?
  /// The fill color.
  var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: 0)
  /// The target pixels, already clipped.
  var box: PixelBox
  /// The source pixel drawn at the box's top-left corner.
  var sourceX: Int32 = 0
  /// The source row drawn at the box's top edge.
  var sourceY: Int32 = 0
  /// The source's row spans (``CairoSurface/rowSpans``), which let a
  /// culled batch skip its transparent pixels and hide what its opaque
  /// ones cover; `nil` when not culling.
  var spans: UnsafePointer<Int32>?
  /// The shape of a turned paint's source (``CairoSurface/shape``), or
  /// `nil`: where it may show and what it hides in a culled batch.
  var shape: UnsafePointer<ZTSourceShape>?
  /// The kernel of a turned (or scaled) paint the compositor samples
  /// itself (``TransformedPaint/storage``); when set, the other fields
  /// but `box` and `shape` are unused.
  ///
  /// Not a reference to the paint: the renderer's paint pool keeps it
  /// until the batch is flushed (``Renderer/pooledPaint(_:)``), so an
  /// operation holds no reference at all, and a batch of them is copied
  /// and emptied without a retain, a release or a call per operation.
  var transformed: UnsafeMutablePointer<ZTAffinePaint>?
  /// Whether a copy replaces the target's pixels (`SRC`, a plain copy)
  /// instead of compositing over them: only for source pixels that are
  /// all opaque, where the two are the same.
  var replaces = false

  /// Runs the part of the operation inside `band` on `destination`.
  func run(on destination: OpaquePointer, in band: PixelBox) {
    if let transformed {
      guard let pixels = pixman_image_get_data(destination) else { return }
      zt_affine_paint_run(
        transformed, pixels,
        Int(pixman_image_get_stride(destination)) / 4, band.minX, band.minY, band.maxX,
        band.maxY)
      return
    }
    let clipped = box.intersection(band)
    guard !clipped.isEmpty else { return }
    if let source {
      pixman_image_composite32(
        replaces ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, mask, destination,
        sourceX + Int32(clipped.minX - box.minX), sourceY + Int32(clipped.minY - box.minY), 0, 0,
        Int32(clipped.minX), Int32(clipped.minY), Int32(clipped.width), Int32(clipped.height))
    } else {
      var color = color
      var pixmanBox = pixman_box32_t(
        x1: Int32(clipped.minX), y1: Int32(clipped.minY), x2: Int32(clipped.maxX),
        y2: Int32(clipped.maxY))
      _ = pixman_image_fill_boxes(PIXMAN_OP_OVER, destination, &color, 1, &pixmanBox)
    }
  }
}

/// Recorded operations and their target, handed to the threads that run
/// them: each thread writes only its own band of rows, and reads images
/// nobody writes until all are done.
///
/// Culled (``runCulled(width:height:bandCount:bandPaints:bandBytes:maximumRuns:copies:)``), each band first walks
/// the operations front to back, keeping a bit per target pixel for
/// "a later copy's opaque pixel replaces this one", and then draws back
/// to front only the copy pixels that show: a copy at full opacity
/// skips its transparent pixels and the pixels later opaque ones
/// cover, and any other paint is left out when they cover all of it.
/// `OVER` an opaque pixel gives that pixel whatever was under it, so the
/// bytes are those of drawing everything (``run(width:height:bandCount:)``).
struct CompositeBatch: @unchecked Sendable {
  let operations: [CompositeOperation]
  let destination: OpaquePointer

  /// Runs every operation, in order, in `bandCount` bands of rows of a
  /// `width` × `height` target, on up to `bandCount` threads.
  func run(width: Int, height: Int, bandCount: Int) {
    guard bandCount > 1 else {
      run(in: PixelBox(width: width, height: height))
      return
    }
    let rows = (height + bandCount - 1) / bandCount
    DispatchQueue.concurrentPerform(iterations: bandCount) { band in
      run(
        in: PixelBox(minX: 0, minY: band * rows, maxX: width, maxY: min((band + 1) * rows, height)))
    }
  }

  /// Runs every operation, in order, inside one band.
  private func run(in band: PixelBox) {
    for operation in operations {
      operation.run(on: destination, in: band)
    }
  }

  /// Runs the batch culled by occlusion (see the type's description), in
  /// `bandCount` bands, or more with `bandPaints` or more turned paints,
  /// each at most `bandBytes` of target rows (16 rows at least), on at most
  /// `bandCount` threads; `nil`, having
  /// drawn nothing, when it has no copy at full opacity to cull or the
  /// target's pixels are out of reach.
  ///
  /// `copies` is scratch space for the kernel's description of the
  /// paints, emptied here and kept by the caller from batch to batch (a
  /// batch of 20,000 sprites describes them in 2 MB, which a new array
  /// would take from the system, page by page, every frame).
  ///
  /// - Returns: What the bands did, summed, and how many threads ran them.
  func runCulled(
    width: Int, height: Int, bandCount: Int, bandPaints: Int, bandBytes: Int, maximumRuns: Int,
    copies: inout [ZTCopy]
  ) -> (counts: ZTBandCounts, threads: Int)? {
    guard let pixels = pixman_image_get_data(destination) else { return nil }
    let stride = Int(pixman_image_get_stride(destination)) / 4
    let (hasCopy, turnedCount) = describe(into: &copies)
    guard hasCopy else { return nil }
    // A batch of many turned paints runs in bands of at most `bandBytes`
    // of target rows, however many threads share them: a band's rows stay
    // in the processor's cache while its paints are drawn one after
    // another, all over it. (Plain copies draw few pixels each once
    // culled; for them, walking the batch once per band costs more.)
    let threads = max(bandCount, 1)
    let rowsPerBand = max(bandBytes / max(width * 4, 1), 16)
    let bands =
      turnedCount >= bandPaints ? max(threads, (height + rowsPerBand - 1) / rowsPerBand) : threads
    let rows = (height + bands - 1) / bands
    var results = [ZTBandCounts](repeating: ZTBandCounts(), count: bands)
    var threadIDs = [pthread_t?](repeating: nil, count: bands)
    operations.withUnsafeBufferPointer { operations in
      copies.withUnsafeBufferPointer { copies in
        results.withUnsafeMutableBufferPointer { results in
          threadIDs.withUnsafeMutableBufferPointer { threadIDs in
            let context = CulledBand(
              operations: operations, copies: copies, destination: destination,
              pixels: pixels, stride: stride, width: width, maximumRuns: maximumRuns,
              results: results, threadIDs: threadIDs)
            // No more threads than asked for, however many bands the cache
            // wants: each takes the next band not yet taken.
            let next = Atomic<Int>(0)
            let threadsUsed = min(threads, bands)
            if threadsUsed == 1 {
              for band in 0..<bands {
                context.run(band: band, minY: band * rows, maxY: min((band + 1) * rows, height))
              }
            } else {
              DispatchQueue.concurrentPerform(iterations: threadsUsed) { _ in
                while true {
                  let band = next.wrappingAdd(1, ordering: .relaxed).oldValue
                  guard band < bands else { return }
                  context.run(band: band, minY: band * rows, maxY: min((band + 1) * rows, height))
                }
              }
            }
          }
        }
      }
    }
    var total = ZTBandCounts()
    for result in results {
      total.copiedPixels += result.copiedPixels
      total.drawnPixels += result.drawnPixels
      total.hiddenOthers += result.hiddenOthers
    }
    // The distinct threads, without a set (a few bands; no allocation).
    var threadsRun = 0
    for (index, thread) in threadIDs.enumerated() where thread != nil {
      if !threadIDs[..<index].contains(thread) { threadsRun += 1 }
    }
    return (total, threadsRun)
  }

  /// Describes the batch's paints to the kernel in `copies` (emptied
  /// first): whether one is a copy it can cull with (or a turned paint),
  /// and how many are turned.
  @inline(__always)
  func describe(into copies: inout [ZTCopy]) -> (hasCopy: Bool, turnedCount: Int) {
    copies.removeAll(keepingCapacity: true)
    copies.reserveCapacity(operations.count)
    var hasCopy = false
    var turnedCount = 0
    for operation in operations {
      var copy = ZTCopy(
        source: nil, spans: nil, sourceStride: 0, minX: operation.box.minX,
        minY: operation.box.minY, maxX: operation.box.maxX, maxY: operation.box.maxY,
        sourceX: Int(operation.sourceX), sourceY: Int(operation.sourceY), kind: ZT_COPY_OTHER,
        paint: nil, shape: nil)
      if let transformed = operation.transformed {
        // Turned paints are drawn where they show, and hide what their
        // opaque middle covers.
        copy.kind = ZT_COPY_AFFINE
        copy.paint = UnsafePointer(transformed)
        copy.shape = operation.shape
        hasCopy = true
        turnedCount += 1
      } else if let source = operation.source, operation.mask == nil,
        let data = pixman_image_get_data(source),
        operation.replaces || operation.spans != nil
      {
        copy.source = UnsafePointer(data)
        copy.spans = operation.spans
        copy.sourceStride = Int(pixman_image_get_stride(source)) / 4
        copy.kind = operation.replaces ? ZT_COPY_SOURCE : ZT_COPY_OVER
        hasCopy = true
      }
      copies.append(copy)
    }
    return (hasCopy, turnedCount)
  }
}

/// What one band of a culled batch reads and writes: shared by the
/// threads, each writing only its own rows and its own entry of
/// `results`.
private struct CulledBand: @unchecked Sendable {
  let operations: UnsafeBufferPointer<CompositeOperation>
  let copies: UnsafeBufferPointer<ZTCopy>
  let destination: OpaquePointer
  let pixels: UnsafeMutablePointer<UInt32>
  let stride: Int
  let width: Int
  let maximumRuns: Int
  let results: UnsafeMutableBufferPointer<ZTBandCounts>
  /// The thread that ran each band, for ``CompositeCounts/culledBatchThreads``.
  let threadIDs: UnsafeMutableBufferPointer<pthread_t?>

  /// Composites rows `minY..<maxY`; if the kernel would record more
  /// than `maximumRuns` runs or runs out of memory, draws the band
  /// without culling.
  func run(band: Int, minY: Int, maxY: Int) {
    guard minY < maxY else { return }
    var counts = ZTBandCounts()
    var shared = self
    let status = withUnsafeMutablePointer(to: &shared) { pointer in
      zt_composite_band(
        copies.baseAddress, copies.count, pixels, stride, width, minY, maxY, maximumRuns,
        { context, index, minY, maxY in
          guard let shared = context?.assumingMemoryBound(to: CulledBand.self).pointee else {
            return
          }
          shared.operations[index].run(
            on: shared.destination,
            in: PixelBox(minX: 0, minY: minY, maxX: shared.width, maxY: maxY))
        }, pointer, &counts)
    }
    if status != 0 {
      let box = PixelBox(minX: 0, minY: minY, maxX: width, maxY: maxY)
      for operation in operations {
        operation.run(on: destination, in: box)
      }
      counts = ZTBandCounts()
    }
    results[band] = counts
    threadIDs[band] = pthread_self()
  }
}
