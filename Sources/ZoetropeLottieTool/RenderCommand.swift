import ArgumentParser
import Zoetrope

/// `zoetrope-lottie render FILE`: a PNG of one frame, or a recording of
/// every frame, drawn headless.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a Lottie animation headless: one frame as a PNG, or every frame.",
    discussion: """
      --record writes every frame from the in point to the out point, at the animation's \
      frame rate:
        --record out.webp                 an animated WebP (also .gif, .mp4, .png)
        --record frames/                  frames/frame-00001.png, ...
        --record 'frames/f-####.png'      frames/f-0001.png, ...
      --screenshot writes one frame:
        --screenshot out.png --frame 30   the animation's frame 30
        --screenshot out.png --progress 0.5
      --marker NAME takes a marker's frames: --record writes its frames (from its frame for \
      its duration), --screenshot its first frame.
      """)

  @OptionGroup var stage: StageOptions

  @Option(
    help: ArgumentHelp(
      "Record every frame to FILE: .webp, .gif, .mp4, .png (animated), a directory ending"
        + " in '/', or a pattern like 'f-####.png'.", valueName: "FILE"))
  var record: String?

  @Option(help: ArgumentHelp("Write one frame as a PNG to FILE.", valueName: "FILE"))
  var screenshot: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The frame of the screenshot, in the animation's frames.", valueName: "N"))
  var frame: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The screenshot's progress, 0 (the in point) ... 1.", valueName: "P"))
  var progress: Double?

  @Option(
    help: ArgumentHelp(
      "A marker of the animation: --record writes its frames, --screenshot its first.",
      valueName: "NAME"))
  var marker: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "An MP4's quality: x264's CRF, 0 (lossless) ... 51 (smallest); 18 if omitted.",
      valueName: "N"))
  var quality: Int?

  @Flag(help: "Record even when the output likely does not fit in the disk's free space.")
  var force = false

  /// What to write.
  enum Output {
    /// One PNG at a frame (nil: a progress), or at a progress.
    case screenshot(String, frame: Double?, progress: Double?)
    /// Every frame.
    case record(RecordingDestination)
  }

  /// Checks the options that need no animation.
  func checkedOutput() throws -> Output {
    switch (record, screenshot) {
    case (nil, nil):
      throw ValidationError("render needs --record FILE or --screenshot FILE")
    case (.some, .some):
      throw ValidationError("--record and --screenshot cannot be used together")
    case (let record?, nil):
      guard frame == nil, progress == nil else {
        throw ValidationError(
          "--frame and --progress are for --screenshot; --record writes every frame")
      }
      do {
        let destination = try RecordingDestination(path: record, quality: quality)
        if let problem = destination.problem { throw ValidationError("--record: \(problem)") }
        return .record(destination)
      } catch let error as ValidationError {
        throw error
      } catch {
        throw ValidationError("--record: \(error)")
      }
    case (nil, let screenshot?):
      guard quality == nil else { throw ValidationError("--quality is for --record FILE.mp4") }
      guard [frame != nil, progress != nil, marker != nil].filter({ $0 }).count == 1 else {
        throw ValidationError(
          "--screenshot needs one of --frame N, --progress P and --marker NAME")
      }
      guard screenshot.lowercased().hasSuffix(".png") else {
        throw ValidationError("--screenshot \"\(screenshot)\" must name a .png file")
      }
      if let problem = OutputPath.problemCreatingFile(at: screenshot) {
        throw ValidationError("--screenshot: \(problem)")
      }
      return .screenshot(screenshot, frame: frame, progress: progress)
    }
  }

  /// The marker named by `--marker`, checked against the animation.
  ///
  /// - Throws: `ValidationError` naming the markers the animation has.
  func checkedMarker(_ animation: LottieAnimation) throws -> Marker? {
    guard let marker else { return nil }
    guard let found = animation.marker(named: marker) else {
      let names = animation.markerNames
      throw ValidationError(
        "--marker \"\(marker)\" is not a marker of the animation ("
          + (names.isEmpty
            ? "it has no markers)"
            : "markers: \(names.map { "\"\($0)\"" }.joined(separator: ", ")))"))
    }
    return found
  }

  /// The frames `--record --marker` writes: the marker's, within the
  /// animation's in and out points.
  ///
  /// - Throws: `ValidationError` when no frame of the marker is in the
  ///   animation (or it has no duration).
  static func recordedFrames(of marker: Marker, in animation: LottieAnimation) throws
    -> Range<Double>
  {
    let start = max(marker.frameTime, animation.startFrame)
    let end = min(marker.frameTime + marker.durationFrameTime, animation.endFrame)
    guard start.isFinite, end.isFinite, start < end else {
      throw ValidationError(
        "--marker \"\(marker.name)\" (frame \(StageOptions.text(marker.frameTime)), "
          + "\(StageOptions.text(marker.durationFrameTime)) frames long) has no frames of the"
          + " animation to record; use --screenshot for its frame")
    }
    return start..<end
  }

  /// The frame a screenshot shows, checked against the animation.
  func checkedFrame(_ animation: LottieAnimation, frame: Double?, progress: Double?) throws
    -> Double
  {
    let last = max(animation.startFrame, animation.endFrame - 1)
    if let found = try checkedMarker(animation) {
      guard found.frameTime.isFinite else {
        throw ValidationError("--marker \"\(found.name)\" has no usable frame")
      }
      return min(max(found.frameTime, animation.startFrame), last)
    }
    if let progress {
      guard progress.isFinite, progress >= 0, progress <= 1 else {
        throw ValidationError("--progress \(StageOptions.text(progress)) must be 0 ... 1")
      }
      return animation.frameTime(forProgress: progress)
    }
    let frame = frame ?? animation.startFrame
    guard frame.isFinite, frame >= animation.startFrame, frame <= last else {
      throw ValidationError(
        "--frame \(StageOptions.text(frame)) must be a frame of the animation,"
          + " \(StageOptions.text(animation.startFrame)) ... \(StageOptions.text(last))")
    }
    return frame
  }

  /// Checks the options, loads the file, renders, and returns the exit
  /// status.
  @MainActor
  func execute(arguments: [String]) -> Int32 {
    let checked: (size: Size?, background: Color?)
    let output: Output
    do {
      checked = try stage.checked()
      output = try checkedOutput()
    } catch {
      return LottieTool.report(error, of: Self.self)
    }
    let animation: LottieAnimation
    do {
      animation = try stage.load()
    } catch {
      printError("zoetrope-lottie: error: \(error)")
      return error.status
    }
    let size = checked.size ?? animation.size
    let renderer = LottieRenderer(
      animation: animation, size: size, scale: stage.scale,
      background: checked.background ?? .clear)
    do {
      try stage.checkPixels(of: size, scale: stage.scale)
      switch output {
      case .screenshot(let path, let frame, let progress):
        let shown = try checkedFrame(animation, frame: frame, progress: progress)
        return renderer.writeScreenshot(to: path, frame: shown)
      case .record(let destination):
        let frames = try checkedMarker(animation).map {
          try Self.recordedFrames(of: $0, in: animation)
        }
        if let problem = destination.problem(forFrameCount: renderer.frameCount(of: frames)) {
          throw ValidationError("--record: \(problem)")
        }
        return renderer.record(to: destination, frames: frames, allowsLowDiskSpace: force)
      }
    } catch {
      return LottieTool.report(error, of: Self.self)
    }
  }
}
