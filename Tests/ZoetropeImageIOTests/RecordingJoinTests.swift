import CFFmpeg
import Foundation
import Testing
import VideoTestSupport
import ZoetropeGraphics

@testable import ZoetropeImageIO

/// Chunks of one recording joined without re-encoding: MP4 chunks decode
/// to the one-process video's frames at the seams, GIF and WebP frames
/// are the chunks' own, durations add up as one run's, and chunks that do
/// not fit are refused, leaving no file.
@Suite struct RecordingJoinTests {
  /// Frames `span` of the test animation (MP4WriterTests' moving box),
  /// written to `path` by the writer its extension names.
  static func record(
    _ span: RecordingSpan, to path: String, quality: Int = 0, width: Int = 64, height: Int = 48,
    label: Bool = true
  ) throws {
    let label = label ? span : nil
    let frames = span.firstFrame...span.lastFrame
    func time(_ index: Int) -> Double { Double(index - span.firstFrame) / span.fps }
    let end = time(span.lastFrame + 1)
    switch path.split(separator: ".").last {
    case "mp4":
      let writer = try MP4Writer(
        path: path, pixelWidth: width, pixelHeight: height, fps: span.fps, quality: quality,
        span: label)
      for index in frames {
        try writer.append(try MP4WriterTests.frame(index, width, height), timestamp: time(index))
      }
      try writer.finish(endTimestamp: end)
    case "gif":
      let writer = try AnimatedGIFWriter(
        path: path, pixelWidth: width, pixelHeight: height, span: label)
      for index in frames {
        try writer.append(try MP4WriterTests.frame(index, width, height), timestamp: time(index))
      }
      try writer.finish(endTimestamp: end)
    default:
      let writer = try AnimatedWebPWriter(
        path: path, pixelWidth: width, pixelHeight: height, span: label)
      for index in frames {
        try writer.append(try MP4WriterTests.frame(index, width, height), timestamp: time(index))
      }
      try writer.finish(endTimestamp: end)
    }
  }

  /// Four chunks of 40 frames at 30 fps: 0...9, 10...19, 20...29, 30...39.
  static func chunks(_ kind: String, in directory: URL, quality: Int = 0) throws -> [String] {
    try (0..<4).map { index in
      let path = directory.appendingPathComponent("chunk-\(index).\(kind)").path
      try record(
        RecordingSpan(firstFrame: index * 10, frameCount: 10, fps: 30), to: path,
        quality: quality)
      return path
    }
  }

  @Test func theLoaderFindsDebian12sFFmpeg() {
    #expect(zt_ffmpeg_load() == nil)
    #expect(zt_ffmpeg_release() == 5, "Debian 12 has FFmpeg 5.1 (libavcodec.so.59)")
  }

  @Test func aSpanLabelReadsBack() {
    let span = RecordingSpan(firstFrame: 600, frameCount: 600, fps: 60)
    #expect(span.label == "Zoetrope frames 600..1199 at 60 fps")
    #expect(RecordingSpan(label: span.label) == span)
    let odd = RecordingSpan(firstFrame: 0, frameCount: 1, fps: 29.97)
    #expect(RecordingSpan(label: odd.label) == odd)
    for bad in [
      "", "Zoetrope frames 5..4 at 60 fps", "Zoetrope frames -1..4 at 60 fps",
      "Zoetrope frames 0..4 at 0 fps", "Zoetrope frames 0...4 at 60 fps", "frames 0..4 at 60 fps",
      "Zoetrope frames 0..4 at nan fps",
    ] {
      #expect(RecordingSpan(label: bad) == nil, "\(bad)")
    }
  }

  /// Lossless chunks (CRF 0) decode to exactly the one-process video's
  /// frames: every frame, the seams included.
  @Test func fourLosslessMP4ChunksDecodeToTheOneProcessVideosFrames() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let whole = directory.appendingPathComponent("whole.mp4").path
    try Self.record(RecordingSpan(firstFrame: 0, frameCount: 40, fps: 30), to: whole)
    let chunks = try Self.chunks("mp4", in: directory)
    let joined = directory.appendingPathComponent("joined.mp4").path
    let span = try RecordingJoin.join(chunks.reversed(), to: joined)
    #expect(span == RecordingSpan(firstFrame: 0, frameCount: 40, fps: 30))
    let stream = try VideoTools.probe(joined)
    #expect(stream["codec_name"] == "h264" && stream["nb_read_frames"] == "40", "\(stream)")
    #expect(stream["r_frame_rate"] == "30/1" && stream["duration"] == "1.333333", "\(stream)")
    let expected = try VideoTools.yuvFrames(whole)
    let decoded = try VideoTools.yuvFrames(joined)
    let size = 64 * 48 * 3 / 2
    #expect(expected.count == 40 * size && decoded.count == expected.count)
    for index in 0..<40 where decoded.count == expected.count {
      let range = index * size..<(index + 1) * size
      #expect(decoded[range] == expected[range], "frame \(index) differs")
    }
    #expect(
      try VideoTools.offset(of: "moov", in: joined)! < VideoTools.offset(of: "mdat", in: joined)!)
    #expect(try TestSupport.contents(of: directory).count == 6, "no temporary left")
  }

  /// At the default quality, the joined video's frames at the seams are
  /// within 40 dB of the one-process video's (each is x264's loss).
  @Test func defaultQualityMP4ChunksMatchTheOneProcessVideoAtTheSeams() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let chunks = try Self.chunks("mp4", in: directory, quality: MP4Writer.defaultQuality)
    let joined = directory.appendingPathComponent("joined.mp4").path
    try RecordingJoin.join(chunks, to: joined)
    let label = try VideoTools.run([
      "ffprobe", "-v", "error", "-show_entries", "format_tags=comment", "-of", "csv=p=0", joined,
    ])
    #expect(String(decoding: label, as: UTF8.self).contains("Zoetrope frames 0..39 at 30 fps"))
    for index in [0, 9, 10, 19, 20, 29, 30, 39] {
      let png = directory.appendingPathComponent("frame-\(index).png").path
      try AtomicFile.write(try MP4WriterTests.frame(index).pngData(), to: png)
      let yuv = try VideoTools.videoPSNR(joined, index: index, png: png)
      #expect(yuv >= 40, "frame \(index): \(yuv) dB")
    }
  }

  @Test func gifChunksJoinIntoTheirFramesWithTheRunsDelays() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let chunks = try Self.chunks("gif", in: directory)
    let joined = directory.appendingPathComponent("joined.gif").path
    try RecordingJoin.join(chunks, to: joined)
    let gif = try GIFTestDecoder(TestSupport.fixtureBytes(atPath: joined))
    var expected: [UInt32] = []
    for chunk in chunks {
      let decoded = try GIFTestDecoder(TestSupport.fixtureBytes(atPath: chunk))
      for frame in decoded.frames { expected += frame.canvas }
    }
    #expect(gif.frames.flatMap(\.canvas) == expected, "each chunk's frames, in order")
    // 40 frames at 30 fps: 133.33 cs, so 133 cs, however the chunks split.
    #expect(gif.totalDelay == 133)
    #expect(gif.frames.allSatisfy { $0.delay >= 2 })
    #expect(gif.loopCount == 0)
  }

  @Test func webPChunksJoinIntoTheirFramesWithTheRunsDurations() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let chunks = try Self.chunks("webp", in: directory)
    let joined = directory.appendingPathComponent("joined.webp").path
    try RecordingJoin.join(chunks, to: joined)
    let frames = try AnimatedWebPDecoder(data: TestSupport.fixtureBytes(atPath: joined))
      .allFrames()
    #expect(frames.count == 40)
    for (index, frame) in frames.enumerated() {
      #expect(frame.image.pixels == (try MP4WriterTests.frame(index)).pixels, "frame \(index)")
    }
    let total = frames.reduce(0) { $0 + $1.duration }
    #expect(abs(total - 1.333) < 1e-9, "\(total) s")
  }

  /// A later chunk whose palette differs from the first's draws with its
  /// own colors: its palette becomes each of its frames' local table.
  @Test func aGIFChunkWithAnotherPaletteKeepsItsColors() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var chunks: [String] = []
    for (index, tint) in [UInt32(0), 0x00FF_00FF].enumerated() {
      let path = directory.appendingPathComponent("chunk-\(index).gif").path
      let span = RecordingSpan(firstFrame: index * 5, frameCount: 5, fps: 30)
      let writer = try AnimatedGIFWriter(path: path, pixelWidth: 64, pixelHeight: 48, span: span)
      for frame in 0..<5 {
        let image = try MP4WriterTests.frame(index * 5 + frame)
        let tinted = try Image(
          pixelWidth: 64, pixelHeight: 48, scale: 1, pixels: image.pixels.map { $0 ^ tint })
        try writer.append(tinted, timestamp: Double(frame) / 30)
      }
      try writer.finish(endTimestamp: 5.0 / 30)
      chunks.append(path)
    }
    let decoded = try chunks.map { try GIFTestDecoder(TestSupport.fixtureBytes(atPath: $0)) }
    #expect(decoded[0].globalTable != decoded[1].globalTable, "the palettes differ")
    let joined = directory.appendingPathComponent("joined.gif").path
    try RecordingJoin.join(chunks, to: joined)
    let gif = try GIFTestDecoder(TestSupport.fixtureBytes(atPath: joined))
    #expect(gif.frames.count == decoded[0].frames.count + decoded[1].frames.count)
    #expect(gif.frames.flatMap(\.canvas) == decoded.flatMap { $0.frames.flatMap(\.canvas) })
    let later = gif.frames[decoded[0].frames.count...]
    #expect(later.allSatisfy { $0.hasLocalTable }, "the second chunk's frames carry its palette")
  }
}
