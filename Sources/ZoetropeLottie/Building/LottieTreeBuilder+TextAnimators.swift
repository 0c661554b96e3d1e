import Synchronization
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// One character of a text document drawn with animators: where it sits
/// and which unit each animator's selector counts it as.
struct LottieGlyph: Sendable {
  /// The character's index in the document.
  var index: Int
  /// The character's centre on its baseline, in the text layer's
  /// coordinates (before tracking).
  var anchor: Point
  /// The character's line (0 for the first).
  var line: Int
  /// Whether it is the first character of its line.
  var startsLine: Bool
}

/// A document's characters laid out for its animators, and the
/// animators' values for each at a frame, by lottie-web's rules
/// (`TextAnimatorProperty.getMeasures`).
struct LottieAnimatedText: Sendable {
  var glyphs: [LottieGlyph]
  var animators: [LottieTextAnimator]
  /// Each animator's unit index of each character, and its unit count.
  var units: [(indexes: [Int], total: Int)]
  var justification: TextAlignment
  var color: Color
  /// Every glyph's tracking shift at the last frame asked for, so that a
  /// frame costs one pass over the text, not one per glyph.
  let shifts = LottieTrackingShifts()

  /// How much animator `animator` selects character `character` at a frame.
  func amount(_ animator: Int, _ character: Int, at frame: Double) -> Double {
    animators[animator].selector.amount(
      forIndex: units[animator].indexes[character], total: units[animator].total, at: frame)
  }

  /// The tracking of one character at a frame: the animators' `t` times
  /// their amounts.
  private func tracking(of character: Int, at frame: Double) -> Double {
    animators.indices.reduce(0) { sum, j in
      guard let tracking = animators[j].tracking else { return sum }
      return sum + tracking.scalar(at: frame) * amount(j, character, at: frame)
    }
  }

  /// How far tracking moves the glyph `ordinal` (its place in
  /// ``glyphs``) along its line at a frame.
  func trackingShift(ofGlyph ordinal: Int, at frame: Double) -> Double {
    shifts.shift(of: ordinal, at: frame) { trackingShifts(at: frame) }
  }

  /// Every glyph's tracking shift at a frame: the tracking of every
  /// character of its line up to it (a left-aligned line's first
  /// excepted), and for centred and right-aligned lines minus half or all
  /// of the line's (lottie-web's `animatorJustifyOffset`, per line).
  func trackingShifts(at frame: Double) -> [Double] {
    var result = [Double](repeating: 0, count: glyphs.count)
    let whole = animators.reduce(0) { $0 + ($1.tracking?.scalar(at: frame) ?? 0) }
    var start = 0
    while start < glyphs.count {
      var end = start
      var total = 0.0
      while end < glyphs.count, glyphs[end].line == glyphs[start].line {
        let glyph = glyphs[end]
        if justification != .left || !glyph.startsLine {
          total += tracking(of: glyph.index, at: frame)
        }
        result[end] = total
        end += 1
      }
      // lottie-web also moves a centred line by half the animators' whole
      // tracking (its `animatorFirstCharOffset`) when it is tracked.
      let offset: Double =
        switch justification {
        case .center: total == 0 ? 0 : -total / 2 - whole / 2
        case .right: -total
        default: 0
        }
      for index in start..<end { result[index] += offset }
      start = end
    }
    return result
  }

  /// A glyph's transform about its anchor at a frame: anchor offsets,
  /// scales, turns, then position offsets, each times its amount.
  func transform(of glyph: LottieGlyph, at frame: Double) -> Transform {
    var anchor = Point.zero
    var scale = (x: 1.0, y: 1.0)
    var angle = 0.0
    var offset = Point.zero
    for (j, animator) in animators.enumerated() {
      let m = amount(j, glyph.index, at: frame)
      if let a = animator.anchor?.value(at: frame) {
        anchor.x += (a.first ?? 0) * m
        anchor.y += (a.count > 1 ? a[1] : 0) * m
      }
      if let s = animator.scale?.value(at: frame) {
        let sx = (s.first ?? 100) / 100
        let sy = (s.count > 1 ? s[1] : s.first ?? 100) / 100
        scale.x *= 1 + (sx - 1) * m
        scale.y *= 1 + (sy - 1) * m
      }
      if let r = animator.rotation { angle += r.scalar(at: frame) * m * .pi / 180 }
      if let p = animator.position?.value(at: frame) {
        offset.x += (p.first ?? 0) * m
        offset.y += (p.count > 1 ? p[1] : 0) * m
      }
    }
    let result = Transform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(Transform(scaleX: scale.x, y: scale.y))
      .concatenating(Transform(rotationAngle: angle))
      .concatenating(Transform(translationX: offset.x, y: offset.y))
    let values = [result.a, result.b, result.c, result.d, result.tx, result.ty]
    return values.allSatisfy(\.isFinite) ? result : .identity
  }

  /// A glyph's opacity at a frame, 0 … 1 (lottie-web's blend).
  func opacity(of glyph: LottieGlyph, at frame: Double) -> Double {
    var opacity = 1.0
    for (j, animator) in animators.enumerated() {
      guard let o = animator.opacity else { continue }
      let m = amount(j, glyph.index, at: frame)
      opacity += (o.scalar(at: frame) / 100 * m - opacity) * m
    }
    return opacity.isFinite ? min(max(opacity, 0), 1) : 1
  }

  /// A glyph's fill colour at a frame: the document's, blended towards
  /// each animator's by its amount.
  func fillColor(of glyph: LottieGlyph, at frame: Double) -> Color {
    var rgb = [color.red, color.green, color.blue]
    for (j, animator) in animators.enumerated() {
      guard let fill = animator.fillColor?.value(at: frame), fill.count >= 3 else { continue }
      let m = amount(j, glyph.index, at: frame)
      for k in 0..<3 { rgb[k] += (fill[k] - rgb[k]) * m }
    }
    func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
    return Color(red: unit(rgb[0]), green: unit(rgb[1]), blue: unit(rgb[2]))
  }
}

extension LottieTreeBuilder {
  /// The most characters of one document drawn as a layer each.
  static let maximumAnimatedGlyphs = 2_000

  /// A document's text as one layer per character (spaces and newlines
  /// take their room but draw nothing), each moved, scaled, turned,
  /// faded and recoloured by the animators: a container at the text
  /// layer's origin, laid out as ``textLayer(for:)`` lays out point text.
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
    let layout = TextLayout(string: string, font: font, alignment: document.justification)
    let boxes = TextMeasurement.characterBoxes(of: layout)
    let width = TextMeasurement.size(of: layout).width
    let firstBaseline = TextMeasurement.baselines(of: layout).first
    let left: Double =
      switch document.justification {
      case .right: -width
      case .center: -width / 2
      default: 0
      }
    var glyphs: [LottieGlyph] = []
    var line = 0
    var startsLine = true
    for (index, character) in characters.enumerated() where index < boxes.count {
      if character == "\n" {
        line += 1
        startsLine = true
        continue
      }
      let box = boxes[index]
      glyphs.append(
        LottieGlyph(
          // The layout's top is at −firstBaseline and its line's baseline
          // firstBaseline below the line's top.
          index: index, anchor: Point(x: left + box.midX, y: box.minY),
          line: line, startsLine: startsLine))
      startsLine = false
    }
    let text = LottieAnimatedText(
      glyphs: glyphs, animators: animators,
      units: animators.map { $0.selector.indexes(of: characters) },
      justification: document.justification, color: document.color)
    for glyph in glyphs where !characters[glyph.index].isWhitespace {
      // The glyph's layer, its text, and its fill's.
      guard claimLayer(), claimLayer(), claimLayer() else { break }
      container.addSublayer(
        glyphLayer(
          String(characters[glyph.index]), glyph: glyph, box: boxes[glyph.index], font: font,
          text: text, map: map))
    }
    return container
  }

  /// One character's layer: its transform and opacity about its centre on
  /// the baseline, and its glyph (a mask over its fill colour when an
  /// animator colours it).
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
    guard text.animators.contains(where: { $0.fillColor != nil }) else {
      shape.setModelValue(origin, for: \.position)
      layer.addSublayer(shape)
      return layer
    }
    let fill = Layer()
    fill.name = "glyph fill"
    fill.setModelValue(.zero, for: \.anchorPoint)
    fill.setModelValue(shape.bounds, for: \.bounds)
    fill.setModelValue(origin, for: \.position)
    bind(fill, "glyph colour", \.backgroundColor, map: map, animated: animated) {
      text.fillColor(of: glyph, at: $0)
    }
    fill.mask = shape
    layer.addSublayer(fill)
    return layer
  }
}

/// The tracking shifts of a text's glyphs at the frame last asked for.
final class LottieTrackingShifts: Sendable {
  private let state = Mutex<(frame: Double, shifts: [Double])>((.nan, []))

  /// Glyph `ordinal`'s shift at `frame`, computing every glyph's with
  /// `compute` when the frame is not the last one's.
  func shift(of ordinal: Int, at frame: Double, compute: () -> [Double]) -> Double {
    state.withLock { state in
      if state.frame != frame || state.shifts.isEmpty {
        state = (frame, compute())
      }
      return ordinal < state.shifts.count ? state.shifts[ordinal] : 0
    }
  }
}
