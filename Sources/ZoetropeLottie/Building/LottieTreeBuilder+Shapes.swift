import ZoetropeGraphics
import ZoetropeLayers

/// A fill or a stroke, solid or gradient, which paints the paths listed
/// before it.
enum LottieStyle: Sendable {
  case fill(LottieFill)
  case stroke(LottieStroke)
  case gradientFill(LottieGradient, FillRule)
  case gradientStroke(LottieGradient, LottieStroke)

  init?(_ item: LottieShapeItem) {
    switch item {
    case .fill(let fill): self = .fill(fill)
    case .stroke(let stroke): self = .stroke(stroke)
    case .gradientFill(let gradient, let rule): self = .gradientFill(gradient, rule)
    case .gradientStroke(let gradient, let stroke): self = .gradientStroke(gradient, stroke)
    default: return nil
    }
  }

  /// The fill's or stroke's name, for keypaths (gradients have none).
  var name: String {
    switch self {
    case .fill(let fill): fill.name
    case .stroke(let stroke): stroke.name
    case .gradientFill: "Gradient Fill"
    case .gradientStroke: "Gradient Stroke"
    }
  }
}

/// A path a style paints, with the trim paths that cut it (its own
/// list's trims listed after it, then its enclosing lists').
struct LottieTrimmedPath: Sendable {
  var item: LottieShapeItem
  var trims: [LottieTrim]
}

extension LottieTreeBuilder {
  /// Adds a list of shape items to `layer`, back to front.
  ///
  /// A fill or stroke paints the paths listed before it in its list; the
  /// paths of a group listed before it are painted by a copy of it inside
  /// the group (`inherited`), below the group's own fills and strokes, so
  /// that the group's transform moves them. Trim paths cut every path
  /// listed before them, nested groups' included (`trims`). A repeater's
  /// items become one layer per copy, moved by the copy's transform.
  ///
  /// - Parameters:
  ///   - items: The items, front to back.
  ///   - inherited: Fills and strokes of enclosing lists that paint this
  ///     list's paths, back to front.
  ///   - trims: Trim paths of enclosing lists that cut this list's paths.
  ///   - layer: The layer to add to.
  ///   - map: The composition's frames.
  ///   - keypath: The names of the layer and groups that hold the list.
  ///   - opacity: The opacity of the group whose list this is, when one
  ///     layer draws it (``drawsAsOneLayer(_:)``): on that layer.
  mutating func addShapes(
    _ items: [LottieShapeItem], inherited: [(LottieStyle, [String])], trims: [LottieTrim] = [],
    to layer: Layer, map: LottieFrameMap, keypath: [String], opacity: LottieOpacity? = nil
  ) {
    func paths(before end: Int) -> [LottieTrimmedPath] {
      items[..<end].indices.filter { items[$0].isPath }.map { index in
        let own = items[(index + 1)...].compactMap { item -> LottieTrim? in
          if case .trim(let trim) = item { return trim }
          return nil
        }
        return LottieTrimmedPath(item: items[index], trims: own + trims)
      }
    }
    if !inherited.isEmpty {
      addStyles(inherited, paths: paths(before: items.count), to: layer, map: map)
    }
    // The front one of a fill and a stroke drawn as one layer.
    var drawn: Int?
    for index in items.indices.reversed() where index != drawn {
      let below = items[(index + 1)...].reversed().compactMap { item in
        LottieStyle(item).map { ($0, keypath + [$0.name]) }
      }
      let innerTrims =
        items[(index + 1)...].compactMap { item -> LottieTrim? in
          if case .trim(let trim) = item { return trim }
          return nil
        } + trims
      switch items[index] {
      case .fill, .stroke, .gradientFill, .gradientStroke:
        guard let style = LottieStyle(items[index]) else { break }
        let painted = paths(before: index)
        if index > 0, let front = LottieStyle(items[index - 1]),
          LottieTreeBuilder.paintsTogether(style, front, paths: painted)
        {
          addFillAndStroke(
            back: (style, keypath + [style.name]), front: (front, keypath + [front.name]),
            paths: painted, to: layer, map: map, opacity: opacity)
          drawn = index - 1
        } else {
          addStyle(
            style, paths: painted, to: layer, map: map, keypath: keypath + [style.name],
            opacity: opacity)
        }
      case .group(let name, let children, let transform):
        guard claimLayer() else { return }
        let group = Layer()
        group.name = name
        // A group drawn by one layer fades that layer, not an offscreen.
        let alone = (inherited + below).isEmpty && LottieTreeBuilder.drawsAsOneLayer(children)
        let transformKeypath = keypath + [name, "Transform"]
        bindTransform(
          transform, to: group, map: map, includeOpacity: !alone, keypath: transformKeypath)
        addShapes(
          children, inherited: inherited + below, trims: innerTrims, to: group, map: map,
          keypath: keypath + [name],
          opacity: alone ? transformOpacity(transform, keypath: transformKeypath) : nil)
        layer.addSublayer(group)
      case .repeater(let repeater, let children):
        let order = Array(0..<repeater.copies)
        for copy in repeater.isAbove ? order : order.reversed() {
          guard claimLayer() else { return }
          let instance = Layer()
          instance.name = "repeater copy \(copy)"
          bind(instance, "transform", \.transform, map: map, animated: repeater.isAnimated) {
            repeater.matrix(copy: copy, at: $0)
          }
          bind(instance, "opacity", \.opacity, map: map, animated: repeater.isAnimated) {
            repeater.opacity(copy: copy, at: $0)
          }
          addShapes(
            children, inherited: inherited + below, trims: innerTrims, to: instance, map: map,
            keypath: keypath)
          layer.addSublayer(instance)
        }
      case .rectangle, .ellipse, .path, .polystar, .rounded, .trim, .merge:
        break
      }
    }
  }

  /// The outline of trimmed paths at a frame, all in one path: each
  /// trim cuts the paths it applies to, in the order the trims were
  /// first listed.
  nonisolated static func outline(of paths: [LottieTrimmedPath], at frame: Double) -> Path {
    // One path, not trimmed (the common shape): itself, not a copy.
    if paths.count == 1, paths[0].trims.isEmpty { return paths[0].item.path(at: frame) }
    var outlines = paths.map { $0.item.path(at: frame) }
    var seen: Set<Int> = []
    for trim in paths.flatMap(\.trims) where seen.insert(trim.identifier).inserted {
      let indices = paths.indices.filter { index in
        paths[index].trims.contains { $0.identifier == trim.identifier }
      }
      let trimmed = LottiePathTrimmer.trim(
        indices.map { outlines[$0] }, intervals: trim.intervals(at: frame),
        together: trim.isIndividual)
      for (position, index) in indices.enumerated() { outlines[index] = trimmed[position] }
    }
    var combined = Path()
    for outline in outlines { combined.addPath(outline) }
    return combined
  }
}
