// Writes numbered PNG frames into an animated GIF through Zoetrope's
// AnimatedGIFWriter, as `--record out.gif` does with rendered frames: the
// Zoetrope half of Benchmarks/gif-ffmpeg, which times it beside ffmpeg's
// palettegen/paletteuse on the same frames.
//
// Usage: GIFFromFrames FOLDER FPS OUT.gif
// Reads FOLDER/*.png in name order, frame k at k / FPS seconds, the last
// ending at count / FPS; prints one line: the frames, the stored frames,
// and the seconds spent decoding the PNGs and in the GIF writer.
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

func printError(_ message: String) {
  var text = message + "\n"
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

func fail(_ message: String) -> Never {
  printError("GIFFromFrames: \(message)")
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let fps = Double(arguments[2]), fps > 0 else {
  printError("usage: GIFFromFrames FOLDER FPS OUT.gif")
  exit(64)
}
let folder = arguments[1]
guard let stream = opendir(folder) else { fail("cannot read \(folder)") }
var names: [String] = []
while let entry = readdir(stream) {
  let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }
  if name.hasSuffix(".png") { names.append(name) }
}
closedir(stream)
names.sort()
guard !names.isEmpty else { fail("no PNG frames in \(folder)") }

var decoding = 0.0
var encoding = 0.0
var writer: AnimatedGIFWriter?
do {
  for (index, name) in names.enumerated() {
    let start = now()
    let image = try Image(contentsOf: "\(folder)/\(name)")
    let decoded = now()
    let gif =
      try writer
      ?? AnimatedGIFWriter(
        path: arguments[3], pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
    writer = gif
    try gif.append(image, timestamp: Double(index) / fps)
    decoding += decoded - start
    encoding += now() - decoded
  }
  let start = now()
  try writer?.finish(endTimestamp: Double(names.count) / fps)
  encoding += now() - start
} catch {
  fail("\(error)")
}
print(
  "frames \(names.count) stored \(writer?.storedFrameCount ?? 0)"
    + " decode \(decoding) encode \(encoding)")
