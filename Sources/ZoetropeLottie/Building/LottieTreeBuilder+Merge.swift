import ZoetropeGraphics
import ZoetropeLayers

/// How a Boolean merge is drawn: not as a path (Cairo has no path
/// Booleans) but as coverage composed from masks, which both compositors
/// draw: an operand is a shape layer filling its outline (nonzero); a
/// union is a layer holding both sides, a difference the left side masked
/// by the right with ``Layer/invertsMask`` (`DEST_OUT`), an intersection
/// the left side masked by the right (`IN`), and excluded intersections
/// the union of both differences (`XOR`). The operands combine in the
/// order listed, left to right, as Skottie's and After Effects' merges;
/// unions and differences are built flat, so their depth does not grow
/// with the number of operands.
///
/// A solid fill's or stroke's colour is given to the shapes that show
/// (the operands that are content, not masks), so the composed coverage
/// is itself the painted result: a union needs no mask at all, and no
/// merge needs a mask over a layer of the colour (a gradient still is
/// one, masked by the coverage).
extension LottieTreeBuilder {
  /// Adds the layer of a fill or stroke that paints a Boolean merge (and
  /// perhaps other paths beside it): for a solid colour, the merged
  /// coverage with its shapes in that colour, at the style's opacity; for
  /// a gradient, the gradient over the paths' box masked by the coverage
  /// (or by the stroke of the merged outline).
  mutating func addMergedStyle(
    _ style: LottieStyle, paths: [LottieTrimmedPath], to layer: Layer, map: LottieFrameMap,
    keypath: [String]
  ) {
    guard claimLayer() else { return }
    let stroke: LottieStroke?
    var solid: (color: LottieProperty<[Double]>, opacity: LottieProperty<[Double]>)?
    switch style {
    case .fill(let fill): (stroke, solid) = (nil, (fill.color, fill.opacity))
    case .gradientFill: stroke = nil
    case .stroke(let line): (stroke, solid) = (line, (line.color, line.opacity))
    case .gradientStroke(_, let gradientStroke): stroke = gradientStroke
    }
    let paint = solid.map { solid in
      let provided = providedColor(keypath + ["Color"])
      return LottieMergePaint(isAnimated: provided?.isAnimated ?? solid.color.isAnimated) {
        provided?.value($0) ?? solid.color.color(at: $0)
      }
    }
    let coverage = Layer()
    coverage.name = stroke == nil ? "merged fill" : "merged stroke"
    let plain = paths.filter { $0.item.booleanMerge == nil }
    if !plain.isEmpty, claimLayer() {
      let shape = ShapeLayer()
      shape.usesCoverageRasterizer = true
      let animated = plain.contains { $0.item.isAnimated || $0.trims.contains(where: \.isAnimated) }
      bind(shape, "path", \.path, map: map, animated: animated) { frame in
        LottieTreeBuilder.outline(of: plain, at: frame)
      }
      if let stroke {
        configureStroke(shape, stroke, map: map, keypath: keypath)
      } else {
        if case .fill(let fill) = style { configureFill(shape, rule: fill.fillRule) }
        if case .gradientFill(_, let rule) = style { configureFill(shape, rule: rule) }
      }
      paintOperand(shape, paint, stroked: stroke != nil, map: map)
      coverage.addSublayer(shape)
    }
    for merge in paths.compactMap(\.item.booleanMerge) {
      let operands = merge.operands
      coverage.addSublayer(
        stroke.map {
          mergedOutline(
            merge.mode, operands[...], stroke: $0, map: map, keypath: keypath, paint: paint)
        } ?? mergedCoverage(merge.mode, operands[...], map: map, paint: paint))
    }
    switch style {
    case .fill(let fill):
      coverage.name = "fill"
      bindOpacity(fill.opacity, of: coverage, map: map, keypath: keypath)
      layer.addSublayer(coverage)
    case .stroke(let solid):
      coverage.name = "stroke"
      bindOpacity(solid.opacity, of: coverage, map: map, keypath: keypath)
      layer.addSublayer(coverage)
    case .gradientFill(let gradient, _):
      addGradient(gradient, mask: coverage, paths: paths, stroke: nil, to: layer, map: map)
    case .gradientStroke(let gradient, let gradientStroke):
      addGradient(
        gradient, mask: coverage, paths: paths, stroke: gradientStroke, to: layer, map: map)
    }
  }

  /// Gives a shape that shows the paint's colour (its fill, or its
  /// stroke when `stroked`), or black for coverage only (`paint` `nil`:
  /// a mask, or a gradient's coverage); the other side is clear.
  private mutating func paintOperand(
    _ shape: ShapeLayer, _ paint: LottieMergePaint?, stroked: Bool, map: LottieFrameMap
  ) {
    let painted: WritableKeyPath<LayerProperties, Color> = stroked ? \.strokeColor : \.fillColor
    shape.setModelValue(.clear, for: stroked ? \.fillColor : \.strokeColor)
    guard let paint else {
      shape.setModelValue(.black, for: painted)
      return
    }
    bind(shape, "mergeColor", painted, map: map, animated: paint.isAnimated, value: paint.color)
  }

  /// The coverage of a Boolean merge of `operands`, combined left to
  /// right.
  ///
  /// A union is one layer holding every operand (flat, however
  /// many), a difference the first operand masked (inverted) by the union
  /// of the rest; an intersection and an exclusion nest one level per
  /// operand (at most ``LottieMerge/maximumFoldedOperands``).
  ///
  /// The shapes that show are painted by `paint` (black when `nil`).
  mutating func mergedCoverage(
    _ mode: LottieMerge.Mode, _ operands: ArraySlice<LottieShapeItem>, map: LottieFrameMap,
    paint: LottieMergePaint? = nil
  ) -> Layer {
    guard let first = operands.first, let last = operands.last, claimLayer() else {
      return Layer()
    }
    func shown(_ operand: LottieShapeItem) -> Layer {
      operandLayer(operand, stroke: nil, map: map, paint: paint)
    }
    guard operands.count > 1 else { return shown(first) }
    let result = Layer()
    result.name = "merge \(mode)"
    let rest = operands.dropLast()
    switch mode {
    case .merge, .add:
      for operand in operands { result.addSublayer(shown(operand)) }
    case .subtract:
      result.addSublayer(shown(first))
      result.mask = mergedCoverage(.add, operands.dropFirst(), map: map)
      result.invertsMask = true
    case .intersect:
      result.addSublayer(mergedCoverage(mode, rest, map: map, paint: paint))
      result.mask = operandLayer(last, stroke: nil, map: map)
    case .exclude:
      result.addSublayer(
        masked(
          mergedCoverage(mode, rest, map: map, paint: paint),
          by: operandLayer(last, stroke: nil, map: map), inverted: true))
      result.addSublayer(
        masked(shown(last), by: mergedCoverage(mode, rest, map: map), inverted: true))
    }
    return result
  }

  /// The stroke of a Boolean merge's outline.
  ///
  /// Each operand's stroke where its outline bounds the result: for a
  /// union, outside every other operand; for a difference, the first
  /// one's outside the rest, and each other's inside the first and
  /// outside the others; for an intersection, inside every other; for an
  /// exclusion, all of them.
  ///
  /// Near a point where two outlines cross, within half the stroke's
  /// width, this differs from stroking the merged path: the cut ends of
  /// the two strokes meet at the crossing instead of joining.
  mutating func mergedOutline(
    _ mode: LottieMerge.Mode, _ operands: ArraySlice<LottieShapeItem>, stroke: LottieStroke,
    map: LottieFrameMap, keypath: [String], paint: LottieMergePaint? = nil
  ) -> Layer {
    guard let first = operands.first, claimLayer() else { return Layer() }
    func outline(_ operand: LottieShapeItem) -> Layer {
      operandLayer(operand, stroke: stroke, map: map, keypath: keypath, paint: paint)
    }
    guard operands.count > 1 else { return outline(first) }
    let result = Layer()
    result.name = "merge \(mode) outline"
    for index in operands.indices {
      var others = Array(operands)
      others.remove(at: index - operands.startIndex)
      let piece: Layer
      switch mode {
      case .merge, .exclude:
        piece = outline(operands[index])
      case .add:
        piece = masked(
          outline(operands[index]), by: mergedCoverage(.add, others[...], map: map),
          inverted: true)
      case .subtract where index == operands.startIndex:
        piece = masked(
          outline(first), by: mergedCoverage(.add, others[...], map: map), inverted: true)
      case .subtract:
        let inside = masked(
          outline(operands[index]), by: operandLayer(first, stroke: nil, map: map),
          inverted: false)
        piece = masked(
          inside, by: mergedCoverage(.add, others.dropFirst(), map: map), inverted: true)
      case .intersect:
        piece = masked(
          outline(operands[index]), by: mergedCoverage(.intersect, others[...], map: map),
          inverted: false)
      }
      result.addSublayer(piece)
    }
    return result
  }

  /// An operand's coverage (its outline filled, nonzero), or its
  /// outline stroked by `stroke` (width and dashes under `keypath`'s
  /// providers), in `paint`'s colour or black; a nested Boolean merge's
  /// own coverage or outline.
  private mutating func operandLayer(
    _ operand: LottieShapeItem, stroke: LottieStroke?, map: LottieFrameMap,
    keypath: [String] = [], paint: LottieMergePaint? = nil
  ) -> Layer {
    if let merge = operand.booleanMerge {
      guard let stroke else {
        return mergedCoverage(merge.mode, merge.operands[...], map: map, paint: paint)
      }
      return mergedOutline(
        merge.mode, merge.operands[...], stroke: stroke, map: map, keypath: keypath, paint: paint)
    }
    guard claimLayer() else { return Layer() }
    let shape = ShapeLayer()
    shape.name = stroke == nil ? "merge operand" : "merge operand outline"
    // As every Lottie shape: the faster rasterizer, compared with rlottie.
    shape.usesCoverageRasterizer = true
    bind(shape, "path", \.path, map: map, animated: operand.isOperandAnimated) {
      operand.operandPath(at: $0)
    }
    if let stroke { configureStroke(shape, stroke, map: map, keypath: keypath) }
    paintOperand(shape, paint, stroked: stroke != nil, map: map)
    return shape
  }

  /// `content` in a layer masked by `mask` (showing where the mask does
  /// not, when `inverted`).
  private mutating func masked(_ content: Layer, by mask: Layer, inverted: Bool) -> Layer {
    let holder = Layer()
    holder.name = inverted ? "outside" : "inside"
    holder.addSublayer(content)
    holder.mask = mask
    holder.invertsMask = inverted
    return holder
  }
}

/// The colour of a merged solid fill or stroke, for the shapes that show
/// it: the style's colour at a frame, or its value provider's.
struct LottieMergePaint: Sendable {
  /// Whether the colour changes over time.
  let isAnimated: Bool
  /// The colour at a frame.
  let color: @Sendable (Double) -> Color
}
