import ZoetropeAnimation
import ZoetropeGraphics

extension Layer {
  /// Sets a model value that cannot be interpolated: the change shows at
  /// the next frame without animation.
  func setValue<Value>(_ value: Value, for keyPath: WritableKeyPath<LayerProperties, Value>) {
    model[keyPath: keyPath] = value
    drawingZPosition = model.zPosition
    changeCount &+= 1
  }

  /// Sets a model value and, when the current transaction and the layer's
  /// actions ask for it, animates the change implicitly from the current
  /// presentation value.
  func setValue<Value: Interpolatable & Equatable>(
    _ value: Value,
    for keyPath: WritableKeyPath<LayerProperties, Value>
  ) {
    let old = model[keyPath: keyPath]
    model[keyPath: keyPath] = value
    drawingZPosition = model.zPosition
    didChangeValue(from: old, to: value, for: keyPath, named: KeyNames.name(for: keyPath))
  }

  /// Records a change of a model value that has just been set, and adds the
  /// implicit animation the current transaction and the layer's actions ask
  /// for, from the current presentation value.
  ///
  /// The property setters call this after writing the model directly, with
  /// the property's Core Animation name, so that a change with actions
  /// disabled costs no key-path lookup, no name lookup and no copy of the
  /// properties.
  ///
  /// - Parameters:
  ///   - old: The model value before the change.
  ///   - value: The new model value (already set).
  ///   - keyPath: The property.
  ///   - key: The property's name (`"position"`), for the action search.
  @inline(__always)
  func didChangeValue<Value: Interpolatable & Equatable>(
    from old: Value,
    to value: Value,
    for keyPath: @autoclosure () -> WritableKeyPath<LayerProperties, Value>,
    named key: @autoclosure () -> String
  ) {
    changeCount &+= 1
    // Actions disabled: no animation, no action search (as Core Animation),
    // and the key path is not even made (LayerProfile sprites: making it
    // was a tenth of a position change).
    guard !Transaction.disableActions() else { return }
    addImplicitAnimation(from: old, to: value, for: keyPath(), named: key())
  }

  /// Adds the implicit animation for a model change, if the change is
  /// visible and the layer's actions ask for one.
  private func addImplicitAnimation<Value: Interpolatable & Equatable>(
    from old: Value,
    to value: Value,
    for keyPath: WritableKeyPath<LayerProperties, Value>,
    named key: String
  ) {
    let from = cachedRenderLayer?.properties[keyPath: keyPath] ?? old
    guard old != value || from != value else { return }
    guard
      let animation = implicitAnimation(
        forKey: key, keyPath: keyPath, old: old, from: from, to: value)
    else { return }
    add(animation, forKey: key)
  }

  /// The animation for a property change, or `nil` when the layer's
  /// actions turn it off.
  ///
  /// Core Animation's search: the delegate, then ``actions``, then the
  /// default. Called only with actions enabled. The default animation
  /// (``LayerAction/implicitAnimation``) is made only for a layer that has
  /// been committed to the screen (presented in a frame of its
  /// ``LayerTree``), as in Core Animation; a custom action is made either way.
  private func implicitAnimation<Value: Interpolatable & Equatable>(
    forKey key: String,
    keyPath: WritableKeyPath<LayerProperties, Value>,
    old: Value,
    from: Value,
    to: Value
  ) -> Animation? {
    let action = delegate?.action(for: self, forKey: key) ?? actions[key] ?? .implicitAnimation
    switch action.kind {
    case .disabled:
      return nil
    case .implicitAnimation:
      // Core Animation runs no default action for a layer that has never
      // been committed to the screen: a layer set up before its first
      // frame (in `viewDidLoad`) shows its values at once. A value that is
      // not finite is still reported, as the animation to it would be.
      guard cachedRenderLayer != nil else {
        if !isFiniteValue(to) {
          zoetropeWarning("Layer \(name ?? "\(layerID)") \(key) \(to) is not finite")
        }
        return nil
      }
      let animation = BasicAnimation(keyPath: keyPath, from: from, to: to)
      animation.timingFunction = Transaction.animationTimingFunction() ?? .default
      animation.duration = Transaction.animationDuration()
      return animation
    case .animation(let make):
      let animation = make()
      if let basic = animation as? BasicAnimation<Value>, basic.fromValue == nil,
        basic.toValue == nil, basic.byValue == nil
      {
        basic.fromValue = from
        basic.toValue = to
      }
      if animation.duration == 0 { animation.duration = Transaction.animationDuration() }
      return animation
    case .handled(let handler):
      handler.handle(
        layer: self, old: old, presented: from, new: to, keyPath: keyPath, key: key)
      return nil
    }
  }
}
