import CCairo
import CCompositor
import Dispatch
import ZoetropeGraphics
import ZoetropeLayers

/// Where a layer's bounds coordinates land on the target.
enum LayerMap {
  /// An affine map: drawn by the 2D paths.
  case affine(Transform)
  /// A map with perspective: the layer's subtree is drawn flat into a
  /// bitmap of its plane, which is then mapped projectively.
  case projected(Homography)
  /// Not drawn: a non-finite map, a layer wholly at or behind the eye,
  /// or a back that faces the viewer on a layer that is not double-sided.
  case none
}

/// A projected layer's plane bitmap and where it lands.
struct PlanePlacement {
  /// The plane's pixels, in the layer's bounds coordinates times `scale`.
  var area: Rect
  /// Plane pixels per point.
  var scale: Double
  /// The map from plane pixels to target pixels.
  var toTarget: Homography
  /// The plane's outline on the target, cut where it passes the eye.
  var outline: [Point]
  /// Whether the outline was cut (then the paint is clipped to it).
  var isCut: Bool
  /// The target pixels it covers, within the target.
  var box: PixelBox
}

// 3D: layers whose transforms, flattened into their superlayers' planes
// as Core Animation flattens them, have perspective.
extension Renderer {
  /// The most pixels a projected layer's plane bitmap holds; a larger
  /// plane is drawn at a lower resolution.
  static let maximumPlanePixelCount = 4_194_304.0

  /// Where a layer lands: its map from bounds coordinates to target
  /// pixels, given its superlayer's map and the superlayer's sublayer
  /// transform (about its anchor point, see ``sublayerMap(of:parentSublayer:)``).
  ///
  /// The layer's whole transform is, in Core Animation's row-vector
  /// terms, the move of its anchor point (with ``LayerProperties/anchorPointZ``)
  /// to the origin, its 2D transform, its 3D transform, the move to its
  /// position (with ``LayerProperties/zPosition``), then the superlayer's
  /// sublayer transform; flattened into the superlayer's plane (z
  /// dropped) and mapped by the superlayer's map. A layer without 3D
  /// values under a superlayer without a sublayer transform (nearly every
  /// layer) takes the 2D path at once.
  static func map(
    of layer: RenderLayer, parentTransform: Transform, parentSublayer: Transform3D?
  ) -> LayerMap {
    guard parentSublayer != nil || layer.properties.hasSpace else {
      return .affine(transformToTarget(layer, parentTransform: parentTransform))
    }
    // Read in place: only layers with 3D values (or under a sublayer
    // transform) come here.
    let properties = layer.properties
    // A transform layer has no plane: its coordinates are its
    // superlayer's, and its own map goes to its sublayers unflattened.
    if properties.hasSpace, properties.isTransformLayer {
      return .affine(parentTransform)
    }
    let local = properties.flattenedTransformToSuperlayer(
      superlayerSublayerTransform: parentSublayer)
    let map = Homography(flattening: local).concatenating(Homography(parentTransform))
    guard map.isFinite else { return .none }
    let bounds = properties.bounds.standardized
    if !properties.isDoubleSided,
      map.isMirrored(at: Point(x: bounds.midX, y: bounds.midY))
    {
      return .none
    }
    if let affine = map.affine {
      return .affine(affine)
    }
    if map.m13 == 0, map.m23 == 0 {
      // No perspective and w ≤ 0 everywhere: wholly behind the eye.
      return .none
    }
    return .projected(map)
  }

  /// A layer's sublayer transform as its sublayers see it: applied about
  /// its anchor point (and ``LayerProperties/anchorPointZ``), in its
  /// bounds coordinates; `nil` for the identity (nearly every layer).
  ///
  /// A ``TransformLayer``'s sublayers see its whole 3D map to its
  /// superlayer, `parentSublayer` included: they share that space (its
  /// own map is its superlayer's, see ``map(of:parentTransform:parentSublayer:)``).
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - parentSublayer: Its superlayer's sublayer map, as the layer got it.
  /// - Returns: The map, or `nil` for the identity.
  static func sublayerMap(of layer: RenderLayer, parentSublayer: Transform3D?) -> Transform3D? {
    // Asked of the inlinable test first: a call into ZoetropeLayers on
    // `layer.properties` copies all of them, for every layer.
    guard layer.properties.hasSpace else { return nil }
    guard layer.properties.isTransformLayer else {
      return layer.properties.sublayerTransformAboutAnchor
    }
    let toSuperlayer = layer.properties.transformToSuperlayer3D(
      superlayerSublayerTransform: parentSublayer)
    guard let own = layer.properties.sublayerTransformAboutAnchor else { return toSuperlayer }
    return own.concatenating(toSuperlayer)
  }

  /// Where a projected layer's plane bitmap comes from and lands, or
  /// `nil` when it shows nothing: no pixels, or wholly at or behind the
  /// eye.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - map: Its map from bounds coordinates to target pixels.
  ///   - limit: The target's pixels: the plane's image is cut to them.
  /// - Returns: The placement, or `nil`.
  func planePlacement(of layer: RenderLayer, map: Homography, limit: PixelBox)
    -> PlanePlacement?
  {
    var planeScale = scale
    var area = paintedArea(of: layer, transform: Transform(scaleX: planeScale, y: planeScale))
    guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
    if area.width * area.height > Renderer.maximumPlanePixelCount {
      let factor = (Renderer.maximumPlanePixelCount / (area.width * area.height)).squareRoot()
      planeScale *= factor
      area = paintedArea(of: layer, transform: Transform(scaleX: planeScale, y: planeScale))
      guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
    }
    let toBounds = Transform(
      a: 1 / planeScale, b: 0, c: 0, d: 1 / planeScale, tx: area.minX / planeScale,
      ty: area.minY / planeScale)
    let toTarget = Homography(toBounds).concatenating(map)
    let (outline, isCut) = toTarget.image(
      of: Rect(x: 0, y: 0, width: area.width, height: area.height))
    guard outline.count >= 3 else { return nil }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for point in outline {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    let box = PixelBox(
      enclosing: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), margin: 1
    )
    .intersection(limit)
    guard !box.isEmpty else { return nil }
    return PlanePlacement(
      area: area, scale: planeScale, toTarget: toTarget, outline: outline, isCut: isCut, box: box)
  }

  /// Draws a layer whose map has perspective: its subtree flat into a
  /// bitmap of its plane (by the 2D paths, with Cairo), then that bitmap
  /// mapped onto the target by the compositor's projective bilinear
  /// sampler (`zt_projective_sample`, in doubles: pixman's 16.16 fixed
  /// point overflows or loses the perspective of a steep turn),
  /// transparent outside the bitmap, at the layer's opacity.
  ///
  /// The plane is drawn whole and its image covers the same target pixels
  /// whatever the clip, so a redraw of part of it gives the bytes of a
  /// full redraw. The plane's bitmap is kept (``PlaneCache``) while what
  /// is drawn into it does not change: a layer that only turns is
  /// resampled, not redrawn.
  func drawProjected(
    _ layer: RenderLayer, map: Homography, in cairo: OpaquePointer, opacity: Double
  ) {
    let target = cairo_get_target(cairo)
    let limit = PixelBox(
      width: Int(cairo_image_surface_get_width(target)),
      height: Int(cairo_image_surface_get_height(target)))
    guard let placement = planePlacement(of: layer, map: map, limit: limit),
      placement.toTarget.inverse != nil
    else { return }
    drawPlane(
      planeSurface(of: layer, placement: placement), toTarget: placement.toTarget,
      box: placement.box, outline: placement.isCut ? placement.outline : nil, in: cairo,
      opacity: opacity)
  }

  /// Draws a plane's bitmap mapped to target pixels by `toTarget` (with
  /// perspective): resampled into `box` of the target, cut to the polygon
  /// `outline` (target pixels) when given, at `opacity`.
  func drawPlane(
    _ plane: CairoSurface, toTarget: Homography, box: PixelBox, outline: [Point]?,
    in cairo: OpaquePointer, opacity: Double
  ) {
    guard let toPlane = toTarget.inverse else { return }
    willPaintWithCairo()
    compositeCounts.cairoPaints += 1
    let image = CairoSurface(width: box.width, height: box.height)
    // Image pixel → target pixel → plane pixel.
    let toSource = Homography(
      Transform(translationX: Double(box.minX), y: Double(box.minY))
    ).concatenating(toPlane)
    let entries = [
      toSource.m11, toSource.m12, toSource.m13, toSource.m21, toSource.m22, toSource.m23,
      toSource.m31, toSource.m32, toSource.m33,
    ]
    guard let source = cairo_image_surface_get_data(plane.surface),
      let destination = cairo_image_surface_get_data(image.surface)
    else { return }
    cairo_surface_flush(image.surface)
    let sampling = ProjectiveSampling(
      source: UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self),
      sourceWidth: plane.width, sourceHeight: plane.height,
      sourceStride: Int(cairo_image_surface_get_stride(plane.surface) / 4),
      destination: UnsafeMutableRawPointer(destination).assumingMemoryBound(to: UInt32.self),
      width: box.width, height: box.height,
      destinationStride: Int(cairo_image_surface_get_stride(image.surface) / 4), map: entries)
    // Bands of rows on every thread for a large image: each pixel is
    // computed alone, so the bytes do not depend on the bands.
    let bands = box.width * box.height >= 65_536 ? min(threadCount, max(box.height / 16, 1)) : 1
    sampling.run(bands: bands)
    cairo_surface_mark_dirty(image.surface)

    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    if let outline {
      cairo_new_path(cairo)
      for (index, point) in outline.enumerated() {
        if index == 0 {
          cairo_move_to(cairo, point.x, point.y)
        } else {
          cairo_line_to(cairo, point.x, point.y)
        }
      }
      cairo_close_path(cairo)
      cairo_clip(cairo)
    }
    cairo_set_source_surface(cairo, image.surface, Double(box.minX), Double(box.minY))
    if opacity < 1 {
      cairo_paint_with_alpha(cairo, opacity)
    } else {
      cairo_paint(cairo)
    }
    cairo_restore(cairo)
  }

  /// A projected layer's plane bitmap: its subtree drawn flat at the
  /// placement's scale, kept by the plane cache while what is drawn into
  /// it does not change (a layer that only turns is not redrawn).
  func planeSurface(of layer: RenderLayer, placement: PlanePlacement) -> CairoSurface {
    caches.planes.surface(
      layerID: layer.layerID,
      key: PlaneCache.Key(layer: layer, area: placement.area, scale: placement.scale),
      width: Int(placement.area.width), height: Int(placement.area.height)
    ) { plane in
      let planeCairo: OpaquePointer = cairo_create(plane.surface)
      draw(
        layer, in: planeCairo, parentTransform: .identity,
        ownTransform: Transform(
          a: placement.scale, b: 0, c: 0, d: placement.scale, tx: -placement.area.minX,
          ty: -placement.area.minY))
      cairo_destroy(planeCairo)
      cairo_surface_flush(plane.surface)
    }
  }

  /// The footprint of a projected layer: its plane's image on the target,
  /// drawn by Cairo (so damage that meets it redraws it whole), and
  /// damaged whole whenever the layer, anything under it, or its map
  /// changes.
  func projectedFootprint(
    of layer: RenderLayer, map: Homography, context: FootprintContext, previous: Footprint?,
    damage: inout PixelBox
  ) -> Footprint? {
    if let previous, previous.layer === layer, previous.context == context,
      previous.projection == map
    {
      retainSubtreeCaches(of: layer)
      caches.planes.retain(layerID: layer.layerID)
      return previous
    }
    footprintCount &+= 1
    let frame = target.map { PixelBox(width: $0.width, height: $0.height) } ?? context.clip
    let area =
      planePlacement(of: layer, map: map, limit: frame).map { $0.box.intersection(context.clip) }
      ?? .empty
    if let previous {
      damage = damage.union(previous.subtreeArea)
    }
    damage = damage.union(area)
    retainSubtreeCaches(of: layer)
    caches.planes.retain(layerID: layer.layerID)
    if let previous {
      previous.update(
        layer: layer, context: context, transform: .identity, isGroup: true, area: area,
        cairoArea: area, children: [], projection: map)
      return previous
    }
    return Footprint(
      layer: layer, context: context, transform: .identity, isGroup: true, area: area,
      cairoArea: area, children: [], projection: map)
  }

  /// Marks the caches of a layer and all its sublayers as used.
  func retainSubtreeCaches(of layer: RenderLayer) {
    retainOwnCaches(of: layer)
    for sublayer in layer.sublayers {
      retainSubtreeCaches(of: sublayer)
    }
  }

  /// The bounding box of a projected layer's image, for the painted area
  /// of its superlayer, within ``PixelBox/limit`` of the origin.
  func projectedArea(of layer: RenderLayer, map: Homography) -> Rect {
    let limit = PixelBox(
      minX: -PixelBox.limit, minY: -PixelBox.limit, maxX: PixelBox.limit, maxY: PixelBox.limit)
    return planePlacement(of: layer, map: map, limit: limit)?.box.rect ?? .null
  }
}

/// One projective sampling of a plane bitmap into an image, runnable in
/// bands of rows on several threads (the pointers stay valid for the call).
struct ProjectiveSampling: @unchecked Sendable {
  let source: UnsafePointer<UInt32>
  let sourceWidth: Int
  let sourceHeight: Int
  let sourceStride: Int
  let destination: UnsafeMutablePointer<UInt32>
  let width: Int
  let height: Int
  let destinationStride: Int
  /// The map from image pixels to plane pixels, row by row.
  let map: [Double]

  /// Samples every row, in `bands` bands on up to that many threads.
  func run(bands: Int) {
    let rows = (height + max(bands, 1) - 1) / max(bands, 1)
    guard bands > 1 else {
      sample(rows: 0..<height)
      return
    }
    DispatchQueue.concurrentPerform(iterations: bands) { band in
      sample(rows: band * rows..<min((band + 1) * rows, height))
    }
  }

  /// Samples a range of rows.
  private func sample(rows: Range<Int>) {
    guard !rows.isEmpty else { return }
    map.withUnsafeBufferPointer { m in
      zt_projective_sample(
        source, Int32(sourceWidth), Int32(sourceHeight), Int32(sourceStride),
        destination + rows.lowerBound * destinationStride, Int32(width), Int32(rows.lowerBound),
        Int32(rows.count), Int32(destinationStride), m.baseAddress)
    }
  }
}
