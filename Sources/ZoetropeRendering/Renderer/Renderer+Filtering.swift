import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Choosing how a contents image or backing store is sampled.
extension Renderer {
  /// The Cairo filter for drawing a surface through a map from its pixels
  /// to target pixels, chosen by a layer's contents filters.
  ///
  /// The surface is minified when the map shrinks both of its directions
  /// (each column of the matrix shorter than 1, so a pixel row and a
  /// pixel column both cover less than a target pixel); otherwise,
  /// enlarged in either direction or kept at its size but turned or at a
  /// fractional offset, it is magnified. ``ContentsFilter/nearest``
  /// samples with `CAIRO_FILTER_NEAREST`; ``ContentsFilter/linear`` and
  /// ``ContentsFilter/trilinear`` with `CAIRO_FILTER_BILINEAR`.
  ///
  /// - Parameters:
  ///   - surfaceToTarget: The map from surface pixels to target pixels.
  ///   - minification: The filter for a surface drawn smaller.
  ///   - magnification: The filter for a surface drawn larger.
  /// - Returns: The Cairo filter.
  static func cairoFilter(
    for surfaceToTarget: Transform, minification: ContentsFilter, magnification: ContentsFilter
  ) -> cairo_filter_t {
    let filter = isMinifying(surfaceToTarget) ? minification : magnification
    return filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR
  }

  /// Whether a map from surface pixels to target pixels shrinks the
  /// surface in both directions: each surface pixel step, along x and
  /// along y, is shorter than one target pixel.
  ///
  /// - Parameter surfaceToTarget: The map from surface pixels to target
  ///   pixels.
  /// - Returns: `true` when the surface is drawn smaller than its pixels.
  static func isMinifying(_ surfaceToTarget: Transform) -> Bool {
    let scaleX = (surfaceToTarget.a * surfaceToTarget.a + surfaceToTarget.b * surfaceToTarget.b)
      .squareRoot()
    let scaleY = (surfaceToTarget.c * surfaceToTarget.c + surfaceToTarget.d * surfaceToTarget.d)
      .squareRoot()
    return scaleX < 1 - 1e-9 && scaleY < 1 - 1e-9
  }
}
