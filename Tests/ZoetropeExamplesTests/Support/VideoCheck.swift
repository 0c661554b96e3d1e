import Foundation
import Zoetrope

/// ffprobe and ffmpeg (installed by `scripts/bootstrap`), to read back a
/// recorded MP4.
enum VideoCheck {
  /// A tool's standard output (or error); throws if it cannot start or
  /// fails.
  static func run(_ arguments: [String], standardError: Bool = false) throws -> Data {
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

  /// The video stream's fields as ffprobe reports them, frames counted.
  static func probe(_ path: String) throws -> [String: String] {
    let text = String(
      decoding: try run([
        "ffprobe", "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
        "stream=codec_name,width,height,r_frame_rate,nb_read_frames,duration", "-of",
        "default=noprint_wrappers=1", path,
      ]), as: UTF8.self)
    var fields: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    return fields
  }

  /// Frame `index` decoded to RGB, read as BT.709 limited range.
  static func frame(_ path: String, index: Int, width: Int, height: Int) throws -> [UInt8] {
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

  /// The PSNR in dB of frame `index` against a PNG as video measures it:
  /// ffmpeg's `psnr` filter over the Y, U and V planes (weighted 4:1:1),
  /// the PNG converted to BT.709 limited-range yuv420p by ffmpeg's own
  /// swscale (not the writer's).
  static func videoPSNR(_ path: String, index: Int, png: String) throws -> Double {
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

  /// The PSNR in dB of a decoded frame against an image over black.
  static func psnr(_ decoded: [UInt8], codedWidth: Int, _ image: Image) -> Double {
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
}
