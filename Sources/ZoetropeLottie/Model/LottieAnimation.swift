import ZoetropeGraphics

/// A frame number of a Lottie animation, as After Effects counts them.
public typealias AnimationFrameTime = Double

/// A fraction of a Lottie animation's frames, 0 at its start frame and 1
/// at its end frame.
public typealias AnimationProgressTime = Double

/// A Lottie animation (Bodymovin JSON, exported from After Effects): its
/// size, frame rate, frames and markers, and the layers it draws, as
/// lottie-ios's `LottieAnimation`.
///
/// ```swift
/// let animation = try LottieAnimation(contentsOf: URL(filePath: "spinner.json"))
/// let layer = LottieAnimationLayer(animation: animation)
/// layer.loopMode = .loop
/// layer.play()
/// ```
///
/// What is drawn: precomposition, solid, null and shape layers with
/// parenting, in and out points, start time and time stretch; transforms;
/// shape groups, rectangles, ellipses, paths, fills, strokes, gradients,
/// trim paths and repeaters; masks and track mattes (alpha and luma);
/// image layers (embedded base64 images, and files beside the JSON or in
/// the dotLottie archive);
/// hold, linear and Bézier keyframes (docs/LOTTIE.md lists it all).
/// ``init(data:)`` reads Bodymovin JSON and dotLottie (`.lottie`) files.
///
/// What is left out (text layers, effects, expressions, and the
/// rest) and what is broken but not fatal (a parent that does not exist,
/// cyclic parenting, a precomposition that contains itself, a value of
/// the wrong type, a non-finite number) the animation reports in one
/// warning when it is decoded (`zoetrope: warning: Lottie animation
/// "spinner" ...`), naming each kind and the layers where it was seen,
/// and plays the rest.
public final class LottieAnimation: Sendable {
  /// The animation's name (`nm`), or an empty string.
  public let name: String
  /// The size of the animation's canvas, in points (`w`, `h`).
  public let size: Size
  /// The frames per second the animation was made at (`fr`).
  public let framerate: Double
  /// The first frame (`ip`).
  public let startFrame: AnimationFrameTime
  /// The frame the animation ends at (`op`): the last frame shown is just
  /// before it.
  public let endFrame: AnimationFrameTime

  /// The layers of the main composition, front to back.
  let layers: [LottieLayerModel]
  /// The precompositions' layers, by asset id.
  let precomps: [String: [LottieLayerModel]]
  /// The images that image layers draw, by asset id.
  let images: [String: LottieImageAsset]
  /// The markers (`markers`), in the order the file lists them, or `nil`
  /// if the file has none, as lottie-ios's `LottieAnimation.markers`.
  public let markers: [Marker]?
  /// What was left out or replaced, reported in one warning.
  let issues: LottieIssues
  /// The themes of a dotLottie file, by id, as its manifest lists them
  /// (empty for JSON); ``init(data:themeID:)`` applies one.
  public let themeIDs: [String]
  /// The theme applied when the animation was decoded, or `nil`.
  public let activeThemeID: String?
  /// The animations of a dotLottie file, by id, as its manifest lists them
  /// (empty for JSON); ``init(data:animationID:themeID:)`` decodes one.
  public let animationIDs: [String]
  /// The id of the dotLottie animation this is, or `nil` for JSON.
  public let animationID: String?

  init(
    name: String, size: Size, framerate: Double, startFrame: Double, endFrame: Double,
    layers: [LottieLayerModel], precomps: [String: [LottieLayerModel]],
    images: [String: LottieImageAsset] = [:], markers: [Marker]?, issues: LottieIssues,
    themeIDs: [String] = [], activeThemeID: String? = nil,
    animations: (ids: [String], active: String?) = ([], nil)
  ) {
    self.name = name
    self.size = size
    self.framerate = framerate
    self.startFrame = startFrame
    self.endFrame = endFrame
    self.layers = layers
    self.precomps = precomps
    self.images = images
    self.markers = markers
    self.issues = issues
    self.themeIDs = themeIDs
    self.activeThemeID = activeThemeID
    animationIDs = animations.ids
    animationID = animations.active
  }

  /// The canvas, from the origin: `Rect(origin: .zero, size: size)`.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The length of the animation in seconds, from ``startFrame`` to
  /// ``endFrame`` at ``framerate``.
  public var duration: Double { (endFrame - startFrame) / framerate }

  /// The names of the markers, in the order the file lists them.
  public var markerNames: [String] { (markers ?? []).map(\.name) }

  /// The first marker with a name, or `nil` if there is none.
  ///
  /// - Parameter named: The marker's name (`cm`).
  /// - Returns: The marker.
  public func marker(named: String) -> Marker? {
    markers?.first { $0.name == named }
  }

  /// The frame a marker starts at, or `nil` if there is no such marker.
  ///
  /// - Parameter named: The marker's name.
  /// - Returns: The frame, in the animation's frames.
  public func frameTime(forMarker named: String) -> AnimationFrameTime? {
    marker(named: named)?.frameTime
  }

  /// The progress a marker starts at, or `nil` if there is no such marker.
  ///
  /// - Parameter named: The marker's name.
  /// - Returns: The progress, 0 at ``startFrame`` and 1 at ``endFrame``.
  public func progressTime(forMarker named: String) -> AnimationProgressTime? {
    frameTime(forMarker: named).map(progressTime(forFrame:))
  }

  /// The length of a marker in frames, or `nil` if there is no such marker.
  ///
  /// - Parameter named: The marker's name.
  /// - Returns: The number of frames the marker spans (0 for a point).
  public func durationFrameTime(forMarker named: String) -> AnimationFrameTime? {
    marker(named: named)?.durationFrameTime
  }

  /// The progress at a frame: 0 at ``startFrame``, 1 at ``endFrame``.
  ///
  /// - Parameter frame: A frame.
  /// - Returns: The progress (outside 0...1 for frames outside the range).
  public func progressTime(forFrame frame: AnimationFrameTime) -> AnimationProgressTime {
    (frame - startFrame) / (endFrame - startFrame)
  }

  /// The frame at a progress: ``startFrame`` at 0, ``endFrame`` at 1.
  ///
  /// - Parameter progress: A progress.
  /// - Returns: The frame.
  public func frameTime(forProgress progress: AnimationProgressTime) -> AnimationFrameTime {
    startFrame + progress * (endFrame - startFrame)
  }
}

/// A named frame, or range of frames, of a Lottie animation (an entry of
/// its `markers`), as lottie-ios's `Marker`: what designers call the parts
/// of an animation ("intro", "loop", "outro") so code can play them by
/// name (``LottieAnimationLayer/play(marker:loopMode:completion:)``).
public struct Marker: Sendable, Hashable {
  /// The marker's name (`cm`).
  public var name: String
  /// The frame it starts at (`tm`), in the animation's frames.
  public var frameTime: AnimationFrameTime
  /// How many frames it spans (`dr`); 0 for a single frame.
  public var durationFrameTime: AnimationFrameTime

  /// Creates a marker.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - frameTime: The first frame.
  ///   - durationFrameTime: The number of frames it spans.
  public init(name: String, frameTime: AnimationFrameTime, durationFrameTime: AnimationFrameTime) {
    self.name = name
    self.frameTime = frameTime
    self.durationFrameTime = durationFrameTime
  }
}
