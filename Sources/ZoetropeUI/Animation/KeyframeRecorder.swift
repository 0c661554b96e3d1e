import ZoetropeAnimation
import ZoetropeLayers

/// Collects the changes of a keyframe block, per view and property.
@MainActor
final class KeyframeRecorder {
  /// How values are interpolated between keyframes.
  let mode: AnimationCalculationMode
  /// The relative span of the step being recorded; the whole duration
  /// outside any step.
  var span: (start: Double, end: Double) = (0, 1)
  /// The tracks, in the order first changed.
  var tracks: [KeyframeTrack] = []
  /// The property animator whose animations opened the block, if any: it
  /// then drives the block's keyframe animations.
  weak var animator: PropertyAnimator?
  /// The fraction complete at which the animator's block begins.
  var animatorStart = 0.0

  init(mode: AnimationCalculationMode) {
    self.mode = mode
  }

  /// Records a property change at the current step.
  func record<Value: Interpolatable & Equatable>(
    view: View, initial: Value, new: Value,
    property: WritableKeyPath<LayerProperties, Value>, key: String
  ) {
    let track: TypedKeyframeTrack<Value>
    if let existing = tracks.first(where: { $0.view === view && $0.key == key })
      as? TypedKeyframeTrack<Value>
    {
      track = existing
    } else {
      track = TypedKeyframeTrack(view: view, key: key, property: property, initial: initial)
      tracks.append(track)
    }
    track.keyframes.append(.init(start: span.start, end: span.end, value: new))
  }
}
