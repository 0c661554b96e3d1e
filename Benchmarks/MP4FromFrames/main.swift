// Writes raw frames into an MP4 through Zoetrope's MP4Writer, as `--record
// out.mp4` does with rendered frames: the Zoetrope half of
// Benchmarks/mp4-ffmpeg, which times it beside ffmpeg encoding the same raw
// frames with the same x264 settings.
//
// Usage: MP4FromFrames FRAMES.bgra WIDTH HEIGHT FPS OUT.mp4
// Reads premultiplied BGRA frames (WIDTH × HEIGHT × 4 bytes each, one after
// another), frame k at k / FPS seconds; prints one line: the frames and the
// seconds spent reading them and in the MP4 writer.
import ZoetropeGraphics
import ZoetropeImageIO

#if canImport(Glibc)
import Glibc
#endif

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func fail(_ message: String) -> Never {
  var text = "MP4FromFrames: \(message)\n"
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 6, let width = Int(arguments[2]), let height = Int(arguments[3]),
  let fps = Double(arguments[4]), width > 0, height > 0, fps > 0
else { fail("usage: MP4FromFrames FRAMES.bgra WIDTH HEIGHT FPS OUT.mp4") }
guard let input = fopen(arguments[1], "rb") else { fail("cannot read \(arguments[1])") }
var reading = 0.0
var encoding = 0.0
var count = 0
do {
  let writer = try MP4Writer(path: arguments[5], pixelWidth: width, pixelHeight: height, fps: fps)
  while true {
    let start = now()
    var complete = false
    let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
      complete = fread(buffer.baseAddress, 4, width * height, input) == width * height
      initialized = width * height
    }
    guard complete else { break }
    let image = try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
    let read = now()
    try writer.append(image, timestamp: Double(count) / fps)
    reading += read - start
    encoding += now() - read
    count += 1
  }
  let start = now()
  try writer.finish(endTimestamp: Double(count) / fps)
  encoding += now() - start
} catch {
  fail("\(error)")
}
print("frames \(count) read \(reading) encode \(encoding)")
