import CFFmpeg

#if canImport(Glibc)
import Glibc
#endif

// Each format's join: read the chunks' facts, check them, write.
extension RecordingJoin {
  /// MP4 chunks: H.264 packets copied by libavformat.
  static func joinMP4(_ chunks: [String], to path: String) throws(ImageEncodingError)
    -> RecordingSpan
  {
    try MP4Limits.checkLibraries()
    var parts: [Part] = []
    var parameterSets: [String: [UInt8]] = [:]
    for chunk in chunks {
      var info = zt_mp4_info()
      var error = [CChar](repeating: 0, count: 512)
      guard zt_mp4_read_info("file:" + chunk, &info, &error, error.count) == 0 else {
        throw ImageEncodingError(
          .chunksDoNotFit, "Cannot join \"\(chunk)\": \(MP4Limits.message(error))")
      }
      let comment = withUnsafeBytes(of: info.comment) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      let span = try span(of: chunk, label: comment)
      guard info.is_h264 != 0, info.streams == 1 else {
        throw misfit("\"\(chunk)\" is not a one-stream H.264 video as Zoetrope records")
      }
      guard info.frames == Int64(span.frameCount) else {
        throw misfit(
          "\"\(chunk)\" holds \(info.frames) frames but says it holds \(span.frameCount)"
            + " (\(span.label)): it is damaged")
      }
      guard info.starts_with_keyframe != 0 else {
        throw misfit("\"\(chunk)\" does not start on a keyframe, so it cannot follow another")
      }
      parameterSets[chunk] = withUnsafeBytes(of: info.extradata) {
        Array($0.prefix(Int(info.extradata_size)))
      }
      parts.append(
        Part(path: chunk, span: span, width: Int(info.width), height: Int(info.height)))
    }
    let (sorted, span) = try check(parts)
    let first = sorted[0].path
    if let other = sorted.first(where: { parameterSets[$0.path] != parameterSets[first] }) {
      throw misfit(
        "\"\(other.path)\" was encoded with other settings than \"\(first)\" (another"
          + " --quality or FFmpeg?): their H.264 parameter sets differ")
    }
    let file = try AtomicFileStream(path: path)
    var error = [CChar](repeating: 0, count: 512)
    let inputs = sorted.map { "file:" + $0.path }
    let status = withCStrings(inputs) { pointers in
      zt_mp4_join(
        "file:" + file.temporary, pointers, Int32(pointers.count), span.label, &error,
        error.count)
    }
    guard status == 0 else {
      file.abandon()
      throw ImageEncodingError(
        .encoderFailed, "Cannot write the MP4 \"\(path)\": \(MP4Limits.message(error))")
    }
    try file.commit()
    return span
  }

  /// GIF chunks: frames appended, read one chunk at a time.
  static func joinGIF(_ chunks: [String], to path: String, failingAfter: Int?)
    throws(ImageEncodingError) -> RecordingSpan
  {
    var parts: [Part] = []
    var clean: [String: Bool] = [:]
    for chunk in chunks {
      let read = try GIFChunks.read(chunk)
      let span = try span(of: chunk, label: read.label)
      parts.append(Part(path: chunk, span: span, width: read.width, height: read.height))
      clean[chunk] = GIFChunks.startsClean(read)
    }
    let (sorted, span) = try check(parts)
    // Alone, a chunk starts over a clear canvas; after another, that
    // chunk's last frame would show through its first's transparent
    // pixels.
    if let part = sorted.dropFirst().first(where: { clean[$0.path] != true }) {
      throw misfit(
        "\"\(part.path)\"'s first frame has transparent pixels, which would show the chunk"
          + " before it: GIF chunks of an app with transparency cannot be joined")
    }
    let first = try GIFChunks.read(sorted[0].path)
    let file = try AtomicFileStream(path: path)
    file.failingAfter = failingAfter
    try file.write(GIFChunks.header(first, label: span.label))
    for part in sorted {
      try file.write(GIFChunks.frames(of: try GIFChunks.read(part.path), after: first))
    }
    try file.write(GIFBlocks.trailer)
    try file.commit()
    return span
  }

  /// Animated WebP chunks: frames appended by libwebpmux.
  static func joinWebP(_ chunks: [String], to path: String) throws(ImageEncodingError)
    -> RecordingSpan
  {
    var parts: [Part] = []
    var durations: [String: [Int]] = [:]
    for chunk in chunks {
      let read = try WebPChunks.read(chunk)
      let span = try span(of: chunk, label: read.label)
      parts.append(Part(path: chunk, span: span, width: read.width, height: read.height))
      if let frame = read.frames.first, frame.width != read.width || frame.height != read.height {
        throw misfit(
          "\"\(chunk)\"'s first frame does not cover the canvas (the app has transparent edges),"
            + " so the chunk before it would show: such WebP chunks cannot be joined")
      }
      let length =
        span.milliseconds(atFrame: span.lastFrame + 1)
        - span.milliseconds(atFrame: span.firstFrame)
      durations[chunk] = read.frames.count == 1 ? [length] : read.frames.map(\.duration)
    }
    let (sorted, span) = try check(parts)
    try WebPChunks.join(
      sorted.map(\.path), durations: sorted.flatMap { durations[$0.path] ?? [] },
      label: span.label, to: path)
    return span
  }

  /// Calls `body` with C strings of `strings`, valid during the call.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> Result
  ) -> Result {
    let copies = strings.map { strdup($0) }
    defer {
      for copy in copies { free(copy) }
    }
    return body(copies.map { UnsafePointer($0) })
  }
}
