import ZoetropeGraphics
import ZoetropeLayers

extension LottieTreeBuilder {
  /// How far the outside of an inverted or subtracted mask reaches, in
  /// points from the layer's origin each way: a mask's outside is its
  /// path cut out of a square this big.
  nonisolated static let maskReach = 100_000.0

  /// The layer that masks a Lottie layer's content: its masks combined
  /// in order, as alpha coverage built from shape layers.
  ///
  /// Added masks are sublayers of one layer (a union); a subtracted or
  /// intersected mask becomes the `mask` of a layer holding what the
  /// masks before it show. An inverted mask is its path cut out of a big
  /// square (even-odd), as lottie-ios's Core Animation engine does.
  mutating func maskLayer(for masks: [LottieMask], map: LottieFrameMap) -> Layer? {
    var current: Layer?
    for mask in masks {
      guard claimLayer() else { return current }
      switch mask.mode {
      case .add:
        let coverage = self.coverage(of: mask, complement: false, map: map)
        if let previous = current {
          let union = Layer()
          union.name = "mask union"
          union.addSublayer(previous)
          union.addSublayer(coverage)
          current = union
        } else {
          current = coverage
        }
      case .subtract, .intersect:
        let coverage = self.coverage(of: mask, complement: mask.mode == .subtract, map: map)
        let base = current ?? Self.everywhere()
        let intersection = Layer()
        intersection.name = "mask intersection"
        intersection.addSublayer(base)
        intersection.mask = coverage
        current = intersection
      }
    }
    return current
  }

  /// The alpha a mask covers (its inside, or outside if inverted, times
  /// its opacity), or one minus it (`complement`, for subtraction).
  private mutating func coverage(
    of mask: LottieMask, complement: Bool, map: LottieFrameMap
  ) -> Layer {
    if mask.isExpanded { return expandedCoverage(of: mask, complement: complement, map: map) }
    // Where the path's inside shows, and where its outside does.
    let inside = ShapeLayer()
    inside.name = "mask inside"
    let outside = ShapeLayer()
    outside.name = "mask outside"
    outside.setModelValue(.evenOdd, for: \.fillRule)
    for shape in [inside, outside] { shape.setModelValue(.black, for: \.fillColor) }
    let path = mask.path
    bind(inside, "path", \.path, map: map, animated: path.isAnimated) { path.value(at: $0).path }
    bind(outside, "path", \.path, map: map, animated: path.isAnimated) { frame in
      var outline = LottieTreeBuilder.squarePath()
      outline.addPath(path.value(at: frame).path)
      return outline
    }
    let opacity = mask.opacity
    let alpha: @Sendable (Double) -> Double = { min(max(opacity.scalar(at: $0) / 100, 0), 1) }
    // The side the mask covers at its opacity o and the other not at
    // all; complemented, the other side fully and the covered one at 1 − o.
    let covered = mask.isInverted ? outside : inside
    let uncovered = mask.isInverted ? inside : outside
    uncovered.setModelValue(complement ? 1 : 0, for: \.opacity)
    bind(covered, "opacity", \.opacity, map: map, animated: opacity.isAnimated) { frame in
      complement ? 1 - alpha(frame) : alpha(frame)
    }
    guard complement else { return covered }
    let both = Layer()
    both.name = "mask"
    both.addSublayer(covered)
    both.addSublayer(uncovered)
    return both
  }

  /// A square ``maskReach`` each way from the origin.
  nonisolated static func squarePath() -> Path {
    let r = maskReach
    var square = Path()
    square.move(to: Point(x: -r, y: -r))
    square.addLine(to: Point(x: r, y: -r))
    square.addLine(to: Point(x: r, y: r))
    square.addLine(to: Point(x: -r, y: r))
    square.closeSubpath()
    return square
  }

  /// A layer that covers everything (the start of a subtraction).
  private static func everywhere() -> Layer {
    let square = ShapeLayer()
    square.name = "mask everything"
    square.setModelValue(squarePath(), for: \.path)
    square.setModelValue(.black, for: \.fillColor)
    return square
  }
}
