// Playing markers by name, forwarded to the view's layer.
extension LottieAnimationView {
  /// Plays a marker's frames
  /// (``LottieAnimationLayer/play(marker:loopMode:completion:)``).
  ///
  /// - Parameters:
  ///   - marker: The marker's name; an unknown name is a warning, and
  ///     nothing plays.
  ///   - loopMode: How to repeat; `nil` uses ``loopMode``.
  ///   - completion: Called when the playback ends.
  public func play(
    marker: String, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil
  ) {
    animationLayer.play(marker: marker, loopMode: loopMode, completion: completion)
  }

  /// Plays from one marker's frame to another's
  /// (``LottieAnimationLayer/play(fromMarker:toMarker:playEndMarkerFrame:loopMode:completion:)``).
  ///
  /// - Parameters:
  ///   - fromMarker: The marker to start at; `nil` from the current frame.
  ///   - toMarker: The marker to end at.
  ///   - playEndMarkerFrame: Whether to end on the end marker's frame (the
  ///     default) or the frame before it.
  ///   - loopMode: How to repeat; `nil` uses ``loopMode``.
  ///   - completion: Called when the playback ends.
  public func play(
    fromMarker: String? = nil, toMarker: String, playEndMarkerFrame: Bool = true,
    loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil
  ) {
    animationLayer.play(
      fromMarker: fromMarker, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame,
      loopMode: loopMode, completion: completion)
  }

  /// Plays markers one after another, each once
  /// (``LottieAnimationLayer/play(markers:completion:)``).
  ///
  /// - Parameters:
  ///   - markers: The markers' names, in order; unknown ones are skipped.
  ///   - completion: Called when the sequence ends.
  public func play(markers: [String], completion: LottieCompletionBlock? = nil) {
    animationLayer.play(markers: markers, completion: completion)
  }
}
