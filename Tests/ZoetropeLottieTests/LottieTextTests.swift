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

/// Text layers: documents decoded, set on the layer's origin as After
/// Effects sets them, switched at their keyframes.
@MainActor
@Suite(.isolatedLayerContext) struct LottieTextTests {
  /// A 200 × 100 animation with a text layer at `position` whose
  /// documents are `keyframes` (a JSON array of `{"t":…,"s":{…}}`).
  func file(_ keyframes: String, position: String = "[20,60]", extra: String = "") -> Data {
    Data(
      #"""
      {"nm":"text","w":200,"h":100,"fr":30,"ip":0,"op":30,
       "fonts":{"list":[{"fName":"Sans-Bold","fFamily":"DejaVu Sans","fStyle":"Bold","ascent":75}]},
       "layers":[{"ind":1,"ty":5,"nm":"Title","ip":0,"op":30,
        "ks":{"p":{"a":0,"k":\#(position)}},
        "t":{"d":{"k":\#(keyframes)}\#(extra)}}]}
      """#.utf8)
  }

  /// A document of `text` in red at 24 points with justification `j`.
  func document(_ text: String, j: Int = 0, time: Int = 0) -> String {
    #"{"t":\#(time),"s":{"t":"\#(text)","f":"Sans-Bold","s":24,"j":\#(j),"fc":[1,0,0]}}"#
  }

  /// The box around the red pixels of a frame, in pixels.
  func redBox(_ data: Data, frame: Double = 0) throws -> (
    minX: Int, maxX: Int, minY: Int, maxY: Int
  ) {
    let stage = LottieStage(try LottieAnimation(data: data))
    stage.layer.currentFrame = frame
    let image = stage.render(at: 0)
    var box = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let color = image.color(atX: x, y: y)
        guard color.alpha > 0.5, color.red > 0.5, color.green < 0.3 else { continue }
        box = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y))
      }
    }
    return box
  }

  @Test func documentsDecodeWithTheirFonts() throws {
    let json = file(
      "[" + document("Hi\\rthere", j: 2)
        + #",{"t":10,"s":{"t":"Box","f":"Other","s":1e9,"fc":[255,128,0],"sz":[80,40],"ps":[-40,-20]}}"#
        + "]")
    let (animation, warnings) = try withWarningsCaptured { try LottieAnimation(data: json) }
    guard case .text(let text) = animation.layers.first?.content else {
      Issue.record("no text layer")
      return
    }
    let first = text.document(at: 0)
    #expect(first.family == "DejaVu Sans" && first.isBold && first.size == 24)
    #expect(first.justification == .center && first.lines == "Hi\nthere" && first.box == nil)
    let second = text.document(at: 12)
    #expect(second.family == "Other" && !second.isBold && second.size == 12)
    #expect(second.box == Rect(x: -40, y: -20, width: 80, height: 40))
    #expect(abs(second.color.green - 128.0 / 255) < 1e-9)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("text sizes not in 0…2000 (12 used)") == true)
  }

  @Test func pointTextSitsOnTheOriginsBaseline() throws {
    // Left: the text starts at x = 20 and stands on y = 60 ("H" and "I"
    // have no descenders).
    let left = try redBox(file("[" + document("HI") + "]"))
    #expect((19...22).contains(left.minX))
    #expect((58...60).contains(left.maxY))
    #expect((38...46).contains(left.minY))
    // Right: it ends at x = 180.
    let right = try redBox(file("[" + document("HI", j: 1) + "]", position: "[180,60]"))
    #expect((176...180).contains(right.maxX))
    #expect(right.maxX - right.minX == left.maxX - left.minX)
    // Centred on x = 100.
    let centre = try redBox(file("[" + document("HI", j: 2) + "]", position: "[100,60]"))
    #expect(abs((centre.minX + centre.maxX) / 2 - 100) <= 2)
  }

  @Test func documentsSwitchAtTheirKeyframes() throws {
    let data = file("[" + document("I") + "," + document("IIIII", time: 15) + "]")
    let early = try redBox(data, frame: 14)
    let late = try redBox(data, frame: 15)
    #expect(late.maxX - late.minX > 3 * (early.maxX - early.minX))
  }

  @Test func animatorsAndMissingTextAreNoted() throws {
    let (animated, warnings) = try withWarningsCaptured {
      try LottieAnimation(
        data: file("[" + document("A") + "]", extra: #","a":[{"s":{"rn":1},"a":{"sk":{"k":9}}}]"#))
    }
    #expect(animated.layers.count == 1)
    #expect(warnings.first?.contains("randomized text selectors (in order)") == true)
    let (empty, emptyWarnings) = try withWarningsCaptured {
      try LottieAnimation(data: file("[]"))
    }
    #expect(empty.layers.isEmpty)
    #expect(emptyWarnings.first?.contains("text layers without text (left out)") == true)
  }
}
