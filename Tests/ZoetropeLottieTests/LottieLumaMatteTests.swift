import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeTesting

@testable import ZoetropeLottie

/// Luma track mattes (`tt: 3`) and inverted ones (`tt: 4`) draw by the
/// matte's luminance, not its alpha.
///
/// rlottie (Debian's 0.1) draws nothing for a luma matte, so the pixels
/// are checked against the values After Effects' rule gives: coverage is
/// the luminance (Rec. 601) of the matte's premultiplied colour, and
/// where the matte is transparent it counts as black.
@MainActor
@Suite(.isolatedLayerContext) struct LottieLumaMatteTests {
  /// A blue 100 × 50 layer matted by a matte whose left half is mid grey
  /// and right half red, with its bottom 10 rows transparent.
  static func animation(matte: Int) -> String {
    func rect(_ x: Double, _ width: Double, _ color: [Double], height: Double = 40) -> String {
      """
      {"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[\(x),\(height / 2)]},\
      "s":{"a":0,"k":[\(width),\(height)]},\
      "r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":\(color)},"o":{"a":0,"k":100},"r":1},\
      {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},\
      "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
      """
    }
    let transform =
      #""ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},"#
      + #""a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}"#
    return """
      {"v":"5.7.0","nm":"luma","fr":30,"ip":0,"op":30,"w":100,"h":50,"ddd":0,"assets":[],
       "layers":[
        {"ddd":0,"ind":1,"ty":4,"nm":"Matte","sr":1,"ip":0,"op":30,"st":0,"td":1,\(transform),
         "shapes":[\(rect(25, 50, [0.5, 0.5, 0.5, 1])),\(rect(75, 50, [1, 0, 0, 1]))]},
        {"ddd":0,"ind":2,"ty":4,"nm":"Blue","sr":1,"ip":0,"op":30,"st":0,"tt":\(matte),
         \(transform),"shapes":[\(rect(50, 100, [0, 0, 1, 1], height: 50))]}]}
      """
  }

  /// The alpha drawn at a point of the frame.
  func alpha(_ image: Image, _ x: Int, _ y: Int) -> Double {
    Double(image.color(atX: x, y: y).rgba8.alpha) / 255
  }

  @Test func lumaMattesCoverByLuminance() throws {
    let luma = LottieStage(try corpusAnimation(Self.animation(matte: 3))).render(at: 0)
    let inverted = LottieStage(try corpusAnimation(Self.animation(matte: 4))).render(at: 0)
    let alphaMatte = LottieStage(try corpusAnimation(Self.animation(matte: 1))).render(at: 0)
    writeForInspection(luma, named: "luma-matte")
    writeForInspection(inverted, named: "luma-matte-inverted")
    // Grey 0.5: luminance 0.5; red: 0.299; transparent: 0.
    #expect(abs(alpha(luma, 20, 20) - 0.5) < 0.01)
    #expect(abs(alpha(luma, 80, 20) - 0.299) < 0.01)
    #expect(alpha(luma, 50, 46) == 0)
    #expect(abs(alpha(inverted, 20, 20) - 0.5) < 0.01)
    #expect(abs(alpha(inverted, 80, 20) - 0.701) < 0.01)
    #expect(alpha(inverted, 50, 46) == 1)
    // What is shown is the blue layer, not the matte's colours.
    let color = luma.color(atX: 80, y: 20).rgba8
    #expect(color.red == 0 && color.green == 0 && color.blue > 200)
    // An alpha matte of the same layers covers both halves fully.
    #expect(alpha(alphaMatte, 20, 20) == 1 && alpha(alphaMatte, 80, 20) == 1)
    // The layer with the luma matte is drawn on the CPU, and nothing is
    // left to warn about.
    let (_, warnings) = try withWarningsCaptured { try corpusAnimation(Self.animation(matte: 3)) }
    #expect(warnings.isEmpty)
  }
}
