import CFFmpeg
import ZoetropeGraphics

extension MP4Writer {
  /// Encodes a frame that starts showing at `timestamp`.
  ///
  /// The video has a constant rate and starts with the first frame: a
  /// frame takes the slot `(timestamp − first timestamp) × fps`, rounded. A frame whose slot is not after the
  /// previous frame's is left out (the earlier one shows); slots skipped
  /// repeat the previous frame (x264 stores a repeat in a few bytes). The
  /// image's scale is ignored; its pixel size must be the writer's.
  ///
  /// - Parameters:
  ///   - image: The frame, exactly ``pixelWidth`` × ``pixelHeight`` pixels.
  ///   - timestamp: When it starts, in seconds: finite, at least 0, and
  ///     less than a million frames' time.
  /// - Throws: ``ImageEncodingError``: `.sizeMismatch`, `.invalidTimestamp`,
  ///   `.writerFinished`, or `.encoderFailed` (which finishes the writer
  ///   and removes its temporary file).
  public func append(_ image: Image, timestamp: Double) throws(ImageEncodingError) {
    guard !isFinished, let encoder else {
      throw ImageEncodingError(
        .writerFinished, "The MP4 \"\(path)\" is finished; it takes no more frames")
    }
    guard image.pixelWidth == pixelWidth, image.pixelHeight == pixelHeight else {
      throw ImageEncodingError(
        .sizeMismatch,
        "Frame \(frameCount) is \(image.pixelWidth)×\(image.pixelHeight) pixels; the MP4"
          + " \"\(path)\" is \(pixelWidth)×\(pixelHeight)")
    }
    let slot = try self.slot(of: timestamp, what: "Frame \(frameCount)'s timestamp")
    guard slot > lastSlot else { return }
    if firstTimestamp == nil { firstTimestamp = timestamp }
    try repeatLastFrame(before: slot, encoder: encoder)
    try encode(image, slot: slot, encoder: encoder)
  }

  /// Drains the encoder, writes the index at the front of the file and
  /// renames it into place.
  ///
  /// The last frame lasts one frame time, or until `endTimestamp`'s slot
  /// if that is later (the frame is repeated up to there, so the video
  /// lasts that long). After this call, successful or not (except for a
  /// rejected `endTimestamp` or no frames, which change nothing), the
  /// writer is finished.
  ///
  /// - Parameter endTimestamp: When the last frame stops showing, in
  ///   seconds; not before the last frame's timestamp.
  /// - Throws: ``ImageEncodingError``: `.noFrames`, `.invalidTimestamp`,
  ///   `.writerFinished`, `.encoderFailed` or `.fileWriteFailed` (the
  ///   path is then left as it was).
  public func finish(endTimestamp: Double) throws(ImageEncodingError) {
    guard !isFinished, let encoder, let file else {
      throw ImageEncodingError(.writerFinished, "The MP4 \"\(path)\" is already finished")
    }
    guard lastImage != nil else {
      throw ImageEncodingError(.noFrames, "The MP4 \"\(path)\" has no frames to write")
    }
    let end = try slot(of: endTimestamp, what: "The MP4's end timestamp")
    guard end >= lastSlot else {
      throw ImageEncodingError(
        .invalidTimestamp,
        "The MP4's end timestamp \(endTimestamp) is before its last frame's"
          + " (\(Double(lastSlot) / fps) s)")
    }
    try repeatLastFrame(before: end, encoder: encoder)
    var error = [CChar](repeating: 0, count: 512)
    guard zt_mp4_finish(encoder, &error, error.count) == 0 else {
      release()
      throw ImageEncodingError(
        .encoderFailed, "Cannot write the MP4 \"\(path)\": \(MP4Limits.message(error))")
    }
    zt_mp4_free(encoder)
    self.encoder = nil
    defer { release() }
    try file.commit()
  }

  /// The frame slot of `timestamp`: its time after the first frame's (0
  /// for the first frame) × fps, rounded.
  private func slot(of timestamp: Double, what: String) throws(ImageEncodingError) -> Int64 {
    let slot = ((timestamp - (firstTimestamp ?? timestamp)) * fps).rounded()
    guard timestamp.isFinite, timestamp >= 0, slot < 1e6, slot >= -1e6 else {
      throw ImageEncodingError(
        .invalidTimestamp,
        "\(what) \(timestamp) is not a time from 0 up to a million frames (\(1e6 / fps) s)")
    }
    return Int64(slot)
  }

  /// Sends the last frame again for each slot from the next one to
  /// before `slot`.
  private func repeatLastFrame(
    before slot: Int64, encoder: OpaquePointer
  ) throws(ImageEncodingError) {
    guard let lastImage else { return }
    while lastSlot + 1 < slot {
      try encode(lastImage, slot: lastSlot + 1, encoder: encoder)
    }
  }

  /// Sends a frame to the encoder at `slot`.
  private func encode(
    _ image: Image, slot: Int64, encoder: OpaquePointer
  ) throws(ImageEncodingError) {
    var error = [CChar](repeating: 0, count: 512)
    let status = image.pixels.withUnsafeBytes { bytes in
      zt_mp4_write(
        encoder, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), pixelWidth * 4, slot,
        &error, error.count)
    }
    guard status == 0 else {
      release()
      throw ImageEncodingError(
        .encoderFailed, "Cannot write the MP4 \"\(path)\": \(MP4Limits.message(error))")
    }
    lastSlot = slot
    lastImage = image
    frameCount += 1
  }
}
