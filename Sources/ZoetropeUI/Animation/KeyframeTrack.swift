import ZoetropeAnimation
import ZoetropeLayers

/// The keyframes recorded for one property of one view in a keyframe
/// block, turned into one ``KeyframeAnimation`` when the block closes.
@MainActor
class KeyframeTrack {
  /// The view whose layer animates.
  let view: View
  /// The layer property's name, the animation's key.
  let key: String

  init(view: View, key: String) {
    self.view = view
    self.key = key
  }

  /// Makes the track's animation, or `nil` when nothing changes.
  func makeAnimation(mode: AnimationCalculationMode) -> Animation? { nil }

  /// Hands the track's animation to a property animator, which attaches
  /// and drives it.
  ///
  /// - Parameters:
  ///   - animation: The animation ``makeAnimation(mode:)`` made.
  ///   - animator: The animator.
  ///   - start: The fraction complete at which the animation begins.
  func drive(_ animation: Animation, by animator: PropertyAnimator, from start: Double) {}
}

/// A ``KeyframeTrack`` for values of one type.
@MainActor
final class TypedKeyframeTrack<Value: Interpolatable & Equatable>: KeyframeTrack {
  /// One recorded keyframe: the value reached at the end of a relative span.
  struct Keyframe {
    var start: Double
    var end: Double
    var value: Value
  }

  /// The property.
  let property: WritableKeyPath<LayerProperties, Value>
  /// The value before the block.
  let initial: Value
  /// The keyframes, in the order recorded.
  var keyframes: [Keyframe] = []

  init(view: View, key: String, property: WritableKeyPath<LayerProperties, Value>, initial: Value) {
    self.property = property
    self.initial = initial
    super.init(view: view, key: key)
  }

  override func drive(_ animation: Animation, by animator: PropertyAnimator, from start: Double) {
    animator.drive(
      keyframes: animation, view: view, property: property, key: key, initial: initial,
      from: start)
  }

  override func makeAnimation(mode: AnimationCalculationMode) -> Animation? {
    var values = [initial]
    var times = [0.0]
    for frame in keyframes.sorted(by: { $0.start < $1.start }) {
      let last = times[times.count - 1]
      let start = max(frame.start, last)
      let end = max(frame.end, start)
      if start > last, let held = values.last {
        values.append(held)
        times.append(start)
      }
      values.append(frame.value)
      times.append(end)
    }
    if let lastTime = times.last, lastTime < 1, let held = values.last {
      values.append(held)
      times.append(1)
    }
    guard values.contains(where: { $0 != initial }) else { return nil }
    let animation = KeyframeAnimation(keyPath: property, values: values)
    animation.keyTimes = times
    animation.calculationMode = mode
    return animation
  }
}
