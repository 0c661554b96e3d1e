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

  /// How many frames a recording of the whole animation has.
  var frameCount: Int {
    HeadlessHost.recordingFrameCount(duration: animation.duration, fps: fps)
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

  /// Records every frame and says so; returns the exit status.
  func record(to destination: RecordingDestination, allowsLowDiskSpace: Bool) -> Int32 {
    let (host, controller) = makeHost()
    controller?.animationView.play(
      fromFrame: animation.startFrame, toFrame: animation.endFrame, loopMode: .playOnce)
    do {
      let frames = try host.record(
        to: destination, duration: animation.duration, allowsLowDiskSpace: allowsLowDiskSpace)
      printError("zoetrope-lottie: wrote \(frames) frames to \(destination)")
      return 0
    } catch {
      printError("zoetrope-lottie: error: \(error)")
      return LottieToolFailure.writeFailed
    }
  }
}
