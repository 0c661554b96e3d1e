import ZoetropeGraphics
import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LottieTreeBuilder {
  /// Adds the layer of one fill or stroke painting `paths`: a
  /// ``ShapeLayer`` for a solid one; for a gradient, as lottie-ios's Core
  /// Animation engine draws it, a ``GradientLayer`` over the paths' box
  /// masked by a shape layer that fills or strokes them.
  ///
  /// Value providers set a solid fill's or stroke's `Color` and
  /// `Opacity` (percent) and a stroke's `Stroke Width` under `keypath`.
  /// A solid one's layer is faded by `opacity` too (a group's, when the
  /// layer draws the group alone).
  mutating func addStyle(
    _ style: LottieStyle, paths: [LottieTrimmedPath], to layer: Layer, map: LottieFrameMap,
    keypath: [String], opacity groupOpacity: LottieOpacity? = nil
  ) {
    if paths.contains(where: { $0.item.booleanMerge != nil }) {
      addMergedStyle(style, paths: paths, to: layer, map: map, keypath: keypath)
      return
    }
    guard let shape = makeShapeLayer(paths: paths, map: map) else { return }
    switch style {
    case .fill(let fill):
      shape.name = "fill"
      configureFill(shape, rule: fill.fillRule)
      let color = providedColor(keypath + ["Color"])
      bind(
        shape, "fillColor", \.fillColor, map: map,
        animated: color?.isAnimated ?? fill.color.isAnimated
      ) { color?.value($0) ?? fill.color.color(at: $0) }
      bindOpacity(fill.opacity, of: shape, map: map, keypath: keypath, times: groupOpacity)
      layer.addSublayer(shape)
    case .stroke(let stroke):
      shape.name = "stroke"
      configureStroke(shape, stroke, map: map, keypath: keypath)
      let color = providedColor(keypath + ["Color"])
      bind(
        shape, "strokeColor", \.strokeColor, map: map,
        animated: color?.isAnimated ?? stroke.color.isAnimated
      ) { color?.value($0) ?? stroke.color.color(at: $0) }
      bindOpacity(stroke.opacity, of: shape, map: map, keypath: keypath, times: groupOpacity)
      layer.addSublayer(shape)
    case .gradientFill(let gradient, let rule):
      shape.name = "gradient fill mask"
      configureFill(shape, rule: rule)
      shape.setModelValue(.black, for: \.fillColor)
      addGradient(gradient, mask: shape, paths: paths, stroke: nil, to: layer, map: map)
    case .gradientStroke(let gradient, let stroke):
      shape.name = "gradient stroke mask"
      configureStroke(shape, stroke, map: map, keypath: nil)
      shape.setModelValue(.black, for: \.strokeColor)
      addGradient(gradient, mask: shape, paths: paths, stroke: stroke, to: layer, map: map)
    }
  }

  /// A shape layer for `paths` (none when there are none, or no layer
  /// is left), drawn by the coverage rasterizer, whose path is bound to
  /// their outline; one whose path changes is drawn straight into each
  /// frame.
  mutating func makeShapeLayer(paths: [LottieTrimmedPath], map: LottieFrameMap) -> ShapeLayer? {
    guard !paths.isEmpty, claimLayer() else { return nil }
    let shape = ShapeLayer()
    // Compared with rlottie, not with Cairo's bytes: the faster rasterizer.
    shape.usesCoverageRasterizer = true
    let animated = paths.contains { $0.item.isAnimated || $0.trims.contains(where: \.isAnimated) }
    // A path that changes is drawn straight into each frame, not into a
    // store composited once.
    shape.drawsShapeDirectly = animated
    bind(shape, "path", \.path, map: map, animated: animated) { frame in
      LottieTreeBuilder.outline(of: paths, at: frame)
    }
    return shape
  }

  /// A fill's static values.
  func configureFill(_ shape: ShapeLayer, rule: FillRule) {
    shape.setModelValue(rule, for: \.fillRule)
    shape.setModelValue(.clear, for: \.strokeColor)
  }

  /// A stroke's values other than its colour and opacity (and no fill,
  /// unless `clearsFill` is false).
  mutating func configureStroke(
    _ shape: ShapeLayer, _ stroke: LottieStroke, clearsFill: Bool = true, map: LottieFrameMap,
    keypath: [String]?
  ) {
    if clearsFill { shape.setModelValue(.clear, for: \.fillColor) }
    shape.setModelValue(stroke.lineCap, for: \.lineCap)
    shape.setModelValue(stroke.lineJoin, for: \.lineJoin)
    shape.setModelValue(stroke.miterLimit, for: \.miterLimit)
    let width = keypath.flatMap { providedNumber($0 + ["Stroke Width"]) }
    bind(
      shape, "lineWidth", \.lineWidth, map: map,
      animated: width?.isAnimated ?? stroke.width.isAnimated
    ) { max(width?.value($0) ?? stroke.width.scalar(at: $0), 0) }
    guard let dashes = stroke.dashes else { return }
    bind(shape, "lineDashPattern", \.lineDashPattern, map: map, animated: dashes.isAnimated) {
      dashes.pattern(at: $0)
    }
    bind(shape, "lineDashPhase", \.lineDashPhase, map: map, animated: dashes.isAnimated) {
      dashes.phase(at: $0)
    }
  }

  /// A gradient layer covering the paths (and a stroke's reach), masked
  /// by `mask`, whose start and end points are the gradient's, placed in
  /// that box.
  mutating func addGradient(
    _ gradient: LottieGradient, mask: Layer, paths: [LottieTrimmedPath],
    stroke: LottieStroke?, to layer: Layer, map: LottieFrameMap
  ) {
    guard claimLayer() else { return }
    let fill = GradientLayer()
    fill.name = stroke == nil ? "gradient fill" : "gradient stroke"
    fill.setModelValue(gradient.isRadial ? .radial : .axial, for: \.gradientType)
    fill.setModelValue(.zero, for: \.anchorPoint)
    let pathsAnimated = paths.contains {
      $0.item.isAnimated || $0.trims.contains(where: \.isAnimated)
    }
    let boxAnimated = pathsAnimated || stroke?.width.isAnimated == true
    let box: @Sendable (Double) -> Rect = { frame in
      LottieTreeBuilder.gradientBox(
        LottieTreeBuilder.outline(of: paths, at: frame), stroke: stroke, at: frame)
    }
    bind(fill, "bounds", \.bounds, map: map, animated: boxAnimated) { box($0) }
    bind(fill, "position", \.position, map: map, animated: boxAnimated) { box($0).origin }
    let pointsAnimated = boxAnimated || gradient.start.isAnimated || gradient.end.isAnimated
    bind(fill, "startPoint", \.startPoint, map: map, animated: pointsAnimated) { frame in
      gradient.unitPoints(in: box(frame), at: frame).start
    }
    bind(fill, "endPoint", \.endPoint, map: map, animated: pointsAnimated) { frame in
      gradient.unitPoints(in: box(frame), at: frame).end
    }
    if gradient.hasHighlight {
      let focusAnimated =
        pointsAnimated || gradient.highlightLength.isAnimated
        || gradient.highlightAngle.isAnimated
      bind(fill, "focalPoint", \.gradientFocalPoint, map: map, animated: focusAnimated) {
        frame in gradient.unitFocalPoint(in: box(frame), at: frame)
      }
    }
    bind(fill, "colors", \.colors, map: map, animated: gradient.stops.isAnimated) {
      gradient.colorStops(at: $0).colors
    }
    bind(fill, "locations", \.locations, map: map, animated: gradient.stops.isAnimated) {
      gradient.colorStops(at: $0).locations
    }
    bindOpacity(gradient.opacity, of: fill, map: map, keypath: nil)
    fill.mask = mask
    layer.addSublayer(fill)
  }

  /// The box a gradient layer covers: the outline's, grown by a stroke's
  /// reach (half its width times its miter limit), at least a point wide.
  nonisolated static func gradientBox(
    _ outline: Path, stroke: LottieStroke?, at frame: Double
  ) -> Rect {
    var box = outline.boundingBox
    guard !box.isNull, box.minX.isFinite, box.minY.isFinite else {
      return Rect(x: 0, y: 0, width: 1, height: 1)
    }
    if let stroke {
      let reach = max(stroke.width.scalar(at: frame), 0) / 2 * max(stroke.miterLimit, 2) + 1
      box = Rect(
        x: box.minX - reach, y: box.minY - reach, width: box.width + 2 * reach,
        height: box.height + 2 * reach)
    }
    return Rect(
      x: box.minX.rounded(.down), y: box.minY.rounded(.down),
      width: max((box.maxX - box.minX.rounded(.down)).rounded(.up), 1),
      height: max((box.maxY - box.minY.rounded(.down)).rounded(.up), 1))
  }

  /// A fill's, stroke's or gradient's opacity (percent) as its layer's
  /// opacity, times `group` (a group's, when the layer draws it alone).
  ///
  /// A provider under `keypath` + `Opacity` replaces it.
  mutating func bindOpacity(
    _ opacity: LottieProperty<[Double]>, of shape: Layer, map: LottieFrameMap,
    keypath: [String]?, times group: LottieOpacity? = nil
  ) {
    let provided = keypath.flatMap { providedNumber($0 + ["Opacity"]) }
    let animated = (provided?.isAnimated ?? opacity.isAnimated) || group?.isAnimated == true
    bind(shape, "opacity", \.opacity, map: map, animated: animated) { frame in
      let own = min(max((provided?.value(frame) ?? opacity.scalar(at: frame)) / 100, 0), 1)
      return group.map { own * $0.value(frame) } ?? own
    }
  }
}

extension LottieGradient {
  /// The start and end points at a frame in unit coordinates of `box`,
  /// as a ``GradientLayer`` takes them: a radial gradient's end point is
  /// its centre moved by its radius along both axes (a circle).
  func unitPoints(in box: Rect, at frame: Double) -> (start: Point, end: Point) {
    let s = start.point(at: frame)
    var e = end.point(at: frame)
    if isRadial {
      let radius = ((e.x - s.x) * (e.x - s.x) + (e.y - s.y) * (e.y - s.y)).squareRoot()
      e = Point(x: s.x + radius, y: s.y + radius)
    }
    func unit(_ p: Point) -> Point {
      Point(x: (p.x - box.minX) / box.width, y: (p.y - box.minY) / box.height)
    }
    return (unit(s), unit(e))
  }

  /// Whether the gradient is radial with a highlight (a focal point off
  /// its centre at some frame).
  var hasHighlight: Bool {
    isRadial
      && (highlightLength.isAnimated || highlightLength.initialValue.first.map { $0 != 0 } == true)
  }

  /// A radial gradient's focal point at a frame in unit coordinates of
  /// `box`, as lottie-web places it: from the centre towards the end
  /// point turned by the highlight angle, by the highlight length (in
  /// percent, kept within ±99) times the radius.
  func unitFocalPoint(in box: Rect, at frame: Double) -> Point {
    let s = start.point(at: frame)
    let e = end.point(at: frame)
    let radius = ((e.x - s.x) * (e.x - s.x) + (e.y - s.y) * (e.y - s.y)).squareRoot()
    var fraction = highlightLength.scalar(at: frame) / 100
    if !fraction.isFinite { fraction = 0 }
    fraction = min(max(fraction, -0.99), 0.99)
    var angle = atan2(e.y - s.y, e.x - s.x) + highlightAngle.scalar(at: frame) * .pi / 180
    if !angle.isFinite { angle = 0 }
    let focus = Point(
      x: s.x + cos(angle) * radius * fraction, y: s.y + sin(angle) * radius * fraction)
    return Point(x: (focus.x - box.minX) / box.width, y: (focus.y - box.minY) / box.height)
  }
}
