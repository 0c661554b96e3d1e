extension LottieDecoder {
  /// How deeply precompositions may nest; deeper ones are left out.
  static let maximumPrecompDepth = 32

  /// The layers with every precomposition layer that names no asset,
  /// contains itself (directly or through others) or nests too deeply
  /// left out, and noted.
  mutating func resolvingPrecompCycles(
    layers: [LottieLayerModel], precomps: [String: [LottieLayerModel]]
  ) -> (layers: [LottieLayerModel], precomps: [String: [LottieLayerModel]]) {
    var checked: [String: [LottieLayerModel]] = [:]
    var stack: [String] = []
    let root = filter(layers, precomps: precomps, checked: &checked, stack: &stack)
    return (root, checked)
  }

  /// The layers of one composition with bad precomposition layers left
  /// out, checking the precompositions they use first (depth first).
  private mutating func filter(
    _ layers: [LottieLayerModel], precomps: [String: [LottieLayerModel]],
    checked: inout [String: [LottieLayerModel]], stack: inout [String]
  ) -> [LottieLayerModel] {
    layers.filter { layer in
      guard case .precomp(let id, _) = layer.content else { return true }
      if stack.contains(id) {
        issues.note("precompositions that contain themselves (left out)", at: layer.place)
        return false
      }
      if stack.count >= Self.maximumPrecompDepth {
        issues.note("precompositions nested too deeply (left out)", at: layer.place)
        return false
      }
      guard let inner = precomps[id] else {
        issues.note("precompositions that do not exist (left out)", at: layer.place)
        return false
      }
      if checked[id] == nil {
        stack.append(id)
        checked[id] = filter(inner, precomps: precomps, checked: &checked, stack: &stack)
        stack.removeLast()
      }
      return true
    }
  }
}
