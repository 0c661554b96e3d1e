import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// One animated property of the built tree: the layer, the key its
/// playback animation goes under, and how to play or show it.
@MainActor
struct LottieTrack {
  /// The layer whose property follows the Lottie property.
  let layer: Layer
  /// The key of the playback animation on ``layer``.
  let key: String
  /// A copy of the property's animation for a playback window.
  let makeAnimation: @MainActor (LottieFrameWindow) -> Animation
  /// Sets the property's model value to its value at an animation frame
  /// (the frame clamped by the window's last frame).
  let show: @MainActor (Double, LottieFrameWindow) -> Void

  /// A track for a property of `layer`.
  static func make<Value: Sendable>(
    layer: Layer, key: String, keyPath: WritableKeyPath<LayerProperties, Value>,
    frameMap: LottieFrameMap, valueAtFrame: @escaping @Sendable (Double) -> Value
  ) -> LottieTrack {
    let template = LottieFrameAnimation(
      keyPath: keyPath, frameMap: frameMap, valueAtFrame: valueAtFrame)
    return LottieTrack(
      layer: layer, key: key,
      makeAnimation: { window in
        let animation = template.copy()
        animation.window = window
        return animation
      },
      show: { frame, window in
        template.window = window
        layer.setModelValue(template.value(atAnimationFrame: frame), for: keyPath)
      })
  }
}
