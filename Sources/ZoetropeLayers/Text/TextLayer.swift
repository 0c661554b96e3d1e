import ZoetropeGraphics

/// A layer that draws a string in its bounds: Core Animation's
/// `CATextLayer`.
///
/// The text is laid out in the layer's bounds: lines break at newlines, and
/// also at word boundaries when ``isWrapped`` is set; each line is placed
/// by ``alignmentMode``; text that still does not fit is cut as
/// ``truncationMode`` says, or clipped. The renderer lays out and draws the
/// text; this class is the model.
///
/// The defaults differ from `CATextLayer`'s (36-point Helvetica in white)
/// and follow UIKit's labels instead: the 17-point system font in black.
///
/// ```swift
/// let label = TextLayer()
/// label.bounds = Rect(x: 0, y: 0, width: 120, height: 24)
/// label.string = "1.00 hps"
/// label.alignmentMode = .right
/// ```
///
/// Changing any text property to a different value calls
/// ``Layer/setNeedsDisplay()``, so the text is laid out and drawn again
/// before the next frame; setting the same value again does nothing. The
/// text properties are not animatable.
open class TextLayer: Layer {
  /// The text to draw; empty by default.
  public var string = "" {
    didSet { invalidate(if: string != oldValue) }
  }

  /// The font of the whole text; the 17-point system font by default.
  public var font: Font = .systemFont(ofSize: 17) {
    didSet { invalidate(if: font != oldValue) }
  }

  /// The color of the text; black by default.
  public var foregroundColor: Color = .black {
    didSet { invalidate(if: foregroundColor != oldValue) }
  }

  /// How each line sits horizontally in the bounds; ``TextAlignment/natural``
  /// (left) by default.
  public var alignmentMode: TextAlignment = .natural {
    didSet { invalidate(if: alignmentMode != oldValue) }
  }

  /// Whether lines wrap at word boundaries to fit the bounds' width;
  /// `false` by default, so only newlines break lines.
  public var isWrapped = false {
    didSet { invalidate(if: isWrapped != oldValue) }
  }

  /// Where text that does not fit is cut and marked with an ellipsis;
  /// ``TextTruncation/none`` (clipped) by default.
  public var truncationMode: TextTruncation = .none {
    didSet { invalidate(if: truncationMode != oldValue) }
  }

  /// Creates an empty text layer with the default text properties and
  /// Core Animation's default layer values.
  public override init() {
    super.init()
  }

  /// Creates a copy of another layer's model values, name, actions and
  /// drawing (see ``Layer/init(layer:)``), and of its text properties when
  /// it is a text layer.
  ///
  /// - Parameter layer: The layer to copy.
  public required init(layer: Layer) {
    super.init(layer: layer)
    if let text = layer as? TextLayer {
      string = text.string
      font = text.font
      foregroundColor = text.foregroundColor
      alignmentMode = text.alignmentMode
      isWrapped = text.isWrapped
      truncationMode = text.truncationMode
    }
  }

  /// Marks the layer for redisplay when a text property changed.
  private func invalidate(if changed: Bool) {
    if changed {
      setNeedsDisplay()
    }
  }
}
