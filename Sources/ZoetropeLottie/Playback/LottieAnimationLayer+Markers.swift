import ZoetropeGraphics

// Playing the animation's markers by name, as lottie-ios does.
extension LottieAnimationLayer {
  /// Plays a marker's frames: from its frame to its frame plus its
  /// duration, as lottie-ios's `play(marker:loopMode:completion:)`.
  ///
  /// A name the animation has no marker for is a warning, and nothing
  /// plays: a playback in progress goes on, and the completion is not
  /// called (as in lottie-ios). Where several markers share a name, the
  /// first is played.
  ///
  /// - Parameters:
  ///   - marker: The marker's name (`cm`).
  ///   - loopMode: How to repeat; `nil` uses ``loopMode`` (and a mode
  ///     given here becomes ``loopMode``).
  ///   - completion: Called when the playback ends.
  public func play(
    marker: String, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil
  ) {
    guard let found = knownMarker(marker) else { return }
    play(
      fromFrame: found.frameTime, toFrame: found.frameTime + found.durationFrameTime,
      loopMode: loopMode, completion: completion)
  }

  /// Plays from one marker's frame to another's, as lottie-ios's
  /// `play(fromMarker:toMarker:playEndMarkerFrame:loopMode:completion:)`;
  /// backwards if the end marker comes first.
  ///
  /// Only the markers' frames count, not their durations. A name the
  /// animation has no marker for is a warning, and nothing plays (a
  /// playback in progress goes on; the completion is not called).
  ///
  /// - Parameters:
  ///   - fromMarker: The marker to start at; `nil` starts from the
  ///     current frame.
  ///   - toMarker: The marker to end at.
  ///   - playEndMarkerFrame: Whether to end on the end marker's frame
  ///     (the default) or on the frame before it.
  ///   - loopMode: How to repeat; `nil` uses ``loopMode``.
  ///   - completion: Called when the playback ends.
  public func play(
    fromMarker: String? = nil, toMarker: String, playEndMarkerFrame: Bool = true,
    loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil
  ) {
    let from = fromMarker.map { knownMarker($0) }
    guard from != .some(nil), let to = knownMarker(toMarker) else { return }
    play(
      fromFrame: from??.frameTime,
      toFrame: playEndMarkerFrame ? to.frameTime : to.frameTime - 1,
      loopMode: loopMode, completion: completion)
  }

  /// Plays markers one after another, each once, as lottie-ios's
  /// `play(markers:completion:)`.
  ///
  /// Names the animation has no marker for are skipped, each with a
  /// warning. The completion gets `true` when the last marker has played,
  /// or `false` as soon as one of them is interrupted (the rest do not
  /// play).
  ///
  /// - Parameters:
  ///   - markers: The markers' names, in the order to play them.
  ///   - completion: Called when the sequence ends.
  public func play(markers: [String], completion: LottieCompletionBlock? = nil) {
    playInTurn(markers.compactMap { knownMarker($0) }, completion: completion)
  }

  /// Plays markers one after another (the rest once the first completes).
  private func playInTurn(_ markers: [Marker], completion: LottieCompletionBlock?) {
    guard let first = markers.first else { return }
    let rest = Array(markers.dropFirst())
    play(
      fromFrame: first.frameTime, toFrame: first.frameTime + first.durationFrameTime,
      loopMode: .playOnce
    ) { [weak self] completed in
      guard let self, completed, !rest.isEmpty else {
        completion?(completed)
        return
      }
      self.playInTurn(rest, completion: completion)
    }
  }

  /// The marker with a name, or `nil` after a warning.
  private func knownMarker(_ name: String) -> Marker? {
    guard let animation else { return nil }
    if let marker = animation.marker(named: name) { return marker }
    let title = animation.name.isEmpty ? "" : " \"\(animation.name)\""
    let known =
      animation.markerNames.isEmpty ? "none" : animation.markerNames.joined(separator: ", ")
    zoetropeWarning(
      "Lottie animation\(title) has no marker \"\(name)\" (markers: \(known)); not playing it")
    return nil
  }
}
