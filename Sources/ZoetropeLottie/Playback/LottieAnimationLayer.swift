import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// Called when a playback ends: `true` if it ran to its end, `false` if
/// it was paused, stopped, scrubbed or replaced by another playback first.
public typealias LottieCompletionBlock = @MainActor (_ completed: Bool) -> Void

/// A layer that draws a Lottie animation and plays it, as lottie-ios's
/// `LottieAnimationLayer` (with its Core Animation rendering engine).
///
/// The animation becomes a tree of ordinary layers (one per Lottie layer
/// and shape group, a ``/ZoetropeLayers/ShapeLayer`` per fill and stroke), and each
/// animated property follows its Lottie keyframes through an animation on
/// its layer. A playback gives all of those animations the same timing,
/// so it runs on the layer time model like any Core Animation: the host's
/// clock drives it, and the layer's `speed` and `timeOffset` (or an
/// ancestor's) change it as they change any animation.
///
/// ```swift
/// let layer = LottieAnimationLayer(animation: try LottieAnimation(data: json))
/// layer.play(fromProgress: 0, toProgress: 1, loopMode: .autoReverse)
/// // later: scrub
/// layer.currentProgress = 0.5
/// ```
///
/// The layer's bounds start as the animation's ``LottieAnimation/bounds``
/// and the animation draws at that size from the origin of the bounds.
///
/// **Frames.** After Effects' out point is exclusive: a composition with
/// ``LottieAnimation/endFrame`` 60 shows frames 0 to 59. Frames past
/// `endFrame − 1` (a playback reaching the end, `currentFrame = 60`)
/// show frame `endFrame − 1`, so the last frame is never blank. Frames
/// are resolved to a millionth of a frame, so that playing to a progress
/// and scrubbing to it draw the same pixels.
///
/// **Bad input.** A NaN or infinite frame, progress or ``animationSpeed``
/// is replaced (the start frame, 0, 1) with a warning; an
/// ``animationSpeed`` of 0 shows the playback's first frame and does not
/// advance; a playback whose first and last frames are the same shows
/// that frame and calls its completion with `true` at once.
open class LottieAnimationLayer: Layer {
  /// The animation drawn; setting it rebuilds the tree and shows its
  /// start frame (a playback in progress ends, not completed).
  public var animation: LottieAnimation? {
    didSet { rebuild() }
  }

  /// How playbacks repeat; ``LottieLoopMode/playOnce`` by default.
  ///
  /// Changing it during a playback continues from the current frame with
  /// the new mode.
  public var loopMode = LottieLoopMode.playOnce {
    didSet { retimeIfPlaying() }
  }

  /// The playback rate; 1 by default.
  ///
  /// 1 plays at the animation's frame rate, 2 twice as fast, negative
  /// values play the frames backwards. Changing it during a
  /// playback continues from the current frame at the new rate.
  public var animationSpeed: Double = 1 {
    didSet {
      if !animationSpeed.isFinite {
        zoetropeWarning(
          "LottieAnimationLayer animationSpeed \(animationSpeed) is not finite; using 1")
        animationSpeed = 1
      }
      retimeIfPlaying()
    }
  }

  /// Whether a playback is running (not paused, stopped or finished).
  public internal(set) var isAnimationPlaying = false

  /// The built tree's root, the animation's size.
  var compositionLayer: Layer?
  /// The animated properties of the built tree.
  var tracks: [LottieTrack] = []
  /// The frame the layer shows while no playback runs.
  var pausedFrame: Double = 0
  /// The frame the running playback reached at the last frame.
  let clock = LottiePlaybackClock()
  /// The running (or last) playback's window, loop mode and completion.
  var playback: Playback?
  /// Counts playbacks, so the end of a replaced one is ignored.
  var generation = 0
  /// The value providers, in the order they were set.
  var valueProviders: [(AnimationKeypath, any AnyValueProvider)] = []
  /// The keypaths of the built tree's properties that providers can set.
  var hierarchyKeypaths: [String] = []

  /// The state of one call to `play`.
  struct Playback {
    var window: LottieFrameWindow
    var completion: LottieCompletionBlock?
  }

  /// Creates a layer that draws `animation` at its start frame.
  ///
  /// - Parameter animation: The animation, or `nil` to draw nothing.
  public init(animation: LottieAnimation?) {
    self.animation = animation
    super.init()
    rebuild()
  }

  /// Creates a layer with no animation.
  public convenience override init() {
    self.init(animation: nil)
  }

  /// Creates a copy of another layer's model values; a Lottie layer's
  /// copy draws the same animation at the frame the original shows.
  ///
  /// - Parameter layer: The layer to copy.
  public required init(layer: Layer) {
    super.init(layer: layer)
    if let other = layer as? LottieAnimationLayer {
      animation = other.animation
      loopMode = other.loopMode
      animationSpeed = other.animationSpeed
      show(frame: other.currentFrame)
    }
  }

  /// Replaces the tree with one built from ``animation`` and shows its
  /// start frame.
  private func rebuild() {
    endPlayback(completed: false)
    replaceTree()
    if let animation { show(frame: animation.startFrame) }
  }

  /// Replaces the tree with one built from ``animation`` and the value
  /// providers (the new tree's properties are not set yet).
  func replaceTree() {
    compositionLayer?.removeFromSuperlayer()
    compositionLayer = nil
    tracks = []
    hierarchyKeypaths = []
    guard let animation else { return }
    var builder = LottieTreeBuilder(animation: animation, providers: valueProviders)
    let root = builder.buildRoot()
    tracks = builder.tracks
    hierarchyKeypaths = builder.keypaths
    if builder.isTruncated {
      let title = animation.name.isEmpty ? "" : " \"\(animation.name)\""
      zoetropeWarning(
        "Lottie animation\(title) needs more than \(LottieAnimation.maximumLayerCount) layers;"
          + " the rest are left out")
    }
    compositionLayer = root
    setModelValue(animation.bounds, for: \.bounds)
    addSublayer(root)
  }
}
