import ZoetropeGraphics
import ZoetropeLayers

/// An opacity in 0...1 at a frame, and whether it changes over time.
struct LottieOpacity: Sendable {
  let value: @Sendable (Double) -> Double
  let isAnimated: Bool
}

// A solid fill and a solid stroke listed next to each other paint the same
// paths: one shape layer draws both (one backing store, one composite, or
// one direct step), in their order. A group drawn by one such layer alone
// gives it the group's opacity, so that the group needs no offscreen.
extension LottieTreeBuilder {
  /// Whether two styles listed next to each other, `back` drawn first,
  /// can be one layer: a solid fill and a solid stroke, in either order,
  /// whose paths are not combined by boolean merge paths.
  nonisolated static func paintsTogether(
    _ back: LottieStyle, _ front: LottieStyle, paths: [LottieTrimmedPath]
  ) -> Bool {
    guard !paths.contains(where: { $0.item.booleanMerge != nil }) else { return false }
    switch (back, front) {
    case (.fill, .stroke), (.stroke, .fill): return true
    default: return false
    }
  }

  /// Whether a group's items are drawn by one layer with one paint: paths
  /// and path modifiers, and one solid fill or stroke, or one of each
  /// listed next to each other (``paintsTogether(_:_:paths:)``).
  ///
  /// Such a group's opacity goes on that layer (see
  /// ``addShapes(_:inherited:trims:to:map:keypath:opacity:)``): the same
  /// picture, as a group of one paint is that paint faded.
  nonisolated static func drawsAsOneLayer(_ items: [LottieShapeItem]) -> Bool {
    var styles: [Int] = []
    for (index, item) in items.enumerated() {
      switch item {
      case .rectangle, .ellipse, .path, .polystar, .rounded, .trim: continue
      case .fill, .stroke: styles.append(index)
      case .group, .repeater, .merge, .gradientFill, .gradientStroke: return false
      }
    }
    if styles.count == 1 { return true }
    guard styles.count == 2, styles[1] == styles[0] + 1,
      let front = LottieStyle(items[styles[0]]), let back = LottieStyle(items[styles[1]])
    else { return false }
    return paintsTogether(back, front, paths: [])
  }

  /// The opacity of a transform (or its `Opacity` provider under
  /// `keypath`): a layer's or group's own, or that of a group for the one
  /// layer that draws it.
  mutating func transformOpacity(_ transform: LottieTransform, keypath: [String])
    -> LottieOpacity
  {
    let provided = providedNumber(keypath + ["Opacity"])
    return LottieOpacity(
      value: { frame in
        if let percent = provided?.value(frame) { return min(max(percent / 100, 0), 1) }
        return transform.opacity(at: frame)
      }, isAnimated: provided?.isAnimated ?? transform.opacity.isAnimated)
  }

  /// Adds one shape layer that draws a solid fill and a solid stroke of
  /// the same paths, `front` over `back` (``ShapeLayer``'s
  /// `drawsFillOverStroke` when the fill is in front).
  ///
  /// Each colour carries its style's opacity (and provided `Color` and
  /// `Opacity` under the style's keypath); the layer's opacity is
  /// `opacity`, a group's, or 1.
  mutating func addFillAndStroke(
    back: (LottieStyle, [String]), front: (LottieStyle, [String]),
    paths: [LottieTrimmedPath], to layer: Layer, map: LottieFrameMap, opacity: LottieOpacity?
  ) {
    guard let shape = makeShapeLayer(paths: paths, map: map) else { return }
    shape.name = "fill and stroke"
    for (style, keypath) in [back, front] {
      switch style {
      case .fill(let fill):
        shape.setModelValue(fill.fillRule, for: \.fillRule)
        bindColor(fill.color, opacity: fill.opacity, of: shape, \.fillColor, map: map, keypath)
      case .stroke(let stroke):
        configureStroke(shape, stroke, clearsFill: false, map: map, keypath: keypath)
        bindColor(
          stroke.color, opacity: stroke.opacity, of: shape, \.strokeColor, map: map, keypath)
      default: continue
      }
    }
    if case .fill = front.0 { shape.drawsFillOverStroke = true }
    if let opacity { bindOpacity(opacity, to: shape, map: map) }
    layer.addSublayer(shape)
  }

  /// Binds a layer's opacity to `opacity`.
  mutating func bindOpacity(_ opacity: LottieOpacity, to layer: Layer, map: LottieFrameMap) {
    bind(layer, "opacity", \.opacity, map: map, animated: opacity.isAnimated) {
      opacity.value($0)
    }
  }

  /// Binds a fill's or stroke's colour with its opacity (percent) in its
  /// alpha, or the provided `Color` and `Opacity` under `keypath`.
  mutating func bindColor(
    _ color: LottieProperty<[Double]>, opacity: LottieProperty<[Double]>, of shape: ShapeLayer,
    _ keyPath: WritableKeyPath<LayerProperties, Color>, map: LottieFrameMap, _ keypath: [String]
  ) {
    let providedColor = providedColor(keypath + ["Color"])
    let providedOpacity = providedNumber(keypath + ["Opacity"])
    let animated =
      (providedColor?.isAnimated ?? color.isAnimated)
      || (providedOpacity?.isAnimated ?? opacity.isAnimated)
    let name = keyPath == \LayerProperties.fillColor ? "fillColor" : "strokeColor"
    bind(shape, name, keyPath, map: map, animated: animated) { frame in
      let base = providedColor?.value(frame) ?? color.color(at: frame)
      let percent = providedOpacity?.value(frame) ?? opacity.scalar(at: frame)
      let fraction = percent.isFinite ? min(max(percent / 100, 0), 1) : 1
      return base.withAlphaComponent(base.alpha * fraction)
    }
  }

  /// Adds fills and strokes that paint the same paths, back to front:
  /// one layer for each solid fill and stroke listed next to each other
  /// (``paintsTogether(_:_:paths:)``), one for each other style.
  mutating func addStyles(
    _ styles: [(LottieStyle, [String])], paths: [LottieTrimmedPath], to layer: Layer,
    map: LottieFrameMap
  ) {
    var index = styles.startIndex
    while index < styles.endIndex {
      let next = index + 1
      if next < styles.endIndex,
        LottieTreeBuilder.paintsTogether(styles[index].0, styles[next].0, paths: paths)
      {
        addFillAndStroke(
          back: styles[index], front: styles[next], paths: paths, to: layer, map: map,
          opacity: nil)
        index += 2
        continue
      }
      addStyle(styles[index].0, paths: paths, to: layer, map: map, keypath: styles[index].1)
      index += 1
    }
  }
}
