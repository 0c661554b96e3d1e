import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

extension LottieTreeBuilder {
  /// Adds a text layer's documents, one `TextLayer` each (or, with text
  /// animators, a layer per character), shown from its keyframe until
  /// the next.
  ///
  /// Point text sits on the layer's origin as After Effects sets it: the
  /// first line's baseline at y = 0, lines starting at x = 0 (left),
  /// ending there (right) or centred on it. Box text wraps in its box.
  /// The lines are Pango's (its line spacing, not the document's `lh`).
  mutating func addText(_ text: LottieText, to layer: Layer, map: LottieFrameMap) {
    for (index, entry) in text.documents.enumerated() {
      guard claimLayer() else { return }
      let textLayer =
        text.animators.isEmpty
        ? documentLayer(for: entry.document)
        : animatedTextLayer(for: entry.document, animators: text.animators, map: map)
      if text.documents.count > 1 {
        let start = index == 0 ? -Double.infinity : entry.time
        let end = index + 1 < text.documents.count ? text.documents[index + 1].time : .infinity
        bind(textLayer, "text \(index)", \.isHidden, map: map, animated: true) { frame in
          !(frame >= start && frame < end)
        }
      }
      layer.addSublayer(textLayer)
    }
  }

  /// A document's layer: its ``textLayer(for:)``, or with a stroke, a
  /// layer holding it and a ``ShapeLayer`` stroking its glyphs' outlines,
  /// over it or under it as the document says.
  mutating func documentLayer(for document: LottieTextDocument) -> Layer {
    let text = Self.textLayer(for: document)
    guard let color = document.strokeColor, document.strokeWidth > 0, claimLayer() else {
      return text
    }
    let container = Layer()
    container.name = "stroked text"
    container.setModelValue(.zero, for: \.anchorPoint)
    // As the renderer lays out a text layer: in its bounds' width.
    let layout = TextLayout(
      string: text.string, font: text.font, alignment: text.alignmentMode,
      isWrapped: text.isWrapped, truncation: text.truncationMode, width: text.bounds.width)
    let stroke = Self.strokeLayer(
      outline: TextMeasurement.outline(of: layout, height: text.bounds.height))
    stroke.setModelValue(text.position, for: \.position)
    stroke.setModelValue(color, for: \.strokeColor)
    stroke.setModelValue(document.strokeWidth, for: \.lineWidth)
    let layers: [Layer] = document.strokeOverFill ? [text, stroke] : [stroke, text]
    for layer in layers { container.addSublayer(layer) }
    return container
  }

  /// A shape layer stroking a text's outline.
  ///
  /// As lottie-web's canvas renderer strokes text: miter joins (limit 4)
  /// and butt caps; its colour and width are set by the caller. It is placed by its `position` (its anchor at the
  /// outline's origin).
  static func strokeLayer(outline: Path) -> ShapeLayer {
    let shape = ShapeLayer()
    shape.name = "text stroke"
    shape.usesCoverageRasterizer = true
    shape.setModelValue(.zero, for: \.anchorPoint)
    shape.setModelValue(outline, for: \.path)
    shape.setModelValue(.clear, for: \.fillColor)
    shape.setModelValue(.miter, for: \.lineJoin)
    shape.setModelValue(4, for: \.miterLimit)
    shape.setModelValue(.butt, for: \.lineCap)
    return shape
  }

  /// A text layer set and placed for one document.
  static func textLayer(for document: LottieTextDocument) -> TextLayer {
    let font = Font(
      family: document.family, size: document.size, weight: document.isBold ? .bold : .regular)
    let layer = TextLayer()
    layer.name = "text"
    layer.string = document.lines
    layer.font = font
    layer.foregroundColor = document.color
    layer.alignmentMode = document.justification
    layer.setModelValue(.zero, for: \.anchorPoint)
    if let box = document.box {
      layer.isWrapped = true
      layer.setModelValue(Rect(origin: .zero, size: box.size), for: \.bounds)
      layer.setModelValue(box.origin, for: \.position)
      return layer
    }
    let layout = TextLayout(string: document.lines, font: font, alignment: document.justification)
    let size = TextMeasurement.size(of: layout)
    let baseline = TextMeasurement.baselines(of: layout).first
    let x: Double =
      switch document.justification {
      case .right: -size.width
      case .center: -size.width / 2
      default: 0
      }
    layer.setModelValue(Rect(origin: .zero, size: size), for: \.bounds)
    layer.setModelValue(Point(x: x, y: -baseline), for: \.position)
    return layer
  }
}
