import ZoetropeGraphics
import ZoetropeLayers

// A Lottie shape whose path changes: a ``PlanStep/shape(_:)`` step, drawn
// straight into the target, instead of a backing store drawn every frame.
extension PlanBuilder {
  /// Adds a shape layer's fill and stroke as a ``PlanStep/shape(_:)``
  /// step when it asks for it (``ShapeLayer``'s `drawsShapeDirectly`, for
  /// a path that changes every frame) and may be one
  /// (``Renderer/drawsShapeDirectly(_:content:)``); returns whether
  /// it did (a step, or nothing where nothing shows).
  mutating func addShape(
    _ content: RenderContent, of layer: RenderLayer, contentRect: Rect, transform: Transform,
    alpha: Double, limit: PixelBox
  ) -> Bool {
    guard Renderer.drawsShapeDirectly(layer, content: content) else {
      return false
    }
    guard isUsableByCairo(transform), alpha > 0 else { return true }
    let box = PixelBox(enclosing: contentRect.applying(transform), margin: 1).intersection(limit)
    guard !box.isEmpty else { return true }
    steps.append(
      .shape(PlanShape(layer: layer, transform: local(transform), alpha: alpha, box: local(box))))
    return true
  }
}

extension Renderer {
  /// Whether a shape layer's values paint a stroke: a visible colour and
  /// a width.
  static func strokes(_ properties: LayerProperties) -> Bool {
    properties.strokeColor.alpha > 0 && properties.lineWidth > 0
  }

  /// Whether a layer's content is a ``PlanStep/shape(_:)`` step: a
  /// shape layer that asks for it, alone (no drawing, no text) drawn by
  /// the coverage rasterizer, not masked to its bounds, whose stroke is
  /// neither trimmed nor dashed. (A translucent one that fills and
  /// strokes is drawn as its bitmap: ``PlanShape/drawsOverTarget``.)
  static func drawsShapeDirectly(_ layer: RenderLayer, content: RenderContent) -> Bool {
    guard content.kind == .shape, content.drawing.isEmpty, content.text == nil else {
      return false
    }
    let properties = layer.properties
    guard properties.drawsShapeDirectly, properties.usesCoverageRasterizer,
      !properties.masksToBounds
    else { return false }
    return !strokes(properties)
      || (properties.strokeStart <= 0 && properties.strokeEnd >= 1
        && properties.lineDashPattern.isEmpty)
  }
}
