import CCairo
import CPixman
import ZoetropeGraphics
import ZoetropeLayers

// Turned bitmaps painted into an open Cairo group by the compositor's sampler.
extension Renderer {
  /// Paints a surface turned (or sheared) by `transform` into the Cairo
  /// group open on `cairo` with the compositor's own sampler
  /// (``TransformedPaint``), at once, instead of through Cairo; false,
  /// with nothing drawn, when the map is not such a turn or the group's
  /// surface is not one the sampler can write (the caller then paints
  /// with Cairo).
  ///
  /// A group of a layer whose opacity is below 1 (a Lottie shape group
  /// that fades as it turns: its fill and its stroke) is a Cairo group;
  /// Cairo samples each turned backing store into it through pixman's
  /// general path, about a hundred times slower than the sampler. The
  /// group's surface is an image whose pixel (0, 0) is a whole frame pixel
  /// (Cairo's device offset), so the sampler's frame-pixel paint moves
  /// into it by whole pixels. The pixels it may write are `box`: the
  /// group's box, cut by the damage and by every whole-pixel clip around
  /// it; the group's own clip (its painted area, which its paints lie in)
  /// is not applied, so edge pixels may differ from Cairo's by the
  /// sampler's edge tolerance, as the compositor's turned paints do.
  ///
  /// - Parameters:
  ///   - surface: The bitmap.
  ///   - pixelWidth: Its width in pixels.
  ///   - pixelHeight: Its height in pixels.
  ///   - rect: Where it is drawn, in bounds coordinates.
  ///   - cairo: The `cairo_t` whose group is open.
  ///   - transform: The map from bounds coordinates to frame pixels.
  ///   - alpha: The opacity.
  ///   - minification: The filter where it is drawn smaller.
  ///   - magnification: The filter otherwise.
  ///   - box: The frame pixels the paint may write.
  /// - Returns: Whether it was painted.
  func compositeTurnedInGroup(
    _ surface: CairoSurface, pixelWidth: Int, pixelHeight: Int, in rect: Rect,
    in cairo: OpaquePointer, transform: Transform, alpha: Double, minification: ContentsFilter,
    magnification: ContentsFilter, box: PixelBox
  ) -> Bool {
    guard rect.width > 0, rect.height > 0, isFinite(rect), !box.isEmpty,
      surface.width == pixelWidth, surface.height == pixelHeight
    else { return false }
    let surfaceToTarget = Renderer.surfaceToTarget(
      rect, pixelWidth: pixelWidth, pixelHeight: pixelHeight, transform: transform)
    // Turned or sheared only: scales on the axes keep Cairo's padded
    // edges, which the direct path matches in its own way.
    guard abs(surfaceToTarget.b) >= 1e-9 || abs(surfaceToTarget.c) >= 1e-9,
      let group = cairo_get_group_target(cairo),
      cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(group) == CAIRO_FORMAT_ARGB32
    else { return false }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(group, &offsetX, &offsetY)
    guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded(),
      abs(offsetX) < 1e8, abs(offsetY) < 1e8
    else { return false }
    let dx = Int(offsetX)
    let dy = Int(offsetY)
    let groupBox = PixelBox(
      minX: 0, minY: 0, maxX: Int(cairo_image_surface_get_width(group)),
      maxY: Int(cairo_image_surface_get_height(group)))
    let local = PixelBox(
      minX: box.minX + dx, minY: box.minY + dy, maxX: box.maxX + dx, maxY: box.maxY + dy
    ).intersection(groupBox)
    guard !local.isEmpty else { return true }
    var shifted = surfaceToTarget
    shifted.tx += offsetX
    shifted.ty += offsetY
    let filter = Renderer.cairoFilter(
      for: surfaceToTarget, minification: minification, magnification: magnification)
    let isBilinear = filter != CAIRO_FILTER_NEAREST
    let image = surface.pixmanImage
    guard let pixels = pixman_image_get_data(image),
      let kernel = TransformedPaint.kernel(
        source: UnsafePointer(pixels), width: surface.width, height: surface.height,
        stride: Int(pixman_image_get_stride(image)) / 4, surfaceToTarget: shifted,
        isBilinear: isBilinear, isPadded: false, alpha: alpha, clip: local)
    else { return false }
    let paint = pooledPaint(kernel)
    compositeCounts.transformedPaints += 1
    let drawn = paint.box
    guard !drawn.isEmpty else { return true }
    let inFrame = PixelBox(
      minX: drawn.minX - dx, minY: drawn.minY - dy, maxX: drawn.maxX - dx, maxY: drawn.maxY - dy)
    compositeCounts.transformedAreas.append(inFrame)
    if !isBilinear { compositeCounts.nearestAreas.append(inFrame) }
    cairo_surface_flush(group)
    guard let data = cairo_image_surface_get_data(group) else { return true }
    let stride = Int(cairo_image_surface_get_stride(group)) / 4
    data.withMemoryRebound(to: UInt32.self, capacity: stride * groupBox.maxY) { target in
      paint.run(on: target, stride: stride, in: drawn)
    }
    cairo_surface_mark_dirty_rectangle(
      group, Int32(drawn.minX), Int32(drawn.minY), Int32(drawn.width), Int32(drawn.height))
    return true
  }
}
