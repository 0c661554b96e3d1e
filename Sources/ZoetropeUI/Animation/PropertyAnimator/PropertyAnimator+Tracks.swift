import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// Turning animation blocks into driven layer animations, and keeping
// those in step with the animator's clock.
extension PropertyAnimator {
  /// Runs an animations closure in a block that reports its changes here,
  /// for animations covering the fraction complete from `start` to 1.
  ///
  /// - Parameters:
  ///   - animations: The changes.
  ///   - start: The fraction complete at which they begin (a delay factor).
  func run(_ animations: () -> Void, from start: Double) {
    let block = makeBlock(seconds: runSeconds * (1 - start), timing: currentTiming)
    block.animator = self
    block.animatorStart = start
    AnimationBlock.push(block)
    animations()
    _ = AnimationBlock.pop()
  }

  /// The seconds the fraction takes from 0 to 1 at the current rate; 0 for
  /// a zero-duration animator.
  var runSeconds: Double {
    clock.secondsPerFraction <= .leastNormalMagnitude ? 0 : clock.secondsPerFraction
  }

  /// A block with the animator's timing for animations of a duration; it
  /// inherits nothing from enclosing blocks.
  func makeBlock(seconds: Double, timing: any TimingCurveProvider) -> AnimationBlock {
    let spring = timing.springTimingParameters
    return AnimationBlock(
      duration: seconds, delay: 0,
      curve: timing.cubicTimingParameters?.timingFunction ?? .easeInEaseOut,
      spring: seconds > 0 ? spring?.spring(forDuration: seconds) : nil,
      options: [.overrideInheritedCurve, .overrideInheritedDuration])
  }

  /// Records a property change made in one of the animator's blocks: adds
  /// its layer animation and remembers the start and end values.
  func record<Value: Interpolatable & Equatable>(
    view: View, old: Value, new: Value, property: WritableKeyPath<LayerProperties, Value>,
    key: String, block: AnimationBlock
  ) {
    guard old != new else { return }
    note(view: view, property: property, key: key, start: old, end: new)
    guard
      let seed = AnimatorRecord.addAnimation(
        view: view, from: old, to: new, property: property, key: key, block: block)
    else { return }
    addTrack(
      seed, duration: block.duration, start: block.animatorStart, span: 1 - block.animatorStart)
  }

  /// Keeps a property's start and end values, for settling and rebuilding.
  private func note<Value: Interpolatable & Equatable>(
    view: View, property: WritableKeyPath<LayerProperties, Value>, key: String, start: Value,
    end: Value
  ) {
    if let existing = records.first(where: { $0.layer === view.layer && $0.key == key })
      as? AnimatorRecord<Value>
    {
      existing.end = end
    } else {
      records.append(
        AnimatorRecord(view: view, property: property, key: key, start: start, end: end))
    }
  }

  /// Attaches and drives the keyframe animation of a keyframe block opened
  /// in the animator's animations; it replaces the property's animations.
  ///
  /// - Parameters:
  ///   - animation: The keyframe animation, with the block's duration.
  ///   - view: The view whose layer it animates.
  ///   - property: The property.
  ///   - key: Its name.
  ///   - initial: The model value before the block.
  ///   - start: The fraction complete at which it begins.
  func drive<Value: Interpolatable & Equatable>(
    keyframes animation: Animation, view: View, property: WritableKeyPath<LayerProperties, Value>,
    key: String, initial: Value, from start: Double
  ) {
    let layer = view.layer
    note(
      view: view, property: property, key: key, start: initial, end: layer.model[keyPath: property])
    tracks.removeAll { track in
      guard track.layer === layer, track.key.hasPrefix(key) else { return false }
      track.remove()
      return true
    }
    animation.fillMode = .both
    animation.isRemovedOnCompletion = false
    layer.add(animation, forKey: key)
    addTrack(
      AnimatorTrackSeed(layer: layer, key: key), duration: animation.duration, start: start,
      span: 1 - start)
  }

  /// Starts driving a layer animation just added.
  func addTrack(_ seed: AnimatorTrackSeed, duration: Double, start: Double, span: Double) {
    guard let attached = seed.layer.animation(forKey: seed.key), span != 0 else { return }
    attached.clockDriver = self  // the inspector scrubs through the animator
    let track = AnimatorTrack(
      layer: seed.layer, key: seed.key, animation: attached,
      duration: seed.layer.attachedAnimationDuration(forKey: seed.key) ?? duration,
      start: start, span: span)
    tracks.append(track)
    track.apply(clock, at: now, linear: isScrubbedLinearly)
  }

  /// Sets every track's clock to the animator's, now.
  func applyClock() {
    let time = now
    for track in tracks { track.apply(clock, at: time, linear: isScrubbedLinearly) }
  }

  /// Replaces the tracks with animations from the values on screen now to
  /// the destination (the end, or the start when reversed), with a timing,
  /// over the rest of the fraction complete.
  ///
  /// - Parameters:
  ///   - timing: The timing of the new animations.
  ///   - seconds: Their duration.
  func rebuild(timing: any TimingCurveProvider, seconds: Double) {
    let time = now
    for record in records { record.capture(at: time) }
    for track in tracks { track.remove() }
    tracks.removeAll()
    isScrubbedLinearly = false
    isRebased = true
    let start = clock.fraction
    let span = clock.destination - start
    let block = makeBlock(seconds: seconds, timing: timing)
    let destination: ViewAnimatingPosition = clock.isReversed ? .start : .end
    for record in records {
      guard let seed = record.rebuild(in: block, toward: destination), span != 0 else { continue }
      addTrack(seed, duration: seconds, start: start, span: span)
    }
  }

  /// Removes every track, setting the models for a final position first.
  ///
  /// - Parameter position: Where the properties end; `nil` leaves the
  ///   models at their end values.
  func removeTracks(settlingAt position: ViewAnimatingPosition?) {
    if let position {
      let time = now
      var actions = records.map { record in
        let ownKeys = Set(tracks.filter { $0.layer === record.layer }.map(\.key))
        return record.settle(at: position, time: time, ownKeys: ownKeys)
      }
      if position == .start { actions.reverse() }
      for action in actions { action() }
    }
    for track in tracks { track.remove() }
    tracks.removeAll()
  }
}
