import CCairo
import ZoetropeGraphics
import ZoetropeLayers

// Turning a frame's footprints into the steps of its plan.
/// Turns a frame's footprints into ``PlanStep``s.
///
/// It works in the frame's pixels, as the footprints do (a layer's
/// ``Footprint/transform``, the limits below). For the GPU executor, which
/// draws each group into a texture of its own, it moves each step into
/// the pixels of the target it draws into (the frame, or the innermost
/// open group, whose pixel (0, 0) is its box's corner) as it adds it
/// (``localizesGroups``); for the CPU executor, whose groups share the
/// frame's coordinates, it leaves them in frame pixels.
@MainActor
struct PlanBuilder<Sink: PlanSink> {
  let renderer: Renderer
  /// The executor the plan is for.
  let executor: PlanExecutor
  /// Whether steps are in the pixels of their group (the GPU's) rather
  /// than of the frame (the CPU's).
  let localizesGroups: Bool
  /// The frame's pixels, which a projected layer's plane is placed in
  /// on the CPU whatever the damage (so a partial redraw gives the bytes
  /// of a whole one).
  let frame: PixelBox
  /// Where the steps go, in order: a list, or the CPU executor itself.
  var steps: Sink
  var cpuSubtrees = 0
  /// The frame pixel at the current target's pixel (0, 0).
  var origin = PixelBox.empty

  init(renderer: Renderer, executor: PlanExecutor, frame: PixelBox, steps: Sink) {
    self.renderer = renderer
    self.executor = executor
    self.localizesGroups = executor == .gpu
    self.frame = frame
    self.steps = steps
  }

  /// A map to frame pixels as a map to the current target's.
  @inline(__always)
  func local(_ transform: Transform) -> Transform {
    localizesGroups ? transform.translatedInTarget(by: origin) : transform
  }

  /// A box of frame pixels as a box of the current target's.
  @inline(__always)
  func local(_ box: PixelBox) -> PlanBox {
    let dx = localizesGroups ? origin.minX : 0
    let dy = localizesGroups ? origin.minY : 0
    return PlanBox(x: box.minX - dx, y: box.minY - dy, width: box.width, height: box.height)
  }

  /// Makes `box` (frame pixels) the current target's, for a group's
  /// steps: a no-op for a plan in frame pixels.
  @inline(__always)
  mutating func enter(_ box: PixelBox) {
    if localizesGroups { origin = box }
  }

  /// Adds a layer and its subtree, from its footprint.
  ///
  /// - Parameters:
  ///   - footprint: The layer's footprint in this frame.
  ///   - limit: The frame pixels of the current target.
  mutating func add(_ footprint: Footprint, limit: PixelBox) {
    // What the subtree paints lies in its footprint's area, as the CPU
    // reference drawing also relies on.
    guard footprint.subtreeArea.intersects(limit) else { return }
    if let copy = footprint.leafCopy {
      // A sprite on whole pixels, from its footprint's first lines.
      if let surface = footprint.leafSurface {
        addCopy(surface, x: copy.x, y: copy.y, alpha: copy.alpha)
      }
      return
    }
    let layer = footprint.layer
    let opacity = min(layer.properties.opacity, 1)
    if let projection = footprint.projection {
      addProjected(layer, map: projection, opacity: opacity, limit: limit)
      return
    }
    if !executor.drawsVectors
      && renderer.needsCPUSubtree(layer, transform: footprint.transform, limit: limit)
      || Renderer.hasLuminanceMask(layer)
    {
      addOnCPU(footprint, limit: limit)
      return
    }
    if let placed = footprint.leafContents {
      // An image leaf: its image, found as its footprint was made.
      if let image = layer.properties.contents,
        let surface = footprint.leafSurface ?? renderer.caches.images.surface(for: image)
      {
        addSurface(
          PlanBitmap(
            surface, image: image, cachesScaled: true,
            minification: layer.properties.minificationFilter,
            magnification: layer.properties.magnificationFilter),
          in: placed, transform: footprint.transform, alpha: opacity)
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
      let corners = Renderer.corners(of: layer)
      steps.append(
        .fill(
          rect: bounds, radius: layer.properties.cornerRadius, border: nil,
          color: layer.properties.backgroundColor, alpha: paints.alpha,
          transform: local(transform), corners: corners.mask, curve: corners.curve))
    }
    addClippedContent(of: footprint, paints, limit: inner)
    addBorder(
      of: layer, bounds: bounds, paints: paints.paintsBorder, alpha: paints.alpha,
      transform: local(transform))
    if paints.masks, let mask = layer.mask {
      addMask(mask, of: footprint, limit: inner)
    }
    if paints.isGroup {
      origin = outerOrigin
      steps.append(
        .endGroup(alpha: opacity, tint: paints.tints ? layer.properties.instanceTint : nil))
    }
  }

  /// Adds what a layer draws inside its clip (clipped to its bounds when
  /// it masks to them): its contents image, its backing store, its
  /// particles and its sublayers; nothing when nothing inside the clip
  /// shows.
  @inline(__always)
  mutating func addClippedContent(
    of footprint: Footprint, _ paints: Renderer.LayerPaints, limit inner: PixelBox
  ) {
    let layer = footprint.layer
    let transform = footprint.transform
    let clips = layer.properties.masksToBounds
    let outerOrigin = origin
    var clippedLimit = inner
    if clips {
      guard
        let box = beginClip(
          of: layer, bounds: paints.hasArea ? paints.bounds : .zero, transform: transform,
          limit: inner, keepsCompositor: true)
      else { return }
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
    if let contentRect = paints.contentRect, let content = layer.content,
      !addShape(
        content, of: layer, contentRect: contentRect, transform: transform, alpha: paints.alpha,
        limit: clippedLimit)
    {
      addBackingStore(
        content, of: layer, bounds: paints.bounds, contentRect: contentRect,
        transform: transform, alpha: paints.alpha, limit: clippedLimit)
    }
    if paints.emits {
      addParticles(of: layer, transform: transform, alpha: paints.alpha)
    }
    addSublayers(of: footprint, limit: clippedLimit)
    if clips {
      origin = outerOrigin
      steps.append(.endClip)
    }
  }

  /// Adds the sublayers a layer's footprint holds, reading ahead: a
  /// sprite on whole pixels needs only its footprint's first line, any
  /// other layer its footprint's first lines and its render layer.
  @inline(__always)
  mutating func addSublayers(of footprint: Footprint, limit: PixelBox) {
    let children = footprint.children
    for (index, child) in children.enumerated() {
      // Which kind the ones ahead are, this one tells: reading them
      // would wait for them.
      if child.leafCopy == nil {
        if index + 2 * Renderer.readAhead < children.count {
          Renderer.prefetch(children, at: index + 2 * Renderer.readAhead, lines: Footprint.lines)
        }
        if index + Renderer.readAhead < children.count {
          let ahead = Renderer.object(children, at: index + Renderer.readAhead)
          Renderer.prefetchLines(
            Renderer.layerAddress(of: ahead), count: Renderer.renderLayerLines)
        }
      } else if index + Renderer.readAhead < children.count {
        Renderer.prefetch(children, at: index + Renderer.readAhead)
      }
      add(child, limit: limit)
    }
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
    steps.append(.endMask(inverted: footprint.layer.properties.invertsMask))
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
    steps.append(.beginGroup(box: local(box), area: localizesGroups ? nil : area))
    enter(box)
    return box
  }

  /// Begins clipping to a layer's rounded `bounds`: returns the box of
  /// frame pixels that can show inside the clip, now the current target
  /// (a group's, for the GPU), or nil (and no clip) when it is empty.
  @inline(__always)
  mutating func beginClip(
    of layer: RenderLayer, bounds: Rect, radius: Double? = nil, transform: Transform,
    limit: PixelBox, keepsCompositor: Bool
  ) -> PixelBox? {
    let clipBox = PixelBox(enclosing: bounds.applying(transform), margin: 1)
      .intersection(limit)
    guard !clipBox.isEmpty else { return nil }
    let corners =
      radius == nil ? Renderer.corners(of: layer) : (mask: CornerMask.all, curve: .circular)
    steps.append(
      .beginClip(
        box: local(clipBox),
        clip: PlanClip(
          rect: bounds, radius: radius ?? layer.properties.cornerRadius,
          transform: local(transform), corners: corners.mask, curve: corners.curve),
        keepsCompositor: keepsCompositor))
    enter(clipBox)
    return clipBox
  }

  /// Adds a layer's backing store (text, custom drawing, shape or
  /// gradient) as a bitmap from the renderer's cache, rasterized if it
  /// changed; when it is too large to keep, as vectors in a plan for an
  /// executor that draws them, else as the tiles of it inside `limit`
  /// (``addTiles(_:of:bounds:contentRect:transform:alpha:limit:)``).
  @inline(__always)
  mutating func addBackingStore(
    _ content: RenderContent, of layer: RenderLayer, bounds: Rect, contentRect: Rect,
    transform: Transform, alpha: Double, limit: PixelBox
  ) {
    let scale = renderer.storeScale(
      of: content, contentRect: contentRect, transform: transform)
    guard
      contentRect.width * scale * contentRect.height * scale
        <= BackingStoreCache.maximumPixelCount
    else {
      if executor.drawsVectors {
        steps.append(
          .vectors(layer, storeRect: contentRect, transform: local(transform), alpha: alpha))
      } else {
        addTiles(
          content, of: layer, bounds: bounds, contentRect: contentRect, transform: transform,
          alpha: alpha, limit: limit)
      }
      return
    }
    let entry = renderer.caches.backingStores.entry(
      layerID: layer.layerID, content: content,
      extended: content.kind == nil ? ExtendedLayerProperties() : layer.properties.extended,
      bounds: contentRect, scale: scale
    ) { storeCairo in
      Renderer.rasterize(
        content, properties: layer.properties, bounds: bounds, scale: scale,
        on: storeCairo, images: renderer.caches.images)
    }
    let surface = entry.surface
    let rect = Rect(
      x: contentRect.minX, y: contentRect.minY,
      width: Double(surface.width) / scale, height: Double(surface.height) / scale)
    addSurface(
      PlanBitmap(
        surface, minification: layer.properties.minificationFilter,
        magnification: layer.properties.magnificationFilter),
      in: rect, transform: transform, alpha: alpha)
  }
}

/// The executor a plan is made for: what it draws natively decides a few
/// steps (see ``drawsVectors``).
enum PlanExecutor {
  /// ``CPUPlanExecutor``: Cairo, pixman and the compositor's kernels.
  case cpu
  /// The OpenGL executor (`ZoetropeGPU`).
  case gpu

  /// Whether it draws a backing store too large to keep as vectors;
  /// the others draw its tiles (``PlanBuilder/addTiles(_:of:bounds:contentRect:transform:alpha:limit:)``).
  var drawsVectors: Bool { self == .cpu }
}

/// Where a ``PlanBuilder``'s steps go, in order: a list (the GPU's plan),
/// or the CPU executor, which draws each as it comes, so that a frame of
/// 20,000 sprites neither stores nor copies 20,000 steps.
@MainActor
protocol PlanSink {
  /// Takes the next step.
  mutating func append(_ step: consuming PlanStep)
}

extension Array: PlanSink where Element == PlanStep {}

extension Renderer {
  /// The corners a layer's ``LayerProperties/cornerRadius`` rounds and
  /// their shape (all four, circular, for a layer without out-of-line
  /// values, without reading them).
  @inline(__always)
  static func corners(of layer: RenderLayer) -> (mask: CornerMask, curve: CornerCurve) {
    guard !layer.properties.extended.isEmpty else { return (.all, .circular) }
    return (layer.properties.maskedCorners, layer.properties.cornerCurve)
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
  package func premultiplied(by alpha: Double) -> Color.Premultiplied {
    func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    let a = clamped(self.alpha) * clamped(alpha)
    return Color.Premultiplied(
      red: clamped(red) * a, green: clamped(green) * a, blue: clamped(blue) * a, alpha: a)
  }
}
