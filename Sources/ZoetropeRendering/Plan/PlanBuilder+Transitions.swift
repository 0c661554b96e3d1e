import ZoetropeGraphics
import ZoetropeLayers

// A contents transition as plan steps: the two images in a group, as
// the CPU draws them (`Renderer.drawContents(of:in:transform:alpha:)`).
extension PlanBuilder {
  /// A running ``ContentsTransition``: a fade as a cross-dissolve (the
  /// previous image at 1 − progress, the current one added at progress,
  /// in a group composited at `alpha`, so two opaque images stay opaque);
  /// a push, move-in or reveal as the two images at their offsets and
  /// opacities in a group clipped to the bounds, the current one on top
  /// (the previous one for a reveal).
  ///
  /// - Parameters:
  ///   - transition: The transition, at this frame's progress.
  ///   - layer: The layer.
  ///   - transform: The map from its bounds coordinates to frame pixels.
  ///   - alpha: The alpha of the layer's paints.
  ///   - limit: The frame pixels of the current target.
  mutating func addTransition(
    _ transition: ContentsTransition, of layer: RenderLayer, transform: Transform, alpha: Double,
    limit: PixelBox
  ) {
    let current = layer.properties.contents
    let previous = transition.previousContents
    let bounds = layer.properties.bounds.standardized
    guard transition.type != .fade else {
      // The group covers both images, which may overflow the bounds.
      var area = Rect.null
      for image in [previous, current].compactMap({ $0 }) {
        if let rect = Renderer.placedRect(of: image, in: layer) {
          area = area.union(rect)
        }
      }
      guard !area.isNull, let box = beginGroup(covering: area, transform: transform, limit: limit)
      else { return }
      let outerOrigin = origin
      enter(box)
      if let previous {
        addImage(
          previous, of: layer, transform: transform, alpha: transition.previousContentsOpacity)
      }
      if let current {
        steps.append(.beginAdding)
        addImage(current, of: layer, transform: transform, alpha: transition.contentsOpacity)
        steps.append(.endAdding)
      }
      origin = outerOrigin
      steps.append(.endGroup(alpha: alpha, tint: nil))
      return
    }
    let outerOrigin = origin
    guard
      beginClip(
        of: layer, bounds: bounds, radius: 0, transform: transform, limit: limit,
        keepsCompositor: false) != nil
    else { return }
    func add(_ image: Image?, offset: Vector, opacity: Double) {
      guard let image else { return }
      addImage(image, of: layer, offset: offset, transform: transform, alpha: alpha * opacity)
    }
    let drawsPreviousOnTop = transition.type == .reveal
    if drawsPreviousOnTop {
      add(
        current, offset: transition.contentsOffset(in: bounds.size),
        opacity: transition.contentsOpacity)
    }
    add(
      previous, offset: transition.previousContentsOffset(in: bounds.size),
      opacity: transition.previousContentsOpacity)
    if !drawsPreviousOnTop {
      add(
        current, offset: transition.contentsOffset(in: bounds.size),
        opacity: transition.contentsOpacity)
    }
    origin = outerOrigin
    steps.append(.endClip)
  }

  /// Begins a group covering a rectangle of bounds coordinates.
  ///
  /// The rectangle is mapped to frame pixels by `transform` and cut to
  /// `limit`. Returns the group's box, or nil (and no group) when that is
  /// empty; the caller makes the box the current target's.
  mutating func beginGroup(
    covering rect: Rect, transform: Transform, limit: PixelBox
  ) -> PixelBox? {
    let box = PixelBox(enclosing: rect.applying(transform)).intersection(limit)
    guard !box.isEmpty else { return nil }
    steps.append(.beginGroup(box: local(box), area: nil))
    return box
  }
}
