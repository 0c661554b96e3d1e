import CCairo
import ZoetropeLayers

// Luminance masks (`LayerProperties.masksByLuminance`, a Lottie file's luma
// track mattes): the mask's group turned from colour into coverage before
// it is applied. A frame plan draws a layer with one as a CPU subtree
// (with Cairo, whichever executor runs the plan), so this is the only
// place that applies them.
extension Renderer {
  /// Whether a layer has a mask that counts by luminance: the plan draws
  /// its subtree on the CPU.
  static func hasLuminanceMask(_ layer: RenderLayer) -> Bool {
    layer.mask != nil && layer.properties.masksByLuminance
  }

  /// Ends the mask's group and makes it the source, its alpha replaced by
  /// the luminance of its premultiplied colour.
  ///
  /// The weights are Rec. 601's; transparent counts as black, as in After
  /// Effects' luma mattes.
  ///
  /// A group that is not an image surface (never, on the image targets
  /// the renderer draws into) is used as drawn, by its alpha.
  func popLuminanceGroupToSource(_ cairo: OpaquePointer) {
    guard let pattern = cairo_pop_group(cairo) else { return }
    defer { cairo_pattern_destroy(pattern) }
    var surface: OpaquePointer?
    if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    {
      cairo_surface_flush(surface)
      Self.replaceAlphaWithLuminance(surface)
      cairo_surface_mark_dirty(surface)
    }
    cairo_set_source(cairo, pattern)
  }

  /// Sets every pixel of an ARGB32 image surface to its luminance, in all
  /// four channels (a grey of that coverage, premultiplied).
  private static func replaceAlphaWithLuminance(_ surface: OpaquePointer) {
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let pixel = row[x]
        guard pixel != 0 else { continue }
        let red = (pixel >> 16) & 0xFF
        let green = (pixel >> 8) & 0xFF
        let blue = pixel & 0xFF
        // 0.299, 0.587 and 0.114 in 1/65536ths, rounded.
        let luma = min((19_595 * red + 38_470 * green + 7_471 * blue + 32_768) >> 16, 255)
        row[x] = luma << 24 | luma << 16 | luma << 8 | luma
      }
    }
  }
}
