import ZoetropeGraphics
import ZoetropeLayers

/// How a Boolean merge is drawn: not as a path (Cairo has no path
/// Booleans) but as coverage composed from masks, which both compositors
/// draw: an operand is a shape layer filling its outline (nonzero); a
/// union is a layer holding both sides, a difference the left side masked
/// by the right with ``Layer/invertsMask`` (`DEST_OUT`), an intersection
/// the left side masked by the right (`IN`), and excluded intersections
/// the union of both differences (`XOR`). The operands combine in the
/// order listed, left to right, as Skottie's and After Effects' merges.
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

  /// The coverage of a Boolean merge of `operands` (at least one),
  /// combined left to right.
  mutating func mergedCoverage(
    _ mode: LottieMerge.Mode, _ operands: ArraySlice<LottieShapeItem>, map: LottieFrameMap
  ) -> Layer {
    guard let last = operands.last, claimLayer() else { return Layer() }
    let rest = operands.dropLast()
    guard !rest.isEmpty else { return operandLayer(last, stroke: nil, map: map, keypath: []) }
    let result = Layer()
    result.name = "merge \(mode)"
    switch mode {
    case .merge, .add:
      result.addSublayer(mergedCoverage(mode, rest, map: map))
      result.addSublayer(operandLayer(last, stroke: nil, map: map, keypath: []))
    case .subtract, .intersect:
      let left = mergedCoverage(mode, rest, map: map)
      result.addSublayer(left)
      result.mask = operandLayer(last, stroke: nil, map: map, keypath: [])
      result.invertsMask = mode == .subtract
    case .exclude:
      result.addSublayer(
        masked(
          mergedCoverage(mode, rest, map: map),
          by: operandLayer(last, stroke: nil, map: map, keypath: []), inverted: true))
      result.addSublayer(
        masked(
          operandLayer(last, stroke: nil, map: map, keypath: []),
          by: mergedCoverage(mode, rest, map: map), inverted: true))
    }
    return result
  }

  /// The stroke of a Boolean merge's outline: each operand's stroke
  /// where its outline bounds the result (a union keeps each side's
  /// outline outside the other, a difference the left's outside the right
  /// and the right's inside the left, an intersection each inside the
  /// other, excluded intersections all of both).
  ///
  /// Near a point where two outlines cross, within half the stroke's
  /// width, this differs from stroking the merged path: the cut ends of
  /// the two strokes meet at the crossing instead of joining.
  mutating func mergedOutline(
    _ mode: LottieMerge.Mode, _ operands: ArraySlice<LottieShapeItem>, stroke: LottieStroke,
    map: LottieFrameMap, keypath: [String]
  ) -> Layer {
    guard let last = operands.last, claimLayer() else { return Layer() }
    let rest = operands.dropLast()
    let lastStroke = operandLayer(last, stroke: stroke, map: map, keypath: keypath)
    guard !rest.isEmpty else { return lastStroke }
    let result = Layer()
    result.name = "merge \(mode) outline"
    let restStroke = mergedOutline(mode, rest, stroke: stroke, map: map, keypath: keypath)
    let (restOutside, lastOutside): (Bool?, Bool?) =
      switch mode {
      case .merge, .exclude: (nil, nil)
      case .add: (true, true)
      case .subtract: (true, false)
      case .intersect: (false, false)
      }
    if let restOutside, let lastOutside {
      result.addSublayer(
        masked(
          restStroke, by: operandLayer(last, stroke: nil, map: map, keypath: []),
          inverted: restOutside))
      result.addSublayer(
        masked(lastStroke, by: mergedCoverage(mode, rest, map: map), inverted: lastOutside))
    } else {
      result.addSublayer(restStroke)
      result.addSublayer(lastStroke)
    }
    return result
  }

  /// An operand's coverage (its outline filled, nonzero), or its
  /// outline stroked by `stroke` (width and dashes under `keypath`'s
  /// providers); a nested Boolean merge's own coverage or outline.
  private mutating func operandLayer(
    _ operand: LottieShapeItem, stroke: LottieStroke?, map: LottieFrameMap, keypath: [String]
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
