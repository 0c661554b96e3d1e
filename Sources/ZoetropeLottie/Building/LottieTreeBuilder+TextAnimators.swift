import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

extension LottieTreeBuilder {
  /// The most characters of one document drawn as a layer each.
  static let maximumAnimatedGlyphs = 2_000

  /// A document's text as one layer per character (spaces and newlines
  /// take their room but draw nothing), each moved, scaled, turned,
  /// faded and recoloured by the animators: a container at the text
  /// layer's origin, laid out as ``textLayer(for:)`` lays out the text
  /// (point text on the origin, box text wrapped in its box).
  mutating func animatedTextLayer(
    for document: LottieTextDocument, animators: [LottieTextAnimator], map: LottieFrameMap
  ) -> Layer {
    let container = Layer()
    container.name = "animated text"
    container.setModelValue(.zero, for: \.anchorPoint)
    let font = Font(
      family: document.family, size: document.size, weight: document.isBold ? .bold : .regular)
    let characters = Array(document.lines.prefix(Self.maximumAnimatedGlyphs))
    let string = String(characters)
    let layout = TextLayout(
      string: string, font: font, alignment: document.justification,
      isWrapped: document.box != nil, width: document.box?.width)
    let boxes = TextMeasurement.characterBoxes(of: layout)
    let width = TextMeasurement.size(of: layout).width
    // Where the layout's line tops are baselines: point text's first
    // baseline is on the origin (the layout's top at −firstBaseline, its
    // line's baseline firstBaseline below the line's top); box text's
    // top is the box's, and Pango lines it up in the box's width.
    let origin: Point
    if let box = document.box {
      origin = Point(x: box.minX, y: box.minY + TextMeasurement.baselines(of: layout).first)
    } else {
      let left: Double =
        switch document.justification {
        case .right: -width
        case .center: -width / 2
        default: 0
        }
      origin = Point(x: left, y: 0)
    }
    var glyphs: [LottieGlyph] = []
    var line = 0
    var startsLine = true
    var lineTop: Double?
    for (index, character) in characters.enumerated() where index < boxes.count {
      if character == "\n" {
        line += 1
        startsLine = true
        lineTop = nil
        continue
      }
      let box = boxes[index]
      // A line Pango wrapped starts lower than the one before.
      if let top = lineTop, box.minY > top + 0.5 {
        line += 1
        startsLine = true
      }
      lineTop = box.minY
      glyphs.append(
        LottieGlyph(
          index: index, anchor: Point(x: origin.x + box.midX, y: origin.y + box.minY),
          line: line, startsLine: startsLine))
      startsLine = false
    }
    var text = LottieAnimatedText(
      glyphs: glyphs, animators: animators,
      units: animators.map { $0.selector.indexes(of: characters) },
      justification: document.justification, color: document.color)
    text.strokeColor = document.strokeColor ?? .black
    text.strokeWidth = document.strokeWidth
    text.strokeOverFill = document.strokeOverFill
    text.isStroked =
      (document.strokeColor != nil || animators.contains { $0.strokeColor != nil })
      && (document.strokeWidth > 0 || animators.contains { $0.strokeWidth != nil })
    for glyph in glyphs where !characters[glyph.index].isWhitespace {
      // The glyph's layer, its text, its fill's and its stroke's.
      guard claimLayer(), claimLayer(), claimLayer(), !text.isStroked || claimLayer() else {
        break
      }
      container.addSublayer(
        glyphLayer(
          String(characters[glyph.index]), glyph: glyph, box: boxes[glyph.index], font: font,
          text: text, map: map))
    }
    return container
  }

  /// One character's layer: its transform and opacity about its centre on
  /// the baseline, and its glyph (a mask over its fill colour when an
  /// animator colours it), with a shape layer stroking the glyph's outline
  /// over or under it when the text is stroked.
  private mutating func glyphLayer(
    _ character: String, glyph: LottieGlyph, box: Rect, font: Font, text: LottieAnimatedText,
    map: LottieFrameMap
  ) -> Layer {
    let layer = Layer()
    layer.name = "glyph"
    layer.setModelValue(.zero, for: \.anchorPoint)
    let animated = text.animators.contains(where: \.isAnimated)
    let tracks = text.animators.contains { $0.tracking != nil }
    let ordinal = text.glyphs.firstIndex { $0.index == glyph.index } ?? 0
    bind(layer, "glyph position", \.position, map: map, animated: animated && tracks) { frame in
      let shift = tracks ? text.trackingShift(ofGlyph: ordinal, at: frame) : 0
      return Point(x: glyph.anchor.x + shift, y: glyph.anchor.y)
    }
    bind(layer, "glyph transform", \.transform, map: map, animated: animated) {
      text.transform(of: glyph, at: $0)
    }
    bind(layer, "glyph opacity", \.opacity, map: map, animated: animated) {
      text.opacity(of: glyph, at: $0)
    }
    let single = TextLayout(string: character, font: font)
    let size = TextMeasurement.size(of: single)
    let shape = TextLayer()
    shape.name = "glyph text"
    shape.string = character
    shape.font = font
    shape.foregroundColor = text.color
    shape.setModelValue(.zero, for: \.anchorPoint)
    // Room for a glyph that reaches past its advance (italics).
    shape.setModelValue(
      Rect(x: 0, y: 0, width: size.width + font.size / 2, height: size.height), for: \.bounds)
    let origin = Point(x: -box.width / 2, y: -TextMeasurement.baselines(of: single).first)
    var fill: Layer = shape
    if text.animators.contains(where: \.coloursFill) {
      fill = Layer()
      fill.name = "glyph fill"
      fill.setModelValue(.zero, for: \.anchorPoint)
      fill.setModelValue(shape.bounds, for: \.bounds)
      bind(fill, "glyph colour", \.backgroundColor, map: map, animated: animated) {
        text.fillColor(of: glyph, at: $0)
      }
      fill.mask = shape
    }
    fill.setModelValue(origin, for: \.position)
    guard text.isStroked else {
      layer.addSublayer(fill)
      return layer
    }
    let stroke = Self.strokeLayer(outline: TextMeasurement.outline(of: single))
    stroke.setModelValue(origin, for: \.position)
    let strokeAnimated = animated && text.animators.contains { $0.strokeColor != nil }
    bind(stroke, "glyph stroke colour", \.strokeColor, map: map, animated: strokeAnimated) {
      text.strokeColor(of: glyph, at: $0)
    }
    let widthAnimated = animated && text.animators.contains { $0.strokeWidth != nil }
    bind(stroke, "glyph stroke width", \.lineWidth, map: map, animated: widthAnimated) {
      text.strokeWidth(of: glyph, at: $0)
    }
    for sublayer in text.strokeOverFill ? [fill, stroke] : [stroke, fill] {
      layer.addSublayer(sublayer)
    }
    return layer
  }
}
