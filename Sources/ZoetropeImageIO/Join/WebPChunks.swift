import CWebP

/// Animated WebP chunks of a recording: the span label in a `ZTFR` chunk,
/// and frames appended from several files into one (libwebpmux; the
/// frames' compressed bitstreams are copied, not re-encoded).
///
/// Every libwebpmux call of the joiner is here.
enum WebPChunks {
  /// The chunk holding a ``RecordingSpan``'s label.
  static let tag = "ZTFR"

  /// One chunk file read: its canvas, loop count and frames.
  struct Chunk {
    var width: Int
    var height: Int
    var loopCount: Int
    var label: String?
    /// Each frame's rectangle and duration (ms); the first's decides
    /// whether the chunk can follow another.
    var frames: [(x: Int, y: Int, width: Int, height: Int, duration: Int)]
  }

  /// Writes `animation` with a `ZTFR` chunk holding `label`, atomically.
  static func write(_ animation: WebPData, label: String, to path: String)
    throws(ImageEncodingError)
  {
    var input = animation
    guard let mux = WebPMuxCreate(&input, 0) else {
      throw ImageEncodingError(.encoderFailed, "libwebp could not read back \"\(path)\"")
    }
    defer { WebPMuxDelete(mux) }
    try setLabel(label, in: mux, path: path)
    try assemble(mux, to: path)
  }

  /// Reads a chunk file's canvas, label and frames.
  static func read(_ path: String) throws(ImageEncodingError) -> Chunk {
    try withMux(path) { mux throws(ImageEncodingError) in
      var width: Int32 = 0
      var height: Int32 = 0
      var count: Int32 = 0
      var parameters = WebPMuxAnimParams()
      _ = WebPMuxGetCanvasSize(mux, &width, &height)
      _ = WebPMuxNumChunks(mux, WEBP_CHUNK_IMAGE, &count)
      let still = count > 0
      if !still { _ = WebPMuxNumChunks(mux, WEBP_CHUNK_ANMF, &count) }
      let hasAnimation = WebPMuxGetAnimationParams(mux, &parameters) == WEBP_MUX_OK
      var chunk = Chunk(
        width: Int(width), height: Int(height),
        loopCount: hasAnimation ? Int(parameters.loop_count) : 0, label: label(in: mux),
        frames: [])
      for index in 0..<Int(count) {
        var frame = WebPMuxFrameInfo()
        guard WebPMuxGetFrame(mux, UInt32(index + 1), &frame) == WEBP_MUX_OK else {
          throw unreadable(path, "frame \(index + 1) cannot be read")
        }
        var features = WebPBitstreamFeatures()
        _ = WebPGetFeatures(frame.bitstream.bytes, frame.bitstream.size, &features)
        WebPDataClear(&frame.bitstream)
        chunk.frames.append(
          (
            Int(frame.x_offset), Int(frame.y_offset), Int(features.width), Int(features.height),
            Int(frame.duration)
          ))
      }
      return chunk
    }
  }

  /// Writes the frames of `paths` one after another into `path`, with
  /// the canvas and loop count of the first, `durations` for the frames
  /// in order (a one-frame chunk stores none), and `label`.
  static func join(_ paths: [String], durations: [Int], label: String, to path: String)
    throws(ImageEncodingError)
  {
    guard let output = WebPMuxNew() else {
      throw ImageEncodingError(.encoderFailed, "libwebp could not start \"\(path)\"")
    }
    defer { WebPMuxDelete(output) }
    var next = 0
    for (number, chunkPath) in paths.enumerated() {
      try withMux(chunkPath) { mux throws(ImageEncodingError) in
        if number == 0 { try copyCanvas(from: mux, to: output, path: path) }
        var count: Int32 = 0
        _ = WebPMuxNumChunks(mux, WEBP_CHUNK_ANMF, &count)
        for index in 0..<max(Int(count), 1) {
          var frame = WebPMuxFrameInfo()
          guard WebPMuxGetFrame(mux, UInt32(index + 1), &frame) == WEBP_MUX_OK else {
            throw unreadable(chunkPath, "frame \(index + 1) cannot be read")
          }
          defer { WebPDataClear(&frame.bitstream) }
          frame.id = WEBP_CHUNK_ANMF
          frame.duration = Int32(durations[next])
          // Over the transparent canvas a chunk starts from, blending
          // changes nothing; after another chunk it would.
          if index == 0 { frame.blend_method = WEBP_MUX_NO_BLEND }
          next += 1
          guard WebPMuxPushFrame(output, &frame, 1) == WEBP_MUX_OK else {
            throw ImageEncodingError(.encoderFailed, "libwebp could not add a frame to \"\(path)\"")
          }
        }
      }
    }
    try setLabel(label, in: output, path: path)
    try assemble(output, to: path)
  }

  /// Gives `output` the canvas size and loop count of `mux`.
  private static func copyCanvas(from mux: OpaquePointer, to output: OpaquePointer, path: String)
    throws(ImageEncodingError)
  {
    var width: Int32 = 0
    var height: Int32 = 0
    var parameters = WebPMuxAnimParams(bgcolor: 0, loop_count: 0)
    _ = WebPMuxGetCanvasSize(mux, &width, &height)
    _ = WebPMuxGetAnimationParams(mux, &parameters)
    guard WebPMuxSetCanvasSize(output, width, height) == WEBP_MUX_OK,
      WebPMuxSetAnimationParams(output, &parameters) == WEBP_MUX_OK
    else {
      throw ImageEncodingError(.encoderFailed, "libwebp refused the canvas of \"\(path)\"")
    }
  }

  /// Runs `body` on the mux of the file at `path`.
  private static func withMux<Result>(
    _ path: String, _ body: (OpaquePointer) throws(ImageEncodingError) -> Result
  ) throws(ImageEncodingError) -> Result {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readFile(atPath: path, limit: 1 << 31)
    } catch {
      throw unreadable(path, error.description)
    }
    return try bytes.withUnsafeBufferPointer { buffer throws(ImageEncodingError) in
      var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      guard let mux = WebPMuxCreate(&data, 0) else {
        throw unreadable(path, "it is not a WebP file")
      }
      defer { WebPMuxDelete(mux) }
      return try body(mux)
    }
  }

  /// The `ZTFR` chunk's text, if any.
  private static func label(in mux: OpaquePointer) -> String? {
    var data = WebPData()
    guard WebPMuxGetChunk(mux, tag, &data) == WEBP_MUX_OK, let bytes = data.bytes else {
      return nil
    }
    return String(decoding: UnsafeBufferPointer(start: bytes, count: data.size), as: UTF8.self)
  }

  private static func setLabel(_ label: String, in mux: OpaquePointer, path: String)
    throws(ImageEncodingError)
  {
    let bytes = Array(label.utf8)
    let status = bytes.withUnsafeBufferPointer { buffer in
      var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      return WebPMuxSetChunk(mux, tag, &data, 1)
    }
    guard status == WEBP_MUX_OK else {
      throw ImageEncodingError(.encoderFailed, "libwebp could not label \"\(path)\"")
    }
  }

  private static func assemble(_ mux: OpaquePointer, to path: String) throws(ImageEncodingError) {
    var output = WebPData()
    defer { WebPDataClear(&output) }
    guard WebPMuxAssemble(mux, &output) == WEBP_MUX_OK else {
      throw ImageEncodingError(.encoderFailed, "libwebp could not assemble \"\(path)\"")
    }
    try FileSystem.writeAtomically(
      UnsafeRawBufferPointer(start: output.bytes, count: output.size), toPath: path)
  }

  private static func unreadable(_ path: String, _ reason: String) -> ImageEncodingError {
    ImageEncodingError(.chunksDoNotFit, "Cannot join \"\(path)\": \(reason)")
  }
}
