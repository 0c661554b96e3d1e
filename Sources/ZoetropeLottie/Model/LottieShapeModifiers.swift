import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A gradient fill's or stroke's gradient (`gf`, `gs`): its type, its
/// start and end points in the group's coordinates, and its stops.
struct LottieGradient: Sendable {
  /// Linear (`t: 1`) or radial (`t: 2`).
  var isRadial: Bool
  /// Where the gradient starts (a radial one's centre).
  var start: LottieProperty<[Double]>
  /// Where it ends (a radial one's distance from the centre is its radius).
  var end: LottieProperty<[Double]>
  /// The stops (`g.k`): `colorCount` groups of offset, red, green, blue,
  /// then optional pairs of offset and alpha, all in 0...1.
  var stops: LottieProperty<[Double]>
  /// How many colour stops ``stops`` starts with (`g.p`).
  var colorCount: Int
  /// The opacity in percent.
  var opacity: LottieProperty<[Double]>
  /// A radial gradient's highlight length (`h`): how far its focal point
  /// is from the centre, in percent of the radius.
  var highlightLength = LottieProperty<[Double]>([0])
  /// A radial gradient's highlight angle (`a`): the focal point's
  /// direction, in degrees clockwise from the start-to-end direction.
  var highlightAngle = LottieProperty<[Double]>([0])

  /// The colours and their locations at a frame: the colour stops, with
  /// the alpha stops interpolated at their offsets (and the colours at
  /// the alpha stops' offsets), in ascending order.
  func colorStops(at frame: Double) -> (colors: [Color], locations: [Double]) {
    let numbers = stops.value(at: frame).map { $0.isFinite ? $0 : 0 }
    let count = min(colorCount, numbers.count / 4)
    guard count > 0 else { return ([], []) }
    var colorStops: [(offset: Double, rgb: [Double])] = []
    for index in 0..<count {
      let base = index * 4
      colorStops.append((numbers[base], [numbers[base + 1], numbers[base + 2], numbers[base + 3]]))
    }
    var alphaStops: [(offset: Double, rgb: [Double])] = []
    var cursor = count * 4
    while cursor + 1 < numbers.count {
      alphaStops.append((numbers[cursor], [numbers[cursor + 1]]))
      cursor += 2
    }
    let allOffsets: [Double] = colorStops.map { $0.offset } + alphaStops.map { $0.offset }
    let offsets = Set(allOffsets).sorted()
    var colors: [Color] = []
    for offset in offsets {
      let rgb = Self.interpolate(colorStops, at: offset)
      let alpha = alphaStops.isEmpty ? 1 : Self.interpolate(alphaStops, at: offset)[0]
      func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
      colors.append(
        Color(
          red: clamped(rgb[0]), green: clamped(rgb[1]), blue: clamped(rgb[2]),
          alpha: clamped(alpha)))
    }
    return (colors, offsets.map { min(max($0, 0), 1) })
  }

  /// The value of piecewise linear stops at an offset (the end stops'
  /// values beyond them).
  private static func interpolate(
    _ stops: [(offset: Double, rgb: [Double])], at offset: Double
  ) -> [Double] {
    guard let first = stops.first, let last = stops.last else { return [0, 0, 0] }
    if offset <= first.offset { return first.rgb }
    if offset >= last.offset { return last.rgb }
    for (a, b) in zip(stops, stops.dropFirst()) where offset <= b.offset {
      let span = b.offset - a.offset
      let t = span > 0 ? (offset - a.offset) / span : 1
      return zip(a.rgb, b.rgb).map { $0 + ($1 - $0) * t }
    }
    return last.rgb
  }
}

/// Trim paths (`tm`): the part of the paths before it that is drawn.
struct LottieTrim: Sendable {
  /// Which trim item this is in its animation, so that the paths it
  /// trims together (``isIndividual``) can be found.
  var identifier: Int
  /// The start, in percent of the length.
  var start: LottieProperty<[Double]>
  /// The end, in percent of the length.
  var end: LottieProperty<[Double]>
  /// The offset, in degrees (360 is the whole length).
  var offset: LottieProperty<[Double]>
  /// Whether the paths are trimmed as one path, one after another
  /// (`m: 2`), rather than each on its own (`m: 1`, simultaneously).
  var isIndividual: Bool

  /// Whether any of the trim's values changes over time.
  var isAnimated: Bool { start.isAnimated || end.isAnimated || offset.isAnimated }

  /// The parts of the length to keep at a frame, as fractions in 0...1,
  /// as lottie-web computes them: start and end (swapped if reversed)
  /// moved by the offset, wrapping around the end of the path.
  func intervals(at frame: Double) -> [ClosedRange<Double>] {
    func fraction(_ property: LottieProperty<[Double]>) -> Double {
      min(max(property.scalar(at: frame) / 100, 0), 1)
    }
    var s = fraction(start)
    var e = fraction(end)
    if s > e { swap(&s, &e) }
    if e - s >= 1 { return [0...1] }
    guard e > s else { return [] }
    var shift = offset.scalar(at: frame).truncatingRemainder(dividingBy: 360) / 360
    if shift < 0 { shift += 1 }
    s += shift
    e += shift
    if e <= 1 { return [s...e] }
    if s >= 1 { return [(s - 1)...(e - 1)] }
    return [s...1, 0...(e - 1)]
  }
}

/// A repeater (`rp`): copies of the items before it, each moved further
/// by the repeater's transform.
struct LottieRepeater: Sendable {
  /// How many copies (`c`; the first value if it is animated).
  var copies: Int
  /// The index the first copy counts from (`o`).
  var offset: LottieProperty<[Double]>
  /// Whether later copies are drawn above earlier ones (`m: 1`) rather
  /// than below (`m: 2`).
  var isAbove: Bool
  /// The transform applied once per copy (`tr`): anchor, position,
  /// scale, rotation.
  var transform: LottieTransform
  /// The first copy's opacity in percent (`tr.so`).
  var startOpacity: LottieProperty<[Double]>
  /// The last copy's opacity in percent (`tr.eo`).
  var endOpacity: LottieProperty<[Double]>

  /// The most copies drawn; more are cut to this, with a warning.
  static let maximumCopies = 1_000

  /// The transform of copy `index` at a frame, as lottie-web and rlottie
  /// compute it: the position times the copy's index, the rotation times
  /// it and the scale to its power, about the anchor point.
  func matrix(copy index: Int, at frame: Double) -> Transform {
    let k = Double(index) + offset.scalar(at: frame)
    let anchor = transform.anchor(at: frame)
    let position = transform.position(at: frame)
    let percent = transform.scale.value(at: frame)
    let scaleX = (percent.first ?? 100) / 100
    let scaleY = (percent.count > 1 ? percent[1] : percent.first ?? 100) / 100
    let angle = transform.rotation.scalar(at: frame) * .pi / 180 * k
    func power(_ base: Double) -> Double {
      let value = pow(base, k)
      return value.isFinite ? value : 0
    }
    return Transform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(Transform(scaleX: power(scaleX), y: power(scaleY)))
      .concatenating(Transform(rotationAngle: angle))
      .concatenating(
        Transform(translationX: anchor.x + position.x * k, y: anchor.y + position.y * k))
  }

  /// The opacity of copy `index` at a frame, in 0...1: from the start
  /// opacity at the first copy to the end opacity at the last.
  func opacity(copy index: Int, at frame: Double) -> Double {
    let from = startOpacity.scalar(at: frame)
    let to = endOpacity.scalar(at: frame)
    let t = copies > 1 ? Double(index) / Double(copies - 1) : 0
    return min(max((from + (to - from) * t) / 100, 0), 1)
  }

  /// Whether any copy's transform or opacity changes over time.
  var isAnimated: Bool {
    offset.isAnimated || transform.isPositionAnimated || transform.isMatrixAnimated
      || transform.anchor.isAnimated || startOpacity.isAnimated || endOpacity.isAnimated
  }
}
