import ZoetropeGraphics
import ZoetropeLayers

// Where a layer lands, and the target pixels its own paints may cover.
extension Renderer {
  /// Whether a layer is drawn at all: not hidden, not transparent, with
  /// finite bounds.
  ///
  /// The one place it is decided: the CPU drawing walk, the GPU's command
  /// list, the footprints and the painted area all ask it, so a layer is
  /// skipped with its sublayers in every one of them alike.
  @inline(__always)
  static func isDrawn(_ properties: LayerProperties) -> Bool {
    !properties.isHidden && properties.opacity > 0 && isFinite(properties.bounds)
  }

  /// The map from a layer's bounds coordinates to target pixels when the
  /// layer, which has no 3D values and no sublayer transform above it, is
  /// drawn at all; `nil` for a hidden or transparent layer, one with
  /// bounds that are not finite, or one its transform flattens or breaks.
  @inline(__always)
  static func drawnTransform(of layer: RenderLayer, parentTransform: Transform) -> Transform? {
    guard isDrawn(layer.properties) else { return nil }
    let transform = transformToTarget(layer, parentTransform: parentTransform)
    return isUsableByCairo(transform) ? transform : nil
  }

  /// Where a layer lands when it is drawn at all: `.none` for a hidden or
  /// transparent layer, one with bounds that are not finite, one its
  /// transform flattens or breaks, or the back of one that is not
  /// double-sided (such a layer is skipped with its sublayers).
  static func drawnMap(of layer: RenderLayer, context: FootprintContext) -> LayerMap {
    guard isDrawn(layer.properties) else { return .none }
    switch map(
      of: layer, parentTransform: context.parentTransform,
      parentSublayer: context.sublayer?.transform)
    {
    case .affine(let transform): return isUsableByCairo(transform) ? .affine(transform) : .none
    case let other: return other
    }
  }

  /// Whether the compositor draws a layer as a group: opacity below 1
  /// and more than one paint (background, border, contents image, text
  /// or drawing, sublayers; a contents image counts as two, as on the
  /// Cairo path, unless `copiesContents`, and so does each sublayer, so a
  /// translucent layer whose only paint is a sublayer is a group too).
  ///
  /// A layer that paints only a contents image copied with pixman is not
  /// a group: the image composited with the layer's opacity gives the
  /// same pixels as the group would.
  static func isGroup(_ layer: RenderLayer, copiesContents: Bool) -> Bool {
    guard layer.properties.opacity < 1 else { return false }
    let bounds = layer.properties.bounds.standardized
    let hasArea = bounds.width > 0 && bounds.height > 0
    // A sublayer counts twice: drawn with its own opacity, not this
    // layer's, even one needs the group.
    var count = 2 * layer.sublayers.count
    if layer.hasShadow, shadowStyle(of: layer) != nil { count += 1 }
    // Particles overlap each other: a group.
    if !layer.properties.extended.isEmpty, layer.properties.emitsParticles { count += 2 }
    guard hasArea else {
      // A shape may paint outside empty bounds.
      if contentRect(of: layer) != nil { count += 1 }
      return count > 1
    }
    if layer.properties.backgroundColor.alpha > 0 { count += 1 }
    if layer.properties.borderWidth.isFinite && layer.properties.borderWidth > 0
      && layer.properties.borderColor.alpha > 0
    {
      count += 1
    }
    if layer.properties.contentsTransition != nil {
      count += 2
    } else if let contents = layer.properties.contents, !contents.isEmpty {
      count += copiesContents ? 1 : 2
    }
    if layer.hasContent { count += 1 }
    return count > 1
  }

  /// The target pixels a layer's own paints (not its sublayers') may
  /// touch, before its ancestors' clips: its bounds, its contents images
  /// where they overflow the bounds, its backing store and its shadow's
  /// bitmap (`shadow`, from ``shadowPlacement(of:)``, `nil` for none or one
  /// clipped to the bounds), mapped by `transform` and rounded out with a
  /// pixel of margin for antialiasing.
  ///
  /// `placedContents` is ``placedContentsRect(of:)`` of the layer, worked
  /// out once by the caller for this and the other per-layer questions.
  func ownArea(
    of layer: RenderLayer, transform: Transform, placedContents: Rect?, shadow: ShadowPlacement?
  ) -> PixelBox {
    let bounds = layer.properties.bounds.standardized
    let store = Renderer.contentRect(of: layer)
    let particles = particleExtent(of: layer)
    guard bounds.width > 0, bounds.height > 0 else {
      // Only a shape, particles or a shadow paint outside empty bounds.
      var area = store.map { Renderer.wholePixels($0, scale: scale) } ?? Rect.null
      if let shadow {
        area = area.union(shadow.rect)
      }
      if !particles.isNull, !layer.properties.masksToBounds {
        area = area.union(particles)
      }
      guard !area.isNull else { return .empty }
      return PixelBox(enclosing: area, mappedBy: transform, margin: 1)
    }
    var area = bounds
    if !particles.isNull, !layer.properties.masksToBounds {
      area = area.union(particles)
    }
    if let shadow {
      area = area.union(shadow.rect)
    }
    if let store {
      // A backing store is whole pixels: up to a pixel wider than it.
      area = area.union(Renderer.wholePixels(store, scale: scale))
    }
    if !layer.properties.masksToBounds {
      // Images may overflow unclipped bounds (no array of them: this runs
      // for every changed layer of every frame).
      if let rect = placedContents {
        area = area.union(rect)
      }
      if let previous = layer.properties.contentsTransition?.previousContents,
        let rect = Renderer.placedRect(of: previous, in: layer)
      {
        area = area.union(rect)
      }
    }
    return PixelBox(enclosing: area, mappedBy: transform, margin: 1)
  }

  /// A backing store's rectangle as drawn: whole pixels at `scale` from
  /// its origin, up to a pixel wider and taller than `rect`.
  static func wholePixels(_ rect: Rect, scale: Double) -> Rect {
    Rect(
      x: rect.minX, y: rect.minY, width: (rect.width * scale).rounded(.up) / scale,
      height: (rect.height * scale).rounded(.up) / scale)
  }

  /// Where a layer's contents image is drawn in its bounds coordinates
  /// (by its gravity), or `nil` when it has none or it places nowhere.
  static func placedContentsRect(of layer: RenderLayer) -> Rect? {
    guard let image = layer.properties.contents else { return nil }
    return placedRect(of: image, in: layer)
  }

  /// Where an image is drawn in a layer's bounds coordinates, or `nil`
  /// when it is empty or places nowhere.
  static func placedRect(of image: Image, in layer: RenderLayer) -> Rect? {
    guard !image.isEmpty else { return nil }
    let natural = Renderer.naturalSize(of: image, contentsScale: layer.properties.contentsScale)
    if layer.properties.contentsGravity == .resize {
      // `ContentsGravity.contentsRect(for:in:)` for `resize`, without the
      // call: the standardized bounds, for an image of a size and bounds
      // that are finite and not empty.
      let bounds = layer.properties.bounds
      guard natural.width.isFinite, natural.height.isFinite, natural.width > 0,
        natural.height > 0, isFinite(bounds), bounds.size.width != 0, bounds.size.height != 0
      else { return nil }
      // Standardizing finite bounds can overflow (a huge origin and a
      // huge negative size): such a rectangle places nowhere, as below.
      let placed = bounds.standardized
      return isFinite(placed) ? placed : nil
    }
    let rect = layer.properties.contentsGravity.contentsRect(
      for: natural, in: layer.properties.bounds)
    guard !rect.isNull, isFinite(rect) else { return nil }
    return rect
  }

  /// The target pixels that a layer's own paints drawn by Cairo (rather
  /// than pixman) may touch.
  ///
  /// Those are the paints the compositor cannot draw exactly (see
  /// ``usesCompositor``). `isExact` says whether pixman may draw the
  /// background, `innerIsExact` whether it may draw inside the layer's
  /// own clip (contents, text and drawing). `placedContents` is
  /// ``placedContentsRect(of:)`` of the layer.
  func cairoPaintArea(
    of layer: RenderLayer, transform: Transform, isExact: Bool, innerIsExact: Bool,
    placedContents: Rect?, shadow: ShadowPlacement?
  ) -> PixelBox {
    let bounds = layer.properties.bounds.standardized
    // With empty bounds only a shape's store, particles and a shadow paint.
    let hasArea = bounds.width > 0 && bounds.height > 0
    // Particles are counted as Cairo's wherever they are: some are.
    let particles = particleExtent(of: layer)
    guard hasArea || layer.hasContent || shadow != nil || !particles.isNull else { return .empty }
    var rect = Rect.null
    if !particles.isNull {
      rect = layer.properties.masksToBounds ? particles.intersection(bounds) : particles
    }
    Renderer.addCairoShadow(
      shadow, of: layer, bounds: bounds, hasArea: hasArea, isExact: isExact,
      transform: transform, to: &rect)
    // Whether pixman fills the background is asked only when there is one.
    if hasArea, layer.properties.backgroundColor.alpha > 0,
      !(isExact
        && Renderer.alignedBox(
          of: bounds, cornerRadius: layer.properties.cornerRadius, transform: transform) != nil)
    {
      rect = rect.union(bounds)
    }
    if hasArea, layer.properties.borderWidth.isFinite, layer.properties.borderWidth > 0,
      layer.properties.borderColor.alpha > 0
    {
      rect = rect.union(bounds)
    }
    func copies(_ rect: Rect, pixelWidth: Int, pixelHeight: Int) -> Bool {
      innerIsExact
        && Renderer.compositesItself(
          rect, pixelWidth: pixelWidth, pixelHeight: pixelHeight, transform: transform,
          minification: layer.properties.minificationFilter,
          magnification: layer.properties.magnificationFilter)
    }
    if hasArea, let transition = layer.properties.contentsTransition {
      rect = rect.union(bounds)
      for image in [layer.properties.contents, transition.previousContents] {
        guard let image, !image.isEmpty else { continue }
        let natural = Renderer.naturalSize(of: image, contentsScale: layer.properties.contentsScale)
        let placed = layer.properties.contentsGravity.contentsRect(
          for: natural, in: layer.properties.bounds)
        if !placed.isNull, isFinite(placed) {
          rect = rect.union(placed)
        }
      }
    } else if hasArea, let placed = placedContents, let image = layer.properties.contents,
      !copies(placed, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
    {
      rect = rect.union(placed)
    }
    if let content = Renderer.contentRect(of: layer) {
      let pixelWidth = max(Int((content.width * scale).rounded(.up)), 1)
      let pixelHeight = max(Int((content.height * scale).rounded(.up)), 1)
      let store = Rect(
        x: content.minX, y: content.minY, width: Double(pixelWidth) / scale,
        height: Double(pixelHeight) / scale)
      let huge =
        content.width * scale * content.height * scale > BackingStoreCache.maximumPixelCount
      if huge || !copies(store, pixelWidth: pixelWidth, pixelHeight: pixelHeight) {
        rect = rect.union(store).union(content)
      }
    }
    guard !rect.isNull else { return .empty }
    return PixelBox(enclosing: rect, mappedBy: transform, margin: 1)
  }

  /// Adds to `rect` the part of a layer's shadow (`shadow`, where it is
  /// not clipped to the bounds) that Cairo draws, for
  /// ``cairoPaintArea(of:transform:isExact:innerIsExact:placedContents:shadow:)``.
  @inline(__always)
  static func addCairoShadow(
    _ shadow: ShadowPlacement?, of layer: RenderLayer, bounds: Rect, hasArea: Bool,
    isExact: Bool, transform: Transform, to rect: inout Rect
  ) {
    if let shadow {
      // The shadow is drawn beneath the layer's own clip, like the
      // background: pixman copies it where it lands on whole pixels.
      let copied =
        isExact
        && Renderer.compositesItself(
          shadow.rect, pixelWidth: shadow.pixelWidth, pixelHeight: shadow.pixelHeight,
          transform: transform, minification: .linear, magnification: .linear)
      if !copied {
        rect = rect.union(shadow.rect)
      }
    } else if hasArea, layer.properties.masksToBounds, layer.hasShadow,
      Renderer.shadowStyle(of: layer) != nil
    {
      // A shadow clipped to the bounds is drawn by Cairo.
      rect = rect.union(bounds)
    }
  }
}
