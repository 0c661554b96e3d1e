import Foundation
import ZoetropeGraphics

/// FFmpeg's command-line tools (`ffprobe`, `ffmpeg`; `scripts/bootstrap`
/// installs them), to read back the videos and animations the writers
/// and the headless host write: the test targets' one copy.
public enum VideoTools {
  /// A tool's standard output (or error); throws if it cannot start or
  /// fails.
  public static func run(_ arguments: [String], standardError: Bool = false) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    if standardError {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = output
    } else {
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
    }
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.executableLoad, userInfo: ["arguments": arguments])
    }
    return data
  }

  /// The video stream's fields as ffprobe reports them (`codec_name`,
  /// `width`, `nb_frames`, `r_frame_rate`, `duration`, ...).
  public static func probe(_ path: String) throws -> [String: String] {
    let text = String(
      decoding: try run([
        "ffprobe", "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
        "stream=codec_name,profile,width,height,pix_fmt,r_frame_rate,avg_frame_rate,nb_frames,"
          + "nb_read_frames,duration,color_space,color_primaries,color_transfer,color_range",
        "-of", "default=noprint_wrappers=1", path,
      ]), as: UTF8.self)
    var fields: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    return fields
  }

  /// Frame `index` of a video decoded to RGB (3 bytes a pixel), read as
  /// BT.709 limited range, `width × height` (the coded size).
  public static func frame(_ path: String, index: Int, width: Int, height: Int) throws -> [UInt8] {
    let bytes = [UInt8](
      try run([
        "ffmpeg", "-v", "error", "-i", path, "-vf",
        "select=eq(n\\,\(index)),scale=in_color_matrix=bt709:in_range=tv:out_range=pc",
        "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-",
      ]))
    guard bytes.count == width * height * 3 else {
      throw CocoaError(.fileReadCorruptFile, userInfo: ["frame": index, "bytes": bytes.count])
    }
    return bytes
  }

  /// Every frame of a video decoded as it is stored (yuv420p, the coded
  /// size), frame after frame: `width × height × 3 / 2` bytes each.
  public static func yuvFrames(_ path: String) throws -> [UInt8] {
    [UInt8](
      try run([
        "ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-",
      ]))
  }

  /// The PSNR in dB of frame `index` against a PNG as video measures it:
  /// ffmpeg's `psnr` filter over the Y, U and V planes (weighted 4:1:1),
  /// the PNG converted to BT.709 limited-range yuv420p by ffmpeg's own
  /// swscale (not the writer's).
  public static func videoPSNR(_ path: String, index: Int, png: String) throws -> Double {
    let log = String(
      decoding: try run(
        [
          "ffmpeg", "-i", png, "-i", path, "-lavfi",
          "[1:v]select=eq(n\\,\(index)),setpts=PTS-STARTPTS[a];"
            + "[0:v]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[b];[a][b]psnr",
          "-f", "null", "-",
        ], standardError: true), as: UTF8.self)
    guard let range = log.range(of: "average:") else { return 0 }
    let number = log[range.upperBound...].prefix { $0.isNumber || $0 == "." }
    return Double(number) ?? (log[range.upperBound...].hasPrefix("inf") ? .infinity : 0)
  }

  /// The PSNR in dB of a decoded frame (`codedWidth` wide) against the
  /// image over black, over the image's pixels.
  public static func psnr(_ decoded: [UInt8], codedWidth: Int, _ image: Image) -> Double {
    var squares = 0.0
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let pixel = image.pixels[y * image.pixelWidth + x]
        let at = (y * codedWidth + x) * 3
        for (channel, shift) in [16, 8, 0].enumerated() {
          let difference = Double(Int(pixel >> UInt32(shift) & 0xFF) - Int(decoded[at + channel]))
          squares += difference * difference
        }
      }
    }
    let mean = squares / Double(image.pixelWidth * image.pixelHeight * 3)
    return mean == 0 ? .infinity : 10 * log10(255 * 255 / mean)
  }

  /// Where `name` (a box type such as "moov") first appears in a file.
  public static func offset(of name: String, in path: String) throws -> Int? {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let pattern = Array(name.utf8)
    guard bytes.count >= pattern.count else { return nil }
    return (0...(bytes.count - pattern.count)).first {
      bytes[$0..<$0 + pattern.count].elementsEqual(pattern)
    }
  }
}
