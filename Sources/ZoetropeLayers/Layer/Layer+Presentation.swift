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
  /// Where `ZoetropeCompatibility` is imported, Core Animation's optional
  /// form (`nil` before the first frame) is preferred where either would
  /// do (`let shown = layer.presentation()`, `if let`, `?.`); this one
  /// where only it compiles (`layer.presentation().opacity`).
  ///
  /// - Returns: The presentation values.
  @_disfavoredOverload
  public func presentation() -> LayerProperties {
    cachedRenderLayer?.properties ?? model
  }

  /// Whether the layer was in a frame (``LayerTree`` made its render
  /// node): Core Animation's test of whether a layer was committed, for
  /// the compatibility module's optional `presentation()`.
  package var wasPresented: Bool { cachedRenderLayer != nil }

  /// Computes the presentation values at a local time into `properties`
  /// and records which animations started and finished.
  ///
  /// - Parameters:
  ///   - localTime: The layer's local time, in seconds.
  ///   - properties: Receives the presentation values (its old contents
  ///     are replaced).
  ///   - finished: Collects the animations that reached their end.
  ///   - reportsEvents: Whether to record starts and ends (false for a
  ///     ``ReplicatorLayer``'s delayed copies, which only read the values).
  /// - Returns: Whether any animation is still running (so the layer must
  ///   be updated next frame too).
  func evaluatePresentation(
    atLocalTime localTime: Double,
    into properties: inout LayerProperties,
    finished: inout [FinishedAnimation],
    reportsEvents: Bool = true
  ) -> Bool {
    guard !animationEntries.isEmpty else {
      properties = model
      return false
    }
    // One copy of the model for the animations to read, instead of one
    // per animation.
    let model = self.model
    properties = model
    var isAnimating = false
    // Each entry is read field by field: copying a whole entry would
    // retain its key and transactions for nothing. The animations' own
    // code runs between the reads, so no access to the entries is held.
    for index in animationEntries.indices {
      if reportsEvents, animationEntries[index].needsBeginTime {
        animationEntries[index].timing.beginTime = localTime
        animationEntries[index].needsBeginTime = false
      }
      // `timing.state(atParentTime: localTime)`, from the timing model
      // resolved when the timing last changed, and the local time
      // (`MediaTiming.localTime(parentTime:)`) read field by field.
      let rate = animationEntries[index].speed
      let animationTime =
        rate == 0 ? 0 : (localTime - animationEntries[index].beginTime) * rate
      let state = animationEntries[index].resolvedTiming.state(at: animationTime)
      let animation = animationEntries[index].animation
      if state.transformedProgress != nil {
        animation.apply(to: &properties, state: state, model: model)
      }
      let ended = rate >= 0 ? state.phase == .after : state.phase == .before
      // A paused animation (speed 0) shows the same value at every time:
      // it does not keep the layer live, so a paused property animator
      // draws no frames; resuming it changes the layer.
      let moves = !ended && rate != 0
      guard reportsEvents else {
        if moves { isAnimating = true }
        continue
      }
      let begun = rate >= 0 ? state.phase != .before : state.phase != .after
      if begun, !animationEntries[index].didStart {
        animationEntries[index].didStart = true
        LayerEvents.enqueueStart(of: animation)
      }
      if ended, !animationEntries[index].didStop {
        finished.append(
          FinishedAnimation(layer: self, key: animationEntries[index].key, animation: animation))
      }
      // A running or not yet started animation keeps the layer live; an
      // ended one is finished after the frame, which marks the layer for
      // the next frame by itself.
      if moves { isAnimating = true }
    }
    sanitize(&properties, model: model)
    return isAnimating
  }

  /// Refills presentation values that hold the model with only this
  /// layer's animations' properties overwritten (a render node whose
  /// ``RenderLayer/presentationBase`` is ``presentationBase``) by
  /// overwriting those properties again, without copying the model.
  ///
  /// Gives the values ``evaluatePresentation(atLocalTime:into:finished:reportsEvents:)``
  /// would: it goes ahead only while every animation is in effect and can
  /// write its value without reading the one underneath (see
  /// ``Animation/overwrite(_:state:)``), and reports only starts, which
  /// are reported once whatever happens next; otherwise it returns `nil`,
  /// and `properties` must be evaluated in full.
  ///
  /// - Parameters:
  ///   - localTime: The layer's local time, in seconds.
  ///   - properties: The values to refill.
  /// - Returns: Whether any animation is still running, or `nil`.
  func refreshPresentationInPlace(
    atLocalTime localTime: Double, into properties: inout LayerProperties
  ) -> Bool? {
    var isAnimating = false
    for index in animationEntries.indices {
      // A begin time still to be set, or an end still to be reported, is
      // left to the full evaluation.
      guard !animationEntries[index].needsBeginTime else { return nil }
      let rate = animationEntries[index].speed
      let animationTime =
        rate == 0 ? 0 : (localTime - animationEntries[index].beginTime) * rate
      let state = animationEntries[index].resolvedTiming.state(at: animationTime)
      // Not retained: only this module's `overwrite` runs with it, which
      // changes no animation entries.
      unowned(unsafe) let animation = animationEntries[index].animation
      guard state.transformedProgress != nil, animation.overwrite(&properties, state: state)
      else { return nil }
      let phase = state.phase
      let isBefore = phase == .before
      let isAfter = phase == .after
      let ended = rate >= 0 ? isAfter : isBefore
      if ended {
        guard animationEntries[index].didStop else { return nil }
      } else if rate != 0 {
        isAnimating = true
      }
      let begun = rate >= 0 ? !isBefore : !isAfter
      if begun, !animationEntries[index].didStart {
        animationEntries[index].didStart = true
        LayerEvents.enqueueStart(of: animationEntries[index].animation)
      }
    }
    return isAnimating
  }

  /// Replaces non-finite animated numbers with the model's values, so that
  /// no NaN reaches the screen whatever the animations computed.
  private func sanitize(_ result: inout LayerProperties, model: LayerProperties) {
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
    // The 3D values live out of line: asked only when there are any.
    if !result.extended.isEmpty, result.hasSpace {
      if !result.transform3D.hasFiniteEntries { result.transform3D = model.transform3D }
      if !result.sublayerTransform.hasFiniteEntries {
        result.sublayerTransform = model.sublayerTransform
      }
      if !result.anchorPointZ.isFinite { result.anchorPointZ = model.anchorPointZ }
    }
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

extension LayerProperties {
  /// Whether ``Layer``'s sanitizing of presentation values leaves these
  /// unchanged.
  ///
  /// The numbers it checks are finite and the opacity is in 0...1. (The
  /// out-of-line 3D values are not asked: properties that have any are
  /// never refilled in place.) Inlined, so that reading it from a layer's
  /// model copies nothing.
  @inline(__always) var isSanitized: Bool {
    let b = bounds
    let t = transform
    return opacity >= 0 && opacity <= 1 && position.x.isFinite && position.y.isFinite
      && b.origin.x.isFinite && b.origin.y.isFinite && b.size.width.isFinite
      && b.size.height.isFinite && t.a.isFinite && t.b.isFinite && t.c.isFinite
      && t.d.isFinite && t.tx.isFinite && t.ty.isFinite && cornerRadius.isFinite
      && borderWidth.isFinite && zPosition.isFinite && anchorPoint.x.isFinite
      && anchorPoint.y.isFinite
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
