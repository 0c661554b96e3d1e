// Test hooks: evaluate an animation without a layer.
extension Animation {
  /// The properties after applying the animation at a time, as a layer
  /// would: the state from ``mediaTiming`` at `time` (taken as the parent
  /// time as it is, with no resolution of a zero begin time or duration),
  /// and no change if the animation is not in effect then.
  ///
  /// - Parameters:
  ///   - time: The parent time in seconds.
  ///   - properties: The values before the animation applies.
  ///   - model: The model values; `properties` if `nil`.
  /// - Returns: The values after the animation applies.
  func evaluated(
    at time: Double,
    on properties: LayerProperties,
    model: LayerProperties? = nil
  ) -> LayerProperties {
    let state = mediaTiming.state(atParentTime: time)
    guard state.isInEffect, state.transformedProgress != nil else {
      return properties
    }
    var result = properties
    apply(to: &result, state: state, model: model ?? properties)
    return result
  }
}
