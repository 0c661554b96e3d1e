import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Flattening a snapshot into a GPU compositor's commands.
extension Renderer {
  /// A frame as a GPU compositor draws it: the tree walked as ``draw(_:in:parentTransform:clip:footprint:shadowSource:parentSublayer:ownTransform:)``
  /// walks it, in the same order, each paint a command instead of pixels.
  ///
  /// Backgrounds and borders become ``CompositionCommand/fill(rect:radius:border:color:transform:)``;
  /// contents images, backing stores (text, custom drawing, shapes,
  /// gradients) and shadows become bitmaps from this renderer's caches,
  /// rasterized once and kept while they do not change; a layer drawn as a
  /// group (opacity over more than one paint, a mask, a replicator's tint)
  /// and a layer that clips to its bounds become offscreen groups; a layer
  /// in perspective becomes its plane's bitmap mapped projectively. What
  /// the commands cannot express (contents transitions, emitters, corners
  /// other than four round ones, backing stores too large to keep) is
  /// drawn on the CPU by the reference path into a bitmap of the subtree.
  ///
  /// The caches drop what the frame did not use, as after
  /// ``renderFrame(_:size:background:)``; use a renderer for one of the two.
  package func composition(of snapshot: RenderSnapshot, size: Size, background: Color)
    -> Composition
  {
    let (width, height) = Renderer.pixelSize(of: size, scale: scale)
    var builder = CompositionBuilder(renderer: self)
    builder.add(
      snapshot.root, parentTransform: Transform(scaleX: scale, y: scale), parentSublayer: nil,
      limit: PixelBox(width: width, height: height))
    images.evictUnused()
    backingStores.evictUnused()
    shadows.evictUnused()
    planes.evictUnused()
    particles.evictUnused()
    return Composition(
      width: width, height: height, background: background, commands: builder.commands,
      cpuSubtrees: builder.cpuSubtrees)
  }

  /// Whether a layer's own paints include something the composition's
  /// commands cannot express, so its subtree is drawn on the CPU: a
  /// contents transition, particles, corners other than four round
  /// ones, or a backing store over ``BackingStoreCache/maximumPixelCount``.
  func needsCPUComposition(_ layer: RenderLayer) -> Bool {
    if layer.properties.contentsTransition != nil { return true }
    if !layer.properties.extended.isEmpty, layer.properties.emitsParticles { return true }
    if layer.properties.cornerRadius > 0, !layer.properties.hasDefaultCorners { return true }
    if let rect = Renderer.contentRect(of: layer),
      rect.width * scale * rect.height * scale > BackingStoreCache.maximumPixelCount
    {
      return true
    }
    return false
  }
}

/// Walks a tree into ``CompositionCommand``s.
@MainActor
struct CompositionBuilder {
  let renderer: Renderer
  var commands: [CompositionCommand] = []
  var cpuSubtrees = 0

  init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// Adds a layer and its subtree.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - parentTransform: The superlayer's map from bounds coordinates to
  ///     pixels of the current target.
  ///   - parentSublayer: The superlayer's sublayer transform about its
  ///     anchor point, if any.
  ///   - limit: The current target's pixels.
  mutating func add(
    _ layer: RenderLayer, parentTransform: Transform, parentSublayer: Transform3D?,
    limit: PixelBox
  ) {
    guard !layer.properties.isHidden, layer.properties.opacity > 0,
      isFinite(layer.properties.bounds)
    else { return }
    let opacity = min(layer.properties.opacity, 1)
    let transform: Transform
    switch Renderer.map(of: layer, parentTransform: parentTransform, parentSublayer: parentSublayer)
    {
    case .affine(let affine): transform = affine
    case .projected(let map):
      addProjected(layer, map: map, opacity: opacity, limit: limit)
      return
    case .none: return
    }
    guard isUsableByCairo(transform) else { return }
    if renderer.needsCPUComposition(layer) {
      addOnCPU(
        layer, parentTransform: parentTransform, parentSublayer: parentSublayer, limit: limit)
      return
    }
    let bounds = layer.properties.bounds.standardized
    let hasArea = bounds.width > 0 && bounds.height > 0
    let radius = layer.properties.cornerRadius
    let paintsBackground = hasArea && layer.properties.backgroundColor.alpha > 0
    let paintsBorder =
      hasArea && layer.properties.borderWidth.isFinite && layer.properties.borderWidth > 0
      && layer.properties.borderColor.alpha > 0
    let paintsContents =
      hasArea && layer.properties.contents.map { !$0.isEmpty } == true
    let contentRect = Renderer.contentRect(of: layer)
    let castsShadow = layer.hasShadow
    let shadow = castsShadow ? renderer.shadowStyleForDrawing(layer) : nil
    let hasExtended = !layer.properties.extended.isEmpty
    let tints = hasExtended && layer.properties.hasInstanceTint
    let masks = layer.hasMask
    let paintCount =
      (shadow != nil ? 1 : 0) + (paintsBackground ? 1 : 0) + (paintsBorder ? 1 : 0)
      + (paintsContents ? 2 : 0) + (contentRect != nil ? 1 : 0) + 2 * layer.sublayers.count
    let isGroup = (opacity < 1 && paintCount > 1) || masks || tints
    let alpha = isGroup ? 1 : opacity

    var local = transform
    var inner = limit
    if isGroup {
      let area = renderer.paintedArea(of: layer, transform: transform)
      guard !area.isNull, !area.isEmpty else { return }
      let box = PixelBox(enclosing: area).intersection(limit)
      guard !box.isEmpty else { return }
      commands.append(.beginGroup(box: CompositionBox(box)))
      local = transform.translatedInTarget(by: box)
      inner = PixelBox(width: box.width, height: box.height)
    }
    if let shadow {
      addShadow(
        shadow, of: layer, bounds: hasArea ? bounds : .zero, transform: local,
        alpha: alpha, limit: inner)
    }
    if paintsBackground {
      commands.append(
        .fill(
          rect: bounds, radius: radius, border: nil,
          color: layer.properties.backgroundColor.premultiplied(by: alpha), transform: local))
    }
    let clips = layer.properties.masksToBounds
    var clipped = local
    var clippedLimit = inner
    var clipBox = PixelBox.empty
    if clips {
      clipBox = PixelBox(enclosing: (hasArea ? bounds : .zero).applying(local), margin: 1)
        .intersection(inner)
      if clipBox.isEmpty {
        // Nothing inside the clip shows.
        addBorder(of: layer, bounds: bounds, paints: paintsBorder, alpha: alpha, transform: local)
        endGroupIfNeeded(layer, isGroup: isGroup, opacity: opacity, transform: local, tints: tints)
        return
      }
      commands.append(.beginGroup(box: CompositionBox(clipBox)))
      clipped = local.translatedInTarget(by: clipBox)
      clippedLimit = PixelBox(width: clipBox.width, height: clipBox.height)
    }
    if paintsContents, let contents = layer.properties.contents {
      addImage(contents, of: layer, transform: clipped, alpha: alpha)
    }
    if let contentRect, let content = layer.content {
      let entry = renderer.backingStores.entry(
        layerID: layer.layerID, content: content,
        extended: content.kind == nil ? ExtendedLayerProperties() : layer.properties.extended,
        bounds: contentRect, scale: renderer.scale
      ) { storeCairo in
        Renderer.rasterize(
          content, properties: layer.properties, bounds: bounds, scale: renderer.scale,
          on: storeCairo, images: renderer.images)
      }
      let surface = entry.surface
      let rect = Rect(
        x: contentRect.minX, y: contentRect.minY,
        width: Double(surface.width) / renderer.scale,
        height: Double(surface.height) / renderer.scale)
      addSurface(
        surface, in: rect, transform: clipped, alpha: alpha,
        minification: layer.properties.minificationFilter,
        magnification: layer.properties.magnificationFilter)
    }
    let sublayerMap = Renderer.sublayerMap(of: layer)
    for sublayer in layer.sublayers {
      add(sublayer, parentTransform: clipped, parentSublayer: sublayerMap, limit: clippedLimit)
    }
    if clips {
      commands.append(
        .endGroup(
          alpha: 1,
          clip: CompositionClip(rect: hasArea ? bounds : .zero, radius: radius, transform: local),
          tint: nil))
    }
    addBorder(of: layer, bounds: bounds, paints: paintsBorder, alpha: alpha, transform: local)
    if masks, let mask = layer.mask {
      commands.append(.beginMask)
      add(mask, parentTransform: local, parentSublayer: nil, limit: inner)
      commands.append(.endMask)
    }
    endGroupIfNeeded(layer, isGroup: isGroup, opacity: opacity, transform: local, tints: tints)
  }

  private mutating func addBorder(
    of layer: RenderLayer, bounds: Rect, paints: Bool, alpha: Double, transform: Transform
  ) {
    guard paints else { return }
    let width = min(layer.properties.borderWidth, min(bounds.width, bounds.height) / 2)
    let cornerRadius = layer.properties.cornerRadius
    commands.append(
      .fill(
        rect: bounds, radius: cornerRadius.isFinite ? max(cornerRadius, 0) : 0, border: width,
        color: layer.properties.borderColor.premultiplied(by: alpha), transform: transform))
  }

  private mutating func endGroupIfNeeded(
    _ layer: RenderLayer, isGroup: Bool, opacity: Double, transform: Transform, tints: Bool
  ) {
    guard isGroup else { return }
    commands.append(
      .endGroup(alpha: opacity, clip: nil, tint: tints ? layer.properties.instanceTint : nil))
  }

  /// A contents image placed by its gravity (``Renderer/drawContents(of:in:transform:alpha:direct:)``
  /// without a transition).
  private mutating func addImage(
    _ image: Image, of layer: RenderLayer, transform: Transform, alpha: Double
  ) {
    guard alpha > 0, let surface = renderer.images.surface(for: image) else { return }
    let natural = Renderer.naturalSize(of: image, contentsScale: layer.properties.contentsScale)
    let rect = layer.properties.contentsGravity.contentsRect(
      for: natural, in: layer.properties.bounds)
    guard !rect.isNull else { return }
    addSurface(
      surface, in: rect, transform: transform, alpha: alpha,
      minification: layer.properties.minificationFilter,
      magnification: layer.properties.magnificationFilter)
  }

  /// A surface drawn into a rectangle of bounds coordinates, sampled as
  /// ``Renderer/composite(_:pixelWidth:pixelHeight:in:in:transform:alpha:minification:magnification:direct:cachesScaled:)``
  /// samples it: at the nearest whole pixel when it lands pixel for pixel,
  /// else with the layer's filters.
  private mutating func addSurface(
    _ surface: CairoSurface, in rect: Rect, transform: Transform, alpha: Double,
    minification: ContentsFilter, magnification: ContentsFilter
  ) {
    guard rect.width > 0, rect.height > 0, isFinite(rect), alpha > 0 else { return }
    let surfaceToTarget = Renderer.surfaceToTarget(
      rect, pixelWidth: surface.width, pixelHeight: surface.height, transform: transform)
    let bitmap = CompositionBitmap(surface)
    if isPixelAligned(surfaceToTarget) {
      let pixels = Rect(
        x: surfaceToTarget.tx.rounded(), y: surfaceToTarget.ty.rounded(),
        width: Double(surface.width), height: Double(surface.height))
      commands.append(
        .bitmap(bitmap, rect: pixels, transform: .identity, alpha: alpha, isNearest: true))
      return
    }
    let filter = Renderer.cairoFilter(
      for: surfaceToTarget, minification: minification, magnification: magnification)
    commands.append(
      .bitmap(
        bitmap, rect: rect, transform: transform, alpha: alpha,
        isNearest: filter == CAIRO_FILTER_NEAREST))
  }

  /// A layer's shadow (``Renderer/drawShadow(_:of:bounds:in:transform:alpha:direct:)``),
  /// clipped to the rounded bounds when the layer masks to them.
  private mutating func addShadow(
    _ style: ShadowStyle, of layer: RenderLayer, bounds: Rect, transform: Transform,
    alpha: Double, limit: PixelBox
  ) {
    guard let placement = renderer.shadowPlacement(of: layer, style: style) else { return }
    let renderer = renderer
    let entry = renderer.shadows.entry(
      layerID: layer.layerID,
      source: style.path.map { .path($0) }
        ?? .layer(layer.properties, layer.content, layer.sublayers),
      placement: placement, color: style.color
    ) {
      renderer.shadowMask(of: layer, style: style, placement: placement)
    }
    guard layer.properties.masksToBounds else {
      addSurface(
        entry.surface, in: placement.rect, transform: transform, alpha: alpha,
        minification: .linear, magnification: .linear)
      return
    }
    let box = PixelBox(enclosing: bounds.applying(transform), margin: 1).intersection(limit)
    guard !box.isEmpty else { return }
    commands.append(.beginGroup(box: CompositionBox(box)))
    addSurface(
      entry.surface, in: placement.rect, transform: transform.translatedInTarget(by: box),
      alpha: alpha, minification: .linear, magnification: .linear)
    commands.append(
      .endGroup(
        alpha: 1,
        clip: CompositionClip(
          rect: bounds, radius: layer.properties.cornerRadius, transform: transform),
        tint: nil))
  }

  /// A layer in perspective: its plane's bitmap (kept by the plane cache
  /// while only its map changes), mapped projectively.
  private mutating func addProjected(
    _ layer: RenderLayer, map: Homography, opacity: Double, limit: PixelBox
  ) {
    guard let placement = renderer.planePlacement(of: layer, map: map, limit: limit) else {
      return
    }
    let plane = renderer.planeSurface(of: layer, placement: placement)
    let m = placement.toTarget
    commands.append(
      .projected(
        CompositionBitmap(plane),
        toTarget: [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33],
        alpha: opacity))
  }

  /// A layer's subtree drawn by the reference path (Cairo) into a bitmap
  /// of the target pixels it paints, drawn back at the same pixels.
  private mutating func addOnCPU(
    _ layer: RenderLayer, parentTransform: Transform, parentSublayer: Transform3D?,
    limit: PixelBox
  ) {
    // The painted area leaves out a transition's previous contents, which
    // can overflow the bounds: such a subtree gets the whole target.
    let transform = Renderer.transformToTarget(layer, parentTransform: parentTransform)
    let area =
      parentSublayer == nil && !layer.properties.hasSpace
        && layer.properties.contentsTransition == nil
      ? renderer.paintedArea(of: layer, transform: transform) : limit.rect
    guard !area.isNull, !area.isEmpty else { return }
    let box = PixelBox(enclosing: area).intersection(limit)
    guard !box.isEmpty else { return }
    cpuSubtrees += 1
    let surface = CairoSurface(width: box.width, height: box.height)
    let cairo: OpaquePointer = cairo_create(surface.surface)
    renderer.draw(
      layer, in: cairo,
      parentTransform: parentTransform.translatedInTarget(by: box),
      parentSublayer: parentSublayer)
    cairo_destroy(cairo)
    cairo_surface_flush(surface.surface)
    commands.append(
      .bitmap(
        CompositionBitmap(surface), rect: box.rect, transform: .identity, alpha: 1,
        isNearest: true))
  }
}

extension CompositionBox {
  init(_ box: PixelBox) {
    self.init(x: box.minX, y: box.minY, width: box.width, height: box.height)
  }
}

extension Transform {
  /// The same map followed by a move of the target's origin to a box's
  /// corner: into the pixels of a group covering the box.
  func translatedInTarget(by box: PixelBox) -> Transform {
    var result = self
    result.tx -= Double(box.minX)
    result.ty -= Double(box.minY)
    return result
  }
}

extension Color {
  /// The color with its alpha multiplied by `alpha`, premultiplied, each
  /// component clamped to 0...1 first.
  func premultiplied(by alpha: Double) -> Color.Premultiplied {
    func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let a = clamped(self.alpha) * clamped(alpha)
    return Color.Premultiplied(
      red: clamped(red) * a, green: clamped(green) * a, blue: clamped(blue) * a, alpha: a)
  }
}
