import ZoetropeAnimation
import ZoetropeGraphics

extension Layer {
  /// Sets a model value that cannot be interpolated: the change shows at
  /// the next frame without animation.
  func setValue<Value>(_ value: Value, for keyPath: WritableKeyPath<LayerProperties, Value>) {
    model[keyPath: keyPath] = value
    changeCount &+= 1
  }

  /// Sets a model value and, when the current transaction and the layer's
  /// actions ask for it, animates the change implicitly from the current
  /// presentation value.
  func setValue<Value: Interpolatable & Equatable>(
    _ value: Value,
    for keyPath: WritableKeyPath<LayerProperties, Value>
  ) {
    let from = (cachedPresentation ?? model)[keyPath: keyPath]
    let old = model[keyPath: keyPath]
    model[keyPath: keyPath] = value
    changeCount &+= 1
    guard old != value || from != value else { return }
    let key = KeyNames.name(for: keyPath)
    guard let animation = implicitAnimation(forKey: key, keyPath: keyPath, from: from, to: value)
    else { return }
    add(animation, forKey: key)
  }

  /// The animation for a property change, following Core Animation's
  /// search: the delegate, then ``actions``, then the default; `nil` when
  /// actions are disabled or the layer has no frame to animate in yet.
  private func implicitAnimation<Value: Interpolatable & Equatable>(
    forKey key: String,
    keyPath: WritableKeyPath<LayerProperties, Value>,
    from: Value,
    to: Value
  ) -> Animation? {
    guard !Transaction.disableActions() else { return nil }
    let action = delegate?.action(for: self, forKey: key) ?? actions[key] ?? .implicitAnimation
    switch action.kind {
    case .disabled:
      return nil
    case .implicitAnimation:
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
    }
  }
}
