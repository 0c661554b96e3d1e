import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// Keyframe blocks: UIKit's `animateKeyframes(withDuration:…)` with
// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
extension View {
  /// Animates view changes through a sequence of keyframes.
  ///
  /// Inside `animations`, call ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
  /// for each step; every view property changed in a step moves to its new
  /// value during that step's span of the duration and holds it until its
  /// next step. Changes made outside any step span the whole duration. Each
  /// property of each view becomes one ``/ZoetropeLayers/KeyframeAnimation`` (the later
  /// value wins when two steps overlap).
  ///
  /// ```swift
  /// View.animateKeyframes(withDuration: 2, delay: 0, options: []) {
  ///   View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
  ///     box.center.x = 200
  ///   }
  ///   View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
  ///     box.center.y = 300
  ///   }
  /// }
  /// ```
  ///
  /// Durations follow ``animate(withDuration:delay:options:animations:completion:)``:
  /// 0 or less (or NaN) applies the changes at once. Changes made directly
  /// on a view's layer (its `cornerRadius`, `borderWidth`, colours …)
  /// animate as the view's own properties do. Inside a
  /// ``PropertyAnimator``'s animations the block takes the animator's
  /// duration, and the animator drives its keyframe animations: they
  /// pause, scrub and reverse with it (rebuilt on reversal or a new timing
  /// as one animation from the value on screen, as its other properties).
  ///
  /// - Parameters:
  ///   - duration: The duration in seconds.
  ///   - delay: Seconds to wait before the animations start.
  ///   - options: Interaction, repetition and calculation-mode options.
  ///   - animations: The keyframes.
  ///   - completion: Called once every animation of the block ended.
  public static func animateKeyframes(
    withDuration duration: Double,
    delay: Double = 0,
    options: KeyframeAnimationOptions = [],
    animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let block = AnimationBlock(
      duration: sanitizedDuration(duration, for: "View.animateKeyframes duration"),
      delay: sanitizedDuration(delay, for: "View.animateKeyframes delay"),
      curve: .linear,
      spring: nil,
      options: options.blockOptions)
    let recorder = KeyframeRecorder(mode: options.calculationMode)
    if let outer = AnimationBlock.stack.last, let animator = outer.animator {
      recorder.animator = animator
      recorder.animatorStart = outer.animatorStart
    }
    block.keyframes = recorder
    block.completion = completion
    AnimationBlock.push(block)
    animations()
    _ = AnimationBlock.pop()
    block.addKeyframeAnimations()
    block.close()
  }

  /// Adds one step to the enclosing keyframe block.
  ///
  /// Outside a keyframe block the changes apply at once, with a warning.
  ///
  /// - Parameters:
  ///   - frameStartTime: When the step starts, as a fraction 0...1 of the
  ///     block's duration (clamped; NaN becomes 0).
  ///   - frameDuration: How long the step lasts, as a fraction of the
  ///     block's duration (clamped to what is left; NaN becomes 0).
  ///   - animations: The step's changes.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double,
    relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    guard let recorder = AnimationBlock.stack.last?.keyframes else {
      zoetropeWarning("View.addKeyframe outside animateKeyframes; changes apply at once")
      performWithoutAnimation(animations)
      return
    }
    let start = unitFraction(frameStartTime)
    let length = unitFraction(frameDuration)
    let saved = recorder.span
    recorder.span = (start, min(start + length, 1))
    animations()
    recorder.span = saved
  }

  /// Returns a fraction clamped into 0...1; NaN becomes 0.
  private static func unitFraction(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
