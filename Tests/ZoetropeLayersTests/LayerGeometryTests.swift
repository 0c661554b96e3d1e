import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@MainActor
@Suite struct LayerGeometryTests {
  /// A layer with the given geometry.
  private func layer(
    bounds: Rect, position: Point, anchor: Point = Point(x: 0.5, y: 0.5),
    transform: Transform = .identity
  ) -> Layer {
    let layer = Layer()
    layer.bounds = bounds
    layer.position = position
    layer.anchorPoint = anchor
    layer.transform = transform
    return layer
  }

  /// A 400×400 root whose bounds coordinates equal its superlayer space.
  private func makeRoot() -> Layer {
    layer(bounds: Rect(x: 0, y: 0, width: 400, height: 400), position: Point(x: 200, y: 200))
  }

  /// A 100×100 sublayer at (50, 50) turned 90°: (x, y) ↦ (100 − y, x).
  private func makeTurned() -> Layer {
    layer(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50),
      transform: Transform(rotationAngle: .pi / 2))
  }

  @Test func frameGetterIsDerived() {
    let box = layer(bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 60, y: 35))
    #expect(box.frame == Rect(x: 10, y: 10, width: 100, height: 50))
    box.transform = Transform(scaleX: 2, y: 2)
    #expect(box.frame == Rect(x: -40, y: -15, width: 200, height: 100))
  }

  @Test func frameSetterPlacesTheAnchorPoint() {
    let box = layer(
      bounds: Rect(x: 7, y: 8, width: 1, height: 1), position: .zero, anchor: Point(x: 0.25, y: 1))
    box.frame = Rect(x: 10, y: 20, width: 100, height: 40)
    // position = (10 + 0.25·100, 20 + 1·40); the bounds origin stays.
    #expect(box.position == Point(x: 35, y: 60))
    #expect(box.bounds == Rect(x: 7, y: 8, width: 100, height: 40))
    #expect(box.bounds.origin == Point(x: 7, y: 8))
    #expect(box.frame == Rect(x: 10, y: 20, width: 100, height: 40))
    // A negative size is standardized first.
    box.frame = Rect(x: 110, y: 60, width: -100, height: -40)
    #expect(box.position == Point(x: 35, y: 60))
    #expect(box.bounds.size == Size(width: 100, height: 40))
  }

  /// As UIKit and Core Animation: under a scale, the bounds are the frame
  /// divided by the scale, and the frame reads back as set.
  @Test func frameSetterDividesByTheTransformsScale() {
    let box = layer(
      bounds: .zero, position: .zero, transform: Transform(scaleX: 2, y: 2))
    box.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(box.position == Point(x: 50, y: 50))
    #expect(box.bounds.size == Size(width: 50, height: 50))
    #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func badFramesAreIgnoredWithAWarning() {
    let box = layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5))
    for bad in [
      Rect.null, Rect(x: .nan, y: 0, width: 1, height: 1),
      Rect(x: 0, y: 0, width: .infinity, height: 1),
    ] {
      let (_, warnings) = withWarningsCaptured { box.frame = bad }
      #expect(warnings.count == 1)
      #expect(box.position == Point(x: 5, y: 5))
      #expect(box.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    }
    let (_, nanWarnings) = withWarningsCaptured { box.position = Point(x: .nan, y: 0) }
    #expect(nanWarnings.count == 1)
    #expect(nanWarnings.allSatisfy { $0.contains("position (nan, 0.0) is not finite") })
    #expect(box.frame.isNull)
  }

  @Test func pointsConvertThroughARotatedSublayer() {
    let root = makeRoot()
    let turned = makeTurned()
    root.addSublayer(turned)
    #expect(isClose(root.convert(Point(x: 10, y: 0), from: turned), Point(x: 100, y: 10)))
    #expect(isClose(turned.convert(Point(x: 10, y: 0), to: root), Point(x: 100, y: 10)))
    #expect(isClose(turned.convert(Point(x: 100, y: 10), from: root), Point(x: 10, y: 0)))
    #expect(isClose(root.convert(Point(x: 100, y: 10), to: turned), Point(x: 10, y: 0)))
  }

  @Test func theBoundsOriginShiftsSublayers() {
    let root = makeRoot()
    let turned = makeTurned()
    root.addSublayer(turned)
    root.bounds.origin = Point(x: 20, y: 0)
    // The sublayer's position is in the root's bounds coordinates, which are
    // (x − 20, y) in the root's superlayer space.
    #expect(isClose(root.convert(Point(x: 10, y: 0), from: turned), Point(x: 100, y: 10)))
    #expect(isClose(turned.convert(Point(x: 10, y: 0), to: nil), Point(x: 80, y: 10)))
    #expect(isClose(turned.convert(Point(x: 80, y: 10), from: nil), Point(x: 10, y: 0)))
  }

  @Test func siblingsConvertThroughTheirCommonSuperlayer() {
    let root = makeRoot()
    let turned = makeTurned()
    // 50×50, anchor at the top-left, at (200, 100), scaled ×2: p ↦ 2p + (200, 100).
    let scaled = layer(
      bounds: Rect(x: 0, y: 0, width: 50, height: 50), position: Point(x: 200, y: 100),
      anchor: .zero, transform: Transform(scaleX: 2, y: 2))
    root.addSublayer(turned)
    root.addSublayer(scaled)
    // (10, 0) → root (100, 10) → ((100 − 200)/2, (10 − 100)/2).
    #expect(isClose(turned.convert(Point(x: 10, y: 0), to: scaled), Point(x: -50, y: -45)))
    #expect(isClose(scaled.convert(Point(x: -50, y: -45), to: turned), Point(x: 10, y: 0)))
    // A singular root does not matter below the common ancestor.
    root.transform = Transform(scaleX: 0, y: 0)
    let (point, warnings) = withWarningsCaptured {
      turned.convert(Point(x: 10, y: 0), to: scaled)
    }
    #expect(isClose(point, Point(x: -50, y: -45)))
    #expect(warnings.isEmpty)
  }

  @Test func nestedAncestorsCompose() {
    // root (identity) → parent: bounds origin (50, 0), anchor (0, 0) at (0, 0),
    // so parent coordinates are (x − 50, y) in root → child 100×100 at
    // (50, 50), anchor at the centre: child (0, 0) is parent (0, 0).
    let root = makeRoot()
    let parent = layer(
      bounds: Rect(x: 50, y: 0, width: 200, height: 200), position: .zero, anchor: .zero)
    let child = layer(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50))
    root.addSublayer(parent)
    parent.addSublayer(child)
    #expect(child.convert(Point(x: 0, y: 0), to: root) == Point(x: -50, y: 0))
    #expect(child.convert(Point(x: 0, y: 0), to: nil) == Point(x: -50, y: 0))
    #expect(root.convert(Point(x: -50, y: 0), to: child) == Point(x: 0, y: 0))
    #expect(child.convert(Point(x: 3, y: 4), to: child) == Point(x: 3, y: 4))
  }

  @Test func layersInDifferentTreesMeetInTheirRootsSuperlayerSpaces() {
    let firstRoot = makeRoot()
    let first = layer(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 10, y: 10), anchor: .zero)
    firstRoot.addSublayer(first)
    let secondRoot = layer(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 50, y: 50))
    let second = layer(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 30, y: 30), anchor: .zero)
    secondRoot.addSublayer(second)
    #expect(first.convert(Point(x: 0, y: 0), to: second) == Point(x: -20, y: -20))
    #expect(second.convert(Point(x: -20, y: -20), to: first) == Point(x: 0, y: 0))
  }

  @Test func singularInversesFallBackToThePointWithAWarning() {
    let root = makeRoot()
    let flat = layer(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5),
      transform: Transform(scaleX: 0, y: 1))
    root.addSublayer(flat)
    let (point, warnings) = withWarningsCaptured { flat.convert(Point(x: 1, y: 2), from: root) }
    #expect(point == Point(x: 1, y: 2))
    #expect(warnings.count == 1)
    // The forward direction is fine: every x collapses onto the position.
    #expect(flat.convert(Point(x: 9, y: 5), to: root) == Point(x: 5, y: 5))
  }

  @Test func nonFinitePointsFallBackWithoutNaN() {
    let root = makeRoot()
    let (nanPoint, nanWarnings) = withWarningsCaptured {
      root.convert(Point(x: .nan, y: 1), from: nil)
    }
    #expect(nanPoint == .zero)
    #expect(nanWarnings.count == 1)
    // Overflow to infinity also falls back, to the finite input point.
    let huge = layer(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: .zero, anchor: .zero,
      transform: Transform(scaleX: 10, y: 10))
    root.addSublayer(huge)
    let big = Point(x: 1e308, y: 0)
    let (converted, warnings) = withWarningsCaptured { huge.convert(big, to: root) }
    #expect(converted == big)
    #expect(warnings.count == 1)
    // A NaN position anywhere on the path.
    let (_, positionWarnings) = withWarningsCaptured { huge.position = Point(x: .nan, y: 0) }
    #expect(positionWarnings.count == 1)
    #expect(positionWarnings.allSatisfy { $0.contains("position (nan, 0.0) is not finite") })
    let (fallback, _) = withWarningsCaptured { huge.convert(Point(x: 1, y: 1), to: nil) }
    #expect(fallback == Point(x: 1, y: 1))
  }

  @Test func rectanglesConvertToBoundingBoxes() {
    let root = makeRoot()
    let turned = makeTurned()
    root.addSublayer(turned)
    // Corners (0,0) (10,0) (0,20) (10,20) ↦ (100,0) (100,10) (80,0) (80,10).
    let box = turned.convert(Rect(x: 0, y: 0, width: 10, height: 20), to: root)
    #expect(isClose(box, Rect(x: 80, y: 0, width: 20, height: 10)))
    let back = root.convert(Rect(x: 80, y: 0, width: 20, height: 10), to: turned)
    #expect(isClose(back, Rect(x: 0, y: 0, width: 10, height: 20)))
    #expect(turned.convert(Rect.null, to: root).isNull)
    #expect(turned.convert(Rect.null, from: nil).isNull)
  }

  @Test func rectanglesThatCannotConvertAreNull() {
    let root = makeRoot()
    let flat = layer(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: .zero,
      transform: Transform(scaleX: 0, y: 0))
    root.addSublayer(flat)
    let (rect, warnings) = withWarningsCaptured {
      flat.convert(Rect(x: 0, y: 0, width: 5, height: 5), from: root)
    }
    #expect(rect.isNull)
    #expect(warnings.count == 1)
    let (nanRect, nanWarnings) = withWarningsCaptured {
      root.convert(Rect(x: .nan, y: 0, width: 5, height: 5), to: nil)
    }
    #expect(nanRect.isNull)
    #expect(nanWarnings.count == 1)
  }

  @Test func commonAncestorAndTransformHelpers() {
    let root = makeRoot()
    let a = Layer()
    let b = Layer()
    let aChild = Layer()
    root.addSublayer(a)
    root.addSublayer(b)
    a.addSublayer(aChild)
    #expect(aChild.commonAncestor(with: b) === root)
    #expect(aChild.commonAncestor(with: a) === a)
    #expect(a.commonAncestor(with: Layer()) == nil)
    let turned = makeTurned()
    root.addSublayer(turned)
    #expect(isClose(turned.transform(toAncestor: root), turned.model.transformToSuperlayer))
    #expect(turned.transform(toAncestor: turned) == .identity)
  }
}
