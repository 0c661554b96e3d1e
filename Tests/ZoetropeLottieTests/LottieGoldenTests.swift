import Foundation
import Testing
import ZoetropeGraphics
import ZoetropeImageIO
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie

#if canImport(FoundationEssentials)
import FoundationEssentials
#endif

/// Frames of the animations rlottie cannot draw itself (merge paths,
/// mask expansion, text strokes), against golden images that were looked at
/// (`Resources/Goldens`, written by this test with
/// `ZOETROPE_LOTTIE_OUTPUT=DIR` as `NAME-FRAME-zoetrope.png`): a mean
/// difference of at most 0.5/255 per channel and at most 0.2 % of pixels
/// more than 32 apart.
@MainActor
@Suite(.isolatedLayerContext) struct LottieGoldenTests {
  nonisolated static let cases: [(String, Int)] = [
    ("merges", 0), ("merges", 30), ("maskExpansion", 0), ("maskExpansion", 30),
    ("textStrokes", 0), ("textStrokes", 30),
  ]

  /// The animations, by name.
  nonisolated static let animations =
    LottieCorpus.combinations + [(name: "textStrokes", json: LottieCorpus.textStrokes)]

  @Test(arguments: cases)
  func matchesItsGolden(name: String, frame: Int) throws {
    let json = try #require(Self.animations.first { $0.name == name }?.json)
    let stage = LottieStage(try corpusAnimation(json))
    stage.layer.currentFrame = Double(frame)
    let ours = stage.render(at: 0)
    writeForInspection(ours, named: "\(name)-\(frame)-zoetrope")
    let url = try #require(
      Bundle.module.url(
        forResource: "\(name)-\(frame)", withExtension: "png", subdirectory: "Resources/Goldens"))
    let golden = try Image(data: [UInt8](try Data(contentsOf: url)))
    #expect(golden.pixelWidth == ours.pixelWidth && golden.pixelHeight == ours.pixelHeight)
    guard golden.pixels.count == ours.pixels.count else { return }
    let difference = ImageDifference(ours, golden)
    #expect(difference.meanPerChannel <= 0.5, "\(name) frame \(frame): \(difference)")
    #expect(difference.farPixelFraction <= 0.002, "\(name) frame \(frame): \(difference)")
  }
}
