import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeUI

/// A view that draws a Lottie animation and plays it, as lottie-ios's
/// `LottieAnimationView`: a ``LottieAnimationLayer`` (``animationLayer``)
/// placed in the bounds by ``/ZoetropeUI/View/contentMode``.
///
/// ```swift
/// let view = LottieAnimationView(animation: try LottieAnimation(data: json))
/// view.frame = Rect(x: 0, y: 0, width: 300, height: 300)
/// view.contentMode = .scaleAspectFit
/// view.loopMode = .loop
/// view.play()
/// ```
///
/// ``/ZoetropeUI/View/contentMode`` scales the animation to the bounds
/// (``/ZoetropeUI/ContentMode/scaleToFill``, ``/ZoetropeUI/ContentMode/scaleAspectFit`` (the
/// default, as lottie-ios), ``/ZoetropeUI/ContentMode/scaleAspectFill``; redraw
/// scales to fill) or places it unscaled (centre, an edge or a corner).
/// The animation's size is the view's ``intrinsicContentSize``.
open class LottieAnimationView: View {
  /// The layer that draws and plays the animation.
  public let animationLayer: LottieAnimationLayer

  /// Creates a view that draws `animation`, its frame the animation's
  /// size.
  ///
  /// - Parameter animation: The animation, or `nil` to draw nothing.
  public init(animation: LottieAnimation?) {
    animationLayer = LottieAnimationLayer(animation: animation)
    super.init(frame: animation?.bounds ?? .zero)
    layer.addSublayer(animationLayer)
    contentMode = .scaleAspectFit
    placeAnimation()
  }

  /// Creates a view with no animation.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: Rect) {
    animationLayer = LottieAnimationLayer(animation: nil)
    super.init(frame: frame)
    layer.addSublayer(animationLayer)
    contentMode = .scaleAspectFit
  }

  /// The animation drawn; setting it rebuilds the layer tree and shows
  /// its start frame.
  public var animation: LottieAnimation? {
    get { animationLayer.animation }
    set {
      animationLayer.animation = newValue
      invalidateIntrinsicContentSize()
      setNeedsLayout()
      placeAnimation()
    }
  }

  /// The animation's size, or no intrinsic size without one.
  open override var intrinsicContentSize: Size {
    animation?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Places the animation in the bounds by the content mode.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeAnimation()
  }

  /// How playbacks repeat (``LottieAnimationLayer/loopMode``).
  public var loopMode: LottieLoopMode {
    get { animationLayer.loopMode }
    set { animationLayer.loopMode = newValue }
  }

  /// The playback rate (``LottieAnimationLayer/animationSpeed``).
  public var animationSpeed: Double {
    get { animationLayer.animationSpeed }
    set { animationLayer.animationSpeed = newValue }
  }

  /// Whether a playback is running.
  public var isAnimationPlaying: Bool { animationLayer.isAnimationPlaying }

  /// The frame shown; setting it scrubs (``LottieAnimationLayer/currentFrame``).
  public var currentFrame: AnimationFrameTime {
    get { animationLayer.currentFrame }
    set { animationLayer.currentFrame = newValue }
  }

  /// The progress shown; setting it scrubs
  /// (``LottieAnimationLayer/currentProgress``).
  public var currentProgress: AnimationProgressTime {
    get { animationLayer.currentProgress }
    set { animationLayer.currentProgress = newValue }
  }

  /// Plays from the current frame (``LottieAnimationLayer/play(completion:)``).
  ///
  /// - Parameter completion: Called when the playback ends.
  public func play(completion: LottieCompletionBlock? = nil) {
    animationLayer.play(completion: completion)
  }

  /// Plays between two progresses
  /// (``LottieAnimationLayer/play(fromProgress:toProgress:loopMode:completion:)``).
  ///
  /// - Parameters:
  ///   - fromProgress: Where to start; `nil` from the current progress.
  ///   - toProgress: Where to end.
  ///   - loopMode: How to repeat; `nil` uses ``loopMode``.
  ///   - completion: Called when the playback ends.
  public func play(
    fromProgress: AnimationProgressTime? = nil, toProgress: AnimationProgressTime,
    loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil
  ) {
    animationLayer.play(
      fromProgress: fromProgress, toProgress: toProgress, loopMode: loopMode,
      completion: completion)
  }

  /// Plays between two frames
  /// (``LottieAnimationLayer/play(fromFrame:toFrame:loopMode:completion:)``).
  ///
  /// - Parameters:
  ///   - fromFrame: Where to start; `nil` from the current frame.
  ///   - toFrame: Where to end.
  ///   - loopMode: How to repeat; `nil` uses ``loopMode``.
  ///   - completion: Called when the playback ends.
  public func play(
    fromFrame: AnimationFrameTime? = nil, toFrame: AnimationFrameTime,
    loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil
  ) {
    animationLayer.play(
      fromFrame: fromFrame, toFrame: toFrame, loopMode: loopMode, completion: completion)
  }

  /// Pauses at the current frame.
  public func pause() { animationLayer.pause() }

  /// Stops and shows the start frame.
  public func stop() { animationLayer.stop() }

  /// Sets a value provider
  /// (``LottieAnimationLayer/setValueProvider(_:keypath:)``).
  ///
  /// - Parameters:
  ///   - provider: The values.
  ///   - keypath: The properties, with `*` and `**` wildcards.
  public func setValueProvider(_ provider: any AnyValueProvider, keypath: AnimationKeypath) {
    animationLayer.setValueProvider(provider, keypath: keypath)
  }

  /// The keypaths a value provider can set
  /// (``LottieAnimationLayer/allHierarchyKeypaths()``).
  ///
  /// - Returns: The keypaths.
  public func allHierarchyKeypaths() -> [String] {
    animationLayer.allHierarchyKeypaths()
  }

  /// Sets the animation layer's position and scale for the bounds and
  /// content mode (without implicit animation).
  func placeAnimation() {
    let size = animation?.size ?? .zero
    let bounds = self.bounds
    let placement = Self.placement(of: size, in: bounds, mode: contentMode)
    animationLayer.setModelValue(.zero, for: \.anchorPoint)
    animationLayer.setModelValue(placement.origin, for: \.position)
    animationLayer.setModelValue(
      Transform(scaleX: placement.scale.width, y: placement.scale.height), for: \.transform)
  }

  /// Where content of `size` goes in `bounds` for a content mode: its
  /// top-left corner and its scale per axis.
  ///
  /// - Parameters:
  ///   - size: The content's size.
  ///   - bounds: The space.
  ///   - mode: How the content fits.
  /// - Returns: The top-left corner and the scale.
  public static func placement(
    of size: Size, in bounds: Rect, mode: ContentMode
  ) -> (origin: Point, scale: Size) {
    guard size.width > 0, size.height > 0 else { return (bounds.origin, Size(width: 1, height: 1)) }
    let fitX = bounds.width / size.width
    let fitY = bounds.height / size.height
    var scale: Size
    switch mode {
    case .scaleToFill, .redraw: scale = Size(width: fitX, height: fitY)
    case .scaleAspectFit: scale = Size(width: min(fitX, fitY), height: min(fitX, fitY))
    case .scaleAspectFill: scale = Size(width: max(fitX, fitY), height: max(fitX, fitY))
    default: scale = Size(width: 1, height: 1)
    }
    if !scale.width.isFinite || !scale.height.isFinite { scale = Size(width: 1, height: 1) }
    let drawn = Size(width: size.width * scale.width, height: size.height * scale.height)
    let spareX = bounds.width - drawn.width
    let spareY = bounds.height - drawn.height
    let x: Double
    let y: Double
    switch mode {
    case .left, .topLeft, .bottomLeft: x = 0
    case .right, .topRight, .bottomRight: x = spareX
    default: x = spareX / 2
    }
    switch mode {
    case .top, .topLeft, .topRight: y = 0
    case .bottom, .bottomLeft, .bottomRight: y = spareY
    default: y = spareY / 2
    }
    return (Point(x: bounds.minX + x, y: bounds.minY + y), scale)
  }
}
