import Testing

@testable import ZoetropeGraphics

@Suite struct TransformApplyingTests {
  let general = Transform(a: 2, b: 1, c: -1, d: 3, tx: 10, ty: 20)

  @Test func pointApplyingUsesTheCoreGraphicsFormula() {
    // x' = a·x + c·y + tx, y' = b·x + d·y + ty
    #expect(Point(x: 1, y: 2).applying(general) == Point(x: 10, y: 27))
    #expect(Point(x: 5, y: -7).applying(.identity) == Point(x: 5, y: -7))
  }

  @Test func sizeApplyingIgnoresTranslation() {
    #expect(Size(width: 1, height: 2).applying(general) == Size(width: 0, height: 7))
    #expect(
      Size(width: 4, height: 4).applying(Transform(translationX: 100, y: 100))
        == Size(width: 4, height: 4))
    #expect(
      Size(width: 4, height: 2).applying(Transform(scaleX: -1, y: 1)) == Size(width: -4, height: 2))
  }

  @Test func rectApplyingGivesTheBoundingBoxOfTheCorners() {
    let square = Rect(x: 0, y: 0, width: 10, height: 10)
    let turned = square.applying(Transform(rotationAngle: .pi / 4))
    let half = 10 / 2.0.squareRoot()
    #expect(rect(turned, isAt: -half, 0, 2 * half, 2 * half))
    #expect(
      square.applying(Transform(translationX: 5, y: -5)) == Rect(x: 5, y: -5, width: 10, height: 10)
    )
  }

  @Test func rectApplyingStandardizesTheResult() {
    let mirrored = Rect(x: 1, y: 2, width: 3, height: 4).applying(Transform(scaleX: -1, y: -1))
    #expect(mirrored.size.width == 3 && mirrored.size.height == 4)
    #expect(mirrored.origin == Point(x: -4, y: -6))
    let flippedInput = Rect(x: 4, y: 6, width: -3, height: -4).applying(.identity)
    #expect(
      flippedInput.origin == Point(x: 1, y: 2) && flippedInput.size == Size(width: 3, height: 4))
  }

  @Test func rectApplyingKeepsNullAndInfinite() {
    #expect(Rect.null.applying(general).isNull)
    #expect(Rect.infinite.applying(general).isInfinite)
  }

  @Test func rectApplyingASingularTransformIsEmpty() {
    let flattened = Rect(x: 0, y: 0, width: 10, height: 10).applying(Transform(scaleX: 1, y: 0))
    #expect(flattened.isEmpty && !flattened.isNull)
    #expect(flattened.width == 10)
  }
}
