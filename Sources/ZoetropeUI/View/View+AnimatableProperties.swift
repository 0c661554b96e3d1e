import ZoetropeAnimation
import ZoetropeLayers

// The one path by which a view changes an animatable layer property: set the
// model value, and inside an animation block add the explicit animation.
extension View {
  /// Sets an animatable layer property, animating it inside a block.
  ///
  /// - Parameters:
  ///   - value: The new model value (already finite).
  ///   - layerKey: The layer's property.
  ///   - property: The same property in ``LayerProperties``.
  ///   - key: The property's Core Animation name.
  func setAnimatable<Value: Interpolatable & Equatable>(
    _ value: Value,
    layer layerKey: ReferenceWritableKeyPath<Layer, Value>,
    property: WritableKeyPath<LayerProperties, Value>,
    key: String
  ) {
    let old = layer[keyPath: layerKey]
    let presented = layer.presentation()[keyPath: property]
    isSettingAnimatableProperty = true
    layer[keyPath: layerKey] = value
    isSettingAnimatableProperty = false
    AnimationBlock.stack.last?.record(
      view: self, old: old, presented: presented, new: value, property: property, key: key)
  }
}
