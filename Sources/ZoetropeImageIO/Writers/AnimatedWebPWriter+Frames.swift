import CWebP
import ZoetropeGraphics

extension AnimatedWebPWriter {
  /// Compresses a frame that starts showing at `timestamp`.
  ///
  /// The image's scale is ignored; its pixel size must be the writer's.
  /// The frame is converted and compressed before this returns and is not
  /// kept.
  ///
  /// - Parameters:
  ///   - image: The frame, exactly ``pixelWidth`` × ``pixelHeight`` pixels.
  ///   - timestamp: When the frame starts, in seconds: finite, at least 0,
  ///     at most about 24 days, and at least 1 ms after the previous frame's.
  /// - Throws: ``ImageEncodingError``: `.sizeMismatch`, `.invalidTimestamp`,
  ///   `.writerFinished`, or `.encoderFailed` (which finishes the writer).
  public func append(_ image: Image, timestamp: Double) throws(ImageEncodingError) {
    guard let encoder, !isFinished else {
      throw ImageEncodingError(
        .writerFinished, "The animated WebP writer for \"\(path)\" is already finished")
    }
    guard image.pixelWidth == pixelWidth, image.pixelHeight == pixelHeight else {
      throw ImageEncodingError(
        .sizeMismatch,
        "Frame \(frameCount) is \(image.pixelWidth)×\(image.pixelHeight) pixels; the animation"
          + " \"\(path)\" is \(pixelWidth)×\(pixelHeight)")
    }
    let milliseconds = try checkedMilliseconds(timestamp, what: "Frame \(frameCount)'s timestamp")
    fillPicture(from: image)
    guard WebPAnimEncoderAdd(encoder, picture, milliseconds, &config) != 0 else {
      throw fail("add frame \(frameCount)", encoder)
    }
    lastTimestamp = milliseconds
    frameCount += 1
  }

  /// Ends the last frame at `endTimestamp`, assembles the animation and
  /// writes the file atomically.
  ///
  /// After this call, successful or not (except for a rejected
  /// `endTimestamp` or no frames, which change nothing), the writer is
  /// finished and frees its encoder.
  ///
  /// A file with a single frame is written by libwebp as a still WebP
  /// image, without an animation chunk: its duration is not kept (decoders
  /// report 0), which is how libwebp encodes a one-frame animation.
  ///
  /// - Parameter endTimestamp: When the last frame stops showing, in
  ///   seconds, at least 1 ms after its timestamp.
  /// - Throws: ``ImageEncodingError``: `.noFrames`, `.invalidTimestamp`,
  ///   `.writerFinished`, `.encoderFailed` or `.fileWriteFailed` (naming
  ///   the path; no file is left behind).
  public func finish(endTimestamp: Double) throws(ImageEncodingError) {
    guard let encoder, !isFinished else {
      throw ImageEncodingError(
        .writerFinished, "The animated WebP writer for \"\(path)\" is already finished")
    }
    guard frameCount > 0 else {
      throw ImageEncodingError(.noFrames, "The animation \"\(path)\" has no frames to write")
    }
    let end = try checkedMilliseconds(endTimestamp, what: "The end timestamp")
    defer { release() }
    var output = WebPData()
    defer { WebPDataClear(&output) }
    guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0,
      WebPAnimEncoderAssemble(encoder, &output) != 0
    else {
      throw fail("assemble", encoder)
    }
    guard let span else {
      try FileSystem.writeAtomically(
        UnsafeRawBufferPointer(start: output.bytes, count: output.size), toPath: path)
      return
    }
    try WebPChunks.write(output, label: span.label, to: path)
  }

  /// Converts seconds to whole milliseconds and checks they come after
  /// the previous frame.
  private func checkedMilliseconds(_ seconds: Double, what: String) throws(ImageEncodingError)
    -> Int32
  {
    var milliseconds = (seconds * 1000).rounded()
    if let span {
      let start = Double(span.firstFrame) / span.fps
      milliseconds =
        ((start + seconds) * 1000).rounded() - Double(span.milliseconds(atFrame: span.firstFrame))
    }
    guard milliseconds.isFinite, milliseconds >= 0, milliseconds <= Double(Int32.max) else {
      throw ImageEncodingError(
        .invalidTimestamp,
        "\(what) \(seconds) s is not a finite time from 0 to \(Int32.max / 1000) seconds")
    }
    let value = Int32(milliseconds)
    if let lastTimestamp, value <= lastTimestamp {
      throw ImageEncodingError(
        .invalidTimestamp,
        "\(what) \(seconds) s is not at least 1 ms after the previous frame's"
          + " \(Double(lastTimestamp) / 1000) s")
    }
    return value
  }

  /// Un-premultiplies the image into the reusable picture, in one pass.
  private func fillPicture(from image: Image) {
    guard let argb = picture.pointee.argb else {
      return
    }
    let stride = Int(picture.pointee.argb_stride)
    var invalid = false
    image.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<pixelHeight {
        let source = y * pixelWidth
        let row = argb + y * stride
        for x in 0..<pixelWidth {
          row[x] = PixelConversion.straightARGB(
            fromPremultiplied: pixels[source + x], invalid: &invalid)
        }
      }
    }
    PixelConversion.warnAboutInvalidPixels(invalid, encoding: "WebP frame \(frameCount)")
  }

  /// Finishes the writer after an encoder error and describes it.
  private func fail(_ what: String, _ encoder: OpaquePointer) -> ImageEncodingError {
    let message = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? ""
    release()
    return ImageEncodingError(
      .encoderFailed, "libwebp could not \(what) of \"\(path)\": \(message)")
  }
}
