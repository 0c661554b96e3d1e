import Zoetrope

/// The mini player: a property animator that a pan, the slider and taps
/// drive.
extension InteractiveViewController {
  /// The state the running animator ends in (its `.end`); the opposite
  /// of ``playerState``.
  var animatorTarget: PlayerState { playerState.opposite }

  /// Makes the animator that moves the player to the other state, unless
  /// one exists.
  ///
  /// - Returns: The player's animator.
  @discardableResult
  public func makePlayerAnimatorIfNeeded() -> PropertyAnimator {
    if let playerAnimator { return playerAnimator }
    let target = animatorTarget
    let animator = PropertyAnimator(duration: Self.playerDuration, dampingRatio: 1) {
      [unowned self] in
      layOutPlayer(for: target)
    }
    animator.addCompletion { [weak self] position in
      guard let self else { return }
      if position == .end { playerState = target }
      playerAnimator = nil
      playerCompletions.append(position)
      scrubSlider.value = playerState == .expanded ? 1 : 0
    }
    playerAnimator = animator
    return animator
  }

  /// Sets the frames and the dimming of a state: what the animator
  /// animates.
  func layOutPlayer(for state: PlayerState) {
    switch state {
    case .collapsed:
      playerView.frame = Self.collapsedFrame
      artworkView.frame = Rect(x: 10, y: 10, width: 44, height: 44)
      songLabel.frame = Rect(x: 66, y: 10, width: 220, height: 22)
      artistLabel.frame = Rect(x: 66, y: 32, width: 220, height: 20)
      dimmingView.alpha = 0
    case .expanded:
      playerView.frame = Self.expandedFrame
      artworkView.frame = Rect(x: 40, y: 40, width: 240, height: 240)
      songLabel.frame = Rect(x: 40, y: 300, width: 240, height: 22)
      artistLabel.frame = Rect(x: 40, y: 324, width: 240, height: 20)
      dimmingView.alpha = 0.4
    }
  }

  /// How far the player is towards the panel on screen, 0...1: the
  /// animator's fraction, or 1 − it when the animator collapses.
  public var expansion: Double {
    guard let playerAnimator else { return playerState == .expanded ? 1 : 0 }
    let fraction = playerAnimator.fractionComplete
    return animatorTarget == .expanded ? fraction : 1 - fraction
  }

  /// A tap on the bar or panel: start the animator, or turn it round
  /// mid-flight.
  ///
  /// - Parameter tap: The player's tap recognizer.
  public func handlePlayerTap(_ tap: TapGestureRecognizer) {
    guard tap.state == .ended else { return }
    if Accessibility.isReduceMotionEnabled { return crossFadePlayer(to: playerState.opposite) }
    let animator = makePlayerAnimatorIfNeeded()
    if animator.isRunning {
      animator.isReversed.toggle()
    } else {
      animator.startAnimation()
    }
  }

  /// A vertical pan on the bar or panel: pause the animator and scrub it,
  /// then carry on with a spring at the finger's velocity.
  ///
  /// - Parameter pan: The player's pan recognizer.
  public func handlePlayerPan(_ pan: PanGestureRecognizer) {
    if Accessibility.isReduceMotionEnabled {
      // Less motion: no scrubbing; a release cross-fades the way it went.
      if pan.state == .ended {
        crossFadePlayer(to: pan.velocity(in: view).y < 0 ? .expanded : .collapsed)
      }
      return
    }
    switch pan.state {
    case .began:
      let animator = makePlayerAnimatorIfNeeded()
      animator.pauseAnimation()
      fractionAtGrab = animator.fractionComplete
    case .changed:
      // Up expands: a pan of `travel` points scrubs the whole way.
      let expanding = -pan.translation(in: view).y / Self.travel
      let delta = animatorTarget == .expanded ? expanding : -expanding
      playerAnimator?.fractionComplete = min(max(fractionAtGrab + delta, 0), 1)
      scrubSlider.value = expansion  // the slider shows the scrub too
    case .ended, .cancelled:
      let velocity = pan.velocity(in: view).y
      lastPlayerRelease = (velocity, expansion)
      releasePlayer(velocity: velocity)
    default:
      break
    }
  }

  /// Lets go of the animator: towards the panel or the bar, as the finger
  /// went (or, when it barely moved, whichever is nearer), with a spring
  /// that starts at the finger's speed.
  ///
  /// - Parameter velocity: The vertical velocity at release, in points per
  ///   second (positive downwards).
  public func releasePlayer(velocity: Double) {
    guard let animator = playerAnimator else { return }
    let expands =
      abs(velocity) > Self.settleSpeed ? velocity < 0 : expansion >= 0.5
    // Run backwards when the finger wants the state the animator started in.
    animator.isReversed = (expands ? PlayerState.expanded : .collapsed) != animatorTarget
    let remaining = Self.travel * (expands ? 1 - expansion : expansion)
    // initialVelocity is in remaining distances per second.
    let speedTowardsDestination = expands ? -velocity : velocity
    let relativeVelocity = remaining > 1 ? speedTowardsDestination / remaining : 0
    let spring = SpringTimingParameters(
      dampingRatio: 0.85, initialVelocity: Vector(dx: relativeVelocity, dy: 0))
    animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
  }

  /// The slider moved: pause the animator and show that much of the panel.
  public func sliderMoved() {
    guard !Accessibility.isReduceMotionEnabled else { return }
    let animator = makePlayerAnimatorIfNeeded()
    if animator.isRunning || animator.state == .inactive { animator.pauseAnimation() }
    let value = scrubSlider.value
    animator.fractionComplete = animatorTarget == .expanded ? value : 1 - value
  }

  /// The slider let go: finish towards the nearer state.
  public func sliderReleased() {
    if Accessibility.isReduceMotionEnabled {
      return crossFadePlayer(to: scrubSlider.value >= 0.5 ? .expanded : .collapsed)
    }
    releasePlayer(velocity: 0)
  }

  /// With reduce motion on: the player fades out, takes the layout of
  /// `state` at once, and fades back in; nothing slides or grows.
  ///
  /// - Parameter state: The state to show.
  public func crossFadePlayer(to state: PlayerState) {
    guard state != playerState, playerAnimator == nil else { return }
    playerState = state
    scrubSlider.value = state == .expanded ? 1 : 0
    View.animate(withDuration: Self.crossFadeDuration) {
      playerView.alpha = 0
    } completion: { [weak self] _ in
      guard let self else { return }
      layOutPlayer(for: state)
      View.animate(withDuration: Self.crossFadeDuration) { self.playerView.alpha = 1 }
    }
  }
}
