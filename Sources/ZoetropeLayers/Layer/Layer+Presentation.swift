import ZoetropeAnimation

extension Layer {
  /// The layer as it appears on screen at the last frame: the model values
  /// with the running animations applied, as `CALayer.presentation()`.
  ///
  /// Animations apply in the order they were added, each to the result of
  /// the ones before; additive animations add their value onto it. Before
  /// the layer's first frame, and for a layer that is in no ``LayerTree``,
  /// this is the model.
  ///
  /// - Returns: The presentation values.
  public func presentation() -> LayerProperties {
    cachedPresentation ?? model
  }

  /// Computes the presentation values at a local time and records which
  /// animations started and finished.
  ///
  /// - Parameters:
  ///   - localTime: The layer's local time, in seconds.
  ///   - finished: Collects the animations that reached their end.
  /// - Returns: The presentation values, and whether any animation is
  ///   still running (so the layer must be updated next frame too).
  func evaluatePresentation(
    atLocalTime localTime: Double,
    finished: inout [FinishedAnimation]
  ) -> (properties: LayerProperties, isAnimating: Bool) {
    guard !animationEntries.isEmpty else { return (model, false) }
    var properties = model
    var isAnimating = false
    for index in animationEntries.indices {
      if animationEntries[index].needsBeginTime {
        animationEntries[index].timing.beginTime = localTime
        animationEntries[index].needsBeginTime = false
      }
      let entry = animationEntries[index]
      let state = entry.timing.state(atParentTime: localTime)
      if state.transformedProgress != nil {
        entry.animation.apply(to: &properties, state: state, model: model)
      }
      let rate = entry.timing.speed
      let ended = rate >= 0 ? state.phase == .after : state.phase == .before
      let begun = rate >= 0 ? state.phase != .before : state.phase != .after
      if begun, !entry.didStart {
        animationEntries[index].didStart = true
        LayerEvents.enqueueStart(of: entry.animation)
      }
      if ended, !entry.didStop {
        finished.append(FinishedAnimation(layer: self, key: entry.key, animation: entry.animation))
      }
      // A running, paused or not yet started animation keeps the layer
      // live; an ended one is finished after the frame, which marks the
      // layer for the next frame by itself.
      if !ended { isAnimating = true }
    }
    return (sanitized(properties), isAnimating)
  }

  /// Replaces non-finite animated numbers with the model's values, so that
  /// no NaN reaches the screen whatever the animations computed.
  private func sanitized(_ properties: LayerProperties) -> LayerProperties {
    var result = properties
    if !(result.opacity.isFinite) { result.opacity = model.opacity }
    result.opacity = min(max(result.opacity, 0), 1)
    if !(result.position.x.isFinite && result.position.y.isFinite) {
      result.position = model.position
    }
    let b = result.bounds
    if !(b.origin.x.isFinite && b.origin.y.isFinite && b.size.width.isFinite
      && b.size.height.isFinite)
    {
      result.bounds = model.bounds
    }
    let t = result.transform
    if !(t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite
      && t.ty.isFinite)
    {
      result.transform = model.transform
    }
    if !result.cornerRadius.isFinite { result.cornerRadius = model.cornerRadius }
    if !result.borderWidth.isFinite { result.borderWidth = model.borderWidth }
    if !result.zPosition.isFinite { result.zPosition = model.zPosition }
    if !(result.anchorPoint.x.isFinite && result.anchorPoint.y.isFinite) {
      result.anchorPoint = model.anchorPoint
    }
    return result
  }

  /// Reports that an animation reached its end, and removes it if it is
  /// removed on completion; called after the frame is rendered.
  func finish(_ finished: FinishedAnimation) {
    guard let index = animationEntries.firstIndex(where: { $0.animation === finished.animation })
    else { return }
    var entry = animationEntries[index]
    stop(entry, finished: true)
    entry.didStop = true
    if entry.animation.isRemovedOnCompletion {
      animationEntries.remove(at: index)
    } else {
      animationEntries[index] = entry
    }
    changeCount &+= 1
  }
}

/// An animation that reached its end during a frame.
struct FinishedAnimation {
  /// The layer it is attached to.
  let layer: Layer
  /// Its key.
  let key: String
  /// The attached copy.
  let animation: Animation
}
