/// A mask of a layer (one of its `masksProperties`): a path whose inside
/// (or outside, inverted) shows the layer, combined with the masks
/// before it.
struct LottieMask: Sendable {
  /// How a mask combines with the masks listed before it.
  enum Mode: Sendable {
    /// The union (`a`).
    case add
    /// What the masks before it show, less this one (`s`).
    case subtract
    /// Where both this mask and the masks before it show (`i`).
    case intersect
  }

  /// How the mask combines with the masks before it.
  var mode: Mode
  /// Whether the mask is the outside of its path (`inv`).
  var isInverted: Bool
  /// The path, in the layer's coordinates (`pt`).
  var path: LottieProperty<LottieBezier>
  /// The opacity in percent (`o`).
  var opacity: LottieProperty<[Double]>
  /// How far the mask grows (positive) or shrinks (negative), in points
  /// (`x`).
  var expansion = LottieProperty<[Double]>([0])

  /// The largest expansion drawn either way, in points: larger values are
  /// held at it, and values that are not finite count as 0.
  static let maximumExpansion = 10_000.0

  /// Whether the mask is expanded or contracted at any frame.
  var isExpanded: Bool {
    expansion.isAnimated || expansion.initialValue.contains { $0 != 0 }
  }

  /// The expansion at a frame, held within ±``maximumExpansion`` (0 when
  /// not finite).
  func expansion(at frame: Double) -> Double {
    let x = expansion.scalar(at: frame)
    guard x.isFinite else { return 0 }
    return min(max(x, -Self.maximumExpansion), Self.maximumExpansion)
  }
}

/// How a layer is matted by the layer that is its track matte (`tt`).
enum LottieMatteMode: Sendable {
  /// The matte's alpha (`tt: 1`).
  case alpha
  /// The matte's luminance (`tt: 3`): its colour's luminance, where
  /// transparent counts as black.
  case luma
  /// One minus the matte's alpha (`tt: 2`): the layer shows where the
  /// matte is transparent.
  case alphaInverted
  /// One minus the matte's luminance (`tt: 4`).
  case lumaInverted

  /// Whether the layer shows where the matte does not.
  var isInverted: Bool { self == .alphaInverted || self == .lumaInverted }
  /// Whether the matte counts by its luminance, not its alpha.
  var isLuma: Bool { self == .luma || self == .lumaInverted }
}

extension LottieDecoder {
  /// A layer's masks, leaving out those of mode `n` (none) and noting
  /// the modes and parts that are not drawn.
  mutating func masks(_ json: JSONValue?, at path: JSONPath, place: String) -> [LottieMask] {
    guard let array = json?.array else { return [] }
    var masks: [LottieMask] = []
    for (index, item) in array.enumerated() {
      let itemPath = path.index(index)
      let mode: LottieMask.Mode
      switch item["mode"]?.string ?? "a" {
      case "a": mode = .add
      case "s": mode = .subtract
      case "i": mode = .intersect
      case "n": continue
      case "l":
        issues.note("lighten masks (added)", at: place)
        mode = .add
      case "d":
        issues.note("darken masks (intersected)", at: place)
        mode = .intersect
      default:
        issues.note("masks of an unknown mode (added)", at: place)
        mode = .add
      }
      let expansion = numbers(item["x"], at: itemPath.member("x"), default: [0])
      let limit = LottieMask.maximumExpansion
      if expansion.keyframes.contains(where: { $0.value.contains { abs($0) > limit } }) {
        issues.note("mask expansions beyond ±10,000 points (held at it)", at: place)
      }
      masks.append(
        LottieMask(
          mode: mode, isInverted: (item["inv"]?.number ?? 0) != 0,
          path: bezier(item["pt"], at: itemPath.member("pt")),
          opacity: numbers(item["o"], at: itemPath.member("o"), default: [100]),
          expansion: expansion))
    }
    return masks
  }
}
