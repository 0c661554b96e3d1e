import CCairo
import ZoetropeGraphics
import ZoetropeLayers

/// The CPU executor: draws a frame's plan (``PlanStep``s in frame pixels,
/// see ``PlanBuilder``) into the renderer's target.
///
/// Each paint is drawn as the reference path (Cairo walking the layer
/// tree) draws it, or, where the compositor may write the target itself
/// (no group open, clipped only to boxes of whole pixels: ``CompositeClip``),
/// by the compositor's equivalents: pixman copies and fills, and its own
/// sampling of scaled and turned bitmaps
/// (``Renderer/composite(_:pixelWidth:pixelHeight:in:in:transform:alpha:minification:magnification:direct:cachesScaled:)``).
/// Groups are Cairo groups in the frame's coordinates; a clip is Cairo's
/// clip of the paints inside it.
@MainActor
struct CPUPlanExecutor: PlanSink {
  let renderer: Renderer
  /// The `cairo_t` of the target, clipped to the damage.
  let cairo: OpaquePointer
  /// Where pixman may draw now.
  private var clip: CompositeClip
  /// The clips of the enclosing groups, clips and masks, innermost last.
  private var saved: [CompositeClip] = []
  /// Whether paints add (a contents transition's new image), which only
  /// Cairo draws.
  private var isAdding = false

  /// An executor drawing into `cairo`, whose pixels inside `damage` it
  /// may write with pixman.
  init(renderer: Renderer, cairo: OpaquePointer, damage: PixelBox) {
    self.renderer = renderer
    self.cairo = cairo
    self.clip = CompositeClip(box: damage, isExact: true)
  }

  /// Draws the next step, as a planner makes it.
  @inline(__always)
  mutating func append(_ step: consuming PlanStep) {
    run(step)
  }

  /// Checks that the plan is over: every group, clip and mask ended.
  func finish() {
    assert(saved.isEmpty, "a plan's groups, clips and masks are balanced")
  }

  /// Draws one step.
  @inline(__always)
  mutating func run(_ step: consuming PlanStep) {
    switch consume step {
    case .copy(let bitmap, let x, let y, let alpha):
      if let direct = clip.direct {
        renderer.compositeCopy(bitmap.surface, x: x, y: y, alpha: alpha, clip: direct)
      } else {
        drawBitmap(
          bitmap,
          in: Rect(
            x: Double(x), y: Double(y), width: Double(bitmap.width), height: Double(bitmap.height)),
          transform: .identity, alpha: alpha, tint: nil)
      }
    case .bitmap(let bitmap, let rect, let transform, let alpha, _, let tint):
      drawBitmap(bitmap, in: rect, transform: transform, alpha: alpha, tint: tint)
    case .particles(let batch):
      // Each as a bitmap step of its cell's image.
      for particle in batch.particles {
        drawBitmap(
          batch.bitmaps[particle.bitmap], in: particle.rect, transform: particle.transform,
          alpha: particle.alpha, tint: particle.tint)
      }
    case .fill(
      let rect, let radius, let border, let color, let alpha, let transform, let corners,
      let curve):
      let shape = RoundedShape(rect: rect, radius: radius, corners: corners, curve: curve)
      if let border {
        renderer.willPaintWithCairo()
        renderer.drawBorder(
          shape, width: border, color: color, alpha: alpha, in: cairo, transform: transform)
      } else {
        renderer.drawBackground(
          shape, color: color, alpha: alpha, in: cairo, transform: transform,
          direct: clip.direct)
      }
    case .projected(let bitmap, let toTarget, let alpha, let box, let outline):
      renderer.drawPlane(
        bitmap.surface, toTarget: Homography(entries: toTarget), box: PixelBox(box),
        outline: outline, in: cairo, opacity: alpha)
    case .vectors(let layer, let storeRect, let transform, let alpha):
      if let content = layer.content {
        renderer.drawVectors(
          content, of: layer, bounds: layer.properties.bounds.standardized,
          storeRect: storeRect, in: cairo, transform: transform, alpha: alpha)
      }
    case .shape(let shape):
      // Adding (a transition's new image) goes through Cairo's operator.
      renderer.drawShape(shape, in: cairo, direct: isAdding ? nil : clip.direct)
    case .beginGroup(let box, let area):
      beginGroup(clippedTo: area ?? Rect(box), box: PixelBox(box))
    case .endGroup(let alpha, let tint):
      if let tint {
        renderer.popTintedGroup(cairo, tint: tint)
      } else {
        cairo_pop_group_to_source(cairo)
      }
      cairo_paint_with_alpha(cairo, alpha)
      cairo_restore(cairo)
      clip = saved.removeLast()
    case .beginClip(_, let shape, let keepsCompositor):
      beginClip(shape, keepsCompositor: keepsCompositor)
    case .endClip:
      cairo_restore(cairo)
      clip = saved.removeLast()
    case .beginAdding: setAdding(true)
    case .endAdding: setAdding(false)
    case .beginMask:
      saved.append(clip)
      clip.isExact = false
      clip.group = nil
      cairo_push_group(cairo)
    case .endMask(let inverted):
      // The group times the mask's alpha (`DEST_IN`), or one minus it.
      cairo_pop_group_to_source(cairo)
      cairo_identity_matrix(cairo)
      cairo_set_operator(cairo, inverted ? CAIRO_OPERATOR_DEST_OUT : CAIRO_OPERATOR_DEST_IN)
      cairo_paint(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
      clip = saved.removeLast()
    }
  }

  /// Makes paints add (a contents transition's new image) or composite
  /// over the target.
  private mutating func setAdding(_ adding: Bool) {
    isAdding = adding
    cairo_set_operator(cairo, adding ? CAIRO_OPERATOR_ADD : CAIRO_OPERATOR_OVER)
  }

  /// Draws a bitmap step: its surface (a particle's image tinted first,
  /// kept by the particle cache), with the compositor where it may draw.
  @inline(__always)
  private func drawBitmap(
    _ bitmap: PlanBitmap, in rect: Rect, transform: Transform, alpha: Double, tint: Color?
  ) {
    var surface = bitmap.surface
    var image = bitmap.image
    if let tint, let original = image {
      let tinted = renderer.caches.particles.tinted(original, by: tint)
      guard let tintedSurface = renderer.caches.images.surface(for: tinted) else { return }
      surface = tintedSurface
      image = tinted
    }
    if clip.direct == nil, let box = clip.group, !isAdding,
      renderer.compositeTurnedInGroup(
        surface, pixelWidth: image?.pixelWidth ?? surface.width,
        pixelHeight: image?.pixelHeight ?? surface.height, in: rect, in: cairo,
        transform: transform, alpha: alpha, minification: bitmap.minification,
        magnification: bitmap.magnification, box: box)
    {
      return
    }
    renderer.composite(
      surface, pixelWidth: image?.pixelWidth ?? surface.width,
      pixelHeight: image?.pixelHeight ?? surface.height, in: rect, in: cairo,
      transform: transform, alpha: alpha, minification: bitmap.minification,
      magnification: bitmap.magnification, direct: clip.direct,
      cachesScaled: bitmap.cachesScaled ? image.map { ($0, renderer.caches.images) } : nil)
  }

  /// Starts a Cairo group clipped to `area` of target pixels, after the
  /// compositor's recorded operations: pixman may not draw inside it.
  private mutating func beginGroup(clippedTo area: Rect, box: PixelBox) {
    saved.append(clip)
    // The sampler may paint into the group where pixman could draw
    // around it (see ``Renderer/compositeTurnedInGroup``).
    let outer = clip.isExact ? clip.box : clip.group
    clip.group = outer.map { $0.intersection(box) }
    clip.isExact = false
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_new_path(cairo)
    cairo_rectangle(cairo, area.minX, area.minY, area.width, area.height)
    cairo_clip(cairo)
    renderer.flushCompositeOperations()
    cairo_push_group(cairo)
  }

  /// Clips Cairo to a rounded rectangle (saving its state first), and
  /// narrows the compositor's clip to it, or makes it inexact when it does
  /// not land on whole pixels or `keepsCompositor` is false.
  private mutating func beginClip(_ shape: PlanClip, keepsCompositor: Bool) {
    saved.append(clip)
    cairo_save(cairo)
    renderer.setMatrix(cairo, shape.transform)
    cairo_new_path(cairo)
    Renderer.appendRounded(
      cairo,
      RoundedShape(
        rect: shape.rect, radius: shape.radius, corners: shape.corners, curve: shape.curve))
    cairo_clip(cairo)
    clip.group = nil
    guard keepsCompositor else {
      renderer.flushCompositeOperations()
      clip.isExact = false
      return
    }
    if clip.isExact {
      if let box = Renderer.alignedBox(
        of: shape.rect, cornerRadius: shape.radius, transform: shape.transform)
      {
        clip.box = clip.box.intersection(box)
      } else {
        clip.isExact = false
      }
    }
  }
}

extension Rect {
  /// A box of whole pixels as a rectangle.
  init(_ box: PlanBox) {
    self.init(
      x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height))
  }
}

extension PixelBox {
  /// A plan's box as a pixel box.
  init(_ box: PlanBox) {
    self.init(minX: box.x, minY: box.y, maxX: box.x + box.width, maxY: box.y + box.height)
  }
}

extension Homography {
  /// A homography from a plan's nine entries (``PlanStep/projected(_:toTarget:alpha:box:outline:)``),
  /// row by row.
  init(entries m: [Double]) {
    assert(m.count == 9, "a homography has nine entries")
    self.init(
      m11: m[0], m12: m[1], m13: m[2], m21: m[3], m22: m[4], m23: m[5], m31: m[6], m32: m[7],
      m33: m[8])
  }
}
