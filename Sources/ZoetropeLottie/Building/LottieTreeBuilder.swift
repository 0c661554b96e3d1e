import ZoetropeGraphics
import ZoetropeLayers

/// Builds the layer tree of a Lottie animation: one Zoetrope layer per
/// Lottie layer (inside copies of its parents' transforms), one per shape
/// group, and one ``ShapeLayer`` per fill or stroke; every animated
/// property becomes a ``LottieTrack``.
///
/// A Lottie layer's layer has zero-size bounds whose origin is the
/// Lottie anchor point, its position, and a transform that scales then
/// rotates, so that Core Animation's geometry
/// (`(p − anchor) · transform + position`) is After Effects'. Its opacity
/// and visibility (in and out points) are its own; a child is placed
/// inside copies of its parents' transforms only, since After Effects
/// does not pass a parent's opacity or visibility on.
@MainActor
struct LottieTreeBuilder {
  /// The animation being built.
  let animation: LottieAnimation
  /// The animated properties, in the order they were made.
  private(set) var tracks: [LottieTrack] = []
  /// How many more layers the tree may get (see
  /// ``LottieAnimation/maximumLayerCount``).
  private var budget = LottieAnimation.maximumLayerCount
  /// Whether the budget ran out, so that layers were left out.
  private(set) var isTruncated = false
  /// The value providers, in the order they were set.
  let providers: [(AnimationKeypath, any AnyValueProvider)]
  /// The keypaths of the properties that providers can set, in tree order.
  var keypaths: [String] = []
  /// ``keypaths``, to skip repeats.
  var knownKeypaths: Set<String> = []

  init(animation: LottieAnimation, providers: [(AnimationKeypath, any AnyValueProvider)] = []) {
    self.animation = animation
    self.providers = providers
  }

  /// Builds the main composition into a new layer the size of the
  /// animation, with its origin at the top-left.
  mutating func buildRoot() -> Layer {
    let root = Layer()
    root.name = "Lottie composition"
    root.setModelValue(animation.bounds, for: \.bounds)
    root.setModelValue(.zero, for: \.anchorPoint)
    addComposition(animation.layers, to: root, map: LottieFrameMap())
    return root
  }

  /// Adds the layers of a composition to `container`, back to front.
  mutating func addComposition(
    _ layers: [LottieLayerModel], to container: Layer, map: LottieFrameMap, keypath: [String] = []
  ) {
    var byIndex: [Int: LottieLayerModel] = [:]
    for layer in layers {
      if let index = layer.index, byIndex[index] == nil { byIndex[index] = layer }
    }
    for position in layers.indices.reversed() where !layers[position].isMatteSource {
      let model = layers[position]
      guard
        var layer = makeTree(
          for: model, byIndex: byIndex, count: layers.count, map: map, keypath: keypath)
      else { return }
      if let mode = model.matteMode, let source = matteSource(of: position, in: layers, byIndex) {
        guard claimLayer(),
          let matte = makeTree(
            for: source, byIndex: byIndex, count: layers.count, map: map, keypath: keypath)
        else { return }
        let matted = Layer()
        matted.name = "\(model.name) (matted)"
        matted.addSublayer(layer)
        matted.mask = matte
        matted.invertsMask = mode.isInverted
        matted.masksByLuminance = mode.isLuma
        layer = matted
      }
      container.addSublayer(layer)
    }
  }

  /// The layer that mattes the layer at `position`: the one its `tp`
  /// names, or else the one listed just before it.
  private func matteSource(
    of position: Int, in layers: [LottieLayerModel], _ byIndex: [Int: LottieLayerModel]
  ) -> LottieLayerModel? {
    if let index = layers[position].matteParent { return byIndex[index] }
    return position > 0 ? layers[position - 1] : nil
  }

  /// A Lottie layer's layer inside copies of its parents' transforms, or
  /// `nil` when the layer budget has run out.
  private mutating func makeTree(
    for model: LottieLayerModel, byIndex: [Int: LottieLayerModel], count: Int,
    map: LottieFrameMap, keypath: [String]
  ) -> Layer? {
    guard claimLayer() else { return nil }
    var layer = makeLayer(for: model, map: map, keypath: keypath + [model.name])
    // The decoder broke cycles; the count bounds the walk regardless.
    var parentIndex = model.parent
    var steps = 0
    while let index = parentIndex, let parent = byIndex[index], steps < count {
      guard claimLayer() else { return nil }
      let wrapper = Layer()
      wrapper.name = "\(parent.name) (parent transform)"
      bindTransform(
        parent.transform, to: wrapper, map: map, includeOpacity: false,
        keypath: keypath + [parent.name, "Transform"])
      wrapper.addSublayer(layer)
      layer = wrapper
      parentIndex = parent.parent
      steps += 1
    }
    return layer
  }

  /// The layer of one Lottie layer: its transform, opacity, visibility
  /// and content.
  private mutating func makeLayer(
    for model: LottieLayerModel, map: LottieFrameMap, keypath: [String]
  ) -> Layer {
    let layer = Layer()
    layer.name = model.name
    bindTransform(
      model.transform, to: layer, map: map, includeOpacity: true,
      keypath: keypath + ["Transform"])
    if model.inPoint.isFinite || model.outPoint.isFinite {
      let (inPoint, outPoint) = (model.inPoint, model.outPoint)
      bind(layer, "hidden", \.isHidden, map: map, animated: true) { frame in
        !(frame >= inPoint && frame < outPoint)
      }
    }
    if !model.masks.isEmpty {
      layer.mask = maskLayer(for: model.masks, map: map)
    }
    switch model.content {
    case .none:
      break
    case .solid(let color, let size):
      let solid = Layer()
      solid.setModelValue(Rect(origin: .zero, size: size), for: \.bounds)
      solid.setModelValue(.zero, for: \.anchorPoint)
      solid.setModelValue(color, for: \.backgroundColor)
      layer.addSublayer(solid)
    case .image(let id):
      guard let asset = animation.images[id] else { break }
      let image = Layer()
      image.name = "image \(id)"
      image.setModelValue(Rect(origin: .zero, size: asset.size), for: \.bounds)
      image.setModelValue(.zero, for: \.anchorPoint)
      image.setModelValue(asset.image, for: \.contents)
      layer.addSublayer(image)
    case .shapes(let items):
      addShapes(items, inherited: [], to: layer, map: map, keypath: keypath)
    case .precomp(let id, let size):
      let comp = Layer()
      comp.name = "precomp \(id)"
      comp.setModelValue(Rect(origin: .zero, size: size), for: \.bounds)
      comp.setModelValue(.zero, for: \.anchorPoint)
      comp.setModelValue(true, for: \.masksToBounds)
      let inner =
        model.timeRemap.map {
          map.remapped(by: $0, frameRate: animation.framerate, outPoint: model.outPoint)
        }
        ?? map.nested(startTime: model.startTime, timeStretch: model.timeStretch)
      addComposition(animation.precomps[id] ?? [], to: comp, map: inner, keypath: keypath)
      layer.addSublayer(comp)
    }
    return layer
  }

  /// Takes one layer from the budget; `false` (and ``isTruncated``) when
  /// it has run out.
  mutating func claimLayer() -> Bool {
    guard budget > 0 else {
      isTruncated = true
      return false
    }
    budget -= 1
    return true
  }

  /// Sets a property once if it is static, or makes a track for it.
  mutating func bind<Value: Sendable>(
    _ layer: Layer, _ name: String, _ keyPath: WritableKeyPath<LayerProperties, Value>,
    map: LottieFrameMap, animated: Bool,
    value: @escaping @Sendable (Double) -> Value
  ) {
    guard animated else {
      layer.setModelValue(value(0), for: keyPath)
      return
    }
    tracks.append(
      .make(
        layer: layer, key: "lottie.\(name)", keyPath: keyPath, frameMap: map,
        valueAtFrame: value))
  }
}
