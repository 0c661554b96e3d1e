import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// The steps of a layer's paints: its border, image, surfaces, shadow, a
// projected plane, and a subtree drawn on the CPU.
extension PlanBuilder {
  mutating func addBorder(
    of layer: RenderLayer, bounds: Rect, paints: Bool, alpha: Double, transform: Transform
  ) {
    guard paints else { return }
    let width = min(layer.properties.borderWidth, min(bounds.width, bounds.height) / 2)
    let cornerRadius = layer.properties.cornerRadius
    let corners = Renderer.corners(of: layer)
    steps.append(
      .fill(
        rect: bounds, radius: cornerRadius.isFinite ? max(cornerRadius, 0) : 0, border: width,
        color: layer.properties.borderColor, alpha: alpha, transform: transform,
        corners: corners.mask, curve: corners.curve))
  }

  /// A contents image placed by its gravity (``Renderer/drawContents(of:in:transform:alpha:)``
  /// without a transition).
  mutating func addImage(
    _ image: Image, of layer: RenderLayer, offset: Vector = .zero, transform: Transform,
    alpha: Double, cachesScaled: Bool = true
  ) {
    guard alpha > 0, let surface = renderer.caches.images.surface(for: image),
      let rect = Renderer.placedRect(of: image, in: layer)
    else { return }
    addSurface(
      PlanBitmap(
        surface, image: image, cachesScaled: cachesScaled,
        minification: layer.properties.minificationFilter,
        magnification: layer.properties.magnificationFilter),
      in: rect.offsetBy(dx: offset.dx, dy: offset.dy), transform: transform, alpha: alpha)
  }

  /// A surface copied at whole frame pixels: an image leaf's
  /// (``Footprint/leafCopy``).
  @inline(__always)
  mutating func addCopy(_ surface: CairoSurface, x: Int, y: Int, alpha: Double) {
    let dx = localizesGroups ? origin.minX : 0
    let dy = localizesGroups ? origin.minY : 0
    steps.append(.copy(PlanBitmap(surface), x: x - dx, y: y - dy, alpha: alpha))
  }

  /// A bitmap drawn into a rectangle of bounds coordinates (mapped to
  /// frame pixels by `transform`), sampled as
  /// ``Renderer/composite(_:pixelWidth:pixelHeight:in:in:transform:alpha:minification:magnification:direct:cachesScaled:)``
  /// samples it: at the nearest whole pixel when it lands pixel for pixel,
  /// else with the bitmap's filters.
  mutating func addSurface(
    _ bitmap: PlanBitmap, in rect: Rect, transform: Transform, alpha: Double, tint: Color? = nil
  ) {
    guard let placed = place(bitmap, in: rect, transform: transform, alpha: alpha) else { return }
    steps.append(
      .bitmap(
        bitmap, rect: placed.rect, transform: placed.transform, alpha: alpha,
        isNearest: placed.isNearest, tint: tint))
  }

  /// Where a bitmap step of ``addSurface(_:in:transform:alpha:tint:)``
  /// draws: its rectangle and map in the current target, and whether it
  /// is sampled by nearest texel; nil when it draws nothing.
  @inline(__always)
  func place(_ bitmap: PlanBitmap, in rect: Rect, transform: Transform, alpha: Double)
    -> (rect: Rect, transform: Transform, isNearest: Bool)?
  {
    guard rect.width > 0, rect.height > 0, isFinite(rect), alpha > 0 else { return nil }
    let surfaceToTarget = Renderer.surfaceToTarget(
      rect, pixelWidth: bitmap.width, pixelHeight: bitmap.height, transform: transform)
    if isPixelAligned(surfaceToTarget) {
      // The CPU executor finds the whole pixels itself, as the
      // compositor always has.
      guard localizesGroups else { return (rect, transform, true) }
      let pixels = Rect(
        x: surfaceToTarget.tx.rounded() - Double(origin.minX),
        y: surfaceToTarget.ty.rounded() - Double(origin.minY),
        width: Double(bitmap.width), height: Double(bitmap.height))
      return (pixels, .identity, true)
    }
    let filter = Renderer.cairoFilter(
      for: surfaceToTarget, minification: bitmap.minification,
      magnification: bitmap.magnification)
    return (rect, local(transform), filter == CAIRO_FILTER_NEAREST)
  }

  /// An emitter's particles (``Renderer/forEachParticlePaint(of:alpha:_:)``)
  /// as one ``PlanStep/particles(_:)`` step: each its cell's image as a
  /// bitmap tinted by the particle's color, placed as
  /// ``addSurface(_:in:transform:alpha:tint:)`` places a bitmap; no image
  /// is made for a color.
  mutating func addParticles(of layer: RenderLayer, transform: Transform, alpha: Double) {
    let renderer = renderer
    var bitmaps: [PlanBitmap] = []
    var particles: [PlanParticle] = []
    // Each cell's index in `bitmaps` (-1: none yet).
    var indices = [Int](repeating: -1, count: layer.properties.emitterCells.count)
    renderer.forEachParticlePaint(of: layer, alpha: alpha) { paint in
      var index = indices[paint.cell]
      if index < 0 {
        guard let surface = renderer.caches.images.surface(for: paint.image) else { return }
        let key = ObjectIdentifier(surface)
        // Cells that share an image share its bitmap.
        index = bitmaps.firstIndex { $0.key == key } ?? bitmaps.count
        if index == bitmaps.count { bitmaps.append(PlanBitmap(surface, image: paint.image)) }
        indices[paint.cell] = index
      }
      guard
        let placed = place(
          bitmaps[index], in: paint.rect, transform: paint.transform.concatenating(transform),
          alpha: paint.alpha)
      else { return }
      particles.append(
        PlanParticle(
          bitmap: index, rect: placed.rect, transform: placed.transform, alpha: paint.alpha,
          isNearest: placed.isNearest, tint: paint.isWhite ? nil : paint.color))
    }
    guard !particles.isEmpty else { return }
    steps.append(.particles(PlanParticles(bitmaps: bitmaps, particles: particles)))
  }

  /// A layer's shadow (``Renderer/drawShadow(_:of:bounds:in:transform:alpha:)``),
  /// clipped to the rounded bounds when the layer masks to them.
  mutating func addShadow(
    _ style: ShadowStyle, of layer: RenderLayer, bounds: Rect, transform: Transform,
    alpha: Double, limit: PixelBox
  ) {
    guard let placement = renderer.shadowPlacement(of: layer, style: style) else { return }
    let renderer = renderer
    let entry = renderer.caches.shadows.entry(
      layerID: layer.layerID,
      source: style.path.map { .path($0) }
        ?? .layer(layer.properties, layer.content, layer.sublayers),
      placement: placement, color: style.color
    ) {
      renderer.shadowMask(of: layer, style: style, placement: placement)
    }
    let bitmap = PlanBitmap(entry.surface)
    guard layer.properties.masksToBounds else {
      addSurface(bitmap, in: placement.rect, transform: transform, alpha: alpha)
      return
    }
    let outerOrigin = origin
    guard
      beginClip(
        of: layer, bounds: bounds, transform: transform, limit: limit, keepsCompositor: false)
        != nil
    else { return }
    addSurface(bitmap, in: placement.rect, transform: transform, alpha: alpha)
    origin = outerOrigin
    steps.append(.endClip)
  }

  /// A layer in perspective: its plane's bitmap (kept by the plane cache
  /// while only its map changes), mapped projectively.
  ///
  /// On the CPU the plane is placed in the whole frame, whatever the damage, so that a
  /// redraw of part of it gives the bytes of a whole one.
  mutating func addProjected(
    _ layer: RenderLayer, map: Homography, opacity: Double, limit: PixelBox
  ) {
    guard
      let placement = renderer.planePlacement(
        of: layer, map: map, limit: localizesGroups ? limit : frame)
    else {
      return
    }
    let plane = renderer.planeSurface(of: layer, placement: placement)
    let m =
      localizesGroups
      ? placement.toTarget.concatenating(
        Homography(Transform(translationX: Double(-origin.minX), y: Double(-origin.minY))))
      : placement.toTarget
    steps.append(
      .projected(
        PlanBitmap(plane),
        toTarget: [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33],
        alpha: opacity, box: PlanBox(placement.box),
        outline: placement.isCut ? placement.outline : nil))
  }

  /// A layer's subtree drawn by the reference path (Cairo) into a bitmap
  /// of the frame pixels it paints inside `limit`, drawn back at the same
  /// pixels; the bitmap is kept (``CPUSubtreeCache``) and drawn again only
  /// when the subtree or its place changes.
  mutating func addOnCPU(_ footprint: Footprint, limit: PixelBox) {
    let layer = footprint.layer
    let context = footprint.context
    // The painted area leaves out a transition's previous contents, which
    // can overflow the bounds: such a subtree gets the whole target.
    let area =
      context.sublayer == nil && !layer.properties.hasSpace
        && layer.properties.contentsTransition == nil
      ? renderer.paintedArea(
        of: layer, transform: footprint.transform,
        parentSublayer: footprint.context.sublayer?.transform) : limit.rect
    guard !area.isNull, !area.isEmpty else { return }
    let box = PixelBox(enclosing: area).intersection(limit)
    guard !box.isEmpty else { return }
    cpuSubtrees += 1
    // Drawn once, and kept while the subtree and its place stay the same.
    let key = CPUSubtreeCache.Key(
      layer: layer, parentTransform: context.parentTransform,
      parentSublayer: context.sublayer?.transform, box: box)
    let renderer = self.renderer
    let surface = renderer.caches.cpuSubtrees.surface(for: key) { surface in
      let cairo: OpaquePointer = cairo_create(surface.surface)
      renderer.draw(
        layer, in: cairo,
        parentTransform: context.parentTransform.translatedInTarget(by: box),
        parentSublayer: context.sublayer?.transform)
      cairo_destroy(cairo)
      cairo_surface_flush(surface.surface)
    }
    let placed = local(box)
    steps.append(
      .bitmap(
        PlanBitmap(surface),
        rect: Rect(
          x: Double(placed.x), y: Double(placed.y), width: Double(placed.width),
          height: Double(placed.height)),
        transform: .identity, alpha: 1, isNearest: true))
  }
}
