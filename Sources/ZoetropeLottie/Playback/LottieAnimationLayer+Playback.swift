import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

extension LottieAnimationLayer {
  /// The key of the animation on this layer that carries a playback's
  /// timing.
  static let clockKey = "lottie.playback"

  /// The frame shown: where the playback is, or where it was paused,
  /// stopped or scrubbed to, in the animation's frames.
  ///
  /// Setting it ends a playback (its completion gets `false`) and shows
  /// that frame: scrubbing. A NaN or infinite frame shows the start frame,
  /// with a warning.
  public var currentFrame: AnimationFrameTime {
    get { isAnimationPlaying ? clock.frame : pausedFrame }
    set {
      endPlayback(completed: false)
      show(frame: usableFrame(newValue, name: "currentFrame"))
    }
  }

  /// The progress shown: 0 at the animation's start frame, 1 at its end
  /// frame.
  ///
  /// Setting it scrubs, as setting ``currentFrame`` does.
  public var currentProgress: AnimationProgressTime {
    get { animation?.progressTime(forFrame: currentFrame) ?? 0 }
    set {
      guard let animation else { return }
      currentFrame = animation.frameTime(forProgress: usableProgress(newValue))
    }
  }

  /// Plays from the current frame to the end frame with ``loopMode``;
  /// from the start frame if the current frame is at the end.
  ///
  /// - Parameter completion: Called when the playback ends.
  public func play(completion: LottieCompletionBlock? = nil) {
    guard let animation else { return }
    let from = currentFrame < animation.endFrame - 1 ? currentFrame : animation.startFrame
    let resume = loopMode.isInfinite ? from : nil
    play(
      from: loopMode.isInfinite ? animation.startFrame : from, to: animation.endFrame,
      mode: loopMode, resumingAt: resume, completion: completion)
  }

  /// Plays from one progress to another (0 is the start frame, 1 the end
  /// frame); backwards if `toProgress` is the smaller.
  ///
  /// - Parameters:
  ///   - fromProgress: Where to start; `nil` starts from the current
  ///     progress.
  ///   - toProgress: Where to end.
  ///   - loopMode: How to repeat; `nil` uses ``loopMode`` (and a mode
  ///     given here becomes ``loopMode``, as in lottie-ios).
  ///   - completion: Called when the playback ends.
  public func play(
    fromProgress: AnimationProgressTime? = nil, toProgress: AnimationProgressTime,
    loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil
  ) {
    guard let animation else { return }
    play(
      fromFrame: fromProgress.map { animation.frameTime(forProgress: usableProgress($0)) },
      toFrame: animation.frameTime(forProgress: usableProgress(toProgress)),
      loopMode: loopMode, completion: completion)
  }

  /// Plays from one frame to another; backwards if `toFrame` is the
  /// smaller.
  ///
  /// - Parameters:
  ///   - fromFrame: Where to start; `nil` starts from the current frame.
  ///   - toFrame: Where to end.
  ///   - loopMode: How to repeat; `nil` uses ``loopMode`` (and a mode
  ///     given here becomes ``loopMode``, as in lottie-ios).
  ///   - completion: Called when the playback ends.
  public func play(
    fromFrame: AnimationFrameTime? = nil, toFrame: AnimationFrameTime,
    loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil
  ) {
    guard animation != nil else { return }
    let from = usableFrame(fromFrame ?? currentFrame, name: "fromFrame")
    let to = usableFrame(toFrame, name: "toFrame")
    if let loopMode { setLoopModeQuietly(loopMode) }
    play(from: from, to: to, mode: self.loopMode, resumingAt: nil, completion: completion)
  }

  /// Pauses at the current frame; the playback's completion gets `false`.
  public func pause() {
    let frame = currentFrame
    endPlayback(completed: false)
    show(frame: frame)
  }

  /// Stops and shows the start frame; the playback's completion gets
  /// `false`.
  public func stop() {
    endPlayback(completed: false)
    show(frame: animation?.startFrame ?? 0)
  }
}

extension LottieAnimationLayer {
  /// Starts a playback of the frames `from` to `to` (in the direction of
  /// ``animationSpeed``), from `resume` if given.
  func play(
    from: Double, to: Double, mode: LottieLoopMode, resumingAt resume: Double?,
    completion: LottieCompletionBlock?
  ) {
    guard let animation else { return }
    endPlayback(completed: false)
    var window = LottieFrameWindow(
      fromFrame: from, toFrame: to, lastFrame: max(animation.endFrame - 1, animation.startFrame))
    if animationSpeed < 0 { swap(&window.fromFrame, &window.toFrame) }
    guard window.fromFrame != window.toFrame, animationSpeed != 0 else {
      show(frame: window.fromFrame)
      completion?(window.fromFrame == window.toFrame)
      return
    }
    playback = Playback(window: window, completion: completion)
    start(window, resumingAt: resume ?? window.fromFrame)
  }

  /// Adds the playback's animations, starting at the frame `resume`.
  ///
  /// A repeating playback (``LottieLoopMode/loop``,
  /// ``LottieLoopMode/autoReverse``) resumes through its time offset; a
  /// finite one plays from `resume` (its passes then start there).
  private func start(_ window: LottieFrameWindow, resumingAt resume: Double) {
    guard let animation else { return }
    var window = window
    if !loopMode.isInfinite, resume != window.toFrame { window.fromFrame = resume }
    let span = window.toFrame - window.fromFrame
    var timing = loopMode.timing(duration: abs(span) / animation.framerate)
    timing.speed = abs(animationSpeed)
    let offset = (resume - window.fromFrame) / span
    if offset > 0, offset < 1 { timing.timeOffset = offset * timing.duration }
    generation += 1
    let current = generation
    isAnimationPlaying = true
    clock.frame = LottieFrameWindow.snapped(resume)
    let driver = LottieClockAnimation(clock: clock, window: window)
    driver.mediaTiming = timing
    driver.isRemovedOnCompletion = false
    driver.onStop = { [weak self] finished in
      guard let self, finished, self.generation == current else { return }
      self.finishPlayback()
    }
    for track in tracks {
      let animation = track.makeAnimation(window)
      animation.mediaTiming = timing
      animation.isRemovedOnCompletion = false
      track.layer.add(animation, forKey: track.key)
    }
    add(driver, forKey: Self.clockKey)
  }

  /// Restarts a running playback from the current frame with the current
  /// loop mode and speed, keeping its window and completion.
  func retimeIfPlaying() {
    guard isAnimationPlaying, var playback else { return }
    let frame = currentFrame
    let forward = animationSpeed >= 0
    let (low, high) = (
      min(playback.window.fromFrame, playback.window.toFrame),
      max(playback.window.fromFrame, playback.window.toFrame)
    )
    // The window runs in the direction of the speed.
    if (playback.window.fromFrame < playback.window.toFrame) != forward {
      swap(&playback.window.fromFrame, &playback.window.toFrame)
    }
    guard animationSpeed != 0 else {
      pause()
      return
    }
    self.playback = playback
    start(playback.window, resumingAt: min(max(frame, low), high))
  }

  /// The playback ran to its end: it holds its last frame.
  private func finishPlayback() {
    let frame = clock.frame
    let completion = playback?.completion
    playback = nil
    isAnimationPlaying = false
    pausedFrame = frame
    completion?(true)
  }

  /// Ends a running playback, telling its completion.
  func endPlayback(completed: Bool) {
    generation += 1
    guard isAnimationPlaying else { return }
    isAnimationPlaying = false
    pausedFrame = clock.frame
    let completion = playback?.completion
    playback = nil
    completion?(completed)
  }

  /// Shows a frame with no playback: each animated property's model value
  /// becomes its value there, and the playback animations are removed.
  func show(frame: Double) {
    guard let animation else { return }
    let snapped = LottieFrameWindow.snapped(frame)
    pausedFrame = snapped
    let window = LottieFrameWindow(
      fromFrame: snapped, toFrame: snapped,
      lastFrame: max(animation.endFrame - 1, animation.startFrame))
    removeAnimation(forKey: Self.clockKey)
    for track in tracks {
      track.layer.removeAnimation(forKey: track.key)
      track.show(snapped, window)
    }
  }

  /// Sets ``loopMode`` without restarting a playback.
  private func setLoopModeQuietly(_ mode: LottieLoopMode) {
    let playing = isAnimationPlaying
    isAnimationPlaying = false
    loopMode = mode
    isAnimationPlaying = playing
  }

  /// A finite frame, or the start frame with a warning.
  func usableFrame(_ frame: Double, name: String) -> Double {
    guard frame.isFinite else {
      zoetropeWarning("LottieAnimationLayer \(name) \(frame) is not finite; using the start frame")
      return animation?.startFrame ?? 0
    }
    return frame
  }

  /// A finite progress, or 0 with a warning.
  func usableProgress(_ progress: Double) -> Double {
    guard progress.isFinite else {
      zoetropeWarning("LottieAnimationLayer progress \(progress) is not finite; using 0")
      return 0
    }
    return progress
  }
}
