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

/// Merge paths: their geometry, the pixels of each mode against the
/// Boolean rule evaluated point by point, strokes of merged outlines and
/// bad input (the corpus is compared with rlottie drawing the same
/// picture with masks in ``LottieReferenceTests``).
@MainActor
@Suite(.isolatedLayerContext) struct LottieMergeTests {
  /// A 120 × 100 animation of one shape layer with `items` in a group.
  func animation(_ items: String, name: String = "merge") throws -> LottieAnimation {
    let transform =
      #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"#
      + #""r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
    let json =
      #"{"v":"5.7.0","nm":"\#(name)","fr":30,"ip":0,"op":30,"w":120,"h":100,"ddd":0,"#
      + #""layers":[{"ddd":0,"ind":1,"ty":4,"nm":"S","ip":0,"op":30,"st":0,"ks":{},"#
      + #""shapes":[{"ty":"gr","nm":"G","it":[\#(items),\#(transform)]}]}]}"#
    return try LottieAnimation(data: Data(json.utf8))
  }

  /// A circle item.
  func circle(_ x: Double, _ y: Double, _ r: Double) -> String {
    #"{"ty":"el","p":{"a":0,"k":[\#(x),\#(y)]},"s":{"a":0,"k":[\#(2 * r),\#(2 * r)]}}"#
  }

  /// The alpha of the pixel at (x, y).
  func alpha(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
    image.pixels[y * image.pixelWidth + x] >> 24
  }

  /// Three overlapping circles merged by `mode`: every pixel whose centre
  /// is at least 1.5 points from each circle is opaque exactly where the
  /// mode's rule, folded left to right over the circles in the order
  /// listed, says it is inside.
  @Test(arguments: [2, 3, 4, 5])
  func modesFollowTheirRuleLeftToRight(mode: Int) throws {
    let circles = [(45.0, 45.0, 30.0), (75.0, 45.0, 30.0), (60.0, 70.0, 28.0)]
    let items =
      circles.map { circle($0.0, $0.1, $0.2) }.joined(separator: ",")
      + #",{"ty":"mm","nm":"M","mm":\#(mode)},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    let stage = LottieStage(try animation(items))
    let image = stage.render(at: 0)
    writeForInspection(image, named: "merge-mode-\(mode)")
    var checked = (inside: 0, outside: 0)
    for y in 0..<100 {
      for x in 0..<120 {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        let distances = circles.map {
          (($0.0 - px) * ($0.0 - px) + ($0.1 - py) * ($0.1 - py)).squareRoot() - $0.2
        }
        guard distances.allSatisfy({ abs($0) >= 1.5 }) else { continue }
        let inside = distances.map { $0 < 0 }
        let expected: Bool =
          switch mode {
          case 2: inside[0] || inside[1] || inside[2]
          case 3: inside[0] && !inside[1] && !inside[2]
          case 4: inside[0] && inside[1] && inside[2]
          default: (inside[0] != inside[1]) != inside[2]
          }
        let a = alpha(image, x, y)
        #expect(a == (expected ? 255 : 0), "mode \(mode) at (\(x), \(y)): alpha \(a)")
        if expected { checked.inside += 1 } else { checked.outside += 1 }
      }
    }
    #expect(checked.inside > 300 && checked.outside > 300)
  }

  /// A merged fill at half opacity is painted once: where operands
  /// overlap it is no darker than where one covers (the colour is on the
  /// operands that show, and the opacity on the layer holding them).
  @Test(arguments: [2, 5])
  func aTranslucentMergeIsPaintedOnce(mode: Int) throws {
    let items =
      circle(45, 45, 30) + "," + circle(75, 45, 30)
      + #",{"ty":"mm","nm":"M","mm":\#(mode)},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":50},"r":1}"#
    let image = LottieStage(try animation(items)).render(at: 0)
    // Inside the first circle only, and inside both (shown by a union).
    #expect((127...128).contains(alpha(image, 25, 45)))
    #expect(alpha(image, 60, 45) == (mode == 2 ? alpha(image, 25, 45) : 0))
    #expect(image.color(atX: 25, y: 45).blue > 0.99)
  }

  /// The same circles stroked 4 wide after the merge: a pixel on one
  /// circle (within 1 point), 3.5 points from the others, is stroked
  /// exactly when that part of the circle bounds the result; a pixel 3.5
  /// points from every circle is not.
  @Test(arguments: [2, 3, 4, 5])
  func strokesFollowTheResultsOutline(mode: Int) throws {
    let circles = [(45.0, 45.0, 30.0), (75.0, 45.0, 30.0), (60.0, 70.0, 28.0)]
    let items =
      circles.map { circle($0.0, $0.1, $0.2) }.joined(separator: ",")
      + #",{"ty":"mm","nm":"M","mm":\#(mode)},"#
      + #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"#
      + #""lc":1,"lj":1,"ml":4}"#
    let image = LottieStage(try animation(items)).render(at: 0)
    writeForInspection(image, named: "merge-stroke-mode-\(mode)")
    var checked = (stroked: 0, clear: 0)
    for y in 0..<100 {
      for x in 0..<120 {
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        let distances = circles.map {
          (($0.0 - px) * ($0.0 - px) + ($0.1 - py) * ($0.1 - py)).squareRoot() - $0.2
        }
        let near = distances.indices.filter { abs(distances[$0]) <= 1 }
        let far = distances.allSatisfy { abs($0) >= 3.5 }
        guard far || near.count == 1 else { continue }
        var expected = false
        if let k = near.first {
          let others = distances.indices.filter { $0 != k }
          guard others.allSatisfy({ abs(distances[$0]) >= 3.5 }) else { continue }
          let inside = { (index: Int) in distances[index] < 0 }
          expected =
            switch mode {
            case 2: others.allSatisfy { !inside($0) }
            case 3:
              k == 0
                ? others.allSatisfy { !inside($0) }
                : inside(0) && others.allSatisfy { $0 == 0 || !inside($0) }
            case 4: others.allSatisfy(inside)
            default: true
            }
        }
        let a = alpha(image, x, y)
        if expected {
          #expect(a >= 250, "mode \(mode) at (\(x), \(y)): alpha \(a), stroke expected")
          checked.stroked += 1
        } else {
          #expect(a <= 5, "mode \(mode) at (\(x), \(y)): alpha \(a), none expected")
          checked.clear += 1
        }
      }
    }
    #expect(checked.stroked > 40 && checked.clear > 1_000)
  }

  @Test func aGroupOperandIsMovedByItsTransform() {
    // A 10 × 4 rectangle about (5, 5), in a group anchored at (5, 5),
    // scaled 200 % by 100 %, turned 90° and moved to (10, 20).
    var transform = LottieTransform()
    transform.anchor = LottieProperty([5, 5])
    transform.position = LottieProperty([10, 20])
    transform.scale = LottieProperty([200, 100])
    transform.rotation = LottieProperty([90])
    let rectangle = LottieShapeItem.rectangle(
      position: LottieProperty([5, 5]), size: LottieProperty([10, 4]),
      roundness: LottieProperty([0]))
    let group = LottieShapeItem.group(name: "G", items: [rectangle], transform: transform)
    let box = group.operandPath(at: 0).boundingBox
    #expect(abs(box.minX - 8) < 1e-9 && abs(box.maxX - 12) < 1e-9)
    #expect(abs(box.minY - 10) < 1e-9 && abs(box.maxY - 30) < 1e-9)
    // Mode 1 lays the operands' outlines together, in the order listed.
    let merge = LottieMerge(mode: .merge, operands: [rectangle, group])
    let elements = merge.path(at: 0).elements
    #expect(elements.count == rectangle.path(at: 0).elements.count * 2)
    #expect(merge.path(at: 0).boundingBox.minX == 0)
  }

  @Test func theDecoderTakesThePathsBeforeTheMerge() throws {
    let items =
      circle(30, 30, 10) + #",{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},"#
      + circle(40, 30, 10) + #",{"ty":"mm","nm":"M","mm":3},"# + circle(90, 30, 10)
      + #",{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"r":1}"#
    let (decoded, warnings) = try withWarningsCaptured { try animation(items) }
    #expect(warnings.isEmpty)
    guard case .shapes(let shapes) = decoded.layers.first?.content,
      case .group(_, let items, _) = shapes.first
    else {
      Issue.record("no group")
      return
    }
    // The merge of both circles (the fill between them is dropped, as
    // lottie-android drops it), the third circle, the fill after them.
    #expect(items.count == 3)
    let merge = try #require(items.first?.booleanMerge)
    #expect(merge.mode == .subtract && merge.operands.count == 2)
    // Drawn: the blue fill paints the first circle less the second, and
    // the third; the red fill paints nothing.
    let image = LottieStage(decoded).render(at: 0)
    #expect(image.pixels[30 * 120 + 23] == 0xFF00_00FF)
    #expect(alpha(image, 45, 30) == 0)
    #expect(image.pixels[30 * 120 + 90] == 0xFF00_00FF)
  }

  @Test func roundedCornersAfterAPathMergeRoundItsOperands() throws {
    let square =
      #"{"ty":"rc","p":{"a":0,"k":[30,30]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}}"#
    let items =
      square + #",{"ty":"mm","nm":"M","mm":1},{"ty":"rd","nm":"R","r":{"a":0,"k":10}},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    let decoded = try animation(items)
    guard case .shapes(let shapes) = decoded.layers.first?.content,
      case .group(_, let items, _) = shapes.first, case .merge(let merge) = items.first,
      case .rounded = merge.operands.first
    else {
      Issue.record("the merge's operand is not rounded")
      return
    }
    // The square's corner (10, 10) is cut off; its edge's middle is not.
    let image = LottieStage(decoded).render(at: 0)
    #expect(alpha(image, 11, 11) == 0 && alpha(image, 11, 30) == 255)
  }

  @Test func whatDoesNotReachABooleanMergeIsNoted() throws {
    let fill = #",{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    let transform =
      #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"#
      + #""r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
    let inner =
      #"{"ty":"gr","nm":"Inner","it":["# + circle(30, 30, 10) + "," + circle(40, 30, 10)
      + #",{"ty":"mm","nm":"Sub","mm":3},"# + transform + "]}"
    let items =
      inner + "," + circle(60, 30, 10) + #",{"ty":"mm","nm":"Add","mm":2},"#
      + #"{"ty":"tm","nm":"Trim","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0},"m":1},"#
      + #"{"ty":"rd","nm":"Round","r":{"a":0,"k":4}}"# + fill
    let (_, warnings) = try withWarningsCaptured { try animation(items, name: "notes") }
    let warning = try #require(warnings.first)
    #expect(warning.contains("trim paths after Boolean merge paths (the merge left as it is)"))
    #expect(warning.contains("rounded corners after Boolean merge paths (the merge left as it is)"))
    #expect(
      warning.contains("Boolean merge paths inside merged groups (their paths laid together)"))
    // A path merge (mode 1) takes them all silently.
    let plain =
      circle(30, 30, 10) + #",{"ty":"mm","nm":"M","mm":1},"#
      + #"{"ty":"rd","nm":"Round","r":{"a":0,"k":4}}"# + fill
    let (_, none) = try withWarningsCaptured { try animation(plain, name: "plain") }
    #expect(none.isEmpty)
  }

  @Test func anUnknownModeMergesWithAWarning() throws {
    let items =
      circle(30, 30, 10) + "," + circle(40, 30, 10) + #",{"ty":"mm","nm":"M","mm":9},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"r":2}"#
    let (decoded, warnings) = try withWarningsCaptured { try animation(items, name: "odd") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("merge paths of an unknown mode (merged)") == true)
    // Merged, even-odd: the overlap is a hole.
    let image = LottieStage(decoded).render(at: 0)
    #expect(alpha(image, 35, 30) == 0 && alpha(image, 25, 30) == 255)
  }

  @Test func aStrokeFollowsTheMergedOutline() throws {
    // A rectangle less a circle on its right edge, stroked 4 wide.
    let rectangle =
      #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[60,40]},"r":{"a":0,"k":0}}"#
    let items =
      rectangle + "," + circle(80, 50, 15) + #",{"ty":"mm","nm":"M","mm":3},"#
      + #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"#
      + #""lc":1,"lj":1,"ml":4}"#
    let image = LottieStage(try animation(items)).render(at: 0)
    writeForInspection(image, named: "merge-stroke")
    #expect(alpha(image, 20, 50) == 255)  // the rectangle's left edge
    #expect(alpha(image, 65, 50) == 255)  // the circle's edge inside the rectangle
    #expect(alpha(image, 50, 30) == 255)  // the top edge, left of the circle
    #expect(alpha(image, 80, 40) == 0)  // the right edge, inside the circle
    #expect(alpha(image, 95, 50) == 0)  // the circle's edge outside the rectangle
    #expect(alpha(image, 50, 50) == 0)  // no fill
  }

  @Test func gradientsAndProvidersPaintMergedPaths() throws {
    let items =
      circle(40, 50, 25) + "," + circle(70, 50, 25) + #",{"ty":"mm","nm":"M","mm":5},"#
      + #"{"ty":"gf","nm":"Gradient","o":{"a":0,"k":100},"r":1,"t":1,"s":{"a":0,"k":[15,0]},"#
      + #""e":{"a":0,"k":[95,0]},"g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}}},"#
      + circle(100, 20, 10)
      + #",{"ty":"fl","nm":"Fill","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    let decoded = try animation(items)
    let stage = LottieStage(decoded)
    var image = stage.render(at: 0)
    writeForInspection(image, named: "merge-gradient")
    // The gradient: red on the left, blue on the right, none where the
    // circles overlap.
    let left = image.pixels[50 * 120 + 20]
    let right = image.pixels[50 * 120 + 90]
    #expect(left >> 24 == 255 && (left >> 16 & 0xFF) > 200)
    #expect(right >> 24 == 255 && (right & 0xFF) > 150)
    #expect(alpha(image, 55, 50) == 0)
    // The fill listed after the merge paints it (the overlap empty) and
    // the small circle; a provider recolours it.
    stage.layer.setValueProvider(
      ColorValueProvider(Color(red: 0, green: 1, blue: 0)),
      keypath: AnimationKeypath(keypath: "**.Fill.Color"))
    image = stage.render(at: 0)
    #expect(image.pixels[20 * 120 + 100] == 0xFF00_FF00)
    #expect(alpha(image, 55, 50) == 0)
  }

  @Test func aUnionOfThousandsIsFlat() throws {
    // 1,000 small squares added: a few layers deep, not 1,000 (the
    // render would recurse that deep).
    let squares = (0..<1_000).map { index in
      let (x, y) = (Double(index % 40) * 3 + 1.5, Double(index / 40) * 4 + 1.5)
      return #"{"ty":"rc","p":{"a":0,"k":[\#(x),\#(y)]},"s":{"a":0,"k":[1,1]},"r":{"a":0,"k":0}}"#
    }
    let items =
      squares.joined(separator: ",") + #",{"ty":"mm","nm":"M","mm":2},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    let stage = LottieStage(try animation(items))
    func depth(_ layer: Layer) -> Int {
      1 + (layer.sublayers.map(depth).max() ?? 0) + (layer.mask.map(depth) ?? 0)
    }
    #expect(depth(stage.layer) < 20)
    let image = stage.render(at: 0)
    #expect(alpha(image, 1, 1) == 255 && alpha(image, 118, 97) == 255)
    #expect(alpha(image, 2, 2) == 0)
  }

  @Test func longChainsAreCutWithAWarning() throws {
    // 40 merges in one list: each nests the ones before it, so past 32
    // they are left out; an intersection takes its first 32 operands.
    let merges = (0..<40).map { _ in circle(50, 50, 20) + #",{"ty":"mm","nm":"M","mm":2}"# }
    let fill = #",{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    let (_, warnings) = try withWarningsCaptured {
      try animation(merges.joined(separator: ",") + fill, name: "chain")
    }
    #expect(warnings.first?.contains("merge paths beyond 32 in one list (left out)") == true)
    let circles = (0..<40).map { _ in circle(50, 50, 20) }.joined(separator: ",")
    let (decoded, cut) = try withWarningsCaptured {
      try animation(circles + #",{"ty":"mm","nm":"M","mm":4}"# + fill, name: "many")
    }
    #expect(cut.first?.contains("intersect or exclude over 32 paths (the first 32)") == true)
    #expect(alpha(LottieStage(decoded).render(at: 0), 50, 50) == 255)
  }

  @Test func manyExcludedOperandsStayWithinTheLayerBudget() throws {
    // Excluded intersections copy the left side twice per operand: 40
    // operands would be 2^40 layers; the builder stops at its budget.
    let items =
      (0..<40).map { circle(Double(10 + $0 * 2), 50, 20) }.joined(separator: ",")
      + #",{"ty":"mm","nm":"M","mm":5},"#
      + #"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
    let (stage, warnings) = try withWarningsCaptured { LottieStage(try animation(items)) }
    #expect(warnings.contains { $0.contains("layers") })
    _ = stage.render(at: 0)
  }
}
