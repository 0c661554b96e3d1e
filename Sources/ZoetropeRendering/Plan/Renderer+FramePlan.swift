import ZoetropeGraphics
import ZoetropeLayers

// A GPU frame: the snapshot walked once into footprints (its damage), and
// the footprints turned into the steps of its plan.
extension Renderer {
  /// The steps of the frame whose footprints `tracker` holds.
  ///
  /// That is the frame of the last ``plannedDamage(of:size:background:since:)``
  /// given `plan`: its footprint tree is walked back to front, each paint
  /// a step instead of pixels, as ``draw(_:in:parentTransform:shadowSource:parentSublayer:ownTransform:)``
  /// draws it from the same footprints. The layer tree is not walked
  /// again: every layer's map, drawn sublayers, grouping and projection
  /// come from its footprint, and what it paints from ``paints(of:shadowSource:footprint:opacity:)``,
  /// the CPU compositor's own answer.
  ///
  /// Backgrounds and borders become ``PlanStep/fill(rect:radius:border:color:transform:)``;
  /// contents images, backing stores (text, custom drawing, shapes,
  /// gradients) and shadows become bitmaps from this renderer's caches,
  /// rasterized once and kept while they do not change; a layer drawn as a
  /// group (opacity over more than one paint, a mask, a replicator's tint)
  /// and a layer that clips to its bounds become offscreen groups; a layer
  /// in perspective becomes its plane's bitmap mapped projectively; an
  /// emitter's particles become bitmaps of their cells' images, tinted by
  /// their colors; a contents transition becomes its two images in a
  /// group; a backing store too large to keep becomes the tiles of it in
  /// view, each rasterized once. What the steps cannot express (a store
  /// over 2³⁰ pixels on a side) is
  /// drawn on the CPU by the reference path into a bitmap of the subtree.
  ///
  /// The caches drop what the frame did not use, as after
  /// ``renderFrame(_:size:background:)``; use a renderer for one of the two.
  package func framePlan(of tracker: PlanTracker) -> FramePlan {
    guard let frame = tracker.frame else {
      return FramePlan(width: 0, height: 0, background: .clear, steps: [], cpuSubtrees: 0)
    }
    var builder = PlanBuilder(
      renderer: self, executor: .gpu, frame: PixelBox(width: frame.width, height: frame.height),
      steps: [PlanStep]())
    if let root = tracker.planned {
      builder.add(root, limit: PixelBox(width: frame.width, height: frame.height))
    }
    caches.evictUnused()
    return FramePlan(
      width: frame.width, height: frame.height, background: frame.background,
      steps: builder.steps, cpuSubtrees: builder.cpuSubtrees)
  }

  /// How many subtrees ``framePlan(of:)`` rasterized on the CPU (not
  /// reused from ``CPUSubtreeCache``) since the renderer was made.
  package var cpuSubtreeDrawCount: Int { caches.cpuSubtrees.drawCount }

  /// How many tiles of backing stores too large to keep ``framePlan(of:)``
  /// rasterized (not reused from ``StoreTileCache``) since the renderer
  /// was made.
  package var storeTileDrawCount: Int { caches.storeTiles.drawCount }

  /// Whether a layer's own paints include something the plan's
  /// steps cannot express, so its subtree is drawn on the CPU: a backing
  /// store over ``BackingStoreCache/maximumPixelCount`` that cannot be
  /// tiled (``StoreTiles/layout(contentRect:scale:transform:limit:)``:
  /// a map without an inverse, or a store over 2³⁰ pixels on a side).
  func needsCPUSubtree(_ layer: RenderLayer, transform: Transform, limit: PixelBox) -> Bool {
    guard let rect = Renderer.contentRect(of: layer),
      rect.width * scale * rect.height * scale > BackingStoreCache.maximumPixelCount
    else { return false }
    return StoreTiles.layout(
      contentRect: rect, scale: scale, transform: transform, limit: limit) == nil
  }

  /// The corners a layer's ``LayerProperties/cornerRadius`` rounds, for
  /// the GPU's fills and clips (``LayerProperties/maskedCorners``; all
  /// four for a layer without out-of-line values, without reading them).
  static func roundedCorners(of layer: RenderLayer) -> CornerMask {
    layer.properties.extended.isEmpty ? .all : layer.properties.maskedCorners
  }
}
