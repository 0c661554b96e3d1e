// Custom drawing: the layer's content drawn by its delegate or its `draw`
// closure into a GraphicsContext, as `CALayer.display()` and
// `draw(in:)` do.
extension Layer {
  /// Whether the layer has custom content to draw: its delegate draws
  /// (``LayerDelegate/drawsLayerContent``) or it has a ``draw`` closure.
  public var drawsContent: Bool {
    delegate?.drawsLayerContent == true || draw != nil
  }

  /// Draws the layer's custom content into a context whose user space is
  /// the layer's bounds coordinates.
  ///
  /// The delegate draws, with ``LayerDelegate/draw(_:in:)``, when its
  /// ``LayerDelegate/drawsLayerContent`` is `true`; otherwise the ``draw``
  /// closure does, if there is one; otherwise nothing is drawn. The call
  /// does not change ``needsDisplay``.
  ///
  /// The renderer calls this (through ``displayIfNeeded(in:)``) when
  /// ``needsDisplay`` is set, with a fresh context the size of the bounds,
  /// and keeps the result as the layer's backing store until the next
  /// ``setNeedsDisplay()``. Call it yourself with a
  /// ``RecordingGraphicsContext`` to test drawing code.
  ///
  /// - Parameter context: The context to draw into.
  public func display(in context: any GraphicsContext) {
    if let delegate, delegate.drawsLayerContent {
      delegate.draw(self, in: context)
    } else if let draw {
      draw(context)
    }
  }

  /// Draws the layer's content if ``needsDisplay`` is set, clearing the
  /// flag first, as `CALayer.displayIfNeeded()`.
  ///
  /// The flag is cleared before drawing, so drawing code that calls
  /// ``setNeedsDisplay()`` asks for another redraw.
  ///
  /// - Parameter context: The context to draw into.
  /// - Returns: Whether the layer was drawn.
  @discardableResult
  public func displayIfNeeded(in context: any GraphicsContext) -> Bool {
    guard needsDisplay else {
      return false
    }
    clearNeedsDisplay()
    display(in: context)
    return true
  }

  /// Clears ``needsDisplay`` after the renderer has redrawn the content.
  package func clearNeedsDisplay() {
    needsDisplay = false
  }
}
