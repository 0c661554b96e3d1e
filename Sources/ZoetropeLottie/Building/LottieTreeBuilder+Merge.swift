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
extension LottieTreeBuilder {
  /// Adds the layer of a fill or stroke that paints a Boolean merge (and
  /// perhaps other paths beside it): its paint (the colour, or the
  /// gradient, over the paths' box) masked by the merged coverage, or by
  /// the stroke of the merged outline.
  mutating func addMergedStyle(
    _ style: LottieStyle, paths: [LottieTrimmedPath], to layer: Layer, map: LottieFrameMap,
    keypath: [String]
  ) {
    guard claimLayer() else { return }
    let stroke: LottieStroke?
    switch style {
    case .fill, .gradientFill: stroke = nil
    case .stroke(let solid): stroke = solid
    case .gradientStroke(_, let gradientStroke): stroke = gradientStroke
    }
    let coverage = Layer()
    coverage.name = stroke == nil ? "merged fill" : "merged stroke"
    let plain = paths.filter { $0.item.booleanMerge == nil }
    if !plain.isEmpty, claimLayer() {
      let shape = ShapeLayer()
      let animated = plain.contains { $0.item.isAnimated || $0.trims.contains(where: \.isAnimated) }
      bind(shape, "path", \.path, map: map, animated: animated) { frame in
        LottieTreeBuilder.outline(of: plain, at: frame)
      }
      if let stroke {
        configureStroke(shape, stroke, map: map, keypath: keypath)
        shape.setModelValue(.black, for: \.strokeColor)
      } else {
        if case .fill(let fill) = style { configureFill(shape, rule: fill.fillRule) }
        if case .gradientFill(_, let rule) = style { configureFill(shape, rule: rule) }
        shape.setModelValue(.black, for: \.fillColor)
      }
      coverage.addSublayer(shape)
    }
    for merge in paths.compactMap(\.item.booleanMerge) {
      let operands = merge.operands
      coverage.addSublayer(
        stroke.map {
          mergedOutline(merge.mode, operands[...], stroke: $0, map: map, keypath: keypath)
        } ?? mergedCoverage(merge.mode, operands[...], map: map))
    }
    switch style {
    case .fill(let fill):
      addSolidPaint(
        color: fill.color, opacity: fill.opacity, mask: coverage, paths: paths, stroke: nil,
        to: layer, map: map, keypath: keypath)
    case .stroke(let solid):
      addSolidPaint(
        color: solid.color, opacity: solid.opacity, mask: coverage, paths: paths, stroke: solid,
        to: layer, map: map, keypath: keypath)
    case .gradientFill(let gradient, _):
      addGradient(gradient, mask: coverage, paths: paths, stroke: nil, to: layer, map: map)
    case .gradientStroke(let gradient, let gradientStroke):
      addGradient(
        gradient, mask: coverage, paths: paths, stroke: gradientStroke, to: layer, map: map)
    }
  }

  /// A solid colour over the box of `paths` (grown by a stroke's
  /// reach), shown through `mask`; value providers set its `Color` and
  /// `Opacity` under `keypath`, as a solid fill's or stroke's.
  private mutating func addSolidPaint(
    color: LottieProperty<[Double]>, opacity: LottieProperty<[Double]>, mask: Layer,
    paths: [LottieTrimmedPath], stroke: LottieStroke?, to layer: Layer, map: LottieFrameMap,
    keypath: [String]
  ) {
    let paint = Layer()
    paint.name = stroke == nil ? "fill" : "stroke"
    paint.setModelValue(.zero, for: \.anchorPoint)
    let boxAnimated =
      paths.contains { $0.item.isAnimated || $0.trims.contains(where: \.isAnimated) }
      || stroke?.width.isAnimated == true
    let box: @Sendable (Double) -> Rect = { frame in
      LottieTreeBuilder.gradientBox(
        LottieTreeBuilder.outline(of: paths, at: frame), stroke: stroke, at: frame)
    }
    bind(paint, "bounds", \.bounds, map: map, animated: boxAnimated) { box($0) }
    bind(paint, "position", \.position, map: map, animated: boxAnimated) { box($0).origin }
    let provided = providedColor(keypath + ["Color"])
    bind(
      paint, "backgroundColor", \.backgroundColor, map: map,
      animated: provided?.isAnimated ?? color.isAnimated
    ) { provided?.value($0) ?? color.color(at: $0) }
    bindOpacity(opacity, of: paint, map: map, keypath: keypath)
    paint.mask = mask
    layer.addSublayer(paint)
  }

  /// The coverage of a Boolean merge of `operands`, combined left to
  /// right: a union is one layer holding every operand (flat, however
  /// many), a difference the first operand masked (inverted) by the union
  /// of the rest; an intersection and an exclusion nest one level per
  /// operand (at most ``LottieMerge/maximumFoldedOperands``).
  mutating func mergedCoverage(
    _ mode: LottieMerge.Mode, _ operands: ArraySlice<LottieShapeItem>, map: LottieFrameMap
  ) -> Layer {
    guard let first = operands.first, let last = operands.last, claimLayer() else {
      return Layer()
    }
    guard operands.count > 1 else { return operandLayer(first, stroke: nil, map: map) }
    let result = Layer()
    result.name = "merge \(mode)"
    let rest = operands.dropLast()
    switch mode {
    case .merge, .add:
      for operand in operands { result.addSublayer(operandLayer(operand, stroke: nil, map: map)) }
    case .subtract:
      result.addSublayer(operandLayer(first, stroke: nil, map: map))
      result.mask = mergedCoverage(.add, operands.dropFirst(), map: map)
      result.invertsMask = true
    case .intersect:
      result.addSublayer(mergedCoverage(mode, rest, map: map))
      result.mask = operandLayer(last, stroke: nil, map: map)
    case .exclude:
      result.addSublayer(
        masked(
          mergedCoverage(mode, rest, map: map),
          by: operandLayer(last, stroke: nil, map: map), inverted: true))
      result.addSublayer(
        masked(
          operandLayer(last, stroke: nil, map: map),
          by: mergedCoverage(mode, rest, map: map), inverted: true))
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
    map: LottieFrameMap, keypath: [String]
  ) -> Layer {
    guard let first = operands.first, claimLayer() else { return Layer() }
    func outline(_ operand: LottieShapeItem) -> Layer {
      operandLayer(operand, stroke: stroke, map: map, keypath: keypath)
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
  /// providers); a nested Boolean merge's own coverage or outline.
  private mutating func operandLayer(
    _ operand: LottieShapeItem, stroke: LottieStroke?, map: LottieFrameMap,
    keypath: [String] = []
  ) -> Layer {
    if let merge = operand.booleanMerge {
      guard let stroke else { return mergedCoverage(merge.mode, merge.operands[...], map: map) }
      return mergedOutline(
        merge.mode, merge.operands[...], stroke: stroke, map: map, keypath: keypath)
    }
    guard claimLayer() else { return Layer() }
    let shape = ShapeLayer()
    shape.name = stroke == nil ? "merge operand" : "merge operand outline"
    bind(shape, "path", \.path, map: map, animated: operand.isOperandAnimated) {
      operand.operandPath(at: $0)
    }
    if let stroke {
      configureStroke(shape, stroke, map: map, keypath: keypath)
      shape.setModelValue(.black, for: \.strokeColor)
    } else {
      shape.setModelValue(.black, for: \.fillColor)
      shape.setModelValue(.clear, for: \.strokeColor)
    }
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
