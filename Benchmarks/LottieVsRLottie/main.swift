// Zoetrope's Lottie playback beside rlottie (Debian's librlottie), in the
// same run on the same animations: the cost of a frame of a 512 × 512
// animation of 60 shapes, when paths change (every shape's size and
// corner animate) and when only transforms and opacity do, drawn frame
// after frame as a playback draws them (Zoetrope's renderer on one
// thread, as rlottie draws); and decoding a file of about 500 KB. Rounds
// alternate between the two; medians over rounds.
//
// Zoetrope's frames are drawn with `renderFrame` (into the renderer's own
// surface, as rlottie draws into the caller's buffer), and once more with
// `render`, which also copies each frame into an `Image`.
//
// Usage: LottieVsRLottie [ROUNDS]   (default 7)
// LOTTIE_BENCH_FRAMES_ONLY=paths|transforms draws only Zoetrope's frames of
// that case, ROUNDS times, for a profiler.
// LOTTIE_BENCH_SHAPES=N (1...1000, default 60) sets how many shapes the
// paths and transforms animations hold (in N / 10 layers, at least 1).
// LOTTIE_BENCH_COMBINATIONS=1 measures merge paths and mask expansion
// instead (Combinations.swift).
import CBaselineRLottie
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeLottie
import ZoetropeRendering

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A number with two decimals.
func twoDecimals(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let hundredths = Int((abs(value) * 100).rounded())
  let fraction = hundredths % 100
  return (value < 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "")
    + "\(fraction)"
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// A keyframed property from `a` at frame 0 to `b` at frame 59, eased.
func animated(_ a: [Double], _ b: [Double]) -> String {
  let n = a.count
  let x = Array(repeating: "0.4", count: n).joined(separator: ",")
  let y0 = Array(repeating: "0", count: n).joined(separator: ",")
  let y1 = Array(repeating: "1", count: n).joined(separator: ",")
  return
    #"{"a":1,"k":[{"t":0,"s":\#(a),"o":{"x":[\#(x)],"y":[\#(y0)]},"i":{"x":[\#(x)],"y":[\#(y1)]}},{"t":59,"s":\#(b)}]}"#
}

func fixed(_ value: [Double]) -> String {
  value.count == 1 ? #"{"a":0,"k":\#(value[0])}"# : #"{"a":0,"k":\#(value)}"#
}

/// A 512 × 512, 60-frame animation of `shapes` groups (a rounded
/// rectangle or an ellipse, filled and stroked) in `layers` layers; with
/// `pathsAnimate`, each shape's size and corners animate, otherwise only
/// the groups' positions, rotations and opacities do. With `merge`,
/// each group holds a rectangle and an ellipse side by
/// side, combined by merge paths of that mode.
func animationJSON(shapes: Int, layers: Int, pathsAnimate: Bool, merge: Int? = nil) -> String {
  var layerJSON: [String] = []
  let perLayer = max(shapes / max(layers, 1), 1)
  for l in 0..<layers {
    var groups: [String] = []
    for g in 0..<perLayer {
      let i = Double(l * perLayer + g)
      let x = 40 + (i * 67).truncatingRemainder(dividingBy: 432)
      let y = 40 + (i * 41).truncatingRemainder(dividingBy: 432)
      let size = pathsAnimate ? animated([30, 20], [60, 45]) : fixed([40, 30])
      let round = pathsAnimate ? animated([2], [14]) : fixed([6])
      let shape =
        g % 2 == 0
        ? #"{"ty":"rc","p":\#(fixed([0, 0])),"s":\#(size),"r":\#(round)}"#
        : #"{"ty":"el","p":\#(fixed([0, 0])),"s":\#(size)}"#
      let merged =
        #"{"ty":"rc","p":\#(fixed([-12, 0])),"s":\#(size),"r":\#(round)},"#
        + #"{"ty":"el","p":\#(fixed([12, 0])),"s":\#(size)},{"ty":"mm","mm":\#(merge ?? 1)}"#
      let color = [0.2 + 0.6 * (i / Double(shapes)), 0.5, 0.9 - 0.6 * (i / Double(shapes)), 1]
      let position = pathsAnimate ? fixed([x, y]) : animated([x, y], [x + 30, y - 20])
      let rotation = pathsAnimate ? fixed([0]) : animated([0], [90 + i])
      let opacity = pathsAnimate ? fixed([100]) : animated([100], [40])
      groups.append(
        #"{"ty":"gr","nm":"G\#(g)","it":[\#(merge == nil ? shape : merged),"#
          + #"{"ty":"fl","c":\#(fixed(color)),"o":\#(fixed([100])),"r":1},"#
          + #"{"ty":"st","c":\#(fixed([0.1, 0.1, 0.2, 1])),"o":\#(fixed([100])),"w":\#(fixed([2])),"lc":2,"lj":2,"ml":4},"#
          + #"{"ty":"tr","p":\#(position),"a":\#(fixed([0, 0])),"s":\#(fixed([100, 100])),"r":\#(rotation),"o":\#(opacity)}]}"#
      )
    }
    layerJSON.append(
      #"{"ddd":0,"ind":\#(l + 1),"ty":4,"nm":"L\#(l)","sr":1,"ip":0,"op":60,"st":0,"#
        + #""ks":{"o":\#(fixed([100])),"r":\#(fixed([0])),"p":\#(fixed([0, 0])),"a":\#(fixed([0, 0])),"s":\#(fixed([100, 100]))},"#
        + #""shapes":[\#(groups.joined(separator: ","))]}"#)
  }
  return #"{"v":"5.7.0","nm":"bench","fr":30,"ip":0,"op":60,"w":512,"h":512,"ddd":0,"assets":[],"#
    + #""layers":[\#(layerJSON.joined(separator: ","))]}"#
}

/// Seconds per frame drawing frames 0…59 in order with Zoetrope: into
/// the renderer's own surface (`renderFrame`, as rlottie draws into the
/// caller's buffer: neither copies the frame), or with `copy`, through
/// `render`, which also copies the frame into the `Image` it returns.
@MainActor
func zoetropeFrames(_ json: String, copy: Bool = false) throws -> Double {
  let animation = try LottieAnimation(data: Data(json.utf8))
  let layer = LottieAnimationLayer(animation: animation)
  Transaction.perform(disableActions: true) { layer.anchorPoint = .zero }
  let tree = LayerTree(rootLayer: layer)
  let renderer = Renderer()
  renderer.threadCount = 1  // rlottie draws on one thread
  let size = Size(width: 512, height: 512)
  layer.play(fromFrame: 0, toFrame: 60, loopMode: .loop)
  _ = renderer.render(tree.frame(at: 0), size: size, background: .white)
  let start = now()
  for frame in 1...60 {
    let snapshot = tree.frame(at: Double(frame) / 30)
    if copy {
      _ = renderer.render(snapshot, size: size, background: .white)
    } else {
      _ = renderer.renderFrame(snapshot, size: size, background: .white)
    }
  }
  return (now() - start) / 60
}

/// Seconds per frame drawing frames 0…59 in order with rlottie.
func rlottieFrames(_ json: String) -> Double {
  guard let handle = json.withCString({ lottie_animation_from_data($0, "", "") }) else {
    return .nan
  }
  defer { lottie_animation_destroy(handle) }
  var pixels = [UInt32](repeating: 0, count: 512 * 512)
  pixels.withUnsafeMutableBufferPointer { buffer in
    // Warm up as Zoetrope's first frame does.
    lottie_animation_render(handle, 0, buffer.baseAddress, 512, 512, 512 * 4)
  }
  let start = now()
  pixels.withUnsafeMutableBufferPointer { buffer in
    for frame in 1...60 {
      lottie_animation_render(handle, frame % 60, buffer.baseAddress, 512, 512, 512 * 4)
    }
  }
  return (now() - start) / 60
}

/// Frame `frame` drawn by Zoetrope over white, as 512 × 512 ARGB words.
@MainActor
func zoetropePixels(_ json: String, frame: Int) throws -> [UInt32] {
  let animation = try LottieAnimation(data: Data(json.utf8))
  let layer = LottieAnimationLayer(animation: animation)
  Transaction.perform(disableActions: true) { layer.anchorPoint = .zero }
  let tree = LayerTree(rootLayer: layer)
  let renderer = Renderer()
  layer.play(fromFrame: 0, toFrame: 60, loopMode: .loop)
  // The first frame starts the playback, as in a window.
  _ = renderer.render(tree.frame(at: 0), size: Size(width: 512, height: 512))
  let image = renderer.render(
    tree.frame(at: Double(frame) / 30), size: Size(width: 512, height: 512), background: .white)
  return image.pixels
}

/// Frame `frame` drawn by rlottie, composited over white, as 512 × 512
/// ARGB words.
func rlottiePixels(_ json: String, frame: Int) -> [UInt32] {
  var pixels = [UInt32](repeating: 0, count: 512 * 512)
  guard let handle = json.withCString({ lottie_animation_from_data($0, "", "") }) else {
    return pixels
  }
  defer { lottie_animation_destroy(handle) }
  pixels.withUnsafeMutableBufferPointer { buffer in
    lottie_animation_render(handle, frame, buffer.baseAddress, 512, 512, 512 * 4)
  }
  return pixels.map { pixel in
    // Premultiplied over white: each channel plus 255 − alpha.
    let rest = 255 - (pixel >> 24)
    var result: UInt32 = 0xFF00_0000
    for shift: UInt32 in [0, 8, 16] {
      result |= min(((pixel >> shift) & 0xFF) + rest, 255) << shift
    }
    return result
  }
}

/// The mean difference per colour channel, and the pixels with a channel
/// more than 32 apart.
func difference(_ a: [UInt32], _ b: [UInt32]) -> (mean: Double, far: Int) {
  var total = 0
  var far = 0
  for (x, y) in zip(a, b) {
    var isFar = false
    for shift: UInt32 in [0, 8, 16] {
      let d = abs(Int((x >> shift) & 0xFF) - Int((y >> shift) & 0xFF))
      total += d
      isFar = isFar || d > 32
    }
    if isFar { far += 1 }
  }
  return (Double(total) / Double(max(a.count, 1) * 3), far)
}

/// Seconds to decode with Zoetrope, and with rlottie (parse and build).
func decoding(_ json: String) throws -> (zoetrope: Double, rlottie: Double) {
  let data = Data(json.utf8)
  var start = now()
  _ = try LottieAnimation(data: data)
  let ours = now() - start
  start = now()
  let handle = json.withCString { lottie_animation_from_data($0, "", "") }
  let theirs = now() - start
  if let handle { lottie_animation_destroy(handle) }
  return (ours, theirs)
}

if let folder = ProcessInfo.processInfo.environment["LOTTIE_BENCH_DUMP"] {
  for (name, json) in [
    ("paths", animationJSON(shapes: 60, layers: 6, pathsAnimate: true)),
    ("transforms", animationJSON(shapes: 60, layers: 6, pathsAnimate: false)),
  ] {
    try Data(json.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name).json"))
  }
}
let rounds = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 7, 1) : 7
/// How many shapes the paths and transforms animations hold.
let shapeCount = min(
  max(ProcessInfo.processInfo.environment["LOTTIE_BENCH_SHAPES"].flatMap { Int($0) } ?? 60, 1),
  1000)
let pathsJSON = animationJSON(
  shapes: shapeCount, layers: max(shapeCount / 10, 1), pathsAnimate: true)
let transformsJSON = animationJSON(
  shapes: shapeCount, layers: max(shapeCount / 10, 1), pathsAnimate: false)
let bigJSON = animationJSON(shapes: 700, layers: 35, pathsAnimate: false)
if let count = ProcessInfo.processInfo.environment["LOTTIE_BENCH_DECODE_ONLY"].flatMap(Int.init) {
  // For a profiler: decoding only, `count` times.
  let data = Data(bigJSON.utf8)
  for _ in 0..<count { _ = try LottieAnimation(data: data) }
  exit(0)
}
if let folder = ProcessInfo.processInfo.environment["LOTTIE_BENCH_PIXELS"] {
  // Frame 30 of each case from both, as raw 512 × 512 BGRA premultiplied
  // (`ffmpeg -f rawvideo -pixel_format bgra -video_size 512x512 -i F
  // F.png` makes a PNG to look at), with how far apart they are.
  for (name, json) in [("paths", pathsJSON), ("transforms", transformsJSON)] {
    let ours = try MainActor.assumeIsolated { try zoetropePixels(json, frame: 30) }
    let theirs = rlottiePixels(json, frame: 30)
    for (who, pixels) in [("zoetrope", ours), ("rlottie", theirs)] {
      let bytes = pixels.withUnsafeBytes { Data($0) }
      try bytes.write(to: URL(fileURLWithPath: "\(folder)/\(name)-\(who).bgra"))
    }
    let (mean, far) = difference(ours, theirs)
    print("\(name): mean difference \(twoDecimals(mean))/255 per channel, \(far) pixels > 32 apart")
  }
  exit(0)
}
if ProcessInfo.processInfo.environment["LOTTIE_BENCH_COMBINATIONS"] != nil {
  try MainActor.assumeIsolated { try benchmarkCombinations(rounds: rounds) }
  exit(0)
}
if let name = ProcessInfo.processInfo.environment["LOTTIE_BENCH_FRAMES_ONLY"] {
  // For a profiler: Zoetrope's frames of one case ("paths" or
  // "transforms") only, `rounds` times.
  let json = name == "paths" ? pathsJSON : transformsJSON
  try MainActor.assumeIsolated {
    for _ in 0..<rounds { _ = try zoetropeFrames(json) }
  }
  exit(0)
}
nonisolated(unsafe) var results: [String: (zoetrope: [Double], rlottie: [Double])] = [:]
func record(_ name: String, _ ours: Double, _ theirs: Double) {
  results[name, default: ([], [])].zoetrope.append(ours)
  results[name, default: ([], [])].rlottie.append(theirs)
}
for _ in 0..<rounds {
  try MainActor.assumeIsolated {
    record("paths", try zoetropeFrames(pathsJSON), rlottieFrames(pathsJSON))
    record("paths copied", try zoetropeFrames(pathsJSON, copy: true), rlottieFrames(pathsJSON))
    record("transforms", try zoetropeFrames(transformsJSON), rlottieFrames(transformsJSON))
  }
  let decode = try decoding(bigJSON)
  record("decode", decode.zoetrope, decode.rlottie)
}
print("LottieVsRLottie: \(rounds) rounds, medians; decode file \(bigJSON.utf8.count / 1024) KB")
print("| Measure | Zoetrope | rlottie | Zoetrope / rlottie |")
print("|---|---|---|---|")
let labels = [
  ("paths", "512×512 frame, \(shapeCount) shapes, paths animate"),
  ("paths copied", "the same, through render (frame copied into an Image)"),
  ("transforms", "512×512 frame, \(shapeCount) shapes, transforms and opacity animate"),
  ("decode", "decode a \(bigJSON.utf8.count / 1024) KB file"),
]
for (key, label) in labels {
  let ours = median(results[key]?.zoetrope ?? []) * 1000
  let theirs = median(results[key]?.rlottie ?? []) * 1000
  let ratio = twoDecimals(ours / theirs)
  let oursText = twoDecimals(ours)
  let theirsText = twoDecimals(theirs)
  print("| \(label) | \(oursText) ms | \(theirsText) ms | \(ratio) |")
}
