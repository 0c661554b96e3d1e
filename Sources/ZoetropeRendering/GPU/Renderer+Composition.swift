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
    guard Renderer.isDrawn(layer.properties) else { return }
    let opacity = min(layer.properties.opacity, 1)
    guard
      let transform = affineMap(
        of: layer, parentTransform: parentTransform, parentSublayer: parentSublayer,
        opacity: opacity, limit: limit)
    else { return }
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
      guard let group = beginGroup(of: layer, transform: transform, limit: limit) else { return }
      (local, inner) = group
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
    guard
      addClippedContent(
        of: layer, bounds: bounds, hasArea: hasArea, paintsContents: paintsContents,
        contentRect: contentRect, alpha: alpha, transform: local, limit: inner)
    else {
      // Nothing inside the clip shows.
      addBorder(of: layer, bounds: bounds, paints: paintsBorder, alpha: alpha, transform: local)
      endGroupIfNeeded(layer, isGroup: isGroup, opacity: opacity, transform: local, tints: tints)
      return
    }
    addBorder(of: layer, bounds: bounds, paints: paintsBorder, alpha: alpha, transform: local)
    if masks, let mask = layer.mask {
      commands.append(.beginMask)
      add(mask, parentTransform: local, parentSublayer: nil, limit: inner)
      commands.append(.endMask)
    }
    endGroupIfNeeded(layer, isGroup: isGroup, opacity: opacity, transform: local, tints: tints)
  }

  /// Adds what a layer draws inside its clip (in a group of it, when it
  /// clips to its bounds): its contents image, its backing store and its
  /// sublayers, with `transform` and `limit` its map and limit outside
  /// the clip; false, having added nothing, when nothing inside the clip
  /// shows.
  @inline(__always)
  mutating func addClippedContent(
    of layer: RenderLayer, bounds: Rect, hasArea: Bool, paintsContents: Bool, contentRect: Rect?,
    alpha: Double, transform local: Transform, limit inner: PixelBox
  ) -> Bool {
    let clips = layer.properties.masksToBounds
    var clipped = local
    var clippedLimit = inner
    if clips {
      guard let clip = beginClip(hasArea ? bounds : .zero, transform: local, limit: inner) else {
        return false
      }
      (clipped, clippedLimit) = clip
    }
    if paintsContents, let contents = layer.properties.contents {
      addImage(contents, of: layer, transform: clipped, alpha: alpha)
    }
    if let contentRect, let content = layer.content {
      addBackingStore(
        content, of: layer, bounds: bounds, contentRect: contentRect, transform: clipped,
        alpha: alpha)
    }
    let sublayerMap = Renderer.sublayerMap(of: layer)
    for sublayer in layer.sublayers {
      add(sublayer, parentTransform: clipped, parentSublayer: sublayerMap, limit: clippedLimit)
    }
    if clips {
      commands.append(
        .endGroup(
          alpha: 1,
          clip: CompositionClip(
            rect: hasArea ? bounds : .zero, radius: layer.properties.cornerRadius,
            transform: local),
          tint: nil))
    }
    return true
  }

  /// The map from a layer's bounds coordinates to pixels of the current
  /// target, when it is affine; nil when the layer is not drawn, or is
  /// projected (added here as its plane's bitmap).
  @inline(__always)
  mutating func affineMap(
    of layer: RenderLayer, parentTransform: Transform, parentSublayer: Transform3D?,
    opacity: Double, limit: PixelBox
  ) -> Transform? {
    switch Renderer.map(of: layer, parentTransform: parentTransform, parentSublayer: parentSublayer)
    {
    case .affine(let affine): return affine
    case .projected(let map):
      addProjected(layer, map: map, opacity: opacity, limit: limit)
      return nil
    case .none: return nil
    }
  }

  /// Begins a layer's group, an offscreen of the pixels its subtree can
  /// paint inside `limit`: the layer's map and limit in the group's
  /// pixels, or nil (and no group) when it can paint none.
  @inline(__always)
  mutating func beginGroup(of layer: RenderLayer, transform: Transform, limit: PixelBox)
    -> (transform: Transform, limit: PixelBox)?
  {
    let area = renderer.paintedArea(of: layer, transform: transform)
    guard !area.isNull, !area.isEmpty else { return nil }
    let box = PixelBox(enclosing: area).intersection(limit)
    guard !box.isEmpty else { return nil }
    commands.append(.beginGroup(box: CompositionBox(box)))
    return (transform.translatedInTarget(by: box), PixelBox(width: box.width, height: box.height))
  }

  /// Begins the group a layer that clips to its `bounds` draws its
  /// contents and sublayers in: the map and limit in its pixels, or nil
  /// (and no group) when nothing inside the clip shows.
  @inline(__always)
  mutating func beginClip(_ bounds: Rect, transform: Transform, limit: PixelBox)
    -> (transform: Transform, limit: PixelBox)?
  {
    let clipBox = PixelBox(enclosing: bounds.applying(transform), margin: 1)
      .intersection(limit)
    guard !clipBox.isEmpty else { return nil }
    commands.append(.beginGroup(box: CompositionBox(clipBox)))
    return (
      transform.translatedInTarget(by: clipBox),
      PixelBox(width: clipBox.width, height: clipBox.height)
    )
  }

  /// Adds a layer's backing store (text, custom drawing, shape or
  /// gradient) as a bitmap from the renderer's cache, rasterized if it
  /// changed.
  @inline(__always)
  mutating func addBackingStore(
    _ content: RenderContent, of layer: RenderLayer, bounds: Rect, contentRect: Rect,
    transform: Transform, alpha: Double
  ) {
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
      surface, in: rect, transform: transform, alpha: alpha,
      minification: layer.properties.minificationFilter,
      magnification: layer.properties.magnificationFilter)
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
