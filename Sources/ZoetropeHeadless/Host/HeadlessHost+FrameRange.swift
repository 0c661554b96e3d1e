import ZoetropeImageIO

/// The frames of one recording: their times, the recording's start and
/// end, and the first PNG frame's number.
struct RecordingFrames {
  /// Each frame's time, increasing; never empty.
  var times: [Double]
  /// The time the recording's timestamps count from.
  var start: Double
  /// When the last frame stops showing.
  var end: Double
  /// The first PNG frame's number.
  var firstNumber: Int
  /// Whether the frames are frames `firstNumber - 1 ...` of a run from
  /// time 0, one every `1 / fps` (a range, or a recording from 0).
  var isSpan: Bool

  /// Which frames of the run these are, for `RecordingJoin`, if they are
  /// a run's consecutive frames.
  func span(fps: Double) -> RecordingSpan? {
    isSpan ? RecordingSpan(firstFrame: firstNumber - 1, frameCount: times.count, fps: fps) : nil
  }
}

// Part of a whole run: frames A...B, for chunks rendered apart and joined.
extension HeadlessHost {
  /// Records frames `frames` of a run from time 0: exactly the frames a
  /// whole recording would have at those indices.
  ///
  /// Frame `k` shows time `k / fps`. Every frame before the range still
  /// runs (timers, display links, scripted input, animations, seeded
  /// randomness, emitters' birth history: all reach frame A as in a whole
  /// run), but none is rendered or encoded, so a chunk costs its own
  /// frames' rendering plus the app's own work for the frames before. The
  /// recording's timestamps count from frame A; PNG frames keep the whole
  /// run's numbers (frame `k` is file number `k + 1`), so chunks' frames
  /// can be put in one folder. An MP4, GIF or WebP chunk says which frames
  /// it holds (`RecordingSpan`), so `RecordingJoin` (`zoetrope-join`) can
  /// join chunks into one file. Script commands after the range never
  /// run, without a warning (a chunk ends before the script does).
  ///
  /// ```swift
  /// let host = HeadlessHost(app: Hello())
  /// try host.run(script: "0.5 tap \"Animate\"")
  /// try host.record(to: .mp4("chunk-2.mp4"), frames: 600...1199)
  /// ```
  ///
  /// - Parameters:
  ///   - destination: An animated WebP or GIF file, an MP4, or a
  ///     directory of PNG frames.
  ///   - frames: Frame indices from 0, fewer than
  ///     ``maximumRecordingFrames``; the host must not have run past the
  ///     first.
  ///   - showsProgress: Whether a progress bar may appear; true if omitted.
  ///   - allowsLowDiskSpace: Whether to record even when the output likely
  ///     does not fit on the disk (`--force`); false if omitted.
  /// - Returns: The number of frames written.
  /// - Throws: ``RecordingError`` for a range out of bounds or already
  ///   passed, and as ``record(to:duration:showsProgress:allowsLowDiskSpace:)``.
  @discardableResult
  public func record(
    to destination: RecordingDestination, frames: ClosedRange<Int>, showsProgress: Bool = true,
    allowsLowDiskSpace: Bool = false
  ) throws(RecordingError) -> Int {
    guard frames.lowerBound >= 0, frames.upperBound < Self.maximumRecordingFrames else {
      throw RecordingError(
        "cannot record frames \(frames.lowerBound)...\(frames.upperBound): frames are numbered"
          + " 0...\(Self.maximumRecordingFrames - 1)")
    }
    let start = frameTime(frames.lowerBound)
    guard nextFrame <= frames.lowerBound, time <= start else {
      throw RecordingError(
        "cannot record from frame \(frames.lowerBound) (\(start) s): the host is already at"
          + " \(time) s")
    }
    if let problem = destination.problem {
      throw RecordingError(problem)
    }
    if case .pngFrames = destination.representation,
      let problem = destination.problem(forFrameCount: frames.upperBound + 1)
    {
      throw RecordingError("cannot record to \(destination): \(problem)")
    }
    advance(to: start)
    let count = try record(
      RecordingFrames(
        times: frames.map(frameTime), start: start, end: frameTime(frames.upperBound + 1),
        firstNumber: frames.lowerBound + 1, isSpan: true),
      to: destination, showsProgress: showsProgress, allowsLowDiskSpace: allowsLowDiskSpace)
    _ = pendingCommands.removeAll()
    return count
  }
}
