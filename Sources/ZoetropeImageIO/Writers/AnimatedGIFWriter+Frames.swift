import ZoetropeGraphics

extension AnimatedGIFWriter {
  /// Adds a frame that starts showing at `timestamp`.
  ///
  /// The image's scale is ignored; its pixel size must be the writer's.
  /// The frame is compared with the newest stored one: one that starts
  /// less than 2 cs after it, or is identical to it, is merged into it
  /// (not stored); otherwise the newest stored frame is written now that
  /// its length is known, and this one waits for its own.
  ///
  /// - Parameters:
  ///   - image: The frame, exactly ``pixelWidth`` × ``pixelHeight`` pixels.
  ///   - timestamp: When the frame starts, in seconds: finite, at least 0,
  ///     at most about 24 days, and later than the previous frame's.
  /// - Throws: ``ImageEncodingError``: `.sizeMismatch`, `.invalidTimestamp`,
  ///   `.writerFinished`, or `.fileWriteFailed` (which finishes the writer
  ///   and removes its temporary file).
  public func append(_ image: Image, timestamp: Double) throws(ImageEncodingError) {
    try checkNotFinished()
    guard image.pixelWidth == pixelWidth, image.pixelHeight == pixelHeight else {
      throw ImageEncodingError(
        .sizeMismatch,
        "Frame \(frameCount) is \(image.pixelWidth)×\(image.pixelHeight) pixels; the animation"
          + " \"\(path)\" is \(pixelWidth)×\(pixelHeight)")
    }
    try checkTimestamp(timestamp, what: "Frame \(frameCount)'s timestamp")
    let start = centiseconds(timestamp)
    let number = frameCount
    frameCount += 1
    lastTimestamp = timestamp
    // Taken out of the property so the buffers are uniquely referenced and
    // mutated in place.
    var canvas = canvas.take() ?? newCanvas()
    defer { if !isFinished { self.canvas = canvas } }
    if firstTimestamp == nil {
      firstTimestamp = timestamp
      load(image, into: &canvas, number: number)
      canvas.keepIncoming()
      return
    }
    guard start - pendingStart >= 2 else { return }
    load(image, into: &canvas, number: number)
    guard canvas.incomingChanges() != nil else { return }
    let vanishing = canvas.incomingVanishings()
    try writePending(
      &canvas, delay: start - pendingStart, disposal: vanishing == nil ? 1 : 2, covering: vanishing)
    canvas.advance()
    pendingStart = start
  }

  /// Writes the last frame, ending it at `endTimestamp`, and renames the
  /// file into place.
  ///
  /// After this call, successful or not (except for a rejected
  /// `endTimestamp` or no frames, which change nothing), the writer is
  /// finished. A last frame that would show less than 2 cs is not stored:
  /// the frame before it shows until the end.
  ///
  /// - Parameter endTimestamp: When the last frame stops showing, in
  ///   seconds, later than its timestamp.
  /// - Throws: ``ImageEncodingError``: `.noFrames`, `.invalidTimestamp`,
  ///   `.writerFinished` or `.fileWriteFailed` (naming the path; no file is
  ///   left behind).
  public func finish(endTimestamp: Double) throws(ImageEncodingError) {
    try checkNotFinished()
    guard frameCount > 0, canvas != nil, let file else {
      throw ImageEncodingError(.noFrames, "The animation \"\(path)\" has no frames to write")
    }
    try checkTimestamp(endTimestamp, what: "The end timestamp")
    defer { release() }
    guard var canvas = canvas.take() else { return }
    let delay = centiseconds(endTimestamp) - pendingStart
    if delay < 2, let lastDelay {
      let value = min(lastDelay.value + delay, 65535)
      try file.overwrite(GIFBlocks.bytes16(value), at: lastDelay.offset)
    } else {
      try writePending(&canvas, delay: delay, disposal: 1, covering: nil)
    }
    try file.write(GIFBlocks.trailer)
    try file.overwrite(
      encoder.global.tableBytes(size: 256), at: GIFBlocks.globalTableOffset)
    try file.commit()
  }

  /// Throws `.writerFinished` once finished.
  private func checkNotFinished() throws(ImageEncodingError) {
    guard !isFinished, file != nil else {
      throw ImageEncodingError(
        .writerFinished, "The animated GIF writer for \"\(path)\" is already finished")
    }
  }

  /// Checks that a time is usable and after the previous frame's.
  private func checkTimestamp(_ seconds: Double, what: String) throws(ImageEncodingError) {
    let limit = Double(Int32.max) / 1000
    guard seconds.isFinite, seconds >= 0, seconds <= limit else {
      throw ImageEncodingError(
        .invalidTimestamp,
        "\(what) \(seconds) s is not a finite time from 0 to \(Int32.max / 1000) seconds")
    }
    if let lastTimestamp, seconds <= lastTimestamp {
      throw ImageEncodingError(
        .invalidTimestamp,
        "\(what) \(seconds) s is not after the previous frame's \(lastTimestamp) s")
    }
  }

  /// A time in whole centiseconds from the first frame.
  ///
  /// It is rounded, so the rounding of one frame's start never carries
  /// into the next. With a span, the run's time is rounded, so chunks'
  /// delays add up as one run's.
  private func centiseconds(_ seconds: Double) -> Int {
    let elapsed = seconds - (firstTimestamp ?? seconds)
    guard let span else { return Int((elapsed * 100).rounded()) }
    let start = Double(span.firstFrame) / span.fps
    return Int(((start + elapsed) * 100).rounded()) - span.centiseconds(atFrame: span.firstFrame)
  }

  private func newCanvas() -> GIFCanvas {
    GIFCanvas(width: pixelWidth, height: pixelHeight)
  }

  private func load(_ image: Image, into canvas: inout GIFCanvas, number: Int) {
    let invalid = canvas.load(image)
    PixelConversion.warnAboutInvalidPixels(invalid, encoding: "GIF frame \(number)")
  }

  /// Writes the pending frame: the rectangle that changed since the
  /// displayed one (with what the last disposal cleared and what this
  /// one's disposal must clear), showing for `delay` centiseconds.
  private func writePending(
    _ canvas: inout GIFCanvas, delay: Int, disposal: Int, covering vanishing: GIFRect?
  ) throws(ImageEncodingError) {
    guard let file else { return }
    let isFirst = storedFrameCount == 0
    let whole = GIFRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    let changed =
      isFirst ? whole : canvas.pendingChanges() ?? GIFRect(x: 0, y: 0, width: 1, height: 1)
    let rect = changed.union(cleared).union(vanishing)
    // Delays over GIF's 65535 cs are split into even parts, the first
    // the frame and the rest frames that keep every pixel.
    let parts = max(1, (delay + 65534) / 65535)
    let frame = GIFFrameEncoder.Frame(
      pixels: canvas.pending, previous: isFirst ? nil : canvas.displayed, width: pixelWidth,
      rect: rect, cleared: cleared, mustCover: vanishing)
    if let cleared { canvas.clearShown(cleared) }
    var stored = rect
    for part in 0..<parts {
      let length = delay / parts + (part < delay % parts ? 1 : 0)
      let partDisposal = part == parts - 1 ? disposal : 1
      output.removeAll(keepingCapacity: true)
      let offset: Int
      if part == 0 {
        (offset, stored) = encoder.encode(
          frame, shown: &canvas.shown, disposal: partDisposal, delay: length, into: &output)
      } else {
        offset = encoder.encodeUnchanged(
          rect: partDisposal == 2 ? stored : GIFRect(x: 0, y: 0, width: 1, height: 1),
          disposal: partDisposal, delay: length, into: &output)
      }
      let base = file.position
      do {
        try file.write(output)
      } catch {
        release()
        throw error
      }
      lastDelay = (base + offset, length)
    }
    storedFrameCount += 1
    cleared = disposal == 2 ? stored : nil
  }
}
