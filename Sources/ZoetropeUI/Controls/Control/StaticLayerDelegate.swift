import ZoetropeLayers

/// The delegate of the sublayers a control or label makes for its look
/// (a text layer, a background fill): their property changes apply at once,
/// with no implicit animation, like the view's own layer.
@MainActor
final class StaticLayerDelegate: LayerDelegate {
  /// The one shared delegate (layers hold their delegate weakly).
  static let shared = StaticLayerDelegate()

  /// Turns off implicit animations.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - key: The property's name.
  /// - Returns: ``LayerAction/disabled``.
  func action(for layer: Layer, forKey key: String) -> LayerAction? {
    .disabled
  }

  /// Makes a plain layer with this delegate.
  static func makeLayer<L: Layer>(_ type: L.Type = Layer.self) -> L {
    let layer = L(layer: Layer())
    layer.delegate = shared
    return layer
  }
}
