import ZoetropeAnimation

/// An animation attached to a layer under a key.
struct AnimationEntry {
  /// The key it was added under (a generated unique key when added with `nil`).
  var key: String
  /// The layer's own copy of the animation.
  var animation: Animation
  /// Whether the animation's start has been reported.
  var didStart = false
}

extension Layer {
  /// Sets a model value, recording the change (placeholder: implicit
  /// animations are being written).
  func setValue<Value>(_ value: Value, for keyPath: WritableKeyPath<LayerProperties, Value>) {
    model[keyPath: keyPath] = value
    changeCount &+= 1
  }

  /// Marks the layer's drawn content as needing a redraw before the next render.
  public func setNeedsDisplay() {
    needsDisplay = true
    changeCount &+= 1
  }
}
