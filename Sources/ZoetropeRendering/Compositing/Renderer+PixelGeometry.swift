import CCairo
import CPixman
import ZoetropeGraphics

// The whole target pixels a scaled surface or a layer's bounds cover, and
// surfaces scaled by the compositor.
extension Renderer {
  /// The target pixels a surface covers when a map scales it (by other
  /// than 1, without flipping or turning it) onto a rectangle whose edges
  /// lie on whole pixels; `nil` otherwise.
  ///
  /// - Parameters:
  ///   - surfaceToTarget: The map from surface pixels to target pixels,
  ///     its translation included.
  ///   - pixelWidth: The surface's width in pixels.
  ///   - pixelHeight: The surface's height in pixels.
  /// - Returns: The box, or `nil`.
  static func scaledBox(of surfaceToTarget: Transform, pixelWidth: Int, pixelHeight: Int)
    -> PixelBox?
  {
    guard abs(surfaceToTarget.b) < 1e-12, abs(surfaceToTarget.c) < 1e-12,
      surfaceToTarget.a > 0, surfaceToTarget.d > 0, !isPixelAligned(surfaceToTarget)
    else { return nil }
    let rect = Rect(
      x: surfaceToTarget.tx, y: surfaceToTarget.ty,
      width: surfaceToTarget.a * Double(pixelWidth), height: surfaceToTarget.d * Double(pixelHeight)
    )
    guard let box = PixelBox(aligned: rect), !box.isEmpty,
      box.width <= maximumPixelDimension, box.height <= maximumPixelDimension,
      box.area <= ScaledImageLimits.maximumPixelCount
    else { return nil }
    return box
  }

  /// A surface's pixels scaled to `width` × `height` with the
  /// compositor's sampler (edges padded), as a new surface: the same
  /// pixels the sampler paints when it scales the surface onto a box of
  /// that size anywhere on whole pixels.
  static func scaled(_ surface: CairoSurface, width: Int, height: Int, isBilinear: Bool)
    -> CairoSurface?
  {
    let source = surface.pixmanImage
    let result = CairoSurface(width: width, height: height)
    let target = result.pixmanImage
    guard let pixels = pixman_image_get_data(source),
      let output = pixman_image_get_data(target),
      let paint = TransformedPaint(
        source: UnsafePointer(pixels), width: surface.width, height: surface.height,
        stride: Int(pixman_image_get_stride(source)) / 4,
        surfaceToTarget: Transform(
          a: Double(width) / Double(surface.width), b: 0, c: 0,
          d: Double(height) / Double(surface.height), tx: 0, ty: 0),
        isBilinear: isBilinear, isPadded: true, alpha: 1,
        clip: PixelBox(width: width, height: height))
    else { return nil }
    paint.run(
      on: output, stride: Int(pixman_image_get_stride(target)) / 4,
      in: PixelBox(width: width, height: height))
    cairo_surface_mark_dirty(result.surface)
    return result
  }

  /// The target pixels a layer's bounds cover when its transform maps
  /// them onto whole pixels without turning them, and its corners are
  /// square; `nil` otherwise.
  static func alignedBox(of bounds: Rect, cornerRadius: Double, transform: Transform) -> PixelBox? {
    guard abs(transform.b) < 1e-12, abs(transform.c) < 1e-12 else { return nil }
    let limit = min(bounds.width, bounds.height) / 2
    let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), limit) : 0
    guard !(radius > 0) else { return nil }
    let x0 = transform.a * bounds.minX + transform.tx
    let x1 = transform.a * bounds.maxX + transform.tx
    let y0 = transform.d * bounds.minY + transform.ty
    let y1 = transform.d * bounds.maxY + transform.ty
    return PixelBox(
      aligned: Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0)))
  }
}

/// The limits of the compositor's scaled paints and scaled-image cache.
enum ScaledImageLimits {
  /// The most target pixels one scaled paint may cover to be sampled by
  /// the compositor or cached (16 M, 64 MB); larger ones go to Cairo.
  static let maximumPixelCount = 1 << 24
}
