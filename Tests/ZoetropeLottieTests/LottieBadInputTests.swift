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

/// Bad files: what throws, and what plays with one warning.
@MainActor
@Suite(.isolatedLayerContext) struct LottieBadInputTests {
  /// A minimal valid header around `layers`, with overrides.
  func file(_ layers: String = "[]", header: String = #""w":100,"h":100,"fr":30,"ip":0,"op":30"#)
    -> Data
  {
    Data(#"{"nm":"bad",\#(header),"layers":\#(layers)}"#.utf8)
  }

  /// The error decoding `data` throws, if any.
  func error(_ data: Data) -> LottieDecodingError? {
    do {
      _ = try LottieAnimation(data: data)
      return nil
    } catch {
      return error
    }
  }

  /// Decodes `data`, returning the animation and the warnings it gave.
  func decode(_ data: Data) throws -> (LottieAnimation, [String]) {
    try withWarningsCaptured { try LottieAnimation(data: data) }
  }

  @Test func malformedJSONThrows() {
    #expect(error(Data("{\"w\": 100,".utf8))?.message.contains("not valid JSON") == true)
    #expect(error(Data([0xFF, 0xFE, 0x00])) != nil)
    #expect(error(Data("[1, 2]".utf8))?.message == "The top level is an array, not an object")
  }

  @Test func missingOrWrongHeaderValuesThrow() {
    #expect(
      error(file(header: #""w":100,"h":100,"ip":0,"op":30"#))?.message
        == #"The frame rate ("fr") is missing"#)
    #expect(
      error(file(header: #""w":"wide","h":100,"fr":30,"ip":0,"op":30"#))?.message
        == #"The width ("w") is a string, not a number"#)
    #expect(
      error(file(header: #""w":100,"h":100,"fr":0,"ip":0,"op":30"#))?.message
        == "The frame rate 0.0 is not positive")
    #expect(
      error(file(header: #""w":1e9,"h":100,"fr":30,"ip":0,"op":30"#))?.message
        .contains("outside 1...16384") == true)
    #expect(
      error(file(header: #""w":100,"h":100,"fr":30,"ip":30,"op":30"#))?.message
        == "The out point 30.0 is not after the in point 30.0")
    #expect(error(file(#"{"a":1}"#))?.message.contains("not an array of layers") == true)
  }

  @Test func wrongTypesInLayersWarnOnceAndUseDefaults() throws {
    let layers = #"""
      [{"ind":1,"ty":4,"nm":"A","ip":0,"op":30,"ks":{"p":{"a":0,"k":"left"},"o":{"a":0,"k":[]}},
        "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":true},"r":{"a":0,"k":0}}]},
       {"ind":2,"ty":4,"nm":"B","ip":0,"op":30,"ks":{"p":{"a":0,"k":{}}},"shapes":"none"}]
      """#
    let (animation, warnings) = try decode(file(layers))
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix(#"Lottie animation "bad": left out or replaced:"#) == true)
    #expect(warnings.first?.contains("values of the wrong type (defaults used)") == true)
    #expect(warnings.first?.contains("layers[0].ks.p.k") == true)
    #expect(animation.layers.count == 2)
    #expect(animation.layers[0].transform.position(at: 0) == .zero)
  }

  @Test func cyclicParentingIsBrokenWithAWarning() throws {
    let layers = #"""
      [{"ind":1,"ty":3,"nm":"A","parent":3,"ip":0,"op":30},
       {"ind":2,"ty":3,"nm":"B","parent":1,"ip":0,"op":30},
       {"ind":3,"ty":3,"nm":"C","parent":2,"ip":0,"op":30},
       {"ind":4,"ty":3,"nm":"D","parent":4,"ip":0,"op":30},
       {"ind":5,"ty":3,"nm":"E","parent":99,"ip":0,"op":30}]
      """#
    let (animation, warnings) = try decode(file(layers))
    #expect(animation.layers.map(\.parent) == [nil, 1, 2, nil, nil])
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains(
        #"cyclic parenting (the cycle is broken here) (layer "A", layer "D")"#) == true)
    #expect(warnings.first?.contains(#"parents that do not exist (ignored) (layer "E")"#) == true)
    // The tree builds and draws.
    let stage = LottieStage(animation)
    #expect(stage.render(at: 0).pixelWidth == 100)
    #expect(stage.layer.sublayers.count == 1)
  }

  @Test func selfReferencingPrecompositionsAreLeftOut() throws {
    let json = #"""
      {"nm":"loop","w":50,"h":50,"fr":30,"ip":0,"op":30,
       "assets":[{"id":"a","layers":[{"ind":1,"ty":0,"refId":"b","nm":"to b","ip":0,"op":30}]},
                 {"id":"b","layers":[{"ind":1,"ty":0,"refId":"a","nm":"to a","ip":0,"op":30}]}],
       "layers":[{"ind":1,"ty":0,"refId":"a","nm":"root","ip":0,"op":30},
                 {"ind":2,"ty":0,"refId":"zz","nm":"nowhere","ip":0,"op":30}]}
      """#
    let (animation, warnings) = try decode(Data(json.utf8))
    #expect(animation.layers.map(\.name) == ["root"])
    #expect(animation.precomps["b"]?.isEmpty == true)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("precompositions that contain themselves (left out)") == true)
    #expect(warnings.first?.contains("precompositions that do not exist (left out)") == true)
    #expect(LottieStage(animation).render(at: 0).pixelWidth == 50)
  }

  /// JSON has no NaN; a number too large for a `Double` is refused by
  /// the JSON parser itself.
  @Test func numbersTooLargeForADoubleThrow() {
    let layers = #"[{"ind":1,"ty":3,"nm":"A","ks":{"p":{"a":0,"k":[1e999,0]}}}]"#
    let message = error(file(layers))?.message ?? ""
    #expect(message.hasPrefix("The data is not valid JSON"))
  }

  @Test func badKeyframesAndHugeNumbersAreReplaced() throws {
    let layers = #"""
      [{"ind":1,"ty":4,"nm":"A","ip":0,"op":30,
        "ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":"x","s":[1,1]},{"t":10,"s":[5,5]}]},
              "s":{"a":0,"k":[1e300,1e300]}},
        "shapes":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},
                  {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}]}]
      """#
    let (animation, warnings) = try decode(file(layers))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("keyframes without a finite time (left out)") == true)
    #expect(animation.layers[0].transform.position.keyframes.count == 2)
    // A scale of 1e300 draws nothing, and does not crash.
    let image = LottieStage(animation).render(at: 0)
    #expect(image.pixels.allSatisfy { $0 == 0 })
  }

  @Test func unsupportedFeaturesAreNamedOncePerAnimation() throws {
    let layers = #"""
      [{"ind":1,"ty":4,"nm":"Shape","ip":0,"op":30,"tt":4,
        "masksProperties":[{"mode":"a","x":{"a":0,"k":4}}],
        "ks":{"o":{"a":0,"k":100,"x":"wiggle(1,2)"}},
        "shapes":[{"ty":"mm","nm":"Merge"},{"ty":"gf","nm":"Gradient"},{"ty":"mm","nm":"Again"},
                  {"ty":"gr","nm":"G","it":[{"ty":"zz","nm":"Zig"}]}]},
       {"ind":2,"ty":5,"nm":"Title","ip":0,"op":30},
       {"ind":3,"ty":2,"nm":"Photo","ip":0,"op":30}]
      """#
    let (animation, warnings) = try decode(file(layers))
    #expect(warnings.count == 1)
    #expect(
      animation.issues.kinds == [
        "gradients without a usable stop count (left out)", "zig zags",
        "expressions (the static value is used)",
        "text layers without text (left out)", "image layers without a refId (left out)",
      ])
    #expect(warnings.first?.contains(#"zig zags (layer "Shape" > G > Zig)"#) == true)
    // Merge paths and mask expansion are drawn: no warning names them.
    #expect(warnings.first?.contains("merge") == false)
    #expect(animation.layers.map(\.name) == ["Shape"])
  }

  @Test func longParentChainsAreCutAtTheLayerLimit() throws {
    // 250 layers, each the parent of the next: 31,375 layers once each
    // is wrapped in copies of its ancestors' transforms.
    let chain = (1...250).map { index in
      let parent = index > 1 ? #","parent":\#(index - 1)"# : ""
      return #"{"ind":\#(index),"ty":3,"nm":"L\#(index)"\#(parent),"ip":0,"op":30}"#
    }
    let animation = try LottieAnimation(data: file("[\(chain.joined(separator: ","))]"))
    let (layer, warnings) = withWarningsCaptured { LottieAnimationLayer(animation: animation) }
    #expect(
      warnings == [
        #"Lottie animation "bad" needs more than 20000 layers; the rest are left out"#
      ])
    func count(_ layer: Layer) -> Int { 1 + layer.sublayers.reduce(0) { $0 + count($1) } }
    // The limit, less the wrappers of the one layer that did not fit, plus
    // the Lottie layer and its composition.
    let built = count(layer)
    #expect(built <= LottieAnimation.maximumLayerCount + 2)
    #expect(built > LottieAnimation.maximumLayerCount - 250)
  }

  @Test func unreadableFileThrowsAndFilepathGivesNil() {
    let url = URL(fileURLWithPath: "/nonexistent/zoetrope-lottie.json")
    #expect(throws: LottieDecodingError.self) { try LottieAnimation(contentsOf: url) }
    let (animation, warnings) = withWarningsCaptured { LottieAnimation.filepath(url.path) }
    #expect(animation == nil)
    #expect(warnings.count == 1)
  }
}
