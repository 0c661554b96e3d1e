import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@MainActor
@Suite struct LayerHitTestingTests {
  private func layer(
    _ name: String, bounds: Rect, position: Point, anchor: Point = Point(x: 0.5, y: 0.5),
    transform: Transform = .identity
  ) -> Layer {
    let layer = Layer()
    layer.name = name
    layer.bounds = bounds
    layer.position = position
    layer.anchorPoint = anchor
    layer.transform = transform
    return layer
  }

  /// A 400×400 root whose bounds coordinates equal its superlayer space.
  private func makeRoot() -> Layer {
    layer(
      "root", bounds: Rect(x: 0, y: 0, width: 400, height: 400), position: Point(x: 200, y: 200))
  }

  @Test func containsIsHalfOpenInBoundsCoordinates() {
    let box = layer(
      "box", bounds: Rect(x: -50, y: -50, width: 100, height: 100), position: Point(x: 500, y: 500))
    #expect(box.contains(Point(x: -50, y: -50)))
    #expect(box.contains(Point(x: 49.9, y: 0)))
    #expect(!box.contains(Point(x: 50, y: 0)))
    #expect(!box.contains(Point(x: 60, y: 0)))
    #expect(!box.contains(Point(x: .nan, y: 0)))
    box.bounds = .zero
    #expect(!box.contains(.zero))
  }

  @Test func aRotatedSublayerIsHitWhereItIsDrawn() {
    let root = makeRoot()
    // 100×20 at (50, 50) turned 90°: (x, y) ↦ (60 − y, x), covering the
    // strip 40 < x ≤ 60, 0 ≤ y < 100.
    let bar = layer(
      "bar", bounds: Rect(x: 0, y: 0, width: 100, height: 20), position: Point(x: 50, y: 50),
      transform: Transform(rotationAngle: .pi / 2))
    root.addSublayer(bar)
    #expect(root.hitTest(Point(x: 45, y: 90)) === bar)  // local (90, 15)
    #expect(root.hitTest(Point(x: 59.5, y: 5)) === bar)  // local (5, 0.5)
    #expect(root.hitTest(Point(x: 20, y: 50)) === root)  // local (50, 40): outside
    #expect(root.hitTest(Point(x: 50, y: 105)) === root)  // local (105, 10): outside
    #expect(root.hitTest(Point(x: 500, y: 50)) == nil)
  }

  @Test func aScaledSublayerCoversItsScaledArea() {
    let root = makeRoot()
    // 10×10 at (300, 300) scaled ×3 covers 285 ≤ x < 315.
    let dot = layer(
      "dot", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 300, y: 300),
      transform: Transform(scaleX: 3, y: 3))
    root.addSublayer(dot)
    #expect(root.hitTest(Point(x: 312, y: 312)) === dot)
    #expect(root.hitTest(Point(x: 286, y: 286)) === dot)
    #expect(root.hitTest(Point(x: 316, y: 300)) === root)
  }

  @Test func anchorPointMovesTheHitArea() {
    let root = makeRoot()
    // Anchor (1, 1) at (200, 200) and a half turn: (x, y) ↦ (300 − x, 300 − y),
    // covering 200 < x ≤ 300.
    let spun = layer(
      "spun", bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 200, y: 200),
      anchor: Point(x: 1, y: 1), transform: Transform(rotationAngle: .pi))
    root.addSublayer(spun)
    #expect(root.hitTest(Point(x: 250, y: 250)) === spun)
    #expect(root.hitTest(Point(x: 150, y: 150)) === root)
  }

  @Test func theBoundsOriginShiftsSublayerHits() {
    // Bounds origin (100, 0) with the anchor at (0, 0) and position (0, 0):
    // bounds coordinates are (x + 100, y) of the superlayer space.
    let scroller = layer(
      "scroller", bounds: Rect(x: 100, y: 0, width: 400, height: 400), position: .zero,
      anchor: .zero)
    let item = layer(
      "item", bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 150, y: 50))
    scroller.addSublayer(item)
    #expect(scroller.hitTest(Point(x: 50, y: 50)) === item)
    #expect(scroller.hitTest(Point(x: 150, y: 50)) === scroller)
  }

  @Test func hiddenLayersAndTheirSubtreesNeverHit() {
    let root = makeRoot()
    let cover = layer(
      "cover", bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50))
    let inner = layer(
      "inner", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5))
    root.addSublayer(cover)
    cover.addSublayer(inner)
    #expect(root.hitTest(Point(x: 2, y: 2)) === inner)
    cover.isHidden = true
    #expect(root.hitTest(Point(x: 2, y: 2)) === root)
    root.isHidden = true
    #expect(root.hitTest(Point(x: 2, y: 2)) == nil)
  }

  @Test func transparentLayersStillHit() {
    let root = makeRoot()
    let ghost = layer(
      "ghost", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5))
    ghost.opacity = 0
    root.addSublayer(ghost)
    #expect(root.hitTest(Point(x: 1, y: 1)) === ghost)
  }

  @Test func frontmostSublayerWinsByZPositionThenIndex() {
    let root = makeRoot()
    let square = Rect(x: 0, y: 0, width: 100, height: 100)
    let back = layer("back", bounds: square, position: Point(x: 50, y: 50))
    let front = layer("front", bounds: square, position: Point(x: 50, y: 50))
    root.addSublayer(back)
    root.addSublayer(front)
    #expect(root.hitTest(Point(x: 10, y: 10)) === front)
    back.zPosition = 1
    #expect(root.hitTest(Point(x: 10, y: 10)) === back)
    front.zPosition = 2
    #expect(root.hitTest(Point(x: 10, y: 10)) === front)
    // Counts as 0, with a warning (the layer was never committed, so no
    // implicit animation is made).
    let (_, warnings) = withWarningsCaptured { front.zPosition = .nan }
    #expect(warnings.count == 1)
    #expect(warnings.allSatisfy { $0.contains("zPosition nan is not finite") })
    #expect(root.hitTest(Point(x: 10, y: 10)) === back)
  }

  @Test func drawingOrderSortsByZPositionThenIndex() {
    #expect(Layer.backToFrontOrder(of: [0, 0, 0]) == [0, 1, 2])
    #expect(Layer.backToFrontOrder(of: [2, -1, 0, .nan]) == [1, 2, 3, 0])
    #expect(Layer.frontToBackOrder(of: [2, -1, 0, .nan]) == [0, 3, 2, 1])
    #expect(Layer.backToFrontOrder(of: []).isEmpty)
  }

  @Test func masksToBoundsHidesSublayerHitsOutside() {
    let root = makeRoot()
    let frame = layer(
      "frame", bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50))
    // 40×40 centred on the frame's corner (100, 100): sticks out by 20.
    let badge = layer(
      "badge", bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 100, y: 100))
    root.addSublayer(frame)
    frame.addSublayer(badge)
    #expect(root.hitTest(Point(x: 110, y: 110)) === badge)
    #expect(root.hitTest(Point(x: 90, y: 90)) === badge)
    frame.masksToBounds = true
    #expect(root.hitTest(Point(x: 110, y: 110)) === root)
    #expect(root.hitTest(Point(x: 90, y: 90)) === badge)
  }

  @Test func singularOrNonFiniteLayersNeverHit() {
    let root = makeRoot()
    let flat = layer(
      "flat", bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50),
      transform: Transform(scaleX: 0, y: 1))
    let inside = layer(
      "inside", bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50))
    root.addSublayer(flat)
    flat.addSublayer(inside)
    #expect(root.hitTest(Point(x: 50, y: 50)) === root)
    // Non-finite values set directly warn once each (the layers were never
    // committed, so no implicit animation is made); a finite one does not.
    let (_, toNaN) = withWarningsCaptured {
      flat.transform = Transform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0)
    }
    #expect(toNaN.count == 1)
    #expect(toNaN.allSatisfy { $0.contains("transform") && $0.contains("tx: nan") })
    #expect(root.hitTest(Point(x: 50, y: 50)) === root)
    let (_, fromNaN) = withWarningsCaptured { flat.transform = .identity }
    #expect(fromNaN.isEmpty)
    #expect(root.hitTest(Point(x: 50, y: 50)) === inside)
    let (_, toInfinity) = withWarningsCaptured { flat.position = Point(x: .infinity, y: 0) }
    #expect(toInfinity.count == 1)
    #expect(toInfinity.allSatisfy { $0.contains("position (inf, 0.0) is not finite") })
    #expect(root.hitTest(Point(x: 50, y: 50)) === root)
  }

  @Test func nonFinitePointsHitNothing() {
    let root = makeRoot()
    #expect(root.hitTest(Point(x: .nan, y: 10)) == nil)
    #expect(root.hitTest(Point(x: .infinity, y: 10)) == nil)
  }

  @Test func hitTestingUsesTheSuperlayersCoordinates() {
    let root = makeRoot()
    let box = layer(
      "box", bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 305, y: 305))
    root.addSublayer(box)
    // In the root's (superlayer) coordinates, not the box's own.
    #expect(box.hitTest(Point(x: 301, y: 301)) === box)
    #expect(box.hitTest(Point(x: 1, y: 1)) == nil)
  }
}
