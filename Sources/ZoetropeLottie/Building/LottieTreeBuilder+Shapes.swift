import ZoetropeGraphics
import ZoetropeLayers

/// A fill or a stroke, which paints the paths listed before it.
enum LottieStyle: Sendable {
  case fill(LottieFill)
  case stroke(LottieStroke)

  init?(_ item: LottieShapeItem) {
    switch item {
    case .fill(let fill): self = .fill(fill)
    case .stroke(let stroke): self = .stroke(stroke)
    default: return nil
    }
  }
}

extension LottieTreeBuilder {
  /// Adds a list of shape items to `layer`, back to front.
  ///
  /// A fill or stroke paints the paths listed before it in its list; the
  /// paths of a group listed before it are painted by a copy of it inside
  /// the group (`inherited`), below the group's own fills and strokes, so
  /// that the group's transform moves them.
  ///
  /// - Parameters:
  ///   - items: The items, front to back.
  ///   - inherited: Fills and strokes of enclosing lists that paint this
  ///     list's paths, back to front.
  ///   - layer: The layer to add to.
  ///   - map: The composition's frames.
  mutating func addShapes(
    _ items: [LottieShapeItem], inherited: [LottieStyle], to layer: Layer, map: LottieFrameMap
  ) {
    let paths = items.filter(\.isPath)
    for style in inherited {
      addStyle(style, paths: paths, to: layer, map: map)
    }
    for index in items.indices.reversed() {
      switch items[index] {
      case .fill, .stroke:
        if let style = LottieStyle(items[index]) {
          addStyle(style, paths: items[..<index].filter(\.isPath), to: layer, map: map)
        }
      case .group(let name, let children, let transform):
        guard claimLayer() else { return }
        let group = Layer()
        group.name = name
        bindTransform(transform, to: group, map: map, includeOpacity: true)
        let below = items[(index + 1)...].reversed().compactMap(LottieStyle.init)
        addShapes(children, inherited: inherited + below, to: group, map: map)
        layer.addSublayer(group)
      case .rectangle, .ellipse, .path:
        break
      }
    }
  }

  /// Adds one shape layer painting `paths` with a fill or stroke.
  private mutating func addStyle(
    _ style: LottieStyle, paths: [LottieShapeItem], to layer: Layer, map: LottieFrameMap
  ) {
    guard !paths.isEmpty, claimLayer() else { return }
    let shape = ShapeLayer()
    let animated = paths.contains(where: \.isAnimated)
    bind(shape, "path", \.path, map: map, animated: animated) { frame in
      var combined = Path()
      for item in paths { combined.addPath(item.path(at: frame)) }
      return combined
    }
    switch style {
    case .fill(let fill):
      shape.name = "fill"
      shape.setModelValue(fill.fillRule, for: \.fillRule)
      shape.setModelValue(.clear, for: \.strokeColor)
      bind(shape, "fillColor", \.fillColor, map: map, animated: fill.color.isAnimated) {
        fill.color.color(at: $0)
      }
      bindOpacity(fill.opacity, of: shape, map: map)
    case .stroke(let stroke):
      shape.name = "stroke"
      shape.setModelValue(.clear, for: \.fillColor)
      shape.setModelValue(stroke.lineCap, for: \.lineCap)
      shape.setModelValue(stroke.lineJoin, for: \.lineJoin)
      shape.setModelValue(stroke.miterLimit, for: \.miterLimit)
      bind(shape, "strokeColor", \.strokeColor, map: map, animated: stroke.color.isAnimated) {
        stroke.color.color(at: $0)
      }
      bind(shape, "lineWidth", \.lineWidth, map: map, animated: stroke.width.isAnimated) {
        max(stroke.width.scalar(at: $0), 0)
      }
      bindOpacity(stroke.opacity, of: shape, map: map)
    }
    layer.addSublayer(shape)
  }

  /// A fill's or stroke's opacity (percent) as its shape layer's opacity.
  private mutating func bindOpacity(
    _ opacity: LottieProperty<[Double]>, of shape: ShapeLayer, map: LottieFrameMap
  ) {
    bind(shape, "opacity", \.opacity, map: map, animated: opacity.isAnimated) {
      min(max(opacity.scalar(at: $0) / 100, 0), 1)
    }
  }
}
