import ZoetropeGraphics

extension AnimatedPNGWriter {
  /// Adds a frame that starts showing at `timestamp`.
  ///
  /// The image's scale is ignored; its pixel size must be the writer's. A
  /// frame identical to the last stored one, or starting within the same
  /// millisecond, is not stored.
  ///
  /// - Parameters:
  ///   - image: The frame, exactly ``pixelWidth`` × ``pixelHeight`` pixels.
  ///   - timestamp: When the frame starts, in seconds: finite, at least 0,
  ///     at most about 24 days, and later than the previous frame's.
  /// - Throws: ``ImageEncodingError``: `.sizeMismatch`, `.invalidTimestamp`,
  ///   `.writerFinished`, or `.fileWriteFailed`/`.encoderFailed` (which
  ///   finish the writer and remove its temporary file).
  public func append(_ image: Image, timestamp: Double) throws(ImageEncodingError) {
    guard !isFinished, let file else {
      throw ImageEncodingError(
        .writerFinished, "The animated PNG \"\(path)\" is finished; it takes no more frames")
    }
    guard image.pixelWidth == pixelWidth, image.pixelHeight == pixelHeight else {
      throw ImageEncodingError(
        .sizeMismatch,
        "Frame \(frameCount) is \(image.pixelWidth)×\(image.pixelHeight) pixels; the animated"
          + " PNG \"\(path)\" is \(pixelWidth)×\(pixelHeight)")
    }
    try checkTimestamp(timestamp, what: "Frame \(frameCount)'s timestamp")
    frameCount += 1
    lastTimestamp = timestamp
    do {
      guard let first = firstTimestamp else {
        firstTimestamp = timestamp
        try store(image, in: (0, 0, pixelWidth, pixelHeight), file: file)
        return
      }
      let start = Self.milliseconds(timestamp - first)
      guard start > storedStart, let changed = changedRectangle(image) else { return }
      try patchDelay(start - storedStart, file: file)
      storedStart = start
      try store(image, in: changed, file: file)
    } catch {
      release()
      throw error
    }
  }

  /// Ends the last frame at `endTimestamp`, writes the frame count and
  /// renames the file into place.
  ///
  /// After this call, successful or not (except for a rejected
  /// `endTimestamp` or no frames, which change nothing), the writer is
  /// finished. The last frame lasts at least 1 ms.
  ///
  /// - Parameter endTimestamp: When the last frame stops showing, in
  ///   seconds; not before the last frame's timestamp.
  /// - Throws: ``ImageEncodingError``: `.noFrames`, `.invalidTimestamp`,
  ///   `.writerFinished`, `.fileWriteFailed` (the path is then left as it
  ///   was).
  public func finish(endTimestamp: Double) throws(ImageEncodingError) {
    guard !isFinished, let file else {
      throw ImageEncodingError(.writerFinished, "The animated PNG \"\(path)\" is already finished")
    }
    guard let first = firstTimestamp, let last = lastTimestamp else {
      throw ImageEncodingError(.noFrames, "The animated PNG \"\(path)\" has no frames to write")
    }
    guard endTimestamp.isFinite, endTimestamp >= last else {
      throw ImageEncodingError(
        .invalidTimestamp,
        "The end timestamp \(endTimestamp) is before the last frame's (\(last))")
    }
    defer { release() }
    try patchDelay(max(Self.milliseconds(endTimestamp - first) - storedStart, 1), file: file)
    try file.overwrite(
      APNGChunks.animationControl(frames: storedFrameCount, plays: 0),
      at: animationControlOffset)
    try file.write(APNGChunks.chunk("IEND", []))
    try file.commit()
  }

  /// Seconds as whole milliseconds.
  static func milliseconds(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

  /// Checks that a timestamp is a time after the previous frame's.
  private func checkTimestamp(_ timestamp: Double, what: String) throws(ImageEncodingError) {
    guard timestamp.isFinite, timestamp >= 0, timestamp < 2_000_000,
      lastTimestamp.map({ timestamp > $0 }) ?? true
    else {
      throw ImageEncodingError(
        .invalidTimestamp,
        "\(what) \(timestamp) must be a time in seconds from 0 to 2,000,000, after the previous"
          + " frame's (\(lastTimestamp.map { "\($0)" } ?? "none"))")
    }
  }

  /// The smallest rectangle holding every pixel that differs from the
  /// last stored frame, or nil if none does.
  private func changedRectangle(_ image: Image) -> (Int, Int, Int, Int)? {
    var (minX, minY, maxX, maxY) = (pixelWidth, pixelHeight, -1, -1)
    image.pixels.withUnsafeBufferPointer { pixels in
      previous.withUnsafeBufferPointer { previous in
        for y in 0..<pixelHeight {
          let row = y * pixelWidth
          guard
            let first = (0..<pixelWidth).first(where: { pixels[row + $0] != previous[row + $0] })
          else { continue }
          let last = (first..<pixelWidth).last { pixels[row + $0] != previous[row + $0] } ?? first
          (minX, maxX) = (min(minX, first), max(maxX, last))
          (minY, maxY) = (min(minY, y), y)
        }
      }
    }
    return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  /// Writes `rectangle` of `image` as the next frame: `fcTL` (its delay
  /// patched later), then `IDAT` for the first frame or `fdAT`.
  private func store(
    _ image: Image, in rectangle: (x: Int, y: Int, width: Int, height: Int),
    file: AtomicFileStream
  ) throws(ImageEncodingError) {
    var pixels: [UInt32] = []
    pixels.reserveCapacity(rectangle.width * rectangle.height)
    for y in rectangle.y..<rectangle.y + rectangle.height {
      let row = y * pixelWidth + rectangle.x
      pixels += image.pixels[row..<row + rectangle.width]
    }
    let png = try Image.pngData(
      rows: PNGRows.straightRows(of: pixels, opaque: false), width: rectangle.width,
      height: rectangle.height, alpha: true)
    let control = APNGChunks.FrameControl(
      sequence: sequence, x: rectangle.x, y: rectangle.y, width: rectangle.width,
      height: rectangle.height)
    lastControl = (file.position, control)
    var bytes = APNGChunks.frameControl(control)
    sequence += 1
    for data in APNGChunks.imageData(ofPNG: png) {
      if storedFrameCount == 0 {
        bytes += APNGChunks.chunk("IDAT", data)
      } else {
        bytes += APNGChunks.chunk("fdAT", APNGChunks.bigEndian(sequence) + data)
        sequence += 1
      }
    }
    try file.write(bytes)
    storedFrameCount += 1
    previous = image.pixels
  }

  /// Sets the last stored frame's delay, in milliseconds.
  private func patchDelay(_ milliseconds: Int, file: AtomicFileStream) throws(ImageEncodingError) {
    guard var last = lastControl else { return }
    last.frame.delay = milliseconds
    lastControl = last
    try file.overwrite(APNGChunks.frameControl(last.frame), at: last.offset)
  }
}
