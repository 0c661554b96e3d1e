import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeTesting

@testable import ZoetropeLottie

/// Radial gradient highlights: a gradient's focal point (a
/// ``GradientLayer``'s `gradientFocalPoint`) placed as lottie-web places
/// it, and drawn as a two-circle gradient (the pixels are compared with
/// rlottie in ``LottieReferenceTests``).
@MainActor
@Suite(.isolatedLayerContext) struct LottieHighlightTests {
  /// Every gradient layer of a tree, depth first.
  func gradients(_ layer: Layer) -> [GradientLayer] {
    ((layer as? GradientLayer).map { [$0] } ?? []) + layer.sublayers.flatMap(gradients)
  }

  func near(_ a: Point, _ b: Point) -> Bool {
    abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
  }

  @Test func highlightsBecomeFocalPointsWithoutWarnings() throws {
    let (animation, warnings) = try withWarningsCaptured {
      try corpusAnimation(LottieCorpus.highlights)
    }
    #expect(warnings.isEmpty, "\(warnings)")
    let stage = LottieStage(animation)
    let found = gradients(stage.layer)
    // Drawn last to first: the tile, the ring, the ball.
    #expect(found.map(\.type) == [.radial, .radial, .radial])
    // The ball: centre (55, 60), radius 40, 50 % at 45°, in its box
    // (15, 20, 80, 80).
    let ball = try #require(found.last?.model.gradientFocalPoint)
    let offset = 20 * 0.5.squareRoot()
    #expect(near(ball, Point(x: (40 + offset) / 80, y: (40 + offset) / 80)))
    // The tile: 150 % is kept at 99 % (lottie-web): radius 30 towards
    // (175, 125) turned by −30°, in its box (110, 100, 70, 50).
    let tile = try #require(found.first?.model.gradientFocalPoint)
    let reach = 0.99 * 30
    let expected = Point(
      x: (35 + reach * 3.0.squareRoot() / 2) / 70, y: (25 - reach / 2) / 50)
    #expect(near(tile, expected), "\(tile) \(expected)")
    // The stroke's highlight animates: its focal point moves.
    let ring = found[1]
    let before = try #require(ring.model.gradientFocalPoint)
    stage.layer.currentFrame = 40
    #expect(try #require(ring.model.gradientFocalPoint) != before)
  }

  @Test func theLightestPointIsTheFocalPoint() throws {
    let stage = LottieStage(try corpusAnimation(LottieCorpus.highlights))
    stage.layer.currentFrame = 0
    let image = stage.render(at: 0)
    // Location 0 (white) is at the focal point, (69.1, 74.1); the centre,
    // (55, 60), is a third of the way to the blue at location 0.5.
    let focus = image.color(atX: 69, y: 74).rgba8
    #expect(focus.red > 245 && focus.green > 245 && focus.blue > 245, "\(focus)")
    let centre = image.color(atX: 55, y: 60).rgba8
    #expect(centre.red < 215 && centre.blue > 245, "\(centre)")
  }

  @Test func aFocalPointMakesATwoCircleGradient() throws {
    let gradient = GradientLayer()
    gradient.setModelValue(.zero, for: \.anchorPoint)
    // Model values: no implicit animations.
    gradient.setModelValue(Rect(x: 0, y: 0, width: 100, height: 100), for: \.bounds)
    gradient.setModelValue(.radial, for: \.gradientType)
    gradient.setModelValue([.white, .black], for: \.colors)
    gradient.setModelValue(Point(x: 0.5, y: 0.5), for: \.startPoint)
    gradient.setModelValue(Point(x: 1, y: 1), for: \.endPoint)
    let tree = LayerTree(rootLayer: gradient)
    func render() -> Image {
      Renderer().render(
        tree.frame(at: 0), size: Size(width: 100, height: 100), background: .clear)
    }
    // Centred: the centre is white.
    #expect(render().color(atX: 50, y: 50).rgba8.red > 250)
    // Focused 40 points right of the centre (0.8 of the radius): white
    // there; the centre at location 0.44, a point 40 left at 0.89, the
    // circle at 1.
    gradient.setModelValue(Point(x: 0.9, y: 0.5), for: \.gradientFocalPoint)
    var image = render()
    #expect(image.color(atX: 90, y: 50).rgba8.red > 235)
    #expect(abs(Int(image.color(atX: 50, y: 50).rgba8.red) - 142) <= 4)
    #expect(abs(Int(image.color(atX: 10, y: 50).rgba8.red) - 28) <= 4)
    #expect(image.color(atX: 50, y: 1).rgba8.red < 24)
    // On or past the circle, a focal point is drawn at 0.99 of the way;
    // a non-finite one at the centre.
    gradient.setModelValue(Point(x: 0.995, y: 0.5), for: \.gradientFocalPoint)
    let edge = render()
    gradient.setModelValue(Point(x: 3, y: 0.5), for: \.gradientFocalPoint)
    image = render()
    #expect(image.pixels == edge.pixels)
    #expect(image.color(atX: 97, y: 50).rgba8.red > 200)
    gradient.setModelValue(Point(x: .nan, y: 0.5), for: \.gradientFocalPoint)
    #expect(render().color(atX: 50, y: 50).rgba8.red > 250)
  }
}
