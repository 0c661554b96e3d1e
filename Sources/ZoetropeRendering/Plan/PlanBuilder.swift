import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Turning a frame's footprints into the steps of its plan.
/// Turns a frame's footprints into ``PlanStep``s.
///
/// It works in the frame's pixels, as the footprints do (a layer's
/// ``Footprint/transform``, the limits below), and moves each step into
/// the pixels of the target it draws into (the frame, or the innermost
/// open group, whose pixel (0, 0) is its box's corner) as it adds it.
@MainActor
struct PlanBuilder {
  let renderer: Renderer
  var steps: [PlanStep] = []
  var cpuSubtrees = 0
  /// The frame pixel at the current target's pixel (0, 0).
  var origin = PixelBox.empty

  init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// A map to frame pixels as a map to the current target's.
  func local(_ transform: Transform) -> Transform {
    transform.translatedInTarget(by: origin)
  }

  /// A box of frame pixels as a box of the current target's.
  func local(_ box: PixelBox) -> PlanBox {
    PlanBox(
      x: box.minX - origin.minX, y: box.minY - origin.minY, width: box.width, height: box.height)
  }

  /// Adds a layer and its subtree, from its footprint.
  ///
  /// - Parameters:
  ///   - footprint: The layer's footprint in this frame.
  ///   - limit: The frame pixels of the current target.
  mutating func add(_ footprint: Footprint, limit: PixelBox) {
    // What the subtree paints lies in its footprint's area, as the CPU
    // compositor's drawing pass also relies on.
    guard footprint.subtreeArea.intersects(limit) else { return }
    let layer = footprint.layer
    let opacity = min(layer.properties.opacity, 1)
    if let projection = footprint.projection {
      addProjected(layer, map: projection, opacity: opacity, limit: limit)
      return
    }
    if renderer.needsCPUSubtree(layer) {
      addOnCPU(footprint, limit: limit)
      return
    }
    if let placed = footprint.leafContents {
      // An image leaf: its image, found as its footprint was made.
      if let surface = footprint.leafSurface {
        addSurface(
          surface, in: placed, transform: footprint.transform, alpha: opacity,
          minification: layer.properties.minificationFilter,
          magnification: layer.properties.magnificationFilter)
      }
      return
    }
    let paints = renderer.paints(
      of: layer, shadowSource: nil, footprint: footprint, opacity: opacity)
    addLayer(footprint, paints, opacity: opacity, limit: limit)
  }

  /// Adds a layer's paints (see ``add(_:limit:)``), in a group of them
  /// when `paints` says it is one.
  mutating func addLayer(
    _ footprint: Footprint, _ paints: Renderer.LayerPaints, opacity: Double, limit: PixelBox
  ) {
    let layer = footprint.layer
    let transform = footprint.transform
    let bounds = paints.bounds
    var inner = limit
    let outerOrigin = origin
    if paints.isGroup {
      guard let box = beginGroup(of: layer, transform: transform, limit: limit) else { return }
      inner = box
    }
    if paints.drawsShadow, let shadow = paints.shadow {
      addShadow(
        shadow, of: layer, bounds: paints.hasArea ? bounds : .zero, transform: transform,
        alpha: paints.alpha, limit: inner)
    }
    if paints.paintsBackground {
      steps.append(
        .fill(
          rect: bounds, radius: layer.properties.cornerRadius, border: nil,
          color: layer.properties.backgroundColor.premultiplied(by: paints.alpha),
          transform: local(transform), corners: Renderer.roundedCorners(of: layer)))
    }
    let shows = addClippedContent(of: footprint, paints, limit: inner)
    addBorder(
      of: layer, bounds: bounds, paints: paints.paintsBorder, alpha: paints.alpha,
      transform: local(transform))
    if shows, paints.masks, let mask = layer.mask {
      addMask(mask, of: footprint, limit: inner)
    }
    if paints.isGroup {
      origin = outerOrigin
      steps.append(
        .endGroup(
          alpha: opacity, clip: nil, tint: paints.tints ? layer.properties.instanceTint : nil))
    }
  }

  /// Adds what a layer draws inside its clip (in a group of it, when it
  /// clips to its bounds): its contents image, its backing store, its
  /// particles and its sublayers; false, having added nothing, when
  /// nothing inside the clip shows.
  @inline(__always)
  mutating func addClippedContent(
    of footprint: Footprint, _ paints: Renderer.LayerPaints, limit inner: PixelBox
  ) -> Bool {
    let layer = footprint.layer
    let transform = footprint.transform
    let clips = layer.properties.masksToBounds
    let outerOrigin = origin
    var clippedLimit = inner
    if clips {
      guard
        let box = beginClip(
          paints.hasArea ? paints.bounds : .zero, transform: transform, limit: inner)
      else { return false }
      clippedLimit = box
    }
    if paints.paintsContents {
      if let transition = layer.properties.contentsTransition {
        addTransition(
          transition, of: layer, transform: transform, alpha: paints.alpha, limit: clippedLimit)
      } else if let contents = layer.properties.contents {
        addImage(contents, of: layer, transform: transform, alpha: paints.alpha)
      }
    }
    if let contentRect = paints.contentRect, let content = layer.content {
      addBackingStore(
        content, of: layer, bounds: paints.bounds, contentRect: contentRect,
        transform: transform, alpha: paints.alpha)
    }
    if paints.emits {
      addParticles(of: layer, transform: transform, alpha: paints.alpha)
    }
    for child in footprint.children {
      add(child, limit: clippedLimit)
    }
    if clips {
      origin = outerOrigin
      steps.append(
        .endGroup(
          alpha: 1,
          clip: PlanClip(
            rect: paints.hasArea ? paints.bounds : .zero, radius: layer.properties.cornerRadius,
            transform: local(transform), corners: Renderer.roundedCorners(of: layer)),
          tint: nil))
    }
    return true
  }

  /// Adds a layer's mask, planned as the frame's layers are (its
  /// footprints, made for this frame only), between
  /// ``PlanStep/beginMask`` and ``PlanStep/endMask``.
  mutating func addMask(_ mask: RenderLayer, of footprint: Footprint, limit: PixelBox) {
    var unused = PixelBox.empty
    let context = FootprintContext(
      parentTransform: footprint.transform, clip: limit, opacity: 1,
      groups: footprint.context.groups + 1, isExact: false)
    steps.append(.beginMask)
    if let planned = renderer.footprint(
      of: mask, context: context, previous: nil, damage: &unused)
    {
      add(planned, limit: limit)
    }
    steps.append(.endMask)
  }

  /// Begins a layer's group, an offscreen of the frame pixels its subtree
  /// can paint inside `limit`: that box, now the current target, or nil
  /// (and no group) when it can paint none.
  @inline(__always)
  mutating func beginGroup(of layer: RenderLayer, transform: Transform, limit: PixelBox)
    -> PixelBox?
  {
    let area = renderer.paintedArea(of: layer, transform: transform)
    guard !area.isNull, !area.isEmpty else { return nil }
    let box = PixelBox(enclosing: area).intersection(limit)
    guard !box.isEmpty else { return nil }
    steps.append(.beginGroup(box: local(box)))
    origin = box
    return box
  }

  /// Begins the group a layer that clips to its `bounds` draws its
  /// contents and sublayers in: its box of frame pixels, now the current
  /// target, or nil (and no group) when nothing inside the clip shows.
  @inline(__always)
  mutating func beginClip(_ bounds: Rect, transform: Transform, limit: PixelBox) -> PixelBox? {
    let clipBox = PixelBox(enclosing: bounds.applying(transform), margin: 1)
      .intersection(limit)
    guard !clipBox.isEmpty else { return nil }
    steps.append(.beginGroup(box: local(clipBox)))
    origin = clipBox
    return clipBox
  }

  /// Adds a layer's backing store (text, custom drawing, shape or
  /// gradient) as a bitmap from the renderer's cache, rasterized if it
  /// changed.
  @inline(__always)
  mutating func addBackingStore(
    _ content: RenderContent, of layer: RenderLayer, bounds: Rect, contentRect: Rect,
    transform: Transform, alpha: Double
  ) {
    let entry = renderer.caches.backingStores.entry(
      layerID: layer.layerID, content: content,
      extended: content.kind == nil ? ExtendedLayerProperties() : layer.properties.extended,
      bounds: contentRect, scale: renderer.scale
    ) { storeCairo in
      Renderer.rasterize(
        content, properties: layer.properties, bounds: bounds, scale: renderer.scale,
        on: storeCairo, images: renderer.caches.images)
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

extension PlanBox {
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
