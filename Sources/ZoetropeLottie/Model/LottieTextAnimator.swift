import ZoetropeAnimation
import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text animator (an entry of `t.a`): a range selector choosing how
/// much each character is affected, and the properties it moves them by,
/// as lottie-web's `TextAnimatorProperty` applies them.
struct LottieTextAnimator: Sendable {
  /// Which characters, and how much.
  var selector: LottieTextRangeSelector
  /// An offset in points (`p`), times the selector's amount.
  var position: LottieProperty<[Double]>?
  /// An anchor offset in points (`a`): the character moves by minus it,
  /// before scaling and turning.
  var anchor: LottieProperty<[Double]>?
  /// A scale in percent (`s`), blended from 100 % by the amount.
  var scale: LottieProperty<[Double]>?
  /// A turn in degrees (`r`), clockwise.
  var rotation: LottieProperty<[Double]>?
  /// An opacity in percent (`o`).
  var opacity: LottieProperty<[Double]>?
  /// A fill colour in 0…1 (`fc`), blended from the document's.
  var fillColor: LottieProperty<[Double]>?
  /// Extra space after each character, in points (`t`).
  var tracking: LottieProperty<[Double]>?
  /// A skew in degrees (`sk`) along an axis in degrees (`sa`), as a
  /// layer's transform skews.
  var skew: LottieProperty<[Double]>?
  var skewAxis: LottieProperty<[Double]>?
  /// Turns in degrees about the x and y axes (`rx`, `ry`), drawn flat as
  /// lottie-web's SVG and canvas renderers draw them.
  var rotationX: LottieProperty<[Double]>?
  var rotationY: LottieProperty<[Double]>?
  /// A stroke colour in 0…1 (`sc`), blended from the document's.
  var strokeColor: LottieProperty<[Double]>?
  /// A stroke width in points (`sw`), added to the document's.
  var strokeWidth: LottieProperty<[Double]>?
  /// The fill colour's hue turned by degrees (`fh`), and its saturation
  /// and brightness moved by percent (`fs`, `fb`).
  var fillHue: LottieProperty<[Double]>?
  var fillSaturation: LottieProperty<[Double]>?
  var fillBrightness: LottieProperty<[Double]>?

  /// Every property, for the checks that look at all of them.
  var properties: [LottieProperty<[Double]>?] {
    [
      position, anchor, scale, rotation, opacity, fillColor, tracking, skew, skewAxis, rotationX,
      rotationY, strokeColor, strokeWidth, fillHue, fillSaturation, fillBrightness,
    ]
  }

  /// Whether anything this animator gives changes over time.
  var isAnimated: Bool {
    selector.isAnimated || properties.contains { $0?.isAnimated == true }
  }

  /// Whether it changes a glyph's fill colour.
  var coloursFill: Bool {
    fillColor != nil || fillHue != nil || fillSaturation != nil || fillBrightness != nil
  }
}

/// A range selector (`t.a[i].s`, type 0): start, end and offset in
/// percent of the characters or as indexes, a shape, easing, smoothness
/// and an amount, as lottie-web's `TextSelectorProperty` reads them.
struct LottieTextRangeSelector: Sendable {
  /// What the selector counts (`b`).
  enum Basis: Int, Sendable {
    case characters = 1
    case charactersExcludingSpaces = 2
    case words = 3
    case lines = 4
  }

  var start = LottieProperty<[Double]>([0])
  /// `nil`: 100 % (or every unit, when counting indexes).
  var end: LottieProperty<[Double]>?
  var offset = LottieProperty<[Double]>([0])
  /// The amount in percent (`a`).
  var amount = LottieProperty<[Double]>([100])
  /// Ease high and low (`xe`, `ne`), percent.
  var easeHigh = LottieProperty<[Double]>([0])
  var easeLow = LottieProperty<[Double]>([0])
  /// Smoothness (`sm`), percent; a square selector's only.
  var smoothness = LottieProperty<[Double]>([100])
  /// Whether start, end and offset are indexes (`r: 2`) rather than percent.
  var countsIndexes = false
  var basis = Basis.characters
  /// 1 square, 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth (`sh`).
  var shape = 1

  var isAnimated: Bool {
    [start, offset, amount, easeHigh, easeLow, smoothness].contains(where: \.isAnimated)
      || end?.isAnimated == true
  }

  /// Each character's unit index (`anIndexes` in lottie-web) and how
  /// many units there are: `characters` as the document's characters,
  /// newlines included (a newline is no unit).
  func indexes(of characters: [Character]) -> (indexes: [Int], total: Int) {
    var indexes: [Int] = []
    var index = 0
    for (position, character) in characters.enumerated() {
      indexes.append(index)
      let isNewline = character == "\n"
      let isLast = position == characters.count - 1
      let counts: Bool =
        switch basis {
        case .characters: !isNewline
        case .charactersExcludingSpaces: !isNewline && character != " "
        case .words: isNewline || character == " " || isLast
        case .lines: isNewline || isLast
        }
      if counts { index += 1 }
    }
    return (indexes, index)
  }

  /// How much a unit is selected at a frame (lottie-web's `getMult`):
  /// 0 … 1 times the amount.
  func amount(forIndex index: Int, total: Int, at frame: Double) -> Double {
    let divisor = countsIndexes ? 1 : 100 / Double(max(total, 1))
    let offsetValue = offset.scalar(at: frame) / divisor
    var s = start.scalar(at: frame) / divisor + offsetValue
    var e =
      (end?.scalar(at: frame) ?? (countsIndexes ? Double(total) : 100)) / divisor + offsetValue
    if s > e { swap(&s, &e) }
    guard s.isFinite, e.isFinite else { return 0 }
    var mult = easer(at: frame).value(at: shapeValue(Double(index), s, e))
    let smooth = smoothness.scalar(at: frame)
    if shape == 1, smooth != 100, smooth.isFinite {
      let smoothness = max(smooth / 100, 0.000_000_01)
      let threshold = 0.5 - smoothness / 2
      mult = mult < threshold ? 0 : min((mult - threshold) / smoothness, 1)
    }
    let result = mult * amount.scalar(at: frame) / 100
    return result.isFinite ? result : 0
  }

  /// The ease high and low as lottie-web's Bézier easer.
  private func easer(at frame: Double) -> TimingFunction {
    let low = easeLow.scalar(at: frame)
    let high = easeHigh.scalar(at: frame)
    let x1 = low > 0 ? min(low / 100, 1) : 0
    let y1 = low > 0 ? 0 : -low / 100
    let x2 = high > 0 ? 1 - min(high / 100, 1) : 1
    let y2 = high > 0 ? 1 : 1 + high / 100
    return TimingFunction(controlPoints: x1, y1.isFinite ? y1 : 0, x2, y2.isFinite ? y2 : 1)
  }

  /// The shape's value at a unit index between `s` and `e` (before easing).
  private func shapeValue(_ index: Double, _ s: Double, _ e: Double) -> Double {
    let ramp = e == s ? (index >= e ? 1 : 0) : max(0, min(0.5 / (e - s) + (index - s) / (e - s), 1))
    switch shape {
    case 2: return ramp
    case 3: return e == s ? (index >= e ? 0 : 1) : 1 - ramp
    case 4:
      guard e != s else { return 0 }
      return ramp < 0.5 ? ramp * 2 : 1 - 2 * (ramp - 0.5)
    case 5:
      guard e != s else { return 0 }
      let span = e - s
      let x = -span / 2 + min(max(0, index + 0.5 - s), span)
      let a = span / 2
      return max(1 - x * x / (a * a), 0).squareRoot()
    case 6:
      guard e != s else { return 0 }
      let x = min(max(0, index + 0.5 - s), e - s)
      return (1 + cos(Double.pi + Double.pi * 2 * x / (e - s))) / 2
    default:
      guard index >= s.rounded(.down) else { return 0 }
      return index - s < 0 ? max(0, min(min(e, 1) - (s - index), 1)) : max(0, min(e - index, 1))
    }
  }
}

extension LottieDecoder {
  /// A text layer's animators (`t.a`); what is not drawn is noted.
  mutating func textAnimators(_ json: JSONValue?, at path: JSONPath, place: String)
    -> [LottieTextAnimator]
  {
    var animators: [LottieTextAnimator] = []
    for (index, entry) in (json?.array ?? []).enumerated() {
      let at = path.index(index)
      let properties = entry["a"]
      let selectorJSON = entry["s"]
      if (selectorJSON?["t"]?.number ?? 0) != 0 {
        issues.note("text expression selectors (whole text selected)", at: place)
      }
      if selectorJSON?["rn"]?.number == 1 {
        issues.note("randomized text selectors (in order)", at: place)
      }
      func property(_ key: String, _ fallback: [Double]) -> LottieProperty<[Double]>? {
        properties?[key].map { numbers($0, at: at.member("a").member(key), default: fallback) }
      }
      var animator = LottieTextAnimator(
        selector: textSelector(selectorJSON, at: at.member("s")),
        position: property("p", [0, 0]), anchor: property("a", [0, 0]),
        scale: property("s", [100, 100]), rotation: property("r", [0]),
        opacity: property("o", [100]), fillColor: property("fc", [0, 0, 0, 1]),
        tracking: property("t", [0]))
      animator.skew = property("sk", [0])
      animator.skewAxis = property("sa", [0])
      animator.rotationX = property("rx", [0])
      animator.rotationY = property("ry", [0])
      animator.strokeColor = property("sc", [0, 0, 0, 1])
      animator.strokeWidth = property("sw", [0])
      animator.fillHue = property("fh", [0])
      animator.fillSaturation = property("fs", [0])
      animator.fillBrightness = property("fb", [0])
      animators.append(animator)
    }
    return animators
  }

  /// A range selector (defaults for what is missing).
  private mutating func textSelector(_ json: JSONValue?, at path: JSONPath)
    -> LottieTextRangeSelector
  {
    var selector = LottieTextRangeSelector()
    guard let json else { return selector }
    selector.start = numbers(json["s"], at: path.member("s"), default: [0])
    selector.end = json["e"].map { numbers($0, at: path.member("e"), default: [100]) }
    selector.offset = numbers(json["o"], at: path.member("o"), default: [0])
    selector.amount = numbers(json["a"], at: path.member("a"), default: [100])
    selector.easeHigh = numbers(json["xe"], at: path.member("xe"), default: [0])
    selector.easeLow = numbers(json["ne"], at: path.member("ne"), default: [0])
    selector.smoothness = numbers(json["sm"], at: path.member("sm"), default: [100])
    selector.countsIndexes = json["r"]?.number == 2
    selector.basis =
      json["b"]?.number.flatMap {
        $0.isFinite ? LottieTextRangeSelector.Basis(rawValue: Int($0)) : nil
      }
      ?? .characters
    let shape = json["sh"]?.number ?? 1
    selector.shape = shape >= 1 && shape <= 6 ? Int(shape) : 1
    return selector
  }
}
