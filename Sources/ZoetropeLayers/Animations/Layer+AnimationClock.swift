import ZoetropeAnimation

// Driving an attached animation's clock from outside, as UIKit's property
// animator drives Core Animation's: a paused animation has speed 0 and
// shows the time given by its time offset; a running one has a begin time
// and a speed (negative to play backwards). Only the attached copy's timing
// changes; the animation's values and callbacks stay as they were.
extension Layer {
  /// Sets the clock of the animation attached under a key.
  ///
  /// The animation's local time becomes
  /// `(layerTime − beginTime) × speed`, and its time offset (where a
  /// paused animation, speed 0, stands) `timeOffset`, as `CAMediaTiming`
  /// describes. The layer is evaluated again at the next frame. A stopped
  /// animation that is kept (not removed on completion) holds its fill
  /// values and is not reported again.
  ///
  /// - Parameters:
  ///   - key: The key the animation was added under.
  ///   - beginTime: The begin time in the layer's local time, in seconds.
  ///   - speed: The rate of the animation's time; 0 pauses, −1 plays back.
  ///   - timeOffset: The offset into the animation, in seconds, within
  ///     `0..<duration` (Core Animation wraps larger offsets around).
  ///   - linearProgress: Whether the progress skips the timing curve (or
  ///     the spring), as a property animator that scrubs linearly.
  /// - Returns: Whether an animation is attached under `key`.
  @discardableResult
  package func setAnimationClock(
    forKey key: String, beginTime: Double, speed: Double, timeOffset: Double,
    linearProgress: Bool
  ) -> Bool {
    guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return false }
    animationEntries[index].timing.beginTime = beginTime
    animationEntries[index].timing.speed = speed
    animationEntries[index].timing.timeOffset = timeOffset
    animationEntries[index].needsBeginTime = false
    animationEntries[index].animation.usesLinearProgress = linearProgress
    changeCount &+= 1
    setNeedsUpdate()
    return true
  }

  /// The resolved duration of the animation attached under a key, in
  /// seconds (a `duration` of 0 resolved to the transaction's), or `nil`.
  ///
  /// - Parameter key: The key the animation was added under.
  /// - Returns: The duration of one pass.
  package func attachedAnimationDuration(forKey key: String) -> Double? {
    animationEntries.first { $0.key == key }?.timing.effectiveDuration
  }

  /// The layer's properties with its animations applied at a time, without
  /// reporting starts or stops: what a frame at that time would show.
  ///
  /// Animations whose begin time is still to be set (added with a begin
  /// time of 0 since the last frame) count as starting at `time`.
  ///
  /// - Parameters:
  ///   - time: The time in the global timeline (the frame time).
  ///   - excludedKeys: Keys of animations to leave out.
  /// - Returns: The presentation values at `time`.
  package func presentationValues(
    atGlobalTime time: Double, excluding excludedKeys: Set<String> = []
  ) -> LayerProperties {
    let localTime = convertTime(time, from: nil)
    var properties = model
    for entry in animationEntries where !excludedKeys.contains(entry.key) {
      var timing = entry.timing
      if entry.needsBeginTime { timing.beginTime = localTime }
      let state = timing.state(atParentTime: localTime)
      if state.transformedProgress != nil {
        entry.animation.apply(to: &properties, state: state, model: model)
      }
    }
    return properties
  }
}

extension Layer {
  /// Sets a model value without any animation or action, as a property
  /// animator does when it puts its views back at their start values.
  ///
  /// - Parameters:
  ///   - value: The new model value.
  ///   - keyPath: The property.
  package func setModelValue<Value>(
    _ value: Value, for keyPath: WritableKeyPath<LayerProperties, Value>
  ) {
    model[keyPath: keyPath] = value
    drawingZPosition = model.zPosition
    changeCount &+= 1
  }
}
