import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// A view that shows one or more lines of read-only text: UIKit's `UILabel`.
///
/// ```swift
/// let speed = Label(frame: Rect(x: 200, y: 20, width: 100, height: 24))
/// speed.text = "1.00 hps"
/// speed.textAlignment = .right
/// ```
///
/// The text is drawn by a ``/ZoetropeLayers/TextLayer`` placed inside the view's layer
/// (below any subviews): as wide as the bounds, as tall as the text, and
/// centred vertically in the bounds, as `UILabel` centres its text. Text
/// taller than the bounds shows the lines that fit, the last one cut as
/// ``lineBreakMode`` says.
///
/// Sizes are measured with ``/ZoetropeRendering/TextMeasurement``, laid out exactly as the
/// renderer draws them, and rounded up to whole points.
///
/// As in UIKit, a label does not receive touches by default
/// (``View/isUserInteractionEnabled`` is `false`), and its
/// ``View/accessibilityLabel`` follows its text until set to something else.
@MainActor
open class Label: View {
  /// The layer that draws the text.
  let textLayer: TextLayer = StaticLayerDelegate.makeLayer(TextLayer.self)

  /// The layer that draws the text's shadow, below ``textLayer``: made
  /// when ``shadowColor`` is first set, hidden while it is `nil`.
  private(set) var shadowLayer: TextLayer?

  /// The text shown; `nil` (the default) shows nothing, like an empty string.
  public var text: String? {
    didSet {
      guard text != oldValue else { return }
      if accessibilityLabel == nil || accessibilityLabel == oldValue {
        accessibilityLabel = text
      }
      textDidChange()
    }
  }

  /// The font; the 17-point system font by default.
  public var font: Font = .systemFont(ofSize: 17) {
    didSet { if font != oldValue { textDidChange() } }
  }

  /// The colour of the text; black by default.
  public var textColor: Color = .black {
    didSet { textLayer.foregroundColor = textColor }
  }

  /// The colour of the text's shadow; `nil` (the default) draws none, as
  /// UIKit's `UILabel.shadowColor`.
  ///
  /// The shadow is the text itself in this colour, drawn behind the text
  /// and moved by ``shadowOffset``, with no blur.
  public var shadowColor: Color? {
    didSet { if shadowColor != oldValue { textDidChange() } }
  }

  /// How far the text's shadow is moved from the text, in points; (0, −1)
  /// by default (one point above), as UIKit's `UILabel.shadowOffset`.
  ///
  /// Positive widths move it right and positive heights down. An offset
  /// that is NaN or infinite is ignored (the old one stays), with a
  /// warning.
  public var shadowOffset = Size(width: 0, height: -1) {
    didSet {
      guard shadowOffset.width.isFinite, shadowOffset.height.isFinite else {
        zoetropeWarning("Label shadowOffset \(shadowOffset) is not finite; ignored")
        shadowOffset = oldValue
        return
      }
      if shadowOffset != oldValue { placeTextLayer() }
    }
  }

  /// How each line sits horizontally; ``/ZoetropeLayers/TextAlignment/natural`` by
  /// default: left, or right when the label's
  /// ``View/effectiveUserInterfaceLayoutDirection`` is right to left.
  public var textAlignment: TextAlignment = .natural {
    didSet {
      textLayer.alignmentMode = directedAlignment
      shadowLayer?.alignmentMode = directedAlignment
    }
  }

  /// ``textAlignment`` with natural resolved to right in right-to-left
  /// layout.
  var directedAlignment: TextAlignment {
    guard textAlignment == .natural, effectiveUserInterfaceLayoutDirection == .rightToLeft else {
      return textAlignment
    }
    return .right
  }

  /// The most lines to show: 1 by default; 0 means as many as needed.
  ///
  /// A negative value is treated as 0, with a warning.
  public var numberOfLines = 1 {
    didSet {
      if numberOfLines < 0 {
        zoetropeWarning("Label numberOfLines \(numberOfLines) is negative; using 0 (no limit)")
        numberOfLines = 0
      }
      if numberOfLines != oldValue { textDidChange() }
    }
  }

  /// How text that does not fit is wrapped and cut;
  /// ``LineBreakMode/byTruncatingTail`` by default.
  public var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }

  /// Creates an empty label with a frame in its superview's coordinates.
  ///
  /// - Parameter frame: The frame, in points.
  public override init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    textLayer.masksToBounds = true
    layer.insertSublayer(textLayer, at: 0)
    textDidChange()
  }

  /// Creates a label showing a text, sized to fit it.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - font: The font; the 17-point system font by default.
  public convenience init(text: String, font: Font = .systemFont(ofSize: 17)) {
    self.init(frame: .zero)
    // Property observers do not run in an initializer: update by hand.
    self.font = font
    self.text = text
    accessibilityLabel = text
    textDidChange()
    sizeToFit()
  }

  /// The size the text needs, within a width for wrapped text.
  ///
  /// With ``numberOfLines`` 1 the text is measured on one line, whatever
  /// the size given; otherwise it wraps at `size.width` (when finite and
  /// positive) and shows at most ``numberOfLines`` lines. An empty text
  /// measures zero.
  ///
  /// - Parameter size: The space available, in points.
  /// - Returns: The text's size, rounded up to whole points.
  open override func sizeThatFits(_ size: Size) -> Size {
    guard let text, !text.isEmpty else { return .zero }
    let width: Double? = numberOfLines == 1 ? nil : size.width
    return TextMeasurement.size(of: textLayout(width: width))
  }

  /// The size of the text: one line's width for a one-line label, or
  /// wrapped at the current width otherwise.
  open override var intrinsicContentSize: Size {
    sizeThatFits(Size(width: numberOfLines == 1 ? .infinity : bounds.width, height: .infinity))
  }

  /// Places the text layer in the new bounds, aligned for the layout
  /// direction.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let alignment = directedAlignment
    if textLayer.alignmentMode != alignment {
      textLayer.alignmentMode = alignment
      shadowLayer?.alignmentMode = alignment
    }
    placeTextLayer()
  }

  /// The layout description of the text at a width.
  func textLayout(width: Double?) -> TextLayout {
    TextLayout(
      string: text ?? "", font: font, alignment: directedAlignment, isWrapped: numberOfLines != 1,
      truncation: truncation, maximumNumberOfLines: numberOfLines, width: width)
  }

  /// The truncation the text layer uses for ``lineBreakMode``.
  var truncation: TextTruncation {
    switch lineBreakMode {
    case .byTruncatingHead: .start
    case .byTruncatingMiddle: .middle
    case .byTruncatingTail: .end
    case .byWordWrapping, .byCharWrapping, .byClipping: .none
    }
  }

  /// How far a baseline is below the label's vertical centre: the text's
  /// box is centred in the bounds (``placeTextLayer()``, which rounds its
  /// top down to a whole point: the baseline anchors are up to half a
  /// point lower when the gap is odd), and Pango puts the baseline at the
  /// font's ascent below each line's top.
  ///
  /// - Parameter first: The first line's baseline, else the last's.
  /// - Returns: The distance in points (negative above the centre).
  func baselineOffsetFromCenter(first: Bool) -> Double {
    let width = numberOfLines == 1 ? nil : Optional(bounds.width)
    let layout = textLayout(width: width)
    let height = text?.isEmpty == false ? TextMeasurement.size(of: layout).height : 0
    let baselines = TextMeasurement.baselines(of: layout)
    return (first ? baselines.first : baselines.last) - height / 2
  }

  /// Copies the text attributes onto the text layer and places it; a
  /// label laid out by constraints asks for a new layout (its intrinsic
  /// size and baselines may have changed).
  func textDidChange() {
    if !translatesAutoresizingMaskIntoConstraints { invalidateIntrinsicContentSize() }
    textLayer.string = text ?? ""
    textLayer.font = font
    textLayer.foregroundColor = textColor
    textLayer.alignmentMode = directedAlignment
    textLayer.isWrapped = numberOfLines != 1
    textLayer.truncationMode = truncation
    updateShadowLayer()
    placeTextLayer()
  }

  /// Sizes the text layer to the text's height (at most the bounds'),
  /// centred vertically in the bounds at a whole point, and the shadow's
  /// layer to the same frame moved by ``shadowOffset``.
  func placeTextLayer() {
    let box = bounds
    var height = 0.0
    if let text, !text.isEmpty {
      height = TextMeasurement.size(of: textLayout(width: box.width)).height
    }
    height = min(height, max(box.height, 0))
    let top = ((box.height - height) / 2).rounded(.down)
    textLayer.frame = Rect(x: box.minX, y: box.minY + top, width: box.width, height: height)
    shadowLayer?.frame = textLayer.frame.offsetBy(
      dx: shadowOffset.width, dy: shadowOffset.height)
  }

  /// Copies the text attributes and ``shadowColor`` onto the shadow's
  /// layer, making it (below the text) on first use.
  func updateShadowLayer() {
    guard let shadowColor else {
      shadowLayer?.isHidden = true
      return
    }
    let shadow: TextLayer
    if let shadowLayer {
      shadow = shadowLayer
    } else {
      shadow = StaticLayerDelegate.makeLayer(TextLayer.self)
      shadow.masksToBounds = true
      layer.insertSublayer(shadow, below: textLayer)
      shadowLayer = shadow
    }
    shadow.isHidden = false
    shadow.string = textLayer.string
    shadow.font = font
    shadow.foregroundColor = shadowColor
    shadow.alignmentMode = directedAlignment
    shadow.isWrapped = textLayer.isWrapped
    shadow.truncationMode = truncation
  }
}
