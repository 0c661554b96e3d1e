import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// The flipbook: a discrete keyframe animation of the layer's contents.
extension ImageView {
  /// The length of one frame when ``animationDuration`` is 0: 1/30 s.
  public static let defaultFrameDuration = 1.0 / 30

  /// Starts the flipbook from its first image.
  ///
  /// Calling it while animating restarts from the first image. The
  /// animation begins at the frame in which this change is committed.
  /// Does nothing when ``animationImages`` is `nil` or empty (an empty
  /// array also logs a warning).
  public func startAnimating() {
    guard let images = animationImages else { return }
    guard !images.isEmpty else {
      zoetropeWarning("ImageView.startAnimating(): animationImages is empty; nothing to animate")
      return
    }
    animationGeneration += 1
    let generation = animationGeneration
    let flipbook = KeyframeAnimation<Image?>(keyPath: \.contents, values: images.map { $0 })
    flipbook.calculationMode = .discrete
    flipbook.duration = effectiveAnimationDuration(frameCount: images.count)
    flipbook.repeatCount = effectiveRepeatCount
    flipbook.onStop = { [weak self] _ in
      guard let self, self.animationGeneration == generation else { return }
      self.isAnimating = false
    }
    isAnimating = true
    layer.add(flipbook, forKey: ImageView.animationKey)
  }

  /// Stops the flipbook; ``image`` shows again at the next frame.
  ///
  /// Does nothing when not animating.
  public func stopAnimating() {
    guard isAnimating else { return }
    animationGeneration += 1
    isAnimating = false
    resumesInWindow = false
    layer.removeAnimation(forKey: ImageView.animationKey)
  }

  /// The duration of one pass: ``animationDuration`` when positive and
  /// finite, else `frameCount` × 1/30 s.
  func effectiveAnimationDuration(frameCount: Int) -> Double {
    let duration = animationDuration
    if duration > 0, duration.isFinite { return duration }
    if duration != 0 {
      zoetropeWarning(
        "ImageView animationDuration \(duration) is not a positive finite number; "
          + "using \(frameCount) × 1/30 s")
    }
    return Double(frameCount) * ImageView.defaultFrameDuration
  }

  /// The layer repeat count for ``animationRepeatCount``: forever for 0
  /// (or a negative count, with a warning).
  var effectiveRepeatCount: Double {
    let count = animationRepeatCount
    if count > 0 { return Double(count) }
    if count < 0 {
      zoetropeWarning("ImageView animationRepeatCount \(count) is negative; repeating forever")
    }
    return .infinity
  }
}
