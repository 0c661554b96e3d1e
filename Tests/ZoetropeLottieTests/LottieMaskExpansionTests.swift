import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Mask expansion (`x`): the side a mask covers grows by a stroke of its
/// path twice the expansion wide, or loses it (the corpus is compared
/// with rlottie drawing the expanded paths in ``LottieReferenceTests``).
@MainActor
@Suite(.isolatedLayerContext) struct LottieMaskExpansionTests {
  /// A 100 × 100 black solid masked by a 40 × 40 square about its centre
  /// with expansion `x` (JSON), inverted or not, in mode `mode`, at
  /// `opacity` percent.
  func animation(
    x: String, inverted: Bool = false, mode: String = "a", opacity: Double = 100,
    name: String = "expansion"
  ) throws -> LottieAnimation {
    let square =
      #"{"c":true,"v":[[70,30],[70,70],[30,70],[30,30]],"i":[[0,0],[0,0],[0,0],[0,0]],"#
      + #""o":[[0,0],[0,0],[0,0],[0,0]]}"#
    let json =
      #"{"v":"5.7.0","nm":"\#(name)","fr":30,"ip":0,"op":30,"w":100,"h":100,"ddd":0,"layers":["#
      + ##"{"ddd":0,"ind":1,"ty":1,"nm":"S","ip":0,"op":30,"st":0,"ks":{},"sc":"#000000","##
      + #""sw":100,"sh":100,"hasMask":true,"masksProperties":[{"inv":\#(inverted),"#
      + #""mode":"\#(mode)","pt":{"a":0,"k":\#(square)},"o":{"a":0,"k":\#(opacity)},"x":\#(x)}]}]}"#
    return try LottieAnimation(data: Data(json.utf8))
  }

  /// The alpha of the pixel at (x, y) of the first frame.
  func alphas(_ animation: LottieAnimation, frame: Double = 0) -> (Int, Int) -> UInt32 {
    let stage = LottieStage(animation)
    stage.layer.currentFrame = frame
    let image = stage.render(at: 0)
    return { x, y in image.pixels[y * image.pixelWidth + x] >> 24 }
  }

  /// Every layer of a tree, depth first.
  func all(_ layer: Layer) -> [Layer] {
    [layer] + layer.sublayers.flatMap(all) + (layer.mask.map(all) ?? [])
  }

  @Test func growingAndShrinkingMoveTheEdge() throws {
    let grown = alphas(try animation(x: #"{"a":0,"k":10}"#))
    #expect(grown(25, 50) == 255 && grown(50, 25) == 255)  // 5 outside the square
    #expect(grown(18, 50) == 0)  // 12 outside
    #expect(grown(22, 22) == 255)  // miter joins keep the corner square
    let shrunk = alphas(try animation(x: #"{"a":0,"k":-10}"#))
    #expect(shrunk(35, 50) == 0 && shrunk(50, 35) == 0)  // 5 inside
    #expect(shrunk(45, 50) == 255 && shrunk(50, 50) == 255)
  }

  @Test func zeroBuildsThePlainMask() throws {
    let stage = LottieStage(try animation(x: #"{"a":0,"k":0}"#))
    #expect(!all(stage.layer).contains { $0.name?.hasPrefix("mask expanded") == true })
    let expanded = LottieStage(try animation(x: #"{"a":0,"k":1}"#))
    #expect(all(expanded.layer).contains { $0.name?.hasPrefix("mask expanded") == true })
    let plain = alphas(try animation(x: #"{"a":0,"k":0}"#))
    #expect(plain(31, 50) == 255 && plain(29, 50) == 0)
  }

  @Test func anInvertedMaskGrowsItsOutside() throws {
    // Its outside grows into the square: the hole is 20 × 20.
    let grown = alphas(try animation(x: #"{"a":0,"k":10}"#, inverted: true))
    #expect(grown(35, 50) == 255 && grown(50, 50) == 0 && grown(10, 10) == 255)
    let shrunk = alphas(try animation(x: #"{"a":0,"k":-10}"#, inverted: true))
    #expect(shrunk(25, 50) == 0 && shrunk(15, 50) == 255)
  }

  @Test func aSubtractedMaskCutsItsExpandedPath() throws {
    let cut = alphas(try animation(x: #"{"a":0,"k":5}"#, mode: "s"))
    #expect(cut(27, 50) == 0 && cut(22, 50) == 255 && cut(50, 50) == 0)
  }

  @Test func anAnimatedExpansionChangesSign() throws {
    let x =
      #"{"a":1,"k":[{"t":0,"s":[-10],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},"#
      + #"{"t":20,"s":[10]}]}"#
    let decoded = try animation(x: x)
    let start = alphas(decoded, frame: 0)
    #expect(start(35, 50) == 0 && start(45, 50) == 255)
    let middle = alphas(decoded, frame: 10)  // 0: the square itself
    #expect(middle(31, 50) == 255 && middle(29, 50) == 0)
    let end = alphas(decoded, frame: 20)
    #expect(end(25, 50) == 255 && end(18, 50) == 0)
  }

  @Test func theOpacityCoversTheGrownBandToo() throws {
    let half = alphas(try animation(x: #"{"a":0,"k":10}"#, opacity: 50))
    #expect(abs(Int(half(25, 50)) - 128) <= 1 && half(25, 50) == half(50, 50))
  }

  @Test func hugeExpansionsAreHeldAtTheLimit() throws {
    let (huge, warnings) = try withWarningsCaptured {
      try animation(x: #"{"a":0,"k":1e9}"#, name: "huge")
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("mask expansions beyond ±10,000 points (held at it)") == true)
    let everything = alphas(huge)
    #expect(everything(0, 0) == 255 && everything(99, 99) == 255)
    let nothing = alphas(try withWarningsCaptured { try animation(x: #"{"a":0,"k":-1e9}"#) }.0)
    #expect(nothing(50, 50) == 0)
    // Values that are not finite count as 0.
    var mask = LottieMask(
      mode: .add, isInverted: false, path: LottieProperty(LottieBezier()),
      opacity: LottieProperty([100]), expansion: LottieProperty([.nan]))
    #expect(mask.expansion(at: 0) == 0)
    mask.expansion = LottieProperty([-.infinity])
    #expect(mask.expansion(at: 0) == 0)
    mask.expansion = LottieProperty([-2e4])
    #expect(mask.expansion(at: 0) == -LottieMask.maximumExpansion)
  }
}
