import ZoetropeGraphics
import ZoetropeLayers

// Custom drawing through the layer: the view is its layer's delegate, and
// the layer asks it to draw with `draw(_:in:)` when its content is needed.
extension View {
  /// Marks the view's drawn content for redrawing before the next frame.
  ///
  /// The layer calls `draw(_:in:)` again when the frame's presentation is
  /// computed.
  public func setNeedsDisplay() {
    layer.setNeedsDisplay()
  }

  /// Marks the view's content for redrawing; the whole bounds are redrawn.
  ///
  /// - Parameter rect: The area that changed (ignored: the content is one
  ///   recorded drawing).
  public func setNeedsDisplay(_ rect: Rect) {
    layer.setNeedsDisplay()
  }
}

extension View: LayerDelegate {
  /// Draws the layer by calling the view's ``draw(_:in:)`` with its bounds.
  ///
  /// - Parameters:
  ///   - layer: The view's layer.
  ///   - context: The context to draw into.
  public func draw(_ layer: Layer, in context: any GraphicsContext) {
    draw(bounds, in: context)
  }

  /// Chooses the action for a change of the view's layer: none outside
  /// animation blocks.
  ///
  /// Outside a block a change shows at once (no implicit animation, unlike
  /// a standalone layer). Inside a block, a change made directly on the
  /// layer (`view.layer.cornerRadius = 8`) animates with the block's
  /// settings from the value on screen; changes through the view's own
  /// properties are animated by the view itself.
  ///
  /// - Parameters:
  ///   - layer: The view's layer.
  ///   - key: The property's name.
  /// - Returns: The block's animation, or ``/ZoetropeLayers/LayerAction/disabled``.
  public func action(for layer: Layer, forKey key: String) -> LayerAction? {
    guard !isSettingAnimatableProperty, let block = AnimationBlock.stack.last else {
      return .disabled
    }
    return block.layerAction(forKey: key, view: self) ?? .disabled
  }

  /// Whether the view draws its layer: `true` unless the layer has a
  /// ``/ZoetropeLayers/Layer/draw`` closure of its own, which then draws instead.
  public var drawsLayerContent: Bool {
    layer.draw == nil
  }

  /// Lays the view and its superview out again when its size changes,
  /// through the view or directly on its layer, as UIKit does; with
  /// ``ContentMode/redraw`` the view is redrawn too.
  ///
  /// A superview that resizes the view from its own ``layoutSubviews()``
  /// is not marked again: it made the change, and marking it would lay it
  /// out once more at the next pass.
  ///
  /// - Parameter layer: The view's layer.
  public func layerDidChangeBoundsSize(_ layer: Layer) {
    setNeedsLayout()
    if let superview, !superview.isLayingOutSubviews { superview.setNeedsLayout() }
    if contentMode == .redraw { setNeedsDisplay() }
  }
}
