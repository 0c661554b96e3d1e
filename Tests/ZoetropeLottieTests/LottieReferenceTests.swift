import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie

/// Every corpus animation drawn by Zoetrope and by rlottie (Debian's
/// `librlottie`, the reference renderer) at 0, 25, 50, 75 and 100 % of
/// its frames: a mean difference of at most 2/255 per channel, and at
/// most 1 % of pixels with a channel more than 32 apart.
///
/// rlottie counts frames from the start frame, 0 to `endFrame −
/// startFrame − 1`; 100 % is the last of them.
@MainActor
@Suite(.isolatedLayerContext) struct LottieReferenceTests {
  nonisolated static let cases: [(String, Double)] = LottieCorpus.all.flatMap { entry in
    [0.0, 0.25, 0.5, 0.75, 1.0].map { (entry.name, $0) }
  }

  @Test(arguments: cases)
  func matchesRLottie(name: String, progress: Double) throws {
    let json = try #require(LottieCorpus.all.first { $0.name == name }?.json)
    let animation = try corpusAnimation(json)
    let frameCount = Int(animation.endFrame - animation.startFrame)
    let frame = Int((progress * Double(frameCount - 1)).rounded())
    let stage = LottieStage(animation)
    stage.layer.currentFrame = animation.startFrame + Double(frame)
    let ours = stage.render(at: 0)
    let reference = try #require(
      rlottieImage(
        json, frame: frame, width: Int(animation.size.width), height: Int(animation.size.height)))
    writeForInspection(ours, named: "\(name)-\(frame)-zoetrope")
    writeForInspection(reference, named: "\(name)-\(frame)-rlottie")
    let difference = ImageDifference(ours, reference)
    #expect(difference.meanPerChannel <= 2, "\(name) frame \(frame): \(difference)")
    #expect(difference.farPixelFraction <= 0.01, "\(name) frame \(frame): \(difference)")
    #expect(reference.pixels.contains { $0 != 0 }, "rlottie drew nothing")
  }
}
