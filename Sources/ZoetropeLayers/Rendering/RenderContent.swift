import ZoetropeGraphics

/// What a layer draws besides its properties: the text of a ``TextLayer``
/// and the recorded commands of custom drawing, frozen for the renderer,
/// and whether it draws a shape or gradient from its properties.
public struct RenderContent: Hashable, Sendable {
  /// What a ``ShapeLayer`` or ``GradientLayer`` draws from its
  /// presentation values (``LayerProperties/path``,
  /// ``LayerProperties/colors`` and the rest), under its custom drawing
  /// and text.
  public enum Kind: Hashable, Sendable {
    /// The path, filled and stroked.
    case shape
    /// The gradient, filling the bounds.
    case gradient
  }

  /// The shape or gradient that the layer's properties describe, or `nil`
  /// for a layer of another class.
  ///
  /// The values drawn are the presentation values of the frame (they
  /// animate without re-recording anything); a renderer redraws the
  /// backing store when they change (``LayerProperties/extended``).
  public var kind: Kind?

  /// The text to lay out and draw in the bounds, for a ``TextLayer``.
  public var text: Text?

  /// The layer's custom drawing, recorded in bounds coordinates through a
  /// ``RecordingGraphicsContext``; empty when the layer does not draw.
  ///
  /// Recorded once after each ``Layer/setNeedsDisplay()`` and reused until
  /// the next one: this is the layer's backing store of drawn content.
  public var drawing: [DrawingCommand]

  /// Creates render content.
  ///
  /// - Parameters:
  ///   - text: The text attributes, or `nil`.
  ///   - drawing: The recorded drawing commands.
  ///   - kind: The shape or gradient the properties describe, or `nil`.
  public init(text: Text? = nil, drawing: [DrawingCommand] = [], kind: Kind? = nil) {
    self.text = text
    self.drawing = drawing
    self.kind = kind
  }

  /// The attributes of a text layer's string.
  public struct Text: Hashable, Sendable {
    /// The string.
    public var string: String
    /// The font.
    public var font: Font
    /// The color of the glyphs.
    public var foregroundColor: Color
    /// The horizontal alignment.
    public var alignment: TextAlignment
    /// Whether lines wrap at the bounds' width.
    public var isWrapped: Bool
    /// Where an ellipsis replaces text that does not fit.
    public var truncation: TextTruncation

    /// Creates text attributes.
    ///
    /// - Parameters:
    ///   - string: The string.
    ///   - font: The font.
    ///   - foregroundColor: The glyph color.
    ///   - alignment: The alignment.
    ///   - isWrapped: Whether lines wrap.
    ///   - truncation: The truncation mode.
    public init(
      string: String,
      font: Font,
      foregroundColor: Color,
      alignment: TextAlignment,
      isWrapped: Bool,
      truncation: TextTruncation
    ) {
      self.string = string
      self.font = font
      self.foregroundColor = foregroundColor
      self.alignment = alignment
      self.isWrapped = isWrapped
      self.truncation = truncation
    }
  }
}

extension Layer {
  /// The layer's render content, re-recorded when display is needed and
  /// reused otherwise.
  ///
  /// A layer that draws nothing is not asked again either (its `nil` is
  /// kept), until ``setNeedsDisplay()`` or a new delegate.
  func currentRenderContent() -> RenderContent? {
    if !needsDisplay, hasCurrentRenderContent { return cachedRenderContent }
    var content = RenderContent()
    if let text = self as? TextLayer {
      content.text = RenderContent.Text(
        string: text.string,
        font: text.font,
        foregroundColor: text.foregroundColor,
        alignment: text.alignmentMode,
        isWrapped: text.isWrapped,
        truncation: text.truncationMode
      )
    }
    if self is ShapeLayer {
      content.kind = .shape
    } else if self is GradientLayer {
      content.kind = .gradient
    }
    if drawsContent {
      let recorder = RecordingGraphicsContext(bounds: model.bounds)
      display(in: recorder)
      content.drawing = recorder.commands
    }
    clearNeedsDisplay()
    let result: RenderContent? =
      content.text == nil && content.drawing.isEmpty && content.kind == nil ? nil : content
    cachedRenderContent = result
    hasCurrentRenderContent = true
    renderContentVersion &+= 1
    return result
  }
}
