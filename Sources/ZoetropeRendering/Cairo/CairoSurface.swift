import CCairo
import CCompositor
import CPixman
import ZoetropeGraphics

/// An owned Cairo ARGB32 image surface: premultiplied pixels in the same
/// layout as ``Image``, destroyed with its owner.
///
/// Cairo's `CAIRO_FORMAT_ARGB32` stores each pixel as a native-endian
/// `UInt32` with alpha in the top byte and premultiplied color, exactly
/// ``Image/pixels``; rows may be padded to ``stride`` bytes, so conversions
/// copy row by row.
@MainActor
final class CairoSurface {
  /// The `cairo_surface_t`.
  let surface: OpaquePointer
  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int
  /// How many frames the renderer drew into the surface (or, once it
  /// replaced the surface, one more): a ``RenderedFrame`` made at another
  /// generation is no longer current.
  var generation = 0
  /// A pixman image sharing the surface's pixels, made on first use by
  /// ``pixmanImage``.
  private var pixman: OpaquePointer?

  /// Creates a transparent surface; sizes must be at least 1 and at most
  /// ``Renderer/maximumPixelDimension``, with at most
  /// ``Renderer/maximumPixelCount`` pixels in all (callers clamp).
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
  }

  /// Creates a surface holding a copy of an image's pixels; an empty
  /// image gives a 1×1 transparent surface.
  convenience init(image: Image) {
    self.init(width: max(image.pixelWidth, 1), height: max(image.pixelHeight, 1))
    guard !image.isEmpty else { return }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return }
    image.pixels.withUnsafeBytes { source in
      guard let base = source.baseAddress else { return }
      let rowBytes = image.pixelWidth * 4
      for row in 0..<image.pixelHeight {
        UnsafeMutableRawPointer(data + row * stride).copyMemory(
          from: base + row * rowBytes, byteCount: rowBytes)
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  isolated deinit {
    if let pixman {
      pixman_image_unref(pixman)
    }
    spans?.deallocate()
    sourceShape?.deallocate()
    cairo_surface_destroy(surface)
  }

  /// The storage of ``rowSpans``, made on first use.
  private var spans: UnsafeMutablePointer<Int32>?

  /// Four columns for each row of the surface (`zt_row_spans`): the
  /// first and one past the last pixel that is not transparent, and the
  /// start and end of the row's longest run of opaque pixels, which let
  /// the compositor skip transparent pixels and those a later opaque
  /// copy covers (see ``CompositeBatch``).
  ///
  /// Computed on first use and kept while the surface lives, under the
  /// same rule as ``opaqueBoxes``: its pixels do not change after it is
  /// made.
  var rowSpans: UnsafePointer<Int32> {
    if let spans { return UnsafePointer(spans) }
    let storage = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * height)
    cairo_surface_flush(surface)
    if let data = cairo_image_surface_get_data(surface) {
      zt_row_spans(
        UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self),
        Int(cairo_image_surface_get_stride(surface)) / 4, width, height, storage)
    } else {
      // No pixels to read: every pixel may show, none hides another.
      for row in 0..<height {
        (storage + 4 * row).initialize(from: [0, Int32(width), 0, 0], count: 4)
      }
    }
    spans = storage
    return UnsafePointer(storage)
  }

  /// A `pixman_image_t` over the same pixels (`PIXMAN_a8r8g8b8`, the
  /// surface's stride), for the compositor to read or write directly.
  ///
  /// Writing through it bypasses Cairo: a caller that mixes the two on
  /// one surface keeps each clipped to its own pixels, as the
  /// compositor does.
  var pixmanImage: OpaquePointer {
    if let pixman { return pixman }
    cairo_surface_flush(surface)
    let stride = cairo_image_surface_get_stride(surface)
    let data = cairo_image_surface_get_data(surface).map {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self)
    }
    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, Int32(width), Int32(height), data, stride)
    else {
      preconditionFailure("pixman could not wrap a \(width)×\(height) Cairo surface")
    }
    // Validate the image now, on this thread: pixman does it on first use,
    // which must not happen on two compositing threads at once.
    validatePixmanImage(image, destination: image)
    pixman = image
    return image
  }

  /// The pixman image made by ``pixmanImage``, if it was made (without
  /// making one).
  var existingPixmanImage: OpaquePointer? { pixman }

  /// Boxes of surface pixels that are all fully opaque (alpha 255): the
  /// middle row's opaque run grown up and down, and the middle column's
  /// grown left and right (a cross over a rounded shape), the larger
  /// first, or none when the middle pixel is not opaque.
  ///
  /// Computed on first use and kept: only for surfaces whose pixels do not
  /// change after they are made (the compositor's sources: converted
  /// images, backing stores and scaled images are each drawn once).
  private(set) lazy var opaqueBoxes: [PixelBox] = findOpaqueBoxes()

  /// Where a turned paint of the surface may show and where it is opaque
  /// (`zt_source_shape`): an octagon around its pixels that are not 0,
  /// and an octagon or box inside its opaque ones, in texels.
  ///
  /// For a disc, the hidden octagon is about nine tenths of it. Computed
  /// on first use and kept, under the same rule as ``opaqueBoxes``.
  var shape: UnsafePointer<ZTSourceShape> {
    if let sourceShape { return UnsafePointer(sourceShape) }
    let storage = UnsafeMutablePointer<ZTSourceShape>.allocate(capacity: 1)
    storage.initialize(to: ZTSourceShape())
    cairo_surface_flush(surface)
    if let data = cairo_image_surface_get_data(surface) {
      zt_source_shape(
        UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self),
        Int(cairo_image_surface_get_stride(surface)) / 4, width, height, storage)
    }
    sourceShape = storage
    return UnsafePointer(storage)
  }

  /// The storage of ``shape``, made on first use.
  private var sourceShape: UnsafeMutablePointer<ZTSourceShape>?

  /// The surface's ``opaqueBoxes``, found by scanning its pixels.
  private func findOpaqueBoxes() -> [PixelBox] {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    return CairoSurface.opaqueBoxes(
      of: UnsafeRawPointer(data), stride: Int(cairo_image_surface_get_stride(surface)),
      width: width, height: height)
  }

  /// Two boxes of opaque ARGB32 pixels through the middle pixel: the
  /// opaque run of the middle row grown up and down while its whole width
  /// stays opaque, and the run of the middle column grown left and right;
  /// the larger first, one when they are the same, none when the middle
  /// pixel is not opaque (`zt_opaque_boxes`).
  ///
  /// - Parameters:
  ///   - pixels: The first pixel of the first row.
  ///   - stride: The bytes from one row to the next, a multiple of 4 of at
  ///     least `width × 4`.
  ///   - width: The pixels in a row.
  ///   - height: The rows.
  /// - Returns: No box, one or two, the larger first.
  /// - Complexity: O(width × height) at worst, read along rows 8 pixels at
  ///   a time (see docs/PERFORMANCE.md, "Opaque boxes").
  nonisolated static func opaqueBoxes(
    of pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int
  ) -> [PixelBox] {
    guard width > 0, height > 0 else { return [] }
    precondition(stride % 4 == 0 && stride >= width * 4, "bad stride \(stride) for width \(width)")
    var edges = [Int](repeating: 0, count: 8)
    let count = edges.withUnsafeMutableBufferPointer { buffer in
      zt_opaque_boxes(
        pixels.assumingMemoryBound(to: UInt32.self), stride / 4, width, height,
        buffer.baseAddress)
    }
    return (0..<count).map {
      PixelBox(
        minX: edges[4 * $0], minY: edges[4 * $0 + 1], maxX: edges[4 * $0 + 2],
        maxY: edges[4 * $0 + 3])
    }
  }

  /// The surface's pixels as an image of a scale factor.
  func makeImage(scale: Double) -> Image {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let count = width * height
    guard let data = cairo_image_surface_get_data(surface) else {
      return CairoSurface.image(width: 0, height: 0, scale: scale, pixels: [])
    }
    let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else {
        initialized = 0
        return
      }
      let destination = UnsafeMutableRawPointer(base)
      let rowBytes = width * 4
      for row in 0..<height {
        (destination + row * rowBytes).copyMemory(
          from: UnsafeRawPointer(data + row * stride), byteCount: rowBytes)
      }
      initialized = count
    }
    return CairoSurface.image(width: width, height: height, scale: scale, pixels: pixels)
  }

  /// Copies a box of the surface's pixels into a buffer of the same
  /// width and height (row-major, no padding), leaving the rest of it as
  /// it was.
  ///
  /// - Parameters:
  ///   - box: The pixels to copy; clamped to the surface.
  ///   - pixels: The buffer, `width × height` pixels.
  func copy(_ box: PixelBox, into pixels: inout [UInt32]) {
    let box = box.intersection(PixelBox(width: width, height: height))
    guard !box.isEmpty, pixels.count == width * height else { return }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = self.width
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for row in box.minY..<box.maxY {
        UnsafeMutableRawPointer(base + row * width + box.minX).copyMemory(
          from: UnsafeRawPointer(data + row * stride + box.minX * 4), byteCount: box.width * 4)
      }
    }
  }

  /// An image of the surface's pixels made by updating `previous`, an
  /// image of the same size that differs from the surface only inside
  /// `changed`: its pixel buffer is reused, without a copy when nothing
  /// else holds it.
  ///
  /// `previous` is left empty, so that when the caller held the only
  /// other reference, the buffer is written in place rather than copied.
  func makeImage(scale: Double, updating previous: inout Image, changed: PixelBox) -> Image {
    var pixels = previous.pixels
    previous = CairoSurface.image(width: 0, height: 0, scale: scale, pixels: [])
    copy(changed, into: &pixels)
    return CairoSurface.image(width: width, height: height, scale: scale, pixels: pixels)
  }

  /// An image whose dimensions and scale are valid by construction.
  private static func image(width: Int, height: Int, scale: Double, pixels: [UInt32]) -> Image {
    do {
      return try Image(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    } catch {
      preconditionFailure("Cairo surface of \(width)×\(height) pixels at \(scale)x: \(error)")
    }
  }
}

/// Makes pixman compute an image's cached properties now (an empty
/// composite validates its images), so that threads compositing with it
/// later only read it.
///
/// - Parameters:
///   - image: The image to validate.
///   - destination: A bits image (such as the image itself, when it is
///     one) for the empty composite to target.
func validatePixmanImage(_ image: OpaquePointer, destination: OpaquePointer) {
  pixman_image_composite32(PIXMAN_OP_OVER, image, nil, destination, 0, 0, 0, 0, 0, 0, 0, 0)
}
