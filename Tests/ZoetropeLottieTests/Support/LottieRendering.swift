import CRLottie
import ZoetropeGraphics
import ZoetropeImageIO
import ZoetropeLayers
import ZoetropeRendering

@testable import ZoetropeLottie

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes a corpus animation (the corpus has no warnings to report).
func corpusAnimation(_ json: String) throws -> LottieAnimation {
  try LottieAnimation(data: Data(json.utf8))
}

/// A Lottie layer in a layer tree, drawn frame by frame.
@MainActor
struct LottieStage {
  let layer: LottieAnimationLayer
  let tree: LayerTree
  let size: Size

  init(_ animation: LottieAnimation) {
    layer = LottieAnimationLayer(animation: animation)
    // The layer's bounds are the animation's; put them at the origin
    // (without the implicit animation the property setter would add).
    layer.setModelValue(.zero, for: \.anchorPoint)
    tree = LayerTree(rootLayer: layer)
    size = animation.size
  }

  /// Runs a frame at `time` and draws it at scale 1.
  func render(at time: Double) -> Image {
    Renderer().render(tree.frame(at: time), size: size, background: .clear)
  }
}

/// Renders a frame of an animation with rlottie, the reference renderer,
/// at the animation's size: premultiplied ARGB32, as Zoetrope's images.
func rlottieImage(_ json: String, frame: Int, width: Int, height: Int) -> Image? {
  // An empty key turns rlottie's cache off.
  guard let handle = json.withCString({ lottie_animation_from_data($0, "", "") }) else {
    return nil
  }
  defer { lottie_animation_destroy(handle) }
  var pixels = [UInt32](repeating: 0, count: width * height)
  pixels.withUnsafeMutableBufferPointer { buffer in
    lottie_animation_render(handle, frame, buffer.baseAddress, width, height, width * 4)
  }
  return try? Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
}

/// How far apart two images of the same size are.
struct ImageDifference: CustomStringConvertible {
  /// The mean absolute difference per channel, in 0...255.
  var meanPerChannel: Double
  /// The fraction of pixels with a channel more than 32 apart.
  var farPixelFraction: Double

  init(_ lhs: Image, _ rhs: Image) {
    precondition(lhs.pixels.count == rhs.pixels.count, "images of different sizes")
    var total = 0
    var far = 0
    for (a, b) in zip(lhs.pixels, rhs.pixels) {
      var isFar = false
      for shift in stride(from: 0, to: 32, by: 8) {
        let difference = abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF))
        total += difference
        if difference > 32 { isFar = true }
      }
      if isFar { far += 1 }
    }
    let count = max(lhs.pixels.count, 1)
    meanPerChannel = Double(total) / Double(count * 4)
    farPixelFraction = Double(far) / Double(count)
  }

  var description: String {
    "mean \(meanPerChannel)/255 per channel, \(farPixelFraction * 100) % of pixels over 32 apart"
  }
}

/// Writes an image as a PNG into `$ZOETROPE_LOTTIE_OUTPUT`, if that is
/// set, to look at.
func writeForInspection(_ image: Image, named name: String) {
  guard let folder = ProcessInfo.processInfo.environment["ZOETROPE_LOTTIE_OUTPUT"],
    let bytes = try? image.pngData()
  else { return }
  try? Data(bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
}
