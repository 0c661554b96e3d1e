import ZoetropeGraphics
import ZoetropeLayers

extension LottieTreeBuilder {
  /// The miter limit of the stroke that grows or shrinks a mask: SVG's
  /// default, which lottie-web's mask stroke keeps (with miter joins).
  nonisolated static let expansionMiterLimit = 4.0

  /// The alpha an expanded or contracted mask covers, or one minus it
  /// (`complement`), as lottie-web draws mask expansion.
  ///
  /// The side the mask covers (its inside, or its outside if inverted)
  /// grows by a stroke of the path twice the expansion wide (miter joins,
  /// limit 4, lottie-web's SVG stroke) where the expansion is positive,
  /// and loses that stroke where it is negative: a layer holding the
  /// filled and stroked side, masked (inverted) by the shrinking stroke.
  /// Either stroke is 0 wide while the expansion has the other sign, so
  /// an animated expansion may change sign. Complemented (a subtracted
  /// mask), it is a square covering everything with that coverage cut
  /// out (Cairo's `DEST_OUT`).
  mutating func expandedCoverage(
    of mask: LottieMask, complement: Bool, map: LottieFrameMap
  ) -> Layer {
    let grown = ShapeLayer()
    grown.name = "mask expanded"
    let path = mask.path
    let inverted = mask.isInverted
    if inverted { grown.setModelValue(.evenOdd, for: \.fillRule) }
    bind(grown, "path", \.path, map: map, animated: path.isAnimated) { frame in
      guard inverted else { return path.value(at: frame).path }
      var outline = LottieTreeBuilder.squarePath()
      outline.addPath(path.value(at: frame).path)
      return outline
    }
    grown.setModelValue(.black, for: \.fillColor)
    Self.configureExpansionStroke(grown)
    let expansion = mask.expansion
    let shrinks = expansion.keyframes.contains { ($0.value.first ?? 0) < 0 }
    bind(grown, "lineWidth", \.lineWidth, map: map, animated: expansion.isAnimated) {
      2 * max(mask.expansion(at: $0), 0)
    }
    var covered: Layer = grown
    if shrinks, claimLayer(), claimLayer() {
      let band = ShapeLayer()
      band.name = "mask contraction"
      band.setModelValue(.clear, for: \.fillColor)
      Self.configureExpansionStroke(band)
      bind(band, "path", \.path, map: map, animated: path.isAnimated) { path.value(at: $0).path }
      bind(band, "lineWidth", \.lineWidth, map: map, animated: expansion.isAnimated) {
        2 * max(-mask.expansion(at: $0), 0)
      }
      let contracted = Layer()
      contracted.name = "mask contracted"
      contracted.addSublayer(grown)
      contracted.mask = band
      contracted.invertsMask = true
      covered = contracted
    }
    let opacity = mask.opacity
    bind(covered, "opacity", \.opacity, map: map, animated: opacity.isAnimated) {
      min(max(opacity.scalar(at: $0) / 100, 0), 1)
    }
    guard complement, claimLayer(), claimLayer() else { return covered }
    let everything = ShapeLayer()
    everything.name = "mask everything"
    everything.setModelValue(Self.squarePath(), for: \.path)
    everything.setModelValue(.black, for: \.fillColor)
    let rest = Layer()
    rest.name = "mask"
    rest.addSublayer(everything)
    rest.mask = covered
    rest.invertsMask = true
    return rest
  }

  /// A mask stroke's black colour, miter joins and limit.
  private static func configureExpansionStroke(_ shape: ShapeLayer) {
    shape.setModelValue(.black, for: \.strokeColor)
    shape.setModelValue(.miter, for: \.lineJoin)
    shape.setModelValue(expansionMiterLimit, for: \.miterLimit)
  }
}
