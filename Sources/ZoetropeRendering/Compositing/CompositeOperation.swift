import CPixman
import Dispatch

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
  /// A turned paint the compositor samples itself; when set, the other
  /// fields are unused.
  var transformed: TransformedPaint?
  /// Whether a copy replaces the target's pixels (`SRC`, a plain copy)
  /// instead of compositing over them: only for source pixels that are
  /// all opaque, where the two are the same.
  var replaces = false

  /// Runs the part of the operation inside `band` on `destination`.
  func run(on destination: OpaquePointer, in band: PixelBox) {
    if let transformed {
      guard let pixels = pixman_image_get_data(destination) else { return }
      transformed.run(
        on: pixels, stride: Int(pixman_image_get_stride(destination)) / 4, in: band)
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
struct CompositeBatch: @unchecked Sendable {
  let operations: [CompositeOperation]
  let destination: OpaquePointer

  /// Runs every operation, in order, in `bandCount` bands of rows of a
  /// `width` × `height` target, on up to `bandCount` threads.
  func run(width: Int, height: Int, bandCount: Int) {
    guard bandCount > 1 else {
      let whole = PixelBox(width: width, height: height)
      for operation in operations {
        operation.run(on: destination, in: whole)
      }
      return
    }
    let rows = (height + bandCount - 1) / bandCount
    DispatchQueue.concurrentPerform(iterations: bandCount) { band in
      let box = PixelBox(
        minX: 0, minY: band * rows, maxX: width, maxY: min((band + 1) * rows, height))
      for operation in operations {
        operation.run(on: destination, in: box)
      }
    }
  }
}
