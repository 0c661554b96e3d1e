import Zoetrope

/// Draws an animation headless for `render`: a host whose window is the
/// stage, at the animation's frame rate, so frame `k` of a recording
/// (time `k / fps`) is the animation's frame `startFrame + k`.
@MainActor
struct LottieRenderer {
  let animation: LottieAnimation
  /// The stage's size in points.
  let size: Size
  /// Pixels per point.
  let scale: Double
  let background: Color

  /// The frame rate recordings run at: the animation's, at most the
  /// host's highest.
  var fps: Double { min(animation.framerate, HeadlessHost.maximumFPS) }

  /// How many frames a recording of `frames` (nil: the whole animation)
  /// has.
  func frameCount(of frames: Range<Double>? = nil) -> Int {
    HeadlessHost.recordingFrameCount(duration: duration(of: frames), fps: fps)
  }

  /// How long `frames` (nil: the whole animation) last, in seconds.
  func duration(of frames: Range<Double>?) -> Double {
    guard let frames else { return animation.duration }
    return (frames.upperBound - frames.lowerBound) / animation.framerate
  }

  /// A host showing the animation on its stage (the controller is made
  /// once the host's application exists).
  func makeHost() -> (HeadlessHost, LottieStageViewController?) {
    var controller: LottieStageViewController?
    let host = HeadlessHost(size: size, scale: scale, fps: fps) {
      let made = LottieStageViewController(
        animation: animation, stageSize: size, background: background, isPlayer: false)
      controller = made
      return made
    }
    host.background = .clear
    return (host, controller)
  }

  /// Writes one frame as a PNG and says so; returns the exit status.
  func writeScreenshot(to path: String, frame: Double) -> Int32 {
    let (host, controller) = makeHost()
    controller?.animationView.currentFrame = frame
    host.advance(to: 0)
    do {
      try host.writeScreenshot(to: path)
    } catch {
      printError("zoetrope-lottie: error: \(error)")
      return LottieToolFailure.writeFailed
    }
    let image = host.screenshot()
    printError(
      "zoetrope-lottie: wrote \(path) (\(image.pixelWidth) × \(image.pixelHeight) pixels)"
        + " at frame \(StageOptions.text(frame))")
    return 0
  }

  /// Records `frames` (nil: every frame of the animation) and says so;
  /// returns the exit status.
  func record(
    to destination: RecordingDestination, frames range: Range<Double>? = nil,
    allowsLowDiskSpace: Bool
  ) -> Int32 {
    let (host, controller) = makeHost()
    controller?.animationView.play(
      fromFrame: range?.lowerBound ?? animation.startFrame,
      toFrame: range?.upperBound ?? animation.endFrame, loopMode: .playOnce)
    do {
      let frames = try host.record(
        to: destination, duration: duration(of: range), allowsLowDiskSpace: allowsLowDiskSpace)
      printError("zoetrope-lottie: wrote \(frames) frames to \(destination)")
      return 0
    } catch {
      printError("zoetrope-lottie: error: \(error)")
      return LottieToolFailure.writeFailed
    }
  }
}
