import Foundation
import Testing
import VideoTestSupport
import ZoetropeGraphics

@testable import ZoetropeImageIO

/// The MP4 writer, read back with ffprobe and ffmpeg: H.264 at the
/// recording's frame rate, BT.709, the index first, frames that match
/// their images, and refusals of bad input that leave no file.
@Suite struct MP4WriterTests {
  /// A frame like a UI's: a light background, a blue box moving 4 pixels
  /// a frame, black one-pixel strokes like text, and a grey ramp.
  ///
  /// The box's edges stay on even pixels: 4:2:0 keeps one colour for each
  /// 2 × 2 pixels, so a saturated edge at an odd pixel costs about 9 dB on
  /// a frame this small (ffmpeg's own encode of the same frames measures
  /// the same).
  static func frame(_ index: Int, _ width: Int = 64, _ height: Int = 48) throws -> Image {
    var pixels = [UInt32](repeating: 0xFFF2_F2F7, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let inBox = (index * 4 % width..<index * 4 % width + 16).contains(x) && (4..<20).contains(y)
        if inBox {
          pixels[y * width + x] = 0xFF00_7AFF
        } else if y >= 26, y < 34, x % 4 != 3, y % 2 == 0 {
          pixels[y * width + x] = 0xFF1C_1C1E
        } else if y >= height - 8 {
          let grey = UInt32(x * 255 / max(width - 1, 1))
          pixels[y * width + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
        }
      }
    }
    return try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
  }

  /// Writes `count` frames at `fps` into `name` in a new folder.
  static func record(
    _ count: Int, fps: Double = 30, width: Int = 64, height: Int = 48, end: Double? = nil,
    in directory: URL
  ) throws -> String {
    let path = directory.appendingPathComponent("clip.mp4").path
    let writer = try MP4Writer(path: path, pixelWidth: width, pixelHeight: height, fps: fps)
    for index in 0..<count {
      try writer.append(try frame(index, width, height), timestamp: Double(index) / fps)
    }
    try writer.finish(endTimestamp: end ?? Double(count) / fps)
    return path
  }

  @Test func ffprobeReadsH264AtTheFrameRateWithTheIndexFirst() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.record(12, in: directory)
    let stream = try VideoTools.probe(path)
    #expect(stream["codec_name"] == "h264" && stream["pix_fmt"] == "yuv420p", "\(stream)")
    #expect(stream["width"] == "64" && stream["height"] == "48")
    #expect(stream["r_frame_rate"] == "30/1" && stream["avg_frame_rate"] == "30/1")
    #expect(stream["nb_frames"] == "12" && stream["nb_read_frames"] == "12")
    #expect(stream["duration"] == "0.400000")
    #expect(stream["color_space"] == "bt709" && stream["color_primaries"] == "bt709")
    #expect(stream["color_transfer"] == "bt709" && stream["color_range"] == "tv")
    let moov = try #require(try VideoTools.offset(of: "moov", in: path))
    let mdat = try #require(try VideoTools.offset(of: "mdat", in: path))
    #expect(moov < mdat, "faststart: the index comes before the media")
    #expect(try TestSupport.contents(of: directory) == ["clip.mp4"])
  }

  @Test func decodedFramesMatchTheirImagesWithin40dB() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.record(12, in: directory)
    for index in [0, 5, 11] {
      let decoded = try VideoTools.frame(path, index: index, width: 64, height: 48)
      let image = try Self.frame(index)
      let psnr = VideoTools.psnr(decoded, codedWidth: 64, image)
      #expect(psnr >= 40, "frame \(index): \(psnr) dB")
    }
    // A frame compared with the wrong image falls well below.
    let decoded = try VideoTools.frame(path, index: 11, width: 64, height: 48)
    let first = try Self.frame(0)
    #expect(VideoTools.psnr(decoded, codedWidth: 64, first) < 30)
  }

  @Test func oddSizesArePaddedByRepeatingTheLastColumnAndRow() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try Self.record(3, width: 65, height: 49, in: directory)
    let stream = try VideoTools.probe(path)
    #expect(stream["width"] == "66" && stream["height"] == "50")
    let decoded = try VideoTools.frame(path, index: 2, width: 66, height: 50)
    let image = try Self.frame(2, 65, 49)
    // 40.1 dB when measured; the margin is for another x264 build.
    #expect(VideoTools.psnr(decoded, codedWidth: 66, image) >= 38)
    for y in 0..<50 {
      let last = (y * 66 + 64) * 3
      let padding = (y * 66 + 65) * 3
      for channel in 0..<3 {
        #expect(abs(Int(decoded[last + channel]) - Int(decoded[padding + channel])) <= 16)
      }
    }
  }

  @Test func oneFrameIsAVideoOfOneFrameTime() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stream = try VideoTools.probe(try Self.record(1, in: directory))
    #expect(stream["nb_read_frames"] == "1" && stream["duration"] == "0.033333", "\(stream)")
  }

  @Test func aLaterEndRepeatsTheLastFrameUntilIt() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stream = try VideoTools.probe(try Self.record(3, end: 0.5, in: directory))
    #expect(stream["nb_read_frames"] == "15" && stream["duration"] == "0.500000", "\(stream)")
  }

  @Test func noFramesOrADroppedWriterLeaveNoFile() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.mp4").path
    var writer: MP4Writer? = try MP4Writer(path: path, pixelWidth: 64, pixelHeight: 48)
    #expect(try TestSupport.contents(of: directory).count == 1, "the temporary file")
    #expect(throws: ImageEncodingError.self) { try writer?.finish(endTimestamp: 1) }
    try writer?.append(try Self.frame(0), timestamp: 0)
    writer = nil
    #expect(try TestSupport.contents(of: directory).isEmpty)
  }

  @Test func badArgumentsAreRefusedBeforeAnyFileExists() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.mp4").path
    func code(
      _ path: String, _ width: Int, _ height: Int, fps: Double = 60, quality: Int = 18
    ) -> ImageEncodingError.Code? {
      do {
        _ = try MP4Writer(
          path: path, pixelWidth: width, pixelHeight: height, fps: fps, quality: quality)
        return nil
      } catch {
        return error.code
      }
    }
    #expect(code(path, 0, 9) == .invalidArgument)
    #expect(code(path, 16_882, 2) == .tooLarge)
    #expect(code(path, 8192, 8192) == .tooLarge)
    #expect(code(path, 7680, 4320, fps: 240) == .tooLarge)
    #expect(code(path, 8, 8, fps: 0) == .invalidArgument)
    #expect(code(path, 8, 8, quality: 52) == .invalidArgument)
    #expect(code(directory.appendingPathComponent("no/clip.mp4").path, 8, 8) == .fileWriteFailed)
    #expect(code("/proc/clip.mp4", 8, 8) == .fileWriteFailed)
    #expect(try TestSupport.contents(of: directory).isEmpty)
  }

  @Test func aFrameOfAnotherSizeOrTimeIsRefusedAndTheVideoGoesOn() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clip.mp4").path
    let writer = try MP4Writer(path: path, pixelWidth: 64, pixelHeight: 48, fps: 30)
    try writer.append(try Self.frame(0), timestamp: 0)
    let small = try Self.frame(1, 8, 8)
    let next = try Self.frame(1)
    #expect(throws: ImageEncodingError.self) { try writer.append(small, timestamp: 0.1) }
    #expect(throws: ImageEncodingError.self) { try writer.append(next, timestamp: .nan) }
    try writer.append(try Self.frame(1), timestamp: 0.01)  // the same slot: left out
    try writer.append(try Self.frame(2), timestamp: 1 / 30)
    try writer.finish(endTimestamp: 2 / 30)
    #expect(writer.frameCount == 2)
    #expect(try VideoTools.probe(path)["nb_read_frames"] == "2")
  }

  @Test func aMissingLibraryNamesThePackagesToInstall() {
    #expect(MP4Writer.libraryProblem == nil, "scripts/bootstrap installs FFmpeg's libraries")
    let message = MP4Limits.missingMessage("libavcodec.so.59")
    #expect(message.contains("libavcodec.so.59"))
    #expect(message.contains("apt-get install libavcodec59 libavformat59 libswscale6"))
  }
}
