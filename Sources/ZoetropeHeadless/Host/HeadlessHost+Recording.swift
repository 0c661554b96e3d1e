import ZoetropeGraphics
import ZoetropeImageIO

// Recordings and screenshot files.
extension HeadlessHost {
  /// The shortest recording, in seconds: one millisecond, the resolution
  /// at which an animated WebP stores its frames' times.
  nonisolated public static let minimumRecordingDuration = 0.001

  /// The most frames one recording may have: 1 000 000 (4.6 hours at
  /// 60 fps).
  nonisolated public static let maximumRecordingFrames = 1_000_000

  /// Records `duration` seconds from now: a frame at the current time, then
  /// one at every frame time `k / fps` before the end.
  ///
  /// The destination is checked before the first frame renders (by
  /// creating and removing a temporary file in its folder), so a path
  /// that cannot be written fails without rendering anything. An animated
  /// WebP is written only when the recording completes, and an animated
  /// GIF is streamed into a temporary file renamed into place when it
  /// completes (never half a file either way). A progress bar appears on standard error for long recordings
  /// when it is a terminal.
  ///
  /// Frame times are kept at least 1 ms apart, and at least 1 ms before
  /// the end (WebP stores whole milliseconds): a frame time closer than
  /// that to the start or the end is left out.
  ///
  /// Script commands still queued when the recording ends never run in
  /// it: each is dropped with a warning (see
  /// ``discardPendingCommands(after:endingAt:)``), so a script that runs
  /// past the recording does not go unnoticed. Warnings do not make the
  /// recording fail.
  ///
  /// ```swift
  /// let host = HeadlessHost(app: Hello())
  /// host.run(try Script(parsing: "0.5 tap \"Animate\""))
  /// try host.record(to: .animatedWebP("hello.webp"), duration: 3)
  /// ```
  ///
  /// The plan is checked before the first frame renders: the frame count
  /// against ``maximumRecordingFrames`` and what the destination can number
  /// or hold (``RecordingDestination/problem(forFrameCount:)``), and the
  /// output's likely size against the disk's free space
  /// (``RecordingDestination/estimatedSize(frameCount:pixelWidth:pixelHeight:)``):
  /// when even the likely size does not fit, the recording is refused
  /// unless `allowsLowDiskSpace`; when only the uncompressed size might not,
  /// it is a warning.
  ///
  /// - Parameters:
  ///   - destination: An animated WebP or GIF file, an MP4, or a
  ///     directory of PNG frames.
  ///   - duration: The length in seconds, finite and at least
  ///     ``minimumRecordingDuration``.
  ///   - showsProgress: Whether a progress bar may appear; true if omitted.
  ///   - allowsLowDiskSpace: Whether to record even when the output likely
  ///     does not fit on the disk (`--force`); false if omitted.
  /// - Returns: The number of frames written.
  /// - Throws: ``RecordingError`` for a bad duration, too many frames for
  ///   the destination, too little disk space, a destination that cannot
  ///   be written, or a failed encode or write.
  @discardableResult
  public func record(
    to destination: RecordingDestination, duration: Double, showsProgress: Bool = true,
    allowsLowDiskSpace: Bool = false
  ) throws(RecordingError) -> Int {
    guard duration.isFinite, duration >= Self.minimumRecordingDuration else {
      throw RecordingError(
        "cannot record \(duration) seconds: the duration must be at least"
          + " \(Self.minimumRecordingDuration) s (1 ms)")
    }
    let estimatedFrames = Int(saturating: (duration * fps).rounded(.up)) + 1
    guard estimatedFrames <= Self.maximumRecordingFrames + 1 else {
      throw RecordingError(
        "cannot record \(duration) seconds at \(fps) fps: more than"
          + " \(Self.maximumRecordingFrames) frames")
    }
    if let problem = destination.problem {
      throw RecordingError(problem)
    }
    let start = time
    let times = recordingFrameTimes(from: start, duration: duration)
    let count = try record(
      RecordingFrames(
        times: times, start: start, end: start + duration, firstNumber: 1,
        isSpan: start == 0 && times.indices.allSatisfy { times[$0] == frameTime($0) }),
      to: destination, showsProgress: showsProgress, allowsLowDiskSpace: allowsLowDiskSpace)
    discardPendingCommands(after: "the recording", endingAt: start + duration)
    return count
  }

  /// Checks a recording's plan, then renders and writes its frames (the
  /// part ``record(to:duration:showsProgress:allowsLowDiskSpace:)`` and
  /// ``record(to:frames:showsProgress:allowsLowDiskSpace:)`` share).
  func record(
    _ frames: RecordingFrames, to destination: RecordingDestination, showsProgress: Bool,
    allowsLowDiskSpace: Bool
  ) throws(RecordingError) -> Int {
    let times = frames.times
    if let problem = destination.problem(forFrameCount: times.count) {
      throw RecordingError("cannot record to \(destination): \(problem)")
    }
    let pixelWidth = Int(saturating: (size.width * scale).rounded(.up))
    let pixelHeight = Int(saturating: (size.height * scale).rounded(.up))
    let estimate = destination.estimatedSize(
      frameCount: times.count, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    switch DiskSpaceCheck(
      estimate: estimate, available: availableBytes(destination.folder),
      destination: destination)
    {
    case .fits:
      break
    case .mightNotFit(let warning):
      zoetropeWarning(warning)
    case .doesNotFit(let problem):
      guard allowsLowDiskSpace else { throw RecordingError("cannot record: \(problem)") }
      zoetropeWarning(problem)
    }
    let first = screenshotAfterAdvancing(to: times[0])
    let writer = try RecordingWriter(
      destination: destination, pixelWidth: first.pixelWidth, pixelHeight: first.pixelHeight,
      fps: fps, firstFrameNumber: frames.firstNumber, span: frames.span(fps: fps))
    var progress = ProgressBar(
      total: times.count, label: "Recording \(destination)",
      isEnabled: showsProgress && ProgressBar(total: times.count, label: "").isEnabled)
    defer { progress.finish() }
    for (number, frameTime) in times.enumerated() {
      let image = number == 0 ? first : screenshotAfterAdvancing(to: frameTime)
      try writer.append(image, timestamp: frameTime - frames.start)
      progress.update(done: number + 1)
    }
    try writer.finish(endTimestamp: frames.end - frames.start)
    return times.count
  }

  /// The times of a recording's frames: `start`, then every `k / fps`
  /// before `start + duration` whose offset from `start`, in whole
  /// milliseconds as WebP stores it, is after the previous frame's and
  /// before the end's.
  func recordingFrameTimes(from start: Double, duration: Double) -> [Double] {
    Self.recordingFrameTimes(from: start, duration: duration, fps: fps)
  }

  /// The number of frames a recording of `duration` seconds from time 0
  /// has at `fps` frames per second, as ``record(to:duration:showsProgress:allowsLowDiskSpace:)``
  /// makes them, so a plan can be checked before any app exists.
  ///
  /// - Parameters:
  ///   - duration: The length in seconds, finite and positive.
  ///   - fps: Frames per second, finite and positive.
  /// - Returns: The frame count; 0 for bad arguments or more than
  ///   ``maximumRecordingFrames`` + 1 frames' worth of work.
  nonisolated public static func recordingFrameCount(duration: Double, fps: Double) -> Int {
    guard duration.isFinite, duration > 0, fps.isFinite, fps > 0,
      duration * fps <= Double(maximumRecordingFrames) + 1
    else { return 0 }
    return recordingFrameTimes(from: 0, duration: duration, fps: fps).count
  }

  nonisolated static func recordingFrameTimes(from start: Double, duration: Double, fps: Double)
    -> [Double]
  {
    func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() }
    func frameTime(_ index: Int) -> Double { Double(index) / fps }
    let end = start + duration
    let endMilliseconds = milliseconds(duration)
    var times = [start]
    var previousMilliseconds = 0.0
    var index = Int(saturating: (start * fps).rounded(.down)) + 1
    while frameTime(index) < end {
      let offset = milliseconds(frameTime(index) - start)
      if offset > previousMilliseconds, offset < endMilliseconds {
        times.append(frameTime(index))
        previousMilliseconds = offset
      }
      index += 1
    }
    return times
  }

  func screenshotAfterAdvancing(to target: Double) -> Image {
    advance(to: target)
    let image = screenshot()
    if application.animationLog != nil { keepTimelineFrame(image) }
    return image
  }

  /// Writes the current ``screenshot()`` as a PNG file, atomically.
  ///
  /// - Parameter path: The file to create or replace; its directory must
  ///   exist.
  /// - Throws: ``RecordingError`` if the file cannot be written.
  public func writeScreenshot(to path: String) throws(RecordingError) {
    if let problem = OutputPath.problemCreatingFile(at: path) {
      throw RecordingError(problem)
    }
    let bytes: [UInt8]
    do {
      bytes = try screenshot().pngData()
    } catch {
      throw RecordingError("cannot encode the screenshot \"\(path)\": \(error)")
    }
    try OutputPath.writeAtomically(bytes, to: path)
  }
}
