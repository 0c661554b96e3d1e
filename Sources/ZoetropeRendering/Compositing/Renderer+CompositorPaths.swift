import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Which surfaces the compositor draws itself, and how they map to the target.
extension Renderer {
  /// Whether a surface of a pixel size drawn into a rectangle of bounds
  /// coordinates lands pixel for pixel on the target (as
  /// ``composite(_:pixelWidth:pixelHeight:in:in:transform:alpha:minification:magnification:direct:cachesScaled:)``
  /// decides).
  static func landsOnPixels(_ rect: Rect, pixelWidth: Int, pixelHeight: Int, transform: Transform)
    -> Bool
  {
    isPixelAligned(
      Transform(
        a: transform.a * rect.width / Double(pixelWidth),
        b: transform.b * rect.width / Double(pixelWidth),
        c: transform.c * rect.height / Double(pixelHeight),
        d: transform.d * rect.height / Double(pixelHeight), tx: 0, ty: 0))
  }

  /// Whether the compositor copies a layer's contents image with pixman:
  /// it has one, no transition runs, pixman may draw (`isExact`) and the
  /// image lands pixel for pixel on the target.
  ///
  /// `placedContents` is ``placedContentsRect(of:)`` of the layer.
  func copiesContents(
    of layer: RenderLayer, transform: Transform, isExact: Bool, placedContents: Rect?
  ) -> Bool {
    guard isExact, layer.properties.contentsTransition == nil,
      let placed = placedContents, placed.width > 0, placed.height > 0,
      let image = layer.properties.contents
    else { return false }
    return Renderer.compositesItself(
      placed, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, transform: transform,
      minification: layer.properties.minificationFilter,
      magnification: layer.properties.magnificationFilter)
  }

  /// The map from the pixels of a `pixelWidth` × `pixelHeight` surface
  /// drawn into `rect` (bounds coordinates) to target pixels, where
  /// `transform` maps bounds coordinates to target pixels: scale to the
  /// rectangle, move to it, then `transform`, multiplied out.
  static func surfaceToTarget(
    _ rect: Rect, pixelWidth: Int, pixelHeight: Int, transform: Transform
  ) -> Transform {
    let scaleX = rect.width / Double(pixelWidth)
    let scaleY = rect.height / Double(pixelHeight)
    return Transform(
      a: transform.a * scaleX, b: transform.b * scaleX, c: transform.c * scaleY,
      d: transform.d * scaleY,
      tx: transform.a * rect.minX + transform.c * rect.minY + transform.tx,
      ty: transform.b * rect.minX + transform.d * rect.minY + transform.ty)
  }

  /// Whether the compositor draws a surface of a pixel size drawn into a
  /// rectangle of bounds coordinates itself, where pixman may draw: it
  /// lands pixel for pixel on the target (a pixman copy), or the compositor
  /// samples it (``samples(_:)``; a cached scaled copy where a scale lands
  /// on whole pixels).
  ///
  /// `minification` and `magnification` are the layer's filters; the
  /// compositor samples with either.
  static func compositesItself(
    _ rect: Rect, pixelWidth: Int, pixelHeight: Int, transform: Transform,
    minification: ContentsFilter, magnification: ContentsFilter
  ) -> Bool {
    let surfaceToTarget = Renderer.surfaceToTarget(
      rect, pixelWidth: pixelWidth, pixelHeight: pixelHeight, transform: transform)
    return isPixelAligned(surfaceToTarget) || samples(surfaceToTarget)
  }

  /// Whether the compositor samples a surface itself (a
  /// ``TransformedPaint``) through a map from its pixels to target pixels.
  ///
  /// Where pixman may draw it samples every map that is not degenerate:
  /// turns, shears, quarter turns, flips and scales, bilinearly or by
  /// nearest texel (the kernel refuses only maps beyond its coordinate
  /// limits, which Cairo then draws). A translation by whole pixels is a
  /// copy instead.
  ///
  /// Sampled, a quarter turn or flip on whole pixels is a permutation of
  /// pixels: every sample point is a texel's center, so each target pixel
  /// is one source pixel, exact. Elsewhere sample points can fall on
  /// texel edges, where the rounding is the kernel's own, not Cairo's: a
  /// nearest sample on an edge takes the texel before it along each of
  /// the surface's axes (`QuarterTurnTests`, `NearestScaleTests`); a
  /// bilinear one weighs the two texels equally. RenderProfile, 5,000
  /// sprites: at quarter turns 52.8 ms through Cairo, 9.2 ms sampled;
  /// scaled by 2 by nearest texel 137 ms and 25 ms; flipped and scaled by
  /// 1.5, 375 ms and 27 ms.
  static func samples(_ surfaceToTarget: Transform) -> Bool {
    let m = surfaceToTarget
    return abs(m.a) >= 1e-9 || abs(m.b) >= 1e-9 || abs(m.c) >= 1e-9 || abs(m.d) >= 1e-9
  }
}
