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

/// Polystars and dashed strokes: their outlines and patterns by
/// lottie-web's rules, and their bad input.
@MainActor
@Suite(.isolatedLayerContext) struct LottieOutlineTests {
  /// A shape layer of `shapes` in a 100 × 100 animation.
  func file(_ shapes: String) -> Data {
    Data(
      #"""
      {"nm":"outline","w":100,"h":100,"fr":30,"ip":0,"op":30,
       "layers":[{"ind":1,"ty":4,"nm":"S","ip":0,"op":30,"shapes":\#(shapes)}]}
      """#.utf8)
  }

  /// The shape items of the first layer of a decoded file, and the warnings.
  func items(_ shapes: String) throws -> ([LottieShapeItem], [String]) {
    let (animation, warnings) = try withWarningsCaptured {
      try LottieAnimation(data: file(shapes))
    }
    guard case .shapes(let items) = animation.layers.first?.content else { return ([], warnings) }
    return (items, warnings)
  }

  func polystar(_ json: String) throws -> LottiePolystar? {
    guard case .polystar(let star) = try items("[\(json)]").0.first else { return nil }
    return star
  }

  /// The points a path passes through (its moves and segment ends).
  func vertices(_ path: Path) -> [Point] {
    path.elements.compactMap { element in
      switch element {
      case .move(let point), .line(let point), .curve(let point, _, _): point
      default: nil
      }
    }
  }

  @Test func aStarAlternatesItsRadiiFromTheTop() throws {
    let star = try #require(
      try polystar(
        #"{"ty":"sr","sy":1,"p":{"k":[50,50]},"pt":{"k":4},"r":{"k":0},"or":{"k":40},"ir":{"k":10}}"#
      ))
    let points = vertices(star.path(at: 0))
    #expect(points.count == 8)
    let expected = [
      Point(x: 50, y: 10), Point(x: 57.071, y: 42.929), Point(x: 90, y: 50),
      Point(x: 57.071, y: 57.071), Point(x: 50, y: 90),
    ]
    for (point, want) in zip(points, expected) {
      #expect(abs(point.x - want.x) < 1e-3 && abs(point.y - want.y) < 1e-3, "\(point)")
    }
  }

  @Test func aPolygonTurnsClockwiseAndCounterclockwise() throws {
    let forward = try #require(
      try polystar(
        #"{"ty":"sr","sy":2,"d":1,"p":{"k":[0,0]},"pt":{"k":4},"r":{"k":45},"or":{"k":10}}"#))
    let backward = try #require(
      try polystar(
        #"{"ty":"sr","sy":2,"d":3,"p":{"k":[0,0]},"pt":{"k":4},"r":{"k":45},"or":{"k":10}}"#))
    let h = 10 / 2.0.squareRoot()
    let f = vertices(forward.path(at: 0))
    let b = vertices(backward.path(at: 0))
    // Turned 45° clockwise from the top: the first point is up and right.
    #expect(abs(f[0].x - h) < 1e-9 && abs(f[0].y + h) < 1e-9)
    #expect(abs(f[1].x - h) < 1e-9 && abs(f[1].y - h) < 1e-9)
    #expect(abs(b[1].x + h) < 1e-9 && abs(b[1].y + h) < 1e-9)
  }

  @Test func roundnessBendsEdgesAlongTheCircle() throws {
    // A square of radius 10 at 100 % roundness: arms of 2π·10/16 along
    // the circle at each vertex (lottie-web's perimeter segment).
    let square = try #require(
      try polystar(#"{"ty":"sr","sy":2,"p":{"k":[0,0]},"pt":{"k":4},"or":{"k":10},"os":{"k":100}}"#)
    )
    let path = square.path(at: 0)
    guard case .curve(let end, let control1, let control2) = path.elements[1] else {
      Issue.record("not a curve: \(path.elements)")
      return
    }
    let arm = 2 * Double.pi * 10 / 16
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y) < 1e-9)
    // Leaving the top (0, −10) to the right, arriving at (10, 0) downwards.
    #expect(abs(control1.x - arm) < 1e-9 && abs(control1.y + 10) < 1e-9)
    #expect(abs(control2.x - 10) < 1e-9 && abs(control2.y + arm) < 1e-9)
  }

  @Test func badPointCountsDrawNothingOrAreCut() throws {
    let (decoded, warnings) = try items(
      #"""
      [{"ty":"sr","nm":"Many","sy":1,"pt":{"k":1e9},"or":{"k":10},"ir":{"k":5}},
       {"ty":"sr","nm":"Half","sy":2,"pt":{"k":5.5},"or":{"k":10}},
       {"ty":"sr","nm":"None","sy":2,"pt":{"k":0},"or":{"k":10}}]
      """#)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("polystars of over 1000 points (cut)") == true)
    #expect(warnings.first?.contains("polystars with fractional points") == true)
    let paths = decoded.map { $0.path(at: 0) }
    #expect(vertices(paths[0]).count == 2_000)
    #expect(vertices(paths[1]).count == 5)
    #expect(paths[2].isEmpty)
  }

  @Test func dashesBecomeTheStrokePatternAndPhase() throws {
    let json = #"""
      [{"ty":"rc","p":{"k":[50,50]},"s":{"k":[40,40]},"r":{"k":0}},
       {"ty":"st","c":{"k":[0,0,0,1]},"o":{"k":100},"w":{"k":2},
        "d":[{"n":"d","v":{"k":6}},{"n":"g","v":{"a":1,"k":[{"t":0,"s":[2],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[8]}]}},
             {"n":"o","v":{"k":3}}]}]
      """#
    let animation = try LottieAnimation(data: file(json))
    let stage = LottieStage(animation)
    stage.layer.currentFrame = 15
    _ = stage.render(at: 0)
    let stroke = try #require(shapeLayers(in: stage.layer).first { $0.name == "stroke" })
    let shown = stroke.presentation()
    #expect(shown.lineDashPattern.count == 2)
    #expect(abs(shown.lineDashPattern[0] - 6) < 1e-9)
    #expect(abs(shown.lineDashPattern[1] - 5) < 1e-6)
    #expect(shown.lineDashPhase == 3)
  }

  @Test func badDashLengthsFallBackToASolidStroke() throws {
    let zeros = LottieDashes(
      lengths: [LottieProperty([0]), LottieProperty([.nan])], offset: nil)
    #expect(zeros.pattern(at: 0).isEmpty)
    let mixed = LottieDashes(
      lengths: [LottieProperty([-4]), LottieProperty([5])],
      offset: LottieProperty([.infinity]))
    #expect(mixed.pattern(at: 0) == [0, 5])
    #expect(mixed.phase(at: 0) == 0)
    let (_, warnings) = try items(
      #"[{"ty":"st","c":{"k":[0,0,0,1]},"w":{"k":1},"d":[{"n":"x","v":{"k":1}}]}]"#)
    #expect(warnings.first?.contains("dash entries of unknown kind (left out)") == true)
  }

  /// Every shape layer under a layer, depth first.
  func shapeLayers(in layer: Layer) -> [ShapeLayer] {
    layer.sublayers.flatMap { sublayer in
      [sublayer as? ShapeLayer].compactMap { $0 } + shapeLayers(in: sublayer)
    }
  }

  @Test func roundingKeepsOpenEndsAndCurvedVertices() {
    var open = Path()
    open.move(to: Point(x: 0, y: 0))
    open.addLine(to: Point(x: 10, y: 0))
    open.addLine(to: Point(x: 10, y: 10))
    open.addCurve(
      to: Point(x: 0, y: 20), control1: Point(x: 10, y: 15), control2: Point(x: 5, y: 20))
    let rounded = LottieCornerRounder.round(open, radius: 100)
    // The ends stay; the sharp corner at (10, 0) becomes two points 5
    // back along each edge (half the edge: the radius is larger); the
    // vertex at (10, 10) leaves along a curve, so it stays.
    #expect(
      vertices(rounded) == [
        Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 5), Point(x: 10, y: 10),
        Point(x: 0, y: 20),
      ])
    guard case .curve(_, let control1, let control2) = rounded.elements[2] else {
      Issue.record("not a curve: \(rounded.elements)")
      return
    }
    #expect(abs(control1.x - (5 + 5 * 0.5519)) < 1e-9 && control1.y == 0)
    #expect(control2.x == 10 && abs(control2.y - (5 - 5 * 0.5519)) < 1e-9)
    #expect(LottieCornerRounder.round(open, radius: 0) == open)
    #expect(LottieCornerRounder.round(open, radius: .nan) == open)
  }

  @Test func roundingAClosedSquareGivesEightVertices() {
    let square = LottieShapeItem.rectangle(
      center: Point(x: 0, y: 0), size: Point(x: 20, y: 20), radius: 0)
    let rounded = LottieCornerRounder.round(square, radius: 4)
    // Eight vertices, the last segment returning to the first; the first
    // is the top-right corner pulled back toward the one before it.
    #expect(Set(vertices(rounded).map { "\($0)" }).count == 8)
    #expect(vertices(rounded).count == 9)
    #expect(rounded.elements.last == .closeSubpath)
    #expect(vertices(rounded).first == Point(x: 6, y: -10))
    #expect(vertices(rounded)[1] == Point(x: 10, y: -6))
  }
}
