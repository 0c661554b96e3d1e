import ZoetropeGraphics
import ZoetropeLayers

/// One item of a shape layer's `shapes` list, or of a group's `it`.
///
/// Items are listed front to back: a fill or stroke paints every path
/// listed before it in its group, including the paths of groups listed
/// before it (lottie-web's rule); a group's ``transform`` moves its items.
enum LottieShapeItem: Sendable {
  /// A group of items (`gr`) with its own transform (its `tr` item).
  case group(name: String, items: [LottieShapeItem], transform: LottieTransform)
  /// A rectangle (`rc`): centre, size and corner radius.
  case rectangle(
    position: LottieProperty<[Double]>, size: LottieProperty<[Double]>,
    roundness: LottieProperty<[Double]>)
  /// An ellipse (`el`): centre and size.
  case ellipse(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>)
  /// A free-form path (`sh`).
  case path(LottieProperty<LottieBezier>)
  /// A star or polygon (`sr`).
  case polystar(LottiePolystar)
  /// A path item whose sharp corners a rounded-corners item (`rd`)
  /// listed after it rounds.
  case rounded(LottieRoundedPath)
  /// A solid fill (`fl`).
  case fill(LottieFill)
  /// A solid stroke (`st`).
  case stroke(LottieStroke)
  /// A gradient fill (`gf`) with its fill rule.
  case gradientFill(LottieGradient, fillRule: FillRule)
  /// A gradient stroke (`gs`): the gradient, and the stroke's width,
  /// caps, joins and miter limit (its colour unused).
  case gradientStroke(LottieGradient, LottieStroke)
  /// Trim paths (`tm`), which trim every path listed before them.
  case trim(LottieTrim)
  /// A repeater (`rp`) and the items listed before it in its list, which
  /// it copies.
  case repeater(LottieRepeater, items: [LottieShapeItem])
  /// Merge paths (`mm`) and the paths listed before it, which it combines
  /// into one path item.
  case merge(LottieMerge)

  /// Whether this item is a path (it takes the fills and strokes after it).
  var isPath: Bool {
    switch self {
    case .rectangle, .ellipse, .path, .polystar, .rounded, .merge: true
    default: false
    }
  }
}

/// A solid fill: its colour, opacity and fill rule.
struct LottieFill: Sendable {
  /// The colour, RGB or RGBA components in 0...1.
  var color: LottieProperty<[Double]>
  /// The opacity in percent.
  var opacity: LottieProperty<[Double]>
  /// Nonzero (`r: 1`) or even-odd (`r: 2`).
  var fillRule: FillRule
  /// Its name (`nm`), for keypaths.
  var name = "Fill"
}

/// A solid stroke: colour, opacity, width, caps, joins and miter limit.
struct LottieStroke: Sendable {
  /// The colour, RGB or RGBA components in 0...1.
  var color: LottieProperty<[Double]>
  /// The opacity in percent.
  var opacity: LottieProperty<[Double]>
  /// The width in points.
  var width: LottieProperty<[Double]>
  /// The ends of open paths (`lc`: 1 butt, 2 round, 3 square).
  var lineCap: LineCap
  /// The corners (`lj`: 1 miter, 2 round, 3 bevel).
  var lineJoin: LineJoin
  /// The miter limit, in stroke widths (`ml`).
  var miterLimit: Double
  /// Its dashes (`d`), if any.
  var dashes: LottieDashes?
  /// Its name (`nm`), for keypaths.
  var name = "Stroke"
}

extension LottieProperty where Value == [Double] {
  /// The colour at a frame (components beyond the fourth ignored, alpha 1
  /// when absent, each clamped into 0...1).
  func color(at frame: Double) -> Color {
    let c = value(at: frame).map { min(max($0, 0), 1) }
    func component(_ index: Int, _ fallback: Double) -> Double {
      index < c.count ? c[index] : fallback
    }
    return Color(
      red: component(0, 0), green: component(1, 0), blue: component(2, 0),
      alpha: component(3, 1))
  }
}

/// A path item with its corners rounded (`rd` listed after it).
struct LottieRoundedPath: Sendable {
  /// The path item (one).
  var base: [LottieShapeItem]
  /// The radius.
  var radius: LottieProperty<[Double]>
}

extension LottieShapeItem {
  /// This item with its paths' corners rounded by a rounded-corners item
  /// listed after it: a path item is wrapped, a group's or repeater's
  /// items are rounded in turn (lottie-web's modifiers reach nested
  /// groups), as are a path merge's operands; other items (a Boolean
  /// merge) are unchanged.
  func rounded(by radius: LottieProperty<[Double]>) -> LottieShapeItem {
    switch self {
    case .rectangle, .ellipse, .path, .polystar, .rounded:
      .rounded(LottieRoundedPath(base: [self], radius: radius))
    case .group(let name, let items, let transform):
      .group(name: name, items: items.map { $0.rounded(by: radius) }, transform: transform)
    case .repeater(let repeater, let items):
      .repeater(repeater, items: items.map { $0.rounded(by: radius) })
    case .merge(let merge) where !merge.isBoolean:
      // Rounding the merged outline rounds each operand's own outline.
      .merge(LottieMerge(mode: .merge, operands: merge.operands.map { $0.rounded(by: radius) }))
    default:
      self
    }
  }
}
