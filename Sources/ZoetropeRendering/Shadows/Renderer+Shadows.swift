import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// A layer's raw shadow values, as set (see ``LayerProperties/shadowOpacity``).
struct ShadowValues: Equatable {
  var color: Color
  var opacity: Double
  var offset: Size
  var radius: Double
  var path: Path?

  init(_ properties: LayerProperties) {
    color = properties.shadowColor
    opacity = properties.shadowOpacity
    offset = properties.shadowOffset
    radius = properties.shadowRadius
    path = properties.shadowPath
  }

  /// Whether two sets of values are the same, NaN included (compared bit
  /// for bit), so a NaN value warns once rather than every frame.
  static func == (lhs: ShadowValues, rhs: ShadowValues) -> Bool {
    func same(_ lhs: Double, _ rhs: Double) -> Bool { lhs.bitPattern == rhs.bitPattern }
    return same(lhs.color.red, rhs.color.red) && same(lhs.color.green, rhs.color.green)
      && same(lhs.color.blue, rhs.color.blue) && same(lhs.color.alpha, rhs.color.alpha)
      && same(lhs.opacity, rhs.opacity) && same(lhs.offset.width, rhs.offset.width)
      && same(lhs.offset.height, rhs.offset.height) && same(lhs.radius, rhs.radius)
      && lhs.path == rhs.path
  }
}

/// A layer's shadow as drawn: its values with the bad ones clamped.
struct ShadowStyle: Equatable {
  /// The color, its alpha multiplied by the shadow's opacity.
  var color: Color
  /// The blur's standard deviation, in points (the shadow radius).
  var radius: Double
  /// The offset, in points of the layer's bounds coordinates.
  var offset: Size
  /// The path filled, or `nil` for the alpha of the layer's paints.
  var path: Path?
}

/// Where a shadow's bitmap lies, in the layer's bounds coordinates.
struct ShadowPlacement: Equatable {
  /// Bitmap pixels per point: the renderer's scale, or less for a shadow
  /// over ``ShadowCache/maximumPixelCount`` pixels.
  var resolution: Double
  /// The pixels the source covers, in bitmap pixels of the bounds
  /// coordinates (bounds point `p` is at pixel `p × resolution`), before
  /// the offset.
  var source: PixelBox
  /// The blur's standard deviation, in bitmap pixels.
  var sigma: Double
  /// The blur's reach, in pixels: the bitmap's margin on each side.
  var margin: Int
  /// The offset in whole bitmap pixels, rounded down.
  var shiftX: Int
  var shiftY: Int
  /// The rest of the offset, in 0..<1 pixel, drawn into the bitmap.
  var fractionX: Double
  var fractionY: Double

  /// The bitmap's width: the source, the margins, and a pixel for the
  /// fractional offset.
  var pixelWidth: Int { source.width + 2 * margin + 1 }
  /// The bitmap's height.
  var pixelHeight: Int { source.height + 2 * margin + 1 }

  /// The bitmap's rectangle in the layer's bounds coordinates.
  var rect: Rect {
    Rect(
      x: Double(source.minX - margin + shiftX) / resolution,
      y: Double(source.minY - margin + shiftY) / resolution,
      width: Double(pixelWidth) / resolution, height: Double(pixelHeight) / resolution)
  }
}

// Layer shadows: drawn beneath the layer, blurred once and cached.
extension Renderer {
  /// A layer's shadow as drawn, or `nil` when it draws none (an opacity
  /// or color alpha of 0, an empty or non-finite path).
  ///
  /// Bad values are clamped as ``LayerProperties/shadowOpacity`` and the
  /// others document, with one warning each when `warns`.
  static func shadowStyle(of values: ShadowValues, warns: Bool) -> ShadowStyle? {
    // Outside 0...1 clamped silently, as Core Animation clamps an
    // overshooting animation (a value set directly was warned about once,
    // by the layer); NaN is no shadow.
    var opacity = values.opacity
    if opacity.isNaN || opacity <= 0 {
      if warns, opacity.isNaN { zoetropeWarning("Shadow opacity is NaN; using 0") }
      return nil
    }
    opacity = min(opacity, 1)
    var radius = values.radius
    if radius.isNaN {
      if warns { zoetropeWarning("Shadow radius is NaN; using 3") }
      radius = 3
    } else if radius < 0 {
      if warns { zoetropeWarning("Shadow radius \(radius) is negative; using 0") }
      radius = 0
    } else if radius > LayerProperties.maximumShadowRadius {
      let limit = LayerProperties.maximumShadowRadius
      if warns { zoetropeWarning("Shadow radius \(radius) is above \(limit); using \(limit)") }
      radius = limit
    }
    var offset = values.offset
    if !offset.width.isFinite || !offset.height.isFinite {
      if warns { zoetropeWarning("Shadow offset \(offset) is not finite; using 0 for that part") }
      offset = Size(
        width: offset.width.isFinite ? offset.width : 0,
        height: offset.height.isFinite ? offset.height : 0)
    }
    if let path = values.path {
      guard isFinite(path) else {
        if warns { zoetropeWarning("Shadow path has a non-finite point; no shadow is drawn") }
        return nil
      }
      guard !path.isEmpty else { return nil }
    }
    let base = values.color
    let color = Color(
      red: base.red, green: base.green, blue: base.blue,
      alpha: (base.alpha.isNaN ? 0 : min(max(base.alpha, 0), 1)) * opacity)
    guard color.alpha > 0 else { return nil }
    return ShadowStyle(color: color, radius: radius, offset: offset, path: values.path)
  }

  /// A layer's shadow as drawn (see ``shadowStyle(of:warns:)``), read
  /// without building anything for the many layers with none.
  static func shadowStyle(of layer: RenderLayer) -> ShadowStyle? {
    guard layer.hasShadow else { return nil }
    return shadowStyle(of: ShadowValues(layer.properties), warns: false)
  }

  /// A layer's shadow as drawn, warning about bad values the first time
  /// the layer is drawn with them.
  func shadowStyleForDrawing(_ layer: RenderLayer) -> ShadowStyle? {
    guard layer.hasShadow else { return nil }
    let values = ShadowValues(layer.properties)
    return Renderer.shadowStyle(
      of: values, warns: caches.shadows.valuesChanged(layerID: layer.layerID, values))
  }

  /// Where a layer's shadow bitmap lies, or `nil` when its source covers
  /// nothing.
  ///
  /// The bitmap holds the source's pixels (the path's box, or the pixels
  /// the layer and its sublayers paint, at the bitmap's resolution) with
  /// a margin of the blur's reach on every side, moved by the offset.
  func shadowPlacement(of layer: RenderLayer, style: ShadowStyle) -> ShadowPlacement? {
    var resolution = scale
    // At most three tries: each scales the resolution to fit the budget.
    for _ in 0..<3 {
      guard let source = shadowSource(of: layer, style: style, resolution: resolution)
      else { return nil }
      let sigma = style.radius * resolution
      let margin = AlphaBlur.reach(sigma: sigma)
      let width = Double(source.width + 2 * margin + 1)
      let height = Double(source.height + 2 * margin + 1)
      let limit = Double(Renderer.maximumPixelDimension)
      let fits =
        width * height <= Double(ShadowCache.maximumPixelCount) && width <= limit
        && height <= limit
      guard fits else {
        let factor = min(
          (Double(ShadowCache.maximumPixelCount) / (width * height)).squareRoot(),
          limit / max(width, height))
        resolution *= factor * 0.9
        continue
      }
      let shiftX = style.offset.width * resolution
      let shiftY = style.offset.height * resolution
      let wholeX = shiftX.rounded(.down)
      let wholeY = shiftY.rounded(.down)
      let bound = Double(PixelBox.limit)
      return ShadowPlacement(
        resolution: resolution, source: source, sigma: sigma, margin: margin,
        shiftX: Int(min(max(wholeX, -bound), bound)), shiftY: Int(min(max(wholeY, -bound), bound)),
        fractionX: shiftX - wholeX, fractionY: shiftY - wholeY)
    }
    return nil
  }

  /// The pixels a shadow's source covers at a resolution, in pixels of
  /// the layer's bounds coordinates; `nil` when it covers none.
  func shadowSource(of layer: RenderLayer, style: ShadowStyle, resolution: Double)
    -> PixelBox?
  {
    let toPixels = Transform(scaleX: resolution, y: resolution)
    let box: PixelBox
    if let path = style.path {
      guard let extent = Renderer.pathBox(path) else { return nil }
      box = PixelBox(enclosing: extent.applying(toPixels), margin: 1)
    } else {
      let area = paintedArea(of: layer, transform: toPixels, includesShadow: false)
      guard !area.isNull else { return nil }
      box = PixelBox(enclosing: area)
    }
    return box.isEmpty ? nil : box
  }

  /// The box of a path's points and control points, clamped to
  /// ``maximumShapeExtent`` on each side; `nil` for an empty path.
  static func pathBox(_ path: Path) -> Rect? {
    guard let extremes = pointExtremes(of: path) else { return nil }
    let limit = maximumShapeExtent
    let left = max(extremes.minX, -limit)
    let top = max(extremes.minY, -limit)
    let right = min(extremes.maxX, limit)
    let bottom = min(extremes.maxY, limit)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Where a layer's shadow bitmap lies, or `nil` when it has none.
  func shadowPlacement(of layer: RenderLayer) -> ShadowPlacement? {
    guard let style = Renderer.shadowStyle(of: layer) else { return nil }
    return shadowPlacement(of: layer, style: style)
  }

  /// Draws a layer's shadow beneath it with Cairo (the reference path):
  /// the cached bitmap composited in its place, clipped to the (rounded)
  /// bounds when the layer masks to them.
  func drawShadow(
    _ style: ShadowStyle, of layer: RenderLayer, bounds: Rect, in cairo: OpaquePointer,
    transform: Transform, alpha: Double
  ) {
    guard let placement = shadowPlacement(of: layer, style: style) else { return }
    let entry = caches.shadows.entry(
      layerID: layer.layerID,
      source: style.path.map { .path($0) }
        ?? .layer(layer.properties, layer.content, layer.sublayers),
      placement: placement, color: style.color
    ) {
      shadowMask(of: layer, style: style, placement: placement)
    }
    let surface = entry.surface
    let masks = layer.properties.masksToBounds
    if masks {
      willPaintWithCairo()
      cairo_save(cairo)
      setMatrix(cairo, transform)
      cairo_new_path(cairo)
      appendRoundedBounds(cairo, bounds, radius: layer.properties.cornerRadius, of: layer)
      cairo_clip(cairo)
    }
    composite(
      surface, pixelWidth: surface.width, pixelHeight: surface.height, in: placement.rect,
      in: cairo, transform: transform, alpha: alpha, minification: .linear,
      magnification: .linear)
    if masks {
      cairo_restore(cairo)
    }
  }

  /// Draws a shadow's source (the path filled, or the layer's own paints
  /// and sublayers at full opacity, without its own shadow) into a new
  /// bitmap and blurs its alpha.
  func shadowMask(of layer: RenderLayer, style: ShadowStyle, placement: ShadowPlacement)
    -> [UInt8]
  {
    let width = placement.pixelWidth
    let height = placement.pixelHeight
    let surface = CairoSurface(width: width, height: height)
    let cairo: OpaquePointer = cairo_create(surface.surface)
    let resolution = placement.resolution
    // Bounds coordinates to bitmap pixels: the source box's corner at
    // the margin, moved by the fraction of the offset.
    let toBitmap = Transform(
      a: resolution, b: 0, c: 0, d: resolution,
      tx: Double(placement.margin - placement.source.minX) + placement.fractionX,
      ty: Double(placement.margin - placement.source.minY) + placement.fractionY)
    if let path = style.path {
      setMatrix(cairo, toBitmap)
      cairoAppend(cairo, path)
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
      cairo_set_source_rgba(cairo, 0, 0, 0, 1)
      cairo_fill(cairo)
    } else {
      draw(layer, in: cairo, parentTransform: .identity, shadowSource: toBitmap)
    }
    cairo_destroy(cairo)
    cairo_surface_flush(surface.surface)
    var mask = [UInt8](repeating: 0, count: width * height)
    if let data = cairo_image_surface_get_data(surface.surface) {
      let stride = Int(cairo_image_surface_get_stride(surface.surface))
      for row in 0..<height {
        let pixels = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
        for column in 0..<width {
          mask[row * width + column] = UInt8(truncatingIfNeeded: pixels[column] >> 24)
        }
      }
    }
    AlphaBlur.blur(&mask, width: width, height: height, sigma: placement.sigma)
    return mask
  }
}
