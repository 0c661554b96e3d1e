import ZoetropeGraphics
import ZoetropeLayers

// Rendering a snapshot: the damage since the last frame, then its pixels.
extension Renderer {
  /// Makes the next ``render(_:size:background:)`` or
  /// ``renderFrame(_:size:background:)`` redraw the whole frame, as after
  /// a change of size, even where nothing changed.
  ///
  /// A host whose copy of the frame was lost calls it; benchmarks call it
  /// to measure full redraws.
  public func setNeedsDisplay() {
    lastFrame = nil
    lastFootprint = nil
  }

  /// Draws a snapshot into an image of `size` points (× ``scale`` pixels,
  /// rounded up), cleared to `background` first.
  ///
  /// Built on ``renderFrame(_:size:background:)``: the same pixels,
  /// copied into an image. The image reuses the buffer of the one
  /// returned before last, copying only the pixels changed since, and a
  /// frame where nothing changed returns the last image itself.
  ///
  /// A size whose width or height is not finite or is below one pixel
  /// becomes one pixel, and one above ``maximumPixelDimension`` pixels is
  /// clamped to it; a size of more than ``maximumPixelCount`` pixels in
  /// all is scaled down proportionally to fit; each with a warning.
  ///
  /// - Parameters:
  ///   - snapshot: The presentation tree to draw.
  ///   - size: The size of the image, in points.
  ///   - background: The color the image is cleared to.
  /// - Returns: The drawn image, whose ``/ZoetropeGraphics/Image/scale`` is ``scale``.
  public func render(_ snapshot: RenderSnapshot, size: Size, background: Color = .clear)
    -> Image
  {
    let frame = renderFrame(snapshot, size: size, background: background)
    return frameImages.image(of: frame.surface, scale: frame.scale)
  }

  /// Draws a snapshot into the renderer's own frame surface of `size`
  /// points (× ``scale`` pixels, rounded up) and returns it with the
  /// rectangles that changed, without making an ``/ZoetropeGraphics/Image``.
  ///
  /// Only what changed since the previous frame is redrawn (see
  /// ``lastDamage``), and nothing is copied: a window that keeps the
  /// previous frame uploads just ``RenderedFrame/damage`` from the
  /// surface. The pixels equal those ``render(_:size:background:)``
  /// returns for the same snapshots; they are valid until the next
  /// `renderFrame` or `render`.
  ///
  /// ```swift
  /// let frame = renderer.renderFrame(snapshot, size: windowSize, background: .black)
  /// for rect in frame.damage { upload(rect, of: frame) }
  /// ```
  ///
  /// Sizes are clamped as in ``render(_:size:background:)``, with a
  /// warning.
  ///
  /// - Parameters:
  ///   - snapshot: The presentation tree to draw.
  ///   - size: The size of the frame, in points.
  ///   - background: The color the frame is cleared to.
  /// - Returns: The frame: the surface's pixels and the damage.
  /// - Complexity: O(layers) to find the damage, plus the drawing of
  ///   the damaged pixels.
  public func renderFrame(_ snapshot: RenderSnapshot, size: Size, background: Color = .clear)
    -> RenderedFrame
  {
    let (width, height) = Renderer.pixelSize(of: size, scale: scale)
    lastDamage = nil
    let sameFrame =
      lastFrame.map {
        $0.width == width && $0.height == height && $0.scale == scale
          && $0.background == background
      } ?? false
    let target: CairoSurface
    if let existing = self.target, existing.width == width, existing.height == height {
      target = existing
    } else {
      // A frame still held on the old surface is no longer current.
      self.target?.generation += 1
      target = CairoSurface(width: width, height: height)
      self.target = target
    }
    if sameFrame, let last = lastFrame, last.root === snapshot.root {
      lastDamage = usesCompositor && lastFootprint != nil ? .zero : nil
      caches.keepAll()
      return RenderedFrame(surface: target, scale: scale, damage: .empty)
    }
    let rootTransform = Transform(scaleX: scale, y: scale)
    let frame = PixelBox(width: width, height: height)
    var damage = frame
    var rootFootprint: Footprint?
    if usesCompositor {
      (rootFootprint, damage) = plan(
        snapshot.root, rootTransform: rootTransform, frame: frame, sameFrame: sameFrame)
    } else {
      lastFootprint = nil
    }
    compositeCounts.reset()
    if usesCompositor {
      lastDamage = damage.isEmpty ? .zero : damage.rect
    }
    lastFrame = (snapshot.root, width, height, scale, background)
    if usesCompositor, damage.isEmpty, sameFrame {
      caches.keepAll()
      return RenderedFrame(surface: target, scale: scale, damage: .empty)
    }
    draw(
      snapshot.root, into: target, damage: damage, background: background,
      rootTransform: rootTransform, footprint: rootFootprint)
    target.generation += 1
    frameImages.surfaceChanged(damage)
    return RenderedFrame(surface: target, scale: scale, damage: damage)
  }

  /// Plans a frame: the footprints of every drawn layer (the last frame's
  /// kept where nothing changed) and the damage, which it keeps for the
  /// next frame's damage unless the frame has more than
  /// ``trackedLayerLimit`` of them.
  ///
  /// - Returns: The root's footprint, which the planner draws from,
  ///   and the pixels to redraw: the whole frame for the first, one of
  ///   another size, one after a frame that kept no footprints, or one
  ///   over the limit.
  private func plan(
    _ root: RenderLayer, rootTransform: Transform, frame: PixelBox, sameFrame: Bool
  ) -> (root: Footprint?, damage: PixelBox) {
    var changed = PixelBox.empty
    footprintCount = 0
    let previous = sameFrame ? lastFootprint : nil
    let planned = footprint(
      of: root,
      context: FootprintContext(
        parentTransform: rootTransform, clip: frame, opacity: 1, groups: 0, isExact: true),
      previous: previous, damage: &changed)
    assert(planned.map { $0.checksInvariants(frame: frame) } ?? true)
    guard footprintCount <= trackedLayerLimit else {
      if !warnedAboutLayerCount {
        warnedAboutLayerCount = true
        zoetropeWarning(
          "Frame of more than \(trackedLayerLimit) layers: composited whole each frame, "
            + "without damage tracking")
      }
      lastFootprint = nil
      return (planned, frame)
    }
    lastFootprint = planned
    guard previous != nil else { return (planned, frame) }
    var damage = changed.intersection(frame)
    // Redraw Cairo's paints whole, so they match a full redraw.
    while planned?.growToHoldCairoPaints(&damage) == true {}
    return (planned, damage)
  }
}
