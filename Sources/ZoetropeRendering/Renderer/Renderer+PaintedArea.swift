import ZoetropeGraphics
import ZoetropeLayers

// The pixels a layer's subtree can paint, and an image's natural size.
extension Renderer {
  /// The target pixels a layer's subtree can paint, rounded out to whole
  /// pixels with a one-pixel margin for antialiasing; `Rect.null` when it
  /// paints nothing.
  ///
  /// The shadows of the layer (unless `includesShadow` is false) and its
  /// sublayers are included. `parentSublayer` is the superlayer's
  /// sublayer map as the layer gets it (see
  /// ``sublayerMap(of:parentSublayer:)``): it matters only to a
  /// ``/ZoetropeLayers/TransformLayer``'s sublayers.
  func paintedArea(
    of layer: RenderLayer, transform: Transform, includesShadow: Bool = true,
    parentSublayer: Transform3D? = nil
  ) -> Rect {
    let bounds = layer.properties.bounds.standardized
    let masksToBounds = layer.properties.masksToBounds
    var area = bounds.isEmpty ? Rect.null : bounds
    if let rect = Renderer.contentRect(of: layer) {
      area = area.union(rect)
    }
    if includesShadow, !masksToBounds, layer.hasShadow,
      let shadow = shadowPlacement(of: layer)
    {
      area = area.union(shadow.rect)
    }
    if let contents = layer.properties.contents, !contents.isEmpty, !masksToBounds {
      let natural = Renderer.naturalSize(
        of: contents, contentsScale: layer.properties.contentsScale)
      let rect = layer.properties.contentsGravity.contentsRect(for: natural, in: bounds)
      if !rect.isNull {
        area = area.union(rect)
      }
    }
    if !layer.properties.extended.isEmpty, layer.properties.emitsParticles {
      let extent = particleFrame(of: layer).extent
      if !extent.isNull {
        area = area.union(masksToBounds ? extent.intersection(bounds) : extent)
      }
    }
    var result = area.isNull ? Rect.null : area.applying(transform)
    let sublayerMap = Renderer.sublayerMap(of: layer, parentSublayer: parentSublayer)
    for sublayer in layer.sublayers where Renderer.isDrawn(sublayer.properties) {
      var sublayerArea: Rect
      switch Renderer.map(of: sublayer, parentTransform: transform, parentSublayer: sublayerMap) {
      case .affine(let sublayerTransform):
        guard isUsableByCairo(sublayerTransform) else { continue }
        sublayerArea = paintedArea(
          of: sublayer, transform: sublayerTransform, parentSublayer: sublayerMap)
      case .projected(let map):
        sublayerArea = projectedArea(of: sublayer, map: map)
      case .none:
        continue
      }
      if masksToBounds, !sublayerArea.isNull {
        sublayerArea = sublayerArea.intersection(bounds.applying(transform))
      }
      if !sublayerArea.isNull {
        result = result.union(sublayerArea)
      }
    }
    guard !result.isNull, isFinite(result) else { return .null }
    var painted = Rect(
      x: result.minX.rounded(.down) - 1, y: result.minY.rounded(.down) - 1,
      width: result.width.rounded(.up) + 3, height: result.height.rounded(.up) + 3)
    // A masked layer shows only where its mask paints (an inverted mask
    // cuts holes: anywhere else).
    if let mask = layer.mask, !layer.properties.invertsMask {
      let maskArea: Rect
      switch Renderer.drawnMap(
        of: mask,
        context: FootprintContext(
          parentTransform: transform, clip: .empty, opacity: 1, groups: 0, isExact: false))
      {
      case .affine(let maskTransform): maskArea = paintedArea(of: mask, transform: maskTransform)
      case .projected(let map): maskArea = projectedArea(of: mask, map: map)
      case .none: return .null
      }
      painted = painted.intersection(maskArea)
      guard !painted.isNull, !painted.isEmpty else { return .null }
    }
    return painted
  }

  /// An image's natural size in points: its pixels divided by the larger
  /// of its scale and the layer's contents scale (an invalid contents
  /// scale counts as 1).
  static func naturalSize(of image: Image, contentsScale: Double) -> Size {
    let layerScale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
    let scale = max(image.scale, layerScale)
    return Size(width: Double(image.pixelWidth) / scale, height: Double(image.pixelHeight) / scale)
  }
}
