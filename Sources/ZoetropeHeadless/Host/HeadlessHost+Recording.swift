import ZoetropeGraphics
import ZoetropeImageIO

// Recordings and screenshot files.
extension HeadlessHost {
  /// Records `duration` seconds from now: a frame at the current time, then
  /// one at every frame time `k / fps` before the end.
  ///
  /// The destination is checked before the first frame renders; an
  /// animated WebP is written only when the recording completes (never
  /// half a file). A progress bar appears on standard error for long
  /// recordings when it is a terminal.
  ///
  /// ```swift
  /// let host = HeadlessHost(app: Hello())
  /// host.run(try Script(parsing: "0.5 tap \"Animate\""))
  /// try host.record(to: .animatedWebP("hello.webp"), duration: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - destination: An animated WebP file or a directory of PNG frames.
  ///   - duration: The length in seconds, finite and > 0.
  ///   - showsProgress: Whether a progress bar may appear; true if omitted.
  /// - Returns: The number of frames written.
  /// - Throws: ``RecordingError`` for a bad duration, a destination that
  ///   cannot be written, or a failed encode or write.
  @discardableResult
  public func record(
    to destination: RecordingDestination, duration: Double, showsProgress: Bool = true
  ) throws(RecordingError) -> Int {
    guard duration.isFinite, duration > 0 else {
      throw RecordingError("cannot record \(duration) seconds: the duration must be > 0")
    }
    let start = time
    let end = start + duration
    var times = [start]
    var index = Int((start * fps).rounded(.down)) + 1
    while frameTime(index) < end {
      if frameTime(index) - start >= 0.001 {
        times.append(frameTime(index))
      }
      index += 1
    }
    let first = screenshotAfterAdvancing(to: start)
    let writer = try RecordingWriter(
      destination: destination, pixelWidth: first.pixelWidth, pixelHeight: first.pixelHeight)
    var progress = ProgressBar(
      total: times.count, label: "Recording \(destination)",
      isEnabled: showsProgress && ProgressBar(total: times.count, label: "").isEnabled)
    defer { progress.finish() }
    for (number, frameTime) in times.enumerated() {
      let image = number == 0 ? first : screenshotAfterAdvancing(to: frameTime)
      try writer.append(image, timestamp: frameTime - start)
      progress.update(done: number + 1)
    }
    try writer.finish(endTimestamp: duration)
    return times.count
  }

  private func screenshotAfterAdvancing(to target: Double) -> Image {
    advance(to: target)
    return screenshot()
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
