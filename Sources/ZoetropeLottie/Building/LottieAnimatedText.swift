import Synchronization
import ZoetropeGraphics
import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
  /// The document's stroke colour (black when only animators give one)
  /// and width.
  var strokeColor = Color.black
  var strokeWidth = 0.0
  /// Whether the glyphs are stroked: the document or an animator gives a
  /// stroke colour, and one of them a width.
  var isStroked = false
  /// Whether the stroke is drawn over the fill.
  var strokeOverFill = false
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

  /// A glyph's transform about its anchor at a frame.
  ///
  /// As lottie-web's `getMeasures` builds it: anchor offsets, scales, then per animator
  /// skew, turn, y turn and x turn, then position offsets, each times its
  /// amount. Turns about x and y are kept flat (the 2D part of the 3D
  /// matrix, as lottie-web's SVG and canvas renderers draw them).
  func transform(of glyph: LottieGlyph, at frame: Double) -> Transform {
    var matrix = Transform3D.identity
    let amounts = animators.indices.map { amount($0, glyph.index, at: frame) }
    for (animator, m) in zip(animators, amounts) {
      guard let a = animator.anchor?.value(at: frame) else { continue }
      matrix = matrix.concatenating(
        Transform3D(
          translationX: -a.component(0) * m, y: -a.component(1) * m, z: a.component(2) * m))
    }
    for (animator, m) in zip(animators, amounts) {
      guard let s = animator.scale?.value(at: frame) else { continue }
      let sx = (s.first ?? 100) / 100
      let sy = (s.count > 1 ? s[1] : s.first ?? 100) / 100
      matrix = matrix.concatenating(
        Transform3D(scaleX: 1 + (sx - 1) * m, y: 1 + (sy - 1) * m, z: 1))
    }
    for (animator, m) in zip(animators, amounts) {
      matrix = animator.turn(matrix, amount: m, at: frame)
    }
    for (animator, m) in zip(animators, amounts) {
      guard let p = animator.position?.value(at: frame) else { continue }
      matrix = matrix.concatenating(
        Transform3D(translationX: p.component(0) * m, y: p.component(1) * m, z: -p.component(2) * m)
      )
    }
    let result = matrix.affineTransform
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
  /// each animator's by its amount, its hue, saturation and brightness
  /// then moved (lottie-web's order, per animator).
  func fillColor(of glyph: LottieGlyph, at frame: Double) -> Color {
    var rgb = [color.red, color.green, color.blue]
    for (j, animator) in animators.enumerated() where animator.coloursFill {
      let m = amount(j, glyph.index, at: frame)
      if let fill = animator.fillColor?.value(at: frame), fill.count >= 3 {
        for k in 0..<3 { rgb[k] += (fill[k] - rgb[k]) * m }
      }
      if let hue = animator.fillHue?.scalar(at: frame) {
        rgb = LottieHSV.addingHue(hue * m, to: rgb)
      }
      if let saturation = animator.fillSaturation?.scalar(at: frame) {
        rgb = LottieHSV.adding(saturation / 100 * m, to: 1, of: rgb)
      }
      if let brightness = animator.fillBrightness?.scalar(at: frame) {
        rgb = LottieHSV.adding(brightness / 100 * m, to: 2, of: rgb)
      }
    }
    return Self.color(rgb)
  }

  /// A glyph's stroke colour at a frame: the document's, blended towards
  /// each animator's by its amount.
  func strokeColor(of glyph: LottieGlyph, at frame: Double) -> Color {
    var rgb = [strokeColor.red, strokeColor.green, strokeColor.blue]
    for (j, animator) in animators.enumerated() {
      guard let stroke = animator.strokeColor?.value(at: frame), stroke.count >= 3 else { continue }
      let m = amount(j, glyph.index, at: frame)
      for k in 0..<3 { rgb[k] += (stroke[k] - rgb[k]) * m }
    }
    return Self.color(rgb)
  }

  /// A glyph's stroke width at a frame: the document's plus each
  /// animator's times its amount, 0 or more.
  func strokeWidth(of glyph: LottieGlyph, at frame: Double) -> Double {
    var width = strokeWidth
    for (j, animator) in animators.enumerated() {
      guard let added = animator.strokeWidth?.scalar(at: frame) else { continue }
      width += added * amount(j, glyph.index, at: frame)
    }
    return width.isFinite ? min(max(width, 0), LottieDecoder.maximumTextStrokeWidth) : 0
  }

  /// A colour of components clamped to 0…1 (not finite: 0).
  private static func color(_ rgb: [Double]) -> Color {
    func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
    return Color(red: unit(rgb[0]), green: unit(rgb[1]), blue: unit(rgb[2]))
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
