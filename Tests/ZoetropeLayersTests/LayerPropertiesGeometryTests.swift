import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@Suite struct LayerPropertiesGeometryTests {
  private func properties(
    bounds: Rect, position: Point, anchor: Point = Point(x: 0.5, y: 0.5),
    transform: Transform = .identity
  ) -> LayerProperties {
    var values = LayerProperties()
    values.bounds = bounds
    values.position = position
    values.anchorPoint = anchor
    values.transform = transform
    return values
  }

  @Test func anchorPointInBoundsIncludesTheBoundsOrigin() {
    let values = properties(
      bounds: Rect(x: 10, y: 20, width: 100, height: 50), position: .zero,
      anchor: Point(x: 0.25, y: 1))
    // (10 + 0.25·100, 20 + 1·50)
    #expect(values.anchorPointInBounds == Point(x: 35, y: 70))
    let flipped = properties(
      bounds: Rect(x: 110, y: 70, width: -100, height: -50), position: .zero,
      anchor: Point(x: 0.25, y: 1))
    #expect(flipped.anchorPointInBounds == Point(x: 35, y: 70))
  }

  @Test func identityMapsTheAnchorPointToThePosition() {
    let values = properties(
      bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 100, y: 100))
    // p ↦ p − (50, 25) + (100, 100)
    let map = values.transformToSuperlayer
    #expect(Point(x: 50, y: 25).applying(map) == Point(x: 100, y: 100))
    #expect(Point(x: 0, y: 0).applying(map) == Point(x: 50, y: 75))
    #expect(values.frame == Rect(x: 50, y: 75, width: 100, height: 50))
  }

  @Test func aQuarterTurnAboutTheCentre() {
    // 100×100 at (50, 50) turned 90°: (x, y) ↦ (−(y − 50) + 50, (x − 50) + 50)
    // = (100 − y, x), clockwise on the y-down screen.
    let values = properties(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50),
      transform: Transform(rotationAngle: .pi / 2))
    let map = values.transformToSuperlayer
    #expect(isClose(Point(x: 10, y: 0).applying(map), Point(x: 100, y: 10)))
    #expect(isClose(Point(x: 0, y: 0).applying(map), Point(x: 100, y: 0)))
    #expect(isClose(Point(x: 100, y: 100).applying(map), Point(x: 0, y: 100)))
    #expect(isClose(values.frame, Rect(x: 0, y: 0, width: 100, height: 100)))
  }

  @Test func rotatedFramesAreBoundingBoxes() {
    let wide = Rect(x: 0, y: 0, width: 100, height: 50)
    let turned = properties(
      bounds: wide, position: Point(x: 100, y: 100), transform: Transform(rotationAngle: .pi / 2))
    #expect(isClose(turned.frame, Rect(x: 75, y: 50, width: 50, height: 100)))
    // 45°: the bounding box of a 100×50 rectangle is (100 + 50)/√2 on a side.
    let diagonal = properties(
      bounds: wide, position: Point(x: 100, y: 100), transform: Transform(rotationAngle: .pi / 4))
    let side = 150 / 2.0.squareRoot()
    #expect(
      isClose(diagonal.frame, Rect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side))
    )
  }

  @Test func scaleAndAnchorShapeTheFrame() {
    let bounds = Rect(x: 30, y: 40, width: 100, height: 50)
    let scaled = properties(
      bounds: bounds, position: Point(x: 100, y: 100), transform: Transform(scaleX: 2, y: 3))
    // Centred on (100, 100), 200 × 150; the bounds origin does not move the frame.
    #expect(scaled.frame == Rect(x: 0, y: 25, width: 200, height: 150))
    let corner = properties(bounds: bounds, position: Point(x: 100, y: 100), anchor: .zero)
    #expect(corner.frame == Rect(x: 100, y: 100, width: 100, height: 50))
    // Anchor (1, 1) and a half turn: (x, y) ↦ (300 − x, 300 − y) for a
    // 100×100 layer at (200, 200).
    let spun = properties(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 200, y: 200),
      anchor: Point(x: 1, y: 1), transform: Transform(rotationAngle: .pi))
    #expect(isClose(Point(x: 0, y: 0).applying(spun.transformToSuperlayer), Point(x: 300, y: 300)))
    #expect(isClose(spun.frame, Rect(x: 200, y: 200, width: 100, height: 100)))
  }

  @Test func nonFiniteValuesGiveANullFrame() {
    let nanPosition = properties(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: .nan, y: 0))
    #expect(nanPosition.frame.isNull)
    let nanTransform = properties(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: .zero,
      transform: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(nanTransform.frame.isNull)
    let nullBounds = properties(bounds: .null, position: .zero)
    #expect(nullBounds.frame.isNull)
  }

  @Test func singularTransformsGiveADegenerateFrameAtThePosition() {
    let flat = properties(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 7),
      transform: Transform(scaleX: 0, y: 0))
    #expect(flat.frame == Rect(x: 5, y: 7, width: 0, height: 0))
    #expect(flat.transformToSuperlayer.checkedInverse == nil)
  }
}
